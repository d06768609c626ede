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
