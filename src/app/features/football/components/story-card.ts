// Which card tells a match's story on its page: the timeline (every event, a goal without its scorer
// shown as such) or the goals list. A match whose goals alone are known (openfootball's clubs) gets
// the goals list; one with a card or a substitution, or a feed goal whose scorer the source does not
// name (then there is no goals list: the server lists goals only when every scorer is known), gets
// the timeline, so no goal's minute is lost.
import type { Match, MatchDetail } from '@shared/football';

/** The timeline's goal events (a penalty and an own goal are goals too). */
export const GOAL_TYPES: ReadonlySet<MatchDetail['events'][number]['type']> = new Set(['goal', 'penalty', 'own_goal']);

export function storyCard(detail: Pick<MatchDetail, 'events' | 'goals'>): 'timeline' | 'goals' {
  if (detail.events.some((event) => !GOAL_TYPES.has(event.type))) return 'timeline';
  return detail.events.length > 0 && detail.goals.length === 0 ? 'timeline' : 'goals';
}

type Score = Pick<Match, 'homeScore' | 'awayScore'>;

/**
 * The goals the live feed has announced that the page's answer does not list yet, one side per goal
 * (home first): the score moved, and the page asked again for the goal's details. None when the live
 * score is not ahead (a goal the referee took back lowers it before the answer catches up).
 */
export function goalsAhead(live: Score, answered: Score): Array<'home' | 'away'> {
  const ahead = (side: 'home' | 'away') => Math.max(0, (live[`${side}Score`] ?? 0) - (answered[`${side}Score`] ?? 0));
  return [
    ...Array.from({ length: ahead('home') }, () => 'home' as const),
    ...Array.from({ length: ahead('away') }, () => 'away' as const),
  ];
}
