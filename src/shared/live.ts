// The live feed contract shared by the server, the app and the service worker: socket event
// names and payloads, the polling URL, and where the last known scores live in IndexedDB.
import { z } from 'zod';
import { matchSchema, type Match } from './football';
import { TIME_ZONE } from './constants';

export const LIVE_EVENTS = {
  /** server → client: { matches, timestamp } on connect and on request. */
  matchesSync: 'matches_sync',
  /** server → client: { type: 'single_match', match } or { type: 'multiple_matches', matches }. */
  liveMatchUpdate: 'live_match_update',
  /** client → server: { lastUpdate }. */
  requestMatchesSync: 'request_matches_sync',
} as const;

export const matchesSyncSchema = z.object({
  matches: z.array(matchSchema),
  /** Server time in ms since epoch; never goes backwards. */
  timestamp: z.number(),
});
export type MatchesSync = z.infer<typeof matchesSyncSchema>;

export const liveMatchUpdateSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('single_match'), match: matchSchema, timestamp: z.number().optional() }),
  z.object({ type: z.literal('multiple_matches'), matches: z.array(matchSchema), timestamp: z.number().optional() }),
]);
export type LiveMatchUpdate = z.infer<typeof liveMatchUpdateSchema>;

/** client → server payload of request_matches_sync. */
export interface RequestMatchesSync {
  lastUpdate: number | null;
}

/** Where the live store keeps its last known state; the service worker writes the same record. */
export const LIVE_DB = {
  name: 'futdados-live',
  version: 1,
  store: 'live',
  key: 'state',
} as const;

/** The record under LIVE_DB.key. */
export interface PersistedLiveState {
  matches: Match[];
  /** Server timestamp of the data (ms), null before the first sync. */
  lastUpdate: number | null;
  /** Local time the record was written (ms). */
  savedAt: number;
}

const dateFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) of an instant in America/São Paulo. */
export function saoPauloDate(at: Date | number = Date.now()): string {
  return dateFormatter.format(at);
}

/** The URL the app polls and the service worker syncs: today's matches with teams (spec §7). */
export function liveMatchesUrl(at: Date | number = Date.now()): string {
  return `/api/soccer/matches?date=${saoPauloDate(at)}&includeTeams=true`;
}

/** The list may come as a plain array or as an object with a matches field (spec §3). */
export function parseMatchListPayload(body: unknown): { matches: Match[]; timestamp: number | null } {
  const list = Array.isArray(body) ? body : body && typeof body === 'object' && 'matches' in body ? body.matches : null;
  if (!Array.isArray(list)) throw new Error('Resposta de partidas inválida');
  const matches = list.filter((item): item is Match => matchSchema.safeParse(item).success);
  const timestamp =
    body && typeof body === 'object' && 'timestamp' in body && typeof body.timestamp === 'number' ? body.timestamp : null;
  return { matches, timestamp };
}

const offsetFormatter = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

/** The zone's offset from UTC in minutes at an instant ("GMT-03:00" → -180). */
function saoPauloOffsetMinutes(at: number): number {
  const name = offsetFormatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** UTC instants bounding a calendar day (YYYY-MM-DD) in America/São Paulo: [from, to). */
export function saoPauloDayRange(date: string): { from: Date; to: Date } {
  const startOf = (day: string) => {
    const utcMidnight = Date.parse(`${day}T00:00:00Z`);
    return new Date(utcMidnight - saoPauloOffsetMinutes(utcMidnight) * 60_000);
  };
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { from: startOf(date), to: startOf(next.toISOString().slice(0, 10)) };
}
