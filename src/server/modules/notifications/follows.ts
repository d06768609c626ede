// What the user follows (teams limited by the plan) and which kinds of notification they want.
import { NOTIFICATION_PREFERENCE_KEYS } from '@shared/notifications-rules';
import type { Follows, NotificationPreferences } from '@shared/notifications';
import { forbidden, invalid } from '../../domain-errors';
import { NOTIFICATION_MESSAGES, type NotificationsContext } from './context';

export function createFollows(context: NotificationsContext) {
  const { repo, now } = context;

  async function preferences(userId: number): Promise<NotificationPreferences> {
    const row = await repo.preferences(userId);
    return Object.fromEntries(
      NOTIFICATION_PREFERENCE_KEYS.map((key) => [key, row ? row[key] : true]),
    ) as NotificationPreferences;
  }

  return {
    follows(userId: number): Promise<Follows> {
      return repo.follows(userId);
    },

    /**
     * Replaces what the user follows. Teams are limited by the plan: adding a team beyond the limit is
     * refused (403, pointing to Pro); removing is always allowed, also above the limit after a downgrade.
     */
    async setFollows(userId: number, follows: Follows): Promise<Follows> {
      const known = await repo.existing(follows.teams, follows.matches);
      if (follows.teams.some((id) => !known.teams.has(id))) throw invalid(NOTIFICATION_MESSAGES.unknownTeams);
      if (follows.matches.some((id) => !known.matches.has(id))) throw invalid(NOTIFICATION_MESSAGES.unknownMatches);
      const max = await context.maxFollowedTeams(userId);
      if (max !== null && follows.teams.length > max) {
        const current = new Set((await repo.follows(userId)).teams);
        if (follows.teams.some((id) => !current.has(id)))
          throw forbidden(NOTIFICATION_MESSAGES.followLimit(max), { upgradeUrl: '/plans' });
      }
      await repo.replaceFollows(userId, follows, now());
      return repo.follows(userId);
    },

    preferences,

    async setPreferences(userId: number, changes: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
      const current = await preferences(userId);
      const merged = { ...current, ...changes };
      const row = await repo.savePreferences(userId, merged, now());
      return Object.fromEntries(NOTIFICATION_PREFERENCE_KEYS.map((key) => [key, row[key]])) as NotificationPreferences;
    },
  };
}
