// How a match's status, date and score are shown (spec §4 "Match status display"): one rule for
// every list, the match page, search and head-to-head, so no screen invents its own wording.
import { compactDayLabel, dayLabel, isValidYmd, shortDateLabel, timeIn, ymdIn } from './datetime';
import { isFinished, isLive, MatchStatus } from './match-status';

export interface DisplayableMatch {
  status: number;
  statusName?: string | null;
  /** Minute of play while live. */
  minute?: number | null;
  matchDate?: string | null;
  matchTime?: string | null;
  homeScore: number | null;
  awayScore: number | null;
  /** The shoot-out (status 32), home - away. */
  penalties?: { home: number; away: number } | null;
}

/** 'home - away' when both scores are present, else 'vs'. */
export function scoreText(match: Pick<DisplayableMatch, 'homeScore' | 'awayScore'>): string {
  return match.homeScore != null && match.awayScore != null ? `${match.homeScore} - ${match.awayScore}` : 'vs';
}

/** The date (and time) of a match for Brazil: 'Hoje, 17:30', 'sáb., 21 de nov., A definir'; null if invalid. */
export function kickoffText(match: Pick<DisplayableMatch, 'matchDate' | 'matchTime'>, today?: string): string | null {
  if (!match.matchDate || !isValidYmd(match.matchDate)) return null;
  const day = dayLabel(match.matchDate, today);
  return `${day}, ${match.matchTime ?? 'A definir'}`;
}

/** Finished after extra time, after penalties, or postponed: spec §4 shows these with the score and date. */
function shownWithScoreAndDate(status: number): boolean {
  return (
    status === MatchStatus.FinishedAfterExtraTime ||
    status === MatchStatus.FinishedAfterPenalties ||
    status === MatchStatus.Postponed
  );
}

/**
 * The status text of spec §4:
 * 0 → date/time for Brazil (or 'Agendado' when invalid/missing); 3 → 'Finalizado';
 * 1, 11, 12, 13, 14 → 'Ao Vivo'; 31, 32 and 4 → the score and the date; else statusName or 'Agendado'.
 */
export function statusLabel(match: DisplayableMatch, today?: string): string {
  if (match.status === MatchStatus.Scheduled) return kickoffText(match, today) ?? 'Agendado';
  if (match.status === MatchStatus.Finished) return 'Finalizado';
  if (isLive(match.status)) return 'Ao Vivo';
  if (shownWithScoreAndDate(match.status)) return [resultText(match), fullDate(match)].filter(Boolean).join(' · ');
  return match.statusName || 'Agendado';
}

const fullDate = (match: Pick<DisplayableMatch, 'matchDate'>) =>
  match.matchDate && isValidYmd(match.matchDate) ? shortDateLabel(match.matchDate) : '';

/**
 * How a finished match was decided past the 90 minutes: '4 - 2 nos pênaltis' (home - away, as the
 * score), 'após prorrogação'; null for any other match.
 */
export function decidedText(match: Pick<DisplayableMatch, 'status' | 'penalties'>): string | null {
  if (match.status === MatchStatus.FinishedAfterPenalties) {
    return match.penalties ? `${match.penalties.home} - ${match.penalties.away} nos pênaltis` : 'nos pênaltis';
  }
  if (match.status === MatchStatus.FinishedAfterExtraTime) return 'após prorrogação';
  return null;
}

/** The result written once, with how it was decided: '3 - 3 (4 - 2 nos pênaltis)', '2 - 1 (após prorrogação)', '2 - 1', 'vs'. */
export function resultText(match: Pick<DisplayableMatch, 'status' | 'penalties' | 'homeScore' | 'awayScore'>): string {
  const score = scoreText(match);
  const decided = decidedText(match);
  return decided && score !== 'vs' ? `${score} (${decided})` : score;
}

/**
 * Spec §4's score and date of statuses 31, 32 and 4 where the score already stands beside them
 * (scoreboard, search result), so it is not written twice: '4 - 2 nos pênaltis · 18/12/2022', 'Após
 * prorrogação · 19/07/2026', 'Adiado · 21/11/2026'. Null for any other status.
 */
export function statusBesideScore(match: DisplayableMatch): string | null {
  const how = decidedLabel(match);
  return how === null ? null : [how, fullDate(match)].filter(Boolean).join(' · ');
}

