// What produces notifications besides the admin: live match events for the followers who want each
// kind, published news for a team's followers, and the welcome once the email is verified.
import type { Match } from '@shared/football';
import type { LiveChange } from '../live/provider';
import { liveEvents } from './live-events';
import type { NotificationsContext, Notify } from './context';

export function createProducers(context: NotificationsContext, notify: Notify) {
  const { repo } = context;
  /** Last status seen per match, so kick-off, half-time and full-time are looked at once per change. */
  const lastStatus = new Map<number, number>();

  return {
    /** Whom a published article tells: the followers of one of its teams who keep the news preference on. */
    newsFollowers(teamIds: number[]): Promise<number[]> {
      return repo.followersOf({ matchId: 0, teamIds }, 'news');
    },

    /**
     * The live service's persisted changes (from its outbox, possibly replayed after a restart):
     * notifications for followers who want each kind. `previousStatuses` (per change, the stored
     * status before it) tells a status change; without it, the last status seen by this process.
     */
    async onLiveChanges(changes: LiveChange[], matches: Match[], previousStatuses?: (number | null)[]): Promise<void> {
      const byId = new Map(matches.map((match) => [match.id, match]));
      for (const [index, change] of changes.entries()) {
        const match = byId.get(change.matchId);
        if (!match) continue;
        const previous = previousStatuses ? (previousStatuses[index] ?? undefined) : lastStatus.get(change.matchId);
        const events = liveEvents(change, match, previous);
        lastStatus.set(change.matchId, change.status);
        for (const event of events) {
          const followers = await repo.followersOf(
            { matchId: match.id, teamIds: [match.homeTeam.id, match.awayTeam.id] },
            event.kind,
          );
          await notify(followers, event.payload, event.key);
        }
      }
    },

    /** Email verified: the welcome notification (once per user). */
    async welcome(userId: number): Promise<void> {
      await notify(
        [userId],
        {
          type: 'system',
          title: `Bem-vindo ao ${context.productName}!`,
          message: 'Explore as funcionalidades e acompanhe as estatísticas dos seus times em tempo real.',
          actionUrl: '/profile?tab=notifications',
        },
        'welcome',
      );
    },
  };
}
