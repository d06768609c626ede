// The embedded demo keeps something live at any hour (issue 22 point 2, docs/decisions/0101): on top
// of the whole weeks (DEMO_SHIFT_WEEKS' default, 52), the calendar moves by a number of whole
// quarter hours chosen at start so that real matches, with their real results and scorers, kicked
// off less than a quarter hour ago. Whole quarter hours keep kick-offs on the minutes real fixtures
// use (a 16:00 match shows 07:15, never 07:13; issue 35 point 7). Pure: the same kick-offs, clock and stored shift give the same answer, so a restart while a
// match is on keeps the calendar (and the replay resumes where it was); a start when nothing would
// be on under the stored shift picks a new one. DEMO_SHIFT_WEEKS set pins the calendar (no minutes).

const MINUTE_MS = 60_000;
/** The calendar moves by whole quarter hours: kick-offs keep their real minutes past the hour. */
export const SHIFT_STEP_MINUTES = 15;
const STEP_MS = SHIFT_STEP_MINUTES * MINUTE_MS;
/** How far from now the anchor may be looked for first (the biggest group of kick-offs in it wins). */
const SEARCH_WINDOW_MS = 36 * 60 * MINUTE_MS;
/** "Live within a minute": a match kicking off this soon counts as something live. */
export const LIVE_SOON_MS = MINUTE_MS;

export interface LiveNowInput {
  /** Real kick-offs (ms) with the whole-week shift only; the ones with a known time. */
  kickoffs: number[];
  now: number;
  /** The minutes the stored calendar is shifted by (null: nothing imported yet). */
  current: number | null;
  /** How long after kick-off a match is still on, in real time (the replay speed shortens it). */
  liveWindowMs: number;
}

/** Whether, with `minutes` more, some match is being played at `now` or kicks off within a minute. */
export function somethingLive(kickoffs: number[], minutes: number, now: number, liveWindowMs: number): boolean {
  const shift = minutes * MINUTE_MS;
  return kickoffs.some((at) => at + shift > now - liveWindowMs && at + shift <= now + LIVE_SOON_MS);
}

/**
 * The minutes to add to the whole-week calendar, always whole quarter hours: the stored ones while
 * they still leave something live, else those that make the biggest group of simultaneous kick-offs
 * near now (the nearest on a tie) start at the last quarter hour (0 to 15 minutes before `now`).
 */
export function chooseShiftMinutes({ kickoffs, now, current, liveWindowMs }: LiveNowInput): number {
  // A calendar stored by an older version (any minute) is replaced by a quarter-hour one.
  const currentFits = current != null && current % SHIFT_STEP_MINUTES === 0;
  if (currentFits && somethingLive(kickoffs, current, now, liveWindowMs)) return current;
  if (kickoffs.length === 0) return currentFits ? current : 0;
  const target = Math.floor(now / STEP_MS) * STEP_MS;
  const counts = new Map<number, number>();
  for (const at of kickoffs) counts.set(at, (counts.get(at) ?? 0) + 1);
  const near = [...counts.entries()].filter(([at]) => Math.abs(at - target) <= SEARCH_WINDOW_MS);
  const candidates = near.length ? near : [...counts.entries()];
  const [anchor] = candidates.reduce((best, next) => {
    if (next[1] !== best[1]) return next[1] > best[1] ? next : best;
    const distance = Math.abs(next[0] - target) - Math.abs(best[0] - target);
    return distance < 0 || (distance === 0 && next[0] < best[0]) ? next : best;
  });
  // Rounded down so the anchor has kicked off (an anchor off the quarter hour, say 18:05, lands
  // up to a quarter hour earlier and keeps its :05).
  return Math.floor((now - anchor) / STEP_MS) * SHIFT_STEP_MINUTES;
}

/**
 * The minutes the stored calendar is shifted by: the most common difference between each stored
 * kick-off and the same match's whole-week kick-off (null when none is stored).
 */
export function storedShiftMinutes(planned: Map<string, number>, stored: Map<string, number>): number | null {
  const votes = new Map<number, number>();
  for (const [key, at] of stored) {
    const base = planned.get(key);
    if (base === undefined) continue;
    const minutes = Math.round((at - base) / MINUTE_MS);
    votes.set(minutes, (votes.get(minutes) ?? 0) + 1);
  }
  let best: [number, number] | null = null;
  for (const vote of votes) if (!best || vote[1] > best[1]) best = vote;
  return best ? best[0] : null;
}

