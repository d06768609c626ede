/// <reference lib="webworker" />
// Background sync 'live-matches-sync': fetch today's matches, write them into the same IndexedDB
// record the app's live store reads (unless the page already saved newer scores), and post
// LIVE_MATCHES_SYNC { data, timestamp } to every page. A page can ask for it now with
// TRIGGER_BACKGROUND_SYNC and gets BACKGROUND_SYNC_COMPLETED or BACKGROUND_SYNC_FAILED back.
import { SW_MESSAGES, SYNC } from '@shared/constants';
import { fetchTodayMatches, saveSyncIfNewer } from '@shared/live-data';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export async function syncLiveMatches(): Promise<void> {
  const { matches, timestamp: serverTime } = await fetchTodayMatches();
  const timestamp = serverTime ?? Date.now();
  await saveSyncIfNewer(matches, timestamp);
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
