// Match list filters (besides "all"), kept free of zod so the client can import them cheaply.
import { isFinished, isLive, MatchStatus } from './match-status';

export const MATCH_FILTERS = ['live', 'scheduled', 'finished'] as const;
export type MatchFilterValue = (typeof MATCH_FILTERS)[number];

/** The predicate of a filter: 'finished' includes postponed/abandoned matches; 'all' keeps everything. */
export function matchesFilter(filter: MatchFilterValue | 'all' | undefined): (match: { status: number }) => boolean {
  switch (filter) {
    case 'live':
      return (match) => isLive(match.status);
    case 'scheduled':
      return (match) => match.status === MatchStatus.Scheduled;
    case 'finished':
      return (match) => isFinished(match.status) || match.status === MatchStatus.Postponed;
    default:
      return () => true;
  }
}

/**
 * A match's team statistics (issue 31 point 6), in the order the match page shows them. The names
 * are ours; the live provider maps its own onto them (API-Football: live/api-football-map.ts).
 */
export const TEAM_STAT_KINDS = [
  'possession',
  'expected_goals',
  'shots',
  'shots_on_goal',
  'shots_off_goal',
  'blocked_shots',
  'shots_inside_box',
  'shots_outside_box',
  'corners',
  'offsides',
  'fouls',
  'yellow_cards',
  'red_cards',
  'saves',
  'passes',
  'passes_accurate',
  'pass_accuracy',
] as const;
export type TeamStatKind = (typeof TEAM_STAT_KINDS)[number];