/** Statuses 31, 32 and 4 in words, for a line that has the score and the date: '4 - 2 nos pênaltis', 'Após prorrogação', 'Adiado'. */
export function decidedLabel(match: Pick<DisplayableMatch, 'status' | 'statusName' | 'penalties'>): string | null {
  if (!shownWithScoreAndDate(match.status)) return null;
  const text = decidedText(match) ?? match.statusName ?? '';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What stands beside 'Ao Vivo' (UI.md): the minute, or 'Int.' at half-time; null when not live. */
export function liveDetail(match: Pick<DisplayableMatch, 'status' | 'minute'>): string | null {
  if (!isLive(match.status)) return null;
  if (match.status === MatchStatus.HalfTime) return 'Int.';
  if (match.status === MatchStatus.Penalties && match.minute == null) return 'Pên.';
  return match.minute != null ? playMinuteText(match.status, match.minute) : null;
}

/** Where each period's regular time ends: a minute past it is stoppage time. */
const PERIOD_END: Partial<Record<number, number>> = {
  [MatchStatus.FirstHalf]: 45,
  [MatchStatus.SecondHalf]: 90,
  [MatchStatus.ExtraTime]: 120,
};

/** The minute of play as fans write it: 37', and stoppage time as 45+2' (the status says which period). */
export function playMinuteText(status: number, minute: number): string {
  const end = PERIOD_END[status];
  return end != null && minute > end ? `${end}+${minute - end}'` : `${minute}'`;
}

/** 'past': finished (3, 31, 32) or postponed (4), shown with its date. */
export type StatusKind = 'live' | 'scheduled' | 'past' | 'other';

/** Everything a match row, the scoreboard or a search result shows about the status, from one rule. */
export interface StatusDisplay {
  kind: StatusKind;
  /** The spec §4 text ('Ao Vivo', 'Finalizado', '3 - 3 (4 - 2 nos pênaltis) · 18/12/2022', 'Hoje, 16:00', 'Agendado'...). */
  label: string;
  /** Beside 'Ao Vivo': the minute or 'Int.'. */
  detail: string | null;
  /** The match day, short: 'Hoje', 'Ontem', 'Amanhã', '21/11' (this year) or '21/11/24'; null when invalid. */
  day: string | null;
  /** Kick-off HH:MM in Brazil, null when unknown. */
  time: string | null;
}

export function statusDisplay(match: DisplayableMatch, today: string = ymdIn(new Date())): StatusDisplay {
  const validDate = Boolean(match.matchDate && isValidYmd(match.matchDate));
  const kind: StatusKind = isLive(match.status)
    ? 'live'
    : match.status === MatchStatus.Scheduled
      ? 'scheduled'
      : isFinished(match.status) || match.status === MatchStatus.Postponed
        ? 'past'
        : 'other';
  return {
    kind,
    label: statusLabel(match, today),
    detail: liveDetail(match),
    day: validDate ? compactDayLabel(match.matchDate!, today) : null,
    time: validDate ? (match.matchTime ?? null) : null,
  };
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

export const OUTCOME_WORD: Record<Outcome, string> = { V: 'vitória', E: 'empate', D: 'derrota' };

/** A past result as one team saw it: its own goals first, and where it played. */
export interface TeamSideResult {
  outcome: Outcome;
  /** '0 - 2' for a 2 - 0 defeat away: the team's goals first. */
  score: string;
  /** Null at a neutral venue (a tournament's stadiums, a one-match final): neither side was at home. */
  venue: 'casa' | 'fora' | null;
  /** '4 - 3 nos pênaltis' (the team's kicks first) or 'após prorrogação'; null in 90 minutes. */
  decided: string | null;
}

/**
 * A form entry (whose score is written home - away) from the team's side, so a 2 - 0 defeat away
 * reads '0 - 2', never as a win; the same for its shoot-out.
 */
export function formFromTeamSide(entry: {
  outcome: Outcome;
  score: string;
  home: boolean;
  penalties?: { home: number; away: number } | null;
  extraTime?: boolean;
  neutral?: boolean;
}): TeamSideResult {
  const goals = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(entry.score);
  const score = !goals ? entry.score : entry.home ? `${goals[1]} - ${goals[2]}` : `${goals[2]} - ${goals[1]}`;
  const kicks =
    entry.penalties && (entry.home ? entry.penalties : { home: entry.penalties.away, away: entry.penalties.home });
  const decided = kicks ? `${kicks.home} - ${kicks.away} nos pênaltis` : entry.extraTime ? 'após prorrogação' : null;
  return { outcome: entry.outcome, score, venue: entry.neutral ? null : entry.home ? 'casa' : 'fora', decided };
}

/**
 * The status on one line, for search results and page descriptions: 'Ao Vivo · 37'', 'Finalizado ·
 * Ontem', '3 - 3 · 21/11/2026', 'Hoje, 16:00'. Every past result carries its date.
 */
export function statusLine(match: DisplayableMatch, today?: string): string {
  const status = statusDisplay(match, today);
  if (status.detail) return `${status.label} · ${status.detail}`;
  if (match.status === MatchStatus.Finished && status.day) return `${status.label} · ${status.day}`;
  return status.label;
}

/** A match the feed moved (issue 32 point 2), said under its new date: 'Remarcada: antes marcada para 12/12/2026, 16:00'. */
export function rescheduledText(previousKickoff: string, timeZone?: string): string {
  const at = new Date(previousKickoff);
  return `Remarcada: antes marcada para ${shortDateLabel(ymdIn(at, timeZone))}, ${timeIn(at, timeZone)}`;
}
