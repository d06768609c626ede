/// <reference lib="webworker" />
// Background sync 'live-matches-sync': fetch today's matches, write them into the same IndexedDB
// record the app's live store reads, and post LIVE_MATCHES_SYNC { data, timestamp } to every page.
// A page can ask for it now with TRIGGER_BACKGROUND_SYNC and gets BACKGROUND_SYNC_COMPLETED or
// BACKGROUND_SYNC_FAILED back.
import { openDB } from 'idb';
import { SW_MESSAGES, SYNC } from '@shared/constants';
import { LIVE_DB, liveMatchesUrl, parseMatchListPayload, type PersistedLiveState } from '@shared/live';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

function openLiveDb() {
  return openDB(LIVE_DB.name, LIVE_DB.version, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(LIVE_DB.store)) db.createObjectStore(LIVE_DB.store);
    },
  });
}

export async function syncLiveMatches(): Promise<void> {
  const response = await fetch(liveMatchesUrl(), {
    credentials: 'include',
    headers: { 'Cache-Control': 'no-cache', Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const { matches, timestamp: serverTime } = parseMatchListPayload(await response.json());
  const timestamp = serverTime ?? Date.now();
  const db = await openLiveDb();
  const saved = (await db.get(LIVE_DB.store, LIVE_DB.key)) as PersistedLiveState | undefined;
  // Never replace newer scores the page saved from the socket.
  if (!saved || saved.lastUpdate == null || saved.lastUpdate <= timestamp) {
    const record: PersistedLiveState = { matches, lastUpdate: timestamp, savedAt: Date.now() };
    await db.put(LIVE_DB.store, record, LIVE_DB.key);
  }
  db.close();
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: SW_MESSAGES.liveMatchesSync, data: matches, timestamp });
}

export function registerLiveSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === SYNC.backgroundSyncTag) sync.waitUntil(syncLiveMatches());
  });
  self.addEventListener('message', (event) => {
    if (event.data?.type !== SW_MESSAGES.triggerBackgroundSync) return;
    const source = event.source as Client | null;
    event.waitUntil(
      syncLiveMatches().then(
        () => source?.postMessage({ type: SW_MESSAGES.backgroundSyncCompleted }),
        (error: unknown) => source?.postMessage({ type: SW_MESSAGES.backgroundSyncFailed, error: String(error) }),
      ),
    );
  });
}
