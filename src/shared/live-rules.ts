// The live feed contract shared by the server, the app and the service worker: socket event
// names and payloads, the polling URL, and where the last known scores live in IndexedDB.
// No zod here (the app and the service worker import this); the payload schemas are in live.ts.
import type { Match } from './football';
import { dayBounds, ymdIn } from './datetime';

export const LIVE_EVENTS = {
  /** server → client: { matches, timestamp } on connect and on request. */
  matchesSync: 'matches_sync',
  /** server → client: { type: 'single_match', match } or { type: 'multiple_matches', matches }. */
  liveMatchUpdate: 'live_match_update',
  /** client → server: { lastUpdate }. */
  requestMatchesSync: 'request_matches_sync',
} as const;

export type { MatchesSync, LiveMatchUpdate } from './live';

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

/** The calendar date (YYYY-MM-DD) of an instant in America/São Paulo. */
export function saoPauloDate(at: Date | number = Date.now()): string {
  return ymdIn(new Date(at));
}

/** The URL the app polls and the service worker syncs: today's matches with teams (spec §7). */
export function liveMatchesUrl(at: Date | number = Date.now()): string {
  return `/api/soccer/matches?date=${saoPauloDate(at)}&includeTeams=true`;
}

/** The list may come as a plain array or as an object with a matches field (spec §3). */
export function parseMatchListPayload(body: unknown): { matches: Match[]; timestamp: number | null } {
  const list = Array.isArray(body) ? body : body && typeof body === 'object' && 'matches' in body ? body.matches : null;
  if (!Array.isArray(list)) throw new Error('Resposta de partidas inválida');
  // A structural check, not a schema parse: the server's answer is already validated on the way out.
  const matches = list.filter(
    (item): item is Match =>
      Boolean(item) &&
      typeof item.id === 'number' &&
      typeof item.status === 'number' &&
      Boolean(item.homeTeam && item.awayTeam),
  );
  const timestamp =
    body && typeof body === 'object' && 'timestamp' in body && typeof body.timestamp === 'number'
      ? body.timestamp
      : null;
  return { matches, timestamp };
}

/** UTC instants bounding a calendar day (YYYY-MM-DD) in America/São Paulo: [from, to). */
export function saoPauloDayRange(date: string): { from: Date; to: Date } {
  const { start, end } = dayBounds(date);
  return { from: start, to: end };
}

/** The fields of a match the live feed changes (score, clock, status); the rest comes from the page's own data. */
type LiveFields = Pick<
  Match,
  'status' | 'statusName' | 'minute' | 'homeScore' | 'awayScore' | 'penalties' | 'updatedAt'
>;

/**
 * A match as shown, with the live feed's newer state laid over it: the feed wins unless the shown
 * copy is newer (a page fetched after the feed's last word). Returns `shown` itself when nothing changes.
 */
export function overlayLive<T extends Match>(shown: T, live: Match | undefined): T {
  if (!live || live.id !== shown.id) return shown;
  if (shown.updatedAt && live.updatedAt && Date.parse(live.updatedAt) < Date.parse(shown.updatedAt)) return shown;
  const fields: LiveFields = {
    status: live.status,
    statusName: live.statusName,
    minute: live.minute,
    homeScore: live.homeScore,
    awayScore: live.awayScore,
    penalties: live.penalties ?? null,
    updatedAt: live.updatedAt ?? shown.updatedAt,
  };
  const changed = (Object.keys(fields) as Array<keyof LiveFields>).some(
    (key) => JSON.stringify(shown[key] ?? null) !== JSON.stringify(fields[key] ?? null),
  );
  return changed ? { ...shown, ...fields } : shown;
}

/** Spec §4 "Sync": a sync whose timestamp is older than the last update is stale and ignored. */
export function isStaleSync(timestamp: number, lastUpdate: number | null | undefined): boolean {
  return lastUpdate != null && timestamp < lastUpdate;
}
