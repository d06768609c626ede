// Dates and times as fans in Brazil read them: Intl pt-BR, America/Sao_Paulo, 'Hoje'/'Amanhã'/'Ontem'.
import { LOCALE, TIME_ZONE } from './constants';
import { lazy } from './lazy';

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

/** Offset of a time zone from UTC at an instant, in minutes (e.g. -180 for São Paulo). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
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

const weekdayDay = lazy(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    }),
);
const longDate = lazy(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);
const shortDate = lazy(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);

/** 'Hoje', 'Amanhã', 'Ontem', else 'sáb., 21 nov.' (UI.md). `today` is São Paulo's YYYY-MM-DD. */
export function dayLabel(ymd: string, today: string = ymdIn(new Date())): string {
  if (ymd === today) return 'Hoje';
  if (ymd === addDays(today, 1)) return 'Amanhã';
  if (ymd === addDays(today, -1)) return 'Ontem';
  return weekdayDay().format(new Date(`${ymd}T12:00:00Z`));
}

const dayMonth = lazy(() => new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', day: '2-digit', month: '2-digit' }));
const dayMonthYear = lazy(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
      year: '2-digit',
    }),
);

/**
 * A match day short enough for a row: 'Hoje', 'Amanhã', 'Ontem', else '21/11' in the current year
 * and '21/11/24' in another (head-to-head lists go back years).
 */
export function compactDayLabel(ymd: string, today: string = ymdIn(new Date())): string {
  const relative = dayLabel(ymd, today);
  if (relative === 'Hoje' || relative === 'Amanhã' || relative === 'Ontem') return relative;
  const date = new Date(`${ymd}T12:00:00Z`);
  return ymd.slice(0, 4) === today.slice(0, 4) ? dayMonth().format(date) : dayMonthYear().format(date);
}

/** 'sábado, 21 de novembro de 2026'. */
export function longDateLabel(ymd: string): string {
  return longDate().format(new Date(`${ymd}T12:00:00Z`));
}

/** '21/11/2026'. */
export function shortDateLabel(ymd: string): string {
  return shortDate().format(new Date(`${ymd}T12:00:00Z`));
}