/** The whole weeks of the default demo calendar. */
export const DEFAULT_SHIFT_WEEKS = 52;
/** Game minutes a replayed match is still worth opening after kick-off (it ends at about 110). */
const MATCH_ON_GAME_MINUTES = 100;

/**
 * The calendar the settings ask for: DEMO_REPLAY_DAY replays one real match day now (only its
 * season moves: docs/decisions/0106); DEMO_SHIFT_WEEKS pins whole weeks; unset, 52 weeks and, with
 * the replay feed, the minutes that keep something live (an external feed plays real time).
 */
export function demoCalendarOf(config: {
  DEMO_SHIFT_WEEKS?: number;
  DEMO_REPLAY_DAY?: string;
  LIVE_PROVIDER: string;
  LIVE_SPEED: number;
}): {
  shiftWeeks: number;
  liveNow?: { liveWindowMs: number };
  replayDay?: { day: string; liveWindowMs: number };
} {
  if (config.DEMO_REPLAY_DAY !== undefined)
    return {
      shiftWeeks: 0,
      replayDay: {
        day: config.DEMO_REPLAY_DAY,
        liveWindowMs: (MATCH_ON_GAME_MINUTES / config.LIVE_SPEED) * MINUTE_MS,
      },
    };
  if (config.DEMO_SHIFT_WEEKS !== undefined) return { shiftWeeks: config.DEMO_SHIFT_WEEKS };
  if (config.LIVE_PROVIDER !== 'replay') return { shiftWeeks: DEFAULT_SHIFT_WEEKS };
  return {
    shiftWeeks: DEFAULT_SHIFT_WEEKS,
    liveNow: { liveWindowMs: (MATCH_ON_GAME_MINUTES / config.LIVE_SPEED) * MINUTE_MS },
  };
}

const DAY_MS = 24 * 60 * MINUTE_MS;
const WEEK_MS = 7 * DAY_MS;

/**
 * Whether the demo's whole-week shift moves a season (issue 31 point 7, docs/decisions/0102): only
 * one whose shifted span (first to last match day, YYYY-MM-DD) holds today, the one it replays. A
 * finished tournament keeps its real dates: the 2022 World Cup final stays on 18/12/2022.
 */
export function replaysSeason(span: { first: string; last: string }, shiftWeeks: number, now: Date): boolean {
  if (shiftWeeks === 0) return false;
  const shift = shiftWeeks * WEEK_MS;
  const first = Date.parse(`${span.first}T00:00:00Z`) + shift;
  const last = Date.parse(`${span.last}T00:00:00Z`) + shift + DAY_MS;
  // A day of margin either side: kick-offs are local times, the span is in dates.
  return first - DAY_MS <= now.getTime() && now.getTime() <= last + DAY_MS;
}

/** Unplayed matches past this share of a season, dated before its source's latest result: the data stopped. */
const STOPPED_SHARE = 0.25;

/**
 * Whether a season's results stop mid-season: a quarter of its matches have no result though they
 * are dated before the latest result its source holds anywhere (`asOf`, YYYY-MM-DD). Such a season
 * (Série B 2025: 57 of 380 played) is left out of the demo rather than shown as a table of "Adiado".
 */
export function stopsMidSeason(matches: { date: string; played: boolean }[], asOf: string): boolean {
  const missing = matches.filter((m) => !m.played && m.date < asOf).length;
  return matches.length > 0 && missing / matches.length > STOPPED_SHARE;
}

/**
 * DEMO_REPLAY_DAY (docs/decisions/0106): the minutes that move the chosen day's season so the day's
 * first match kicks off at the current minute (whole minutes: the replay starts when the server
 * does, not up to a quarter hour before). The stored shift is kept while one of that day's matches
 * is still on under it (a restart resumes the replay). `dayKickoffs`: the day's real kick-offs (ms)
 * with a known time and a result; none: null (the day cannot be replayed; real dates stay).
 */
export function replayDayShiftMinutes(input: {
  dayKickoffs: number[];
  now: number;
  current: number | null;
  liveWindowMs: number;
}): number | null {
  const { dayKickoffs, now, current, liveWindowMs } = input;
  if (dayKickoffs.length === 0) return null;
  if (current != null && somethingLive(dayKickoffs, current, now, liveWindowMs)) return current;
  return Math.floor((now - Math.min(...dayKickoffs)) / MINUTE_MS);
}
