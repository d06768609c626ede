// When a match counts as played. Shared by the importer (status from the clock at import time) and
// the football service's settleMatches() (the same rule, re-applied as time passes).
import { MatchStatus, type MatchStatusCode } from '@shared/match-status';

/**
 * A match is "settled" (shows its real result) once its kick-off is this long ago. Between kick-off
 * and this moment it stays scheduled in the database: that window belongs to the live engine
 * (src/server/modules/live), which plays today's matches minute by minute on the same rows.
 */
export const SETTLE_AFTER_MS = 3 * 60 * 60 * 1000;

export interface RealResult {
  ftHome: number | null;
  ftAway: number | null;
  etHome: number | null;
  etAway: number | null;
  penHome: number | null;
  penAway: number | null;
  /** The source marked the match postponed/abandoned. */
  postponed: boolean;
}

export interface MatchState {
  status: MatchStatusCode;
  homeScore: number | null;
  awayScore: number | null;
}

/** Final state of a played match: 32 after penalties, 31 after extra time, else 3 (score after extra time). */
export function finalState(real: RealResult): MatchState {
  if (real.ftHome == null || real.ftAway == null)
    return { status: MatchStatus.Postponed, homeScore: null, awayScore: null };
  const status =
    real.penHome != null
      ? MatchStatus.FinishedAfterPenalties
      : real.etHome != null
        ? MatchStatus.FinishedAfterExtraTime
        : MatchStatus.Finished;
  return { status, homeScore: real.etHome ?? real.ftHome, awayScore: real.etAway ?? real.ftAway };
}

/** State by the clock: settled (real result, or postponed when the data has none), else scheduled. */
export function stateAt(real: RealResult, kickoffAt: Date, now: Date): MatchState {
  if (real.postponed && real.ftHome == null) return { status: MatchStatus.Postponed, homeScore: null, awayScore: null };
  if (kickoffAt.getTime() <= now.getTime() - SETTLE_AFTER_MS) return finalState(real);
  return { status: MatchStatus.Scheduled, homeScore: null, awayScore: null };
}
