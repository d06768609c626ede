// What the app and the service worker both do with the live data, written once: the IndexedDB
// record of the last known scores, today's matches over HTTP, and the stale-sync rule (data older
// than what is held never replaces it). The app's live store and the worker's background sync use
// these; neither keeps a copy.
import { openDB, type IDBPDatabase } from 'idb';
import { isStaleSync, LIVE_DB, liveMatchesUrl, parseMatchListPayload, type PersistedLiveState } from './live-rules';
import type { Match } from './football';

let database: Promise<IDBPDatabase> | null = null;

/** The live store's database, opened once per page or worker. */
export function openLiveDb(): Promise<IDBPDatabase> {
  database ??= openDB(LIVE_DB.name, LIVE_DB.version, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(LIVE_DB.store)) db.createObjectStore(LIVE_DB.store);
    },
    // Logout deletes every database of the origin: let go at once so the deletion is not blocked.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      database = null;
    },
    terminated() {
      database = null;
    },
  });
  return database;
}

export async function readLiveState(): Promise<PersistedLiveState | undefined> {
  return (await openLiveDb()).get(LIVE_DB.store, LIVE_DB.key);
}

export async function writeLiveState(state: PersistedLiveState): Promise<void> {
  await (await openLiveDb()).put(LIVE_DB.store, state, LIVE_DB.key);
}

/**
 * Saves a full sync unless the record already holds newer data (read and write in one
 * transaction, so a page saving socket updates at the same time cannot be overwritten by older
 * data). Returns whether it was saved.
 */
export async function saveSyncIfNewer(matches: Match[], timestamp: number, savedAt = Date.now()): Promise<boolean> {
  const tx = (await openLiveDb()).transaction(LIVE_DB.store, 'readwrite');
  const saved = (await tx.store.get(LIVE_DB.key)) as PersistedLiveState | undefined;
  const fresh = !isStaleSync(timestamp, saved?.lastUpdate);
  if (fresh) await tx.store.put({ matches, lastUpdate: timestamp, savedAt } satisfies PersistedLiveState, LIVE_DB.key);
  await tx.done;
  return fresh;
}

/** Today's matches (spec §7: the polling and background-sync URL, no-cache), plain array or { matches }. */
export async function fetchTodayMatches(
  now: number = Date.now(),
): Promise<{ matches: Match[]; timestamp: number | null }> {
  const response = await fetch(liveMatchesUrl(now), {
    credentials: 'include',
    headers: { 'Cache-Control': 'no-cache', Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return parseMatchListPayload(await response.json());
}
