// Dates and times as fans in Brazil read them: pt-BR, America/Sao_Paulo, 'Hoje'/'Amanhã'/'Ontem'.
// Names come from pt-br.ts rather than Intl, and São Paulo's offset from the span the server knows
// (knowOffsetSpan): a page then renders without starting ICU (see pt-br.ts).
import { TIME_ZONE } from './constants';
import { MONTHS_LONG, MONTHS_SHORT, WEEKDAYS_LONG, WEEKDAYS_SHORT } from './pt-br';

const ymdFormatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(date: Date, timeZone: string) {
  let formatter = ymdFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    ymdFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

// Zones change their offset only on quarter hours, so the offset is asked of Intl once per quarter
// hour and zone, then reused: lists show hundreds of kick-offs, and Intl costs ~8 µs a call.
const QUARTER_HOUR_MS = 15 * 60_000;
const offsets = new Map<string, Map<number, number>>();

/** A stretch of time over which a zone's offset does not change: [from, to) in ms, offset in minutes. */
export interface OffsetSpan {
  from: number;
  to: number;
  offset: number;
}

const knownSpans = new Map<string, OffsetSpan>();

/** Tells this process a zone's offset over a span (the browser learns São Paulo's from the server). */
export function knowOffsetSpan(timeZone: string, span: OffsetSpan): void {
  knownSpans.set(timeZone, span);
}

/** Offset of a time zone from UTC at an instant, in minutes (e.g. -180 for São Paulo). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const span = knownSpans.get(timeZone);
  const time = instant.getTime();
  if (span && time >= span.from && time < span.to) return span.offset;
  const quarter = Math.floor(time / QUARTER_HOUR_MS);
  let zone = offsets.get(timeZone);
  if (!zone) offsets.set(timeZone, (zone = new Map()));
  let offset = zone.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR_MS;
    const p = partsIn(new Date(start), timeZone);
    offset = Math.round((Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - start) / 60_000);
    if (zone.size >= 100_000) zone.clear();
    zone.set(quarter, offset);
  }
  return offset;
}

export const YMD_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isValidYmd(value: string): boolean {
  if (!YMD_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The wall clock of an instant in a time zone, as an ISO string ("2026-11-22T16:30:00.000Z" = 16:30 there). */
function wallClock(date: Date, timeZone: string): string {
  return new Date(date.getTime() + offsetMinutes(date, timeZone) * 60_000).toISOString();
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone (default America/Sao_Paulo). */
export function ymdIn(date: Date, timeZone: string = TIME_ZONE): string {
  return wallClock(date, timeZone).slice(0, 10);
}

/** HH:MM (24 h) of an instant in a time zone (default America/Sao_Paulo). */
export function timeIn(date: Date, timeZone: string = TIME_ZONE): string {
  return wallClock(date, timeZone).slice(11, 16);
}

/** YYYY-MM-DD plus n days (calendar arithmetic, no time zone involved). */
export function addDays(ymd: string, days: number): string {
  const date = new Date(`${ymd}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The UTC instant of a wall-clock date and time in a time zone ("2025-11-22", "12:30", "Europe/London"). */
export function zonedToUtc(ymd: string, hhmm: string, timeZone: string): Date {
  const [h, m] = hhmm.split(':').map(Number);
  const guess = Date.UTC(+ymd.slice(0, 4), +ymd.slice(5, 7) - 1, +ymd.slice(8, 10), h, m);
  // Two passes settle the offset around daylight-saving changes.
  let offset = offsetMinutes(new Date(guess), timeZone);
  offset = offsetMinutes(new Date(guess - offset * 60_000), timeZone);
  return new Date(guess - offset * 60_000);
}

/** [start, end) of a São Paulo calendar day as UTC instants. */
export function dayBounds(ymd: string, timeZone: string = TIME_ZONE): { start: Date; end: Date } {
  return { start: zonedToUtc(ymd, '00:00', timeZone), end: zonedToUtc(addDays(ymd, 1), '00:00', timeZone) };
}

/** Weekday (0 = Sunday), month (0-based) and day of a YYYY-MM-DD. */
function calendar(ymd: string) {
  const date = new Date(`${ymd}T12:00:00Z`);
  return { weekday: date.getUTCDay(), month: date.getUTCMonth(), day: date.getUTCDate(), year: ymd.slice(0, 4) };
}

/** 'Hoje', 'Amanhã', 'Ontem', else 'sáb., 21 de nov.' (UI.md). `today` is São Paulo's YYYY-MM-DD. */
export function dayLabel(ymd: string, today: string = ymdIn(new Date())): string {
  if (ymd === today) return 'Hoje';
  if (ymd === addDays(today, 1)) return 'Amanhã';
  if (ymd === addDays(today, -1)) return 'Ontem';
  const { weekday, day, month } = calendar(ymd);
  return `${WEEKDAYS_SHORT[weekday]}, ${day} de ${MONTHS_SHORT[month]}`;
}

/**
 * A match day short enough for a row: 'Hoje', 'Amanhã', 'Ontem', else '21/11' in the current year
 * and '21/11/24' in another (head-to-head lists go back years).
 */
export function compactDayLabel(ymd: string, today: string = ymdIn(new Date())): string {
  const relative = dayLabel(ymd, today);
  if (relative === 'Hoje' || relative === 'Amanhã' || relative === 'Ontem') return relative;
  const dayMonth = `${ymd.slice(8, 10)}/${ymd.slice(5, 7)}`;
  return ymd.slice(0, 4) === today.slice(0, 4) ? dayMonth : `${dayMonth}/${ymd.slice(2, 4)}`;
}

/** 'sábado, 21 de novembro de 2026'. */
export function longDateLabel(ymd: string): string {
  const { weekday, day, month, year } = calendar(ymd);
  return `${WEEKDAYS_LONG[weekday]}, ${day} de ${MONTHS_LONG[month]} de ${year}`;
}

/** '21/11/2026'. */
export function shortDateLabel(ymd: string): string {
  return `${ymd.slice(8, 10)}/${ymd.slice(5, 7)}/${ymd.slice(0, 4)}`;
}

const DAY_MS = 24 * 60 * 60_000;
const WEEK_MS = 7 * DAY_MS;

/**
 * The longest span around an instant over which a zone keeps its offset, looked for up to `back` ms
 * before and `ahead` ms after it. The server tells the browser São Paulo's: no daylight saving since
 * 2019, so one span covers every season the app shows, and times outside it still ask Intl.
 */
export function offsetSpanAround(
  instant: Date,
  timeZone: string,
  { back = 10 * 365 * DAY_MS, ahead = 2 * 365 * DAY_MS } = {},
): OffsetSpan {
  const at = (time: number) => offsetMinutes(new Date(time), timeZone);
  const now = Math.floor(instant.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const offset = at(now);
  /** The last quarter hour with the offset, walking from `now` a week at a time, then halving. */
  const lastSame = (direction: 1 | -1, limit: number) => {
    let inside = now;
    while (Math.abs(inside - now) < limit) {
      const outside = inside + direction * WEEK_MS;
      if (at(outside) !== offset) {
        let different = outside;
        while (Math.abs(different - inside) > QUARTER_HOUR_MS) {
          const middle =
            inside + direction * Math.floor(Math.abs(different - inside) / 2 / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
          if (at(middle) === offset) inside = middle;
          else different = middle;
        }
        return inside;
      }
      inside = outside;
    }
    return inside;
  };
  return { from: lastSame(-1, back), to: lastSame(1, ahead) + QUARTER_HOUR_MS, offset };
}

/** A span as index.html's `app:tz-span` meta carries it: "from,to,offset". */
export function offsetSpanText(span: OffsetSpan): string {
  return `${span.from},${span.to},${span.offset}`;
}

/** The span of an `app:tz-span` meta, or null for anything else. */
export function parseOffsetSpan(text: string | null): OffsetSpan | null {
  const match = text ? /^(\d+),(\d+),(-?\d+)$/.exec(text) : null;
  if (!match) return null;
  const [from, to, offset] = match.slice(1).map(Number);
  return from < to && Math.abs(offset) <= 24 * 60 ? { from, to, offset } : null;
}
