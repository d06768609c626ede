// How a match's status and score are shown (spec §4 "Match status display"), one rule for every list.
import { dayLabel, isValidYmd, shortDateLabel } from './datetime';
import { isFinished, isLive, MatchStatus } from './match-status';

export interface DisplayableMatch {
  status: number;
  statusName?: string | null;
  matchDate?: string | null;
  matchTime?: string | null;
  homeScore: number | null;
  awayScore: number | null;
}

/** 'home - away' when both scores are present, else 'vs'. */
export function scoreText(match: Pick<DisplayableMatch, 'homeScore' | 'awayScore'>): string {
  return match.homeScore != null && match.awayScore != null ? `${match.homeScore} - ${match.awayScore}` : 'vs';
}

/** The date (and time) of a match for Brazil: 'Hoje, 17:30', 'sáb., 21 nov., A definir'; null if invalid. */
export function kickoffText(match: Pick<DisplayableMatch, 'matchDate' | 'matchTime'>, today?: string): string | null {
  if (!match.matchDate || !isValidYmd(match.matchDate)) return null;
  const day = dayLabel(match.matchDate, today);
  return `${day}, ${match.matchTime ?? 'A definir'}`;
}

/**
 * The status label of spec §4:
 * 0 → date/time for Brazil (or 'Agendado' when invalid/missing); 3 → 'Finalizado';
 * 1, 11, 12, 13, 14 → 'Ao Vivo'; 31, 32 and 4 → the score and the date; else statusName or 'Agendado'.
 */
export function statusLabel(match: DisplayableMatch, today?: string): string {
  if (match.status === MatchStatus.Scheduled) return kickoffText(match, today) ?? 'Agendado';
  if (match.status === MatchStatus.Finished) return 'Finalizado';
  if (isLive(match.status)) return 'Ao Vivo';
  if (
    match.status === MatchStatus.FinishedAfterExtraTime ||
    match.status === MatchStatus.FinishedAfterPenalties ||
    match.status === MatchStatus.Postponed
  ) {
    const date = match.matchDate && isValidYmd(match.matchDate) ? shortDateLabel(match.matchDate) : '';
    return [scoreText(match), date].filter(Boolean).join(' · ');
  }
  return match.statusName || 'Agendado';
}

export type Outcome = 'V' | 'E' | 'D';

/** Win/draw/loss for one side of a finished match (penalty shoot-outs decide the winner). */
export function outcomeFor(
  side: 'home' | 'away',
  match: {
    status: number;
    homeScore: number | null;
    awayScore: number | null;
    penalties?: { home: number; away: number } | null;
  },
): Outcome | null {
  if (!isFinished(match.status) || match.homeScore == null || match.awayScore == null) return null;
  let diff = match.homeScore - match.awayScore;
  if (diff === 0 && match.penalties) diff = match.penalties.home - match.penalties.away;
  if (side === 'away') diff = -diff;
  return diff > 0 ? 'V' : diff < 0 ? 'D' : 'E';
}
