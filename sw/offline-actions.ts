/// <reference lib="webworker" />
// Notification actions taken offline (issue 10 point 8): read, read-all, delete, delete-all and the
// follows PUT go straight to the network; when the network fails they are kept in a
// workbox-background-sync queue (IndexedDB) and replayed, in order, when the connection returns
// (a `sync` event where supported, else at the worker's next start). The page keeps its optimistic
// state meanwhile. Replays carry the session cookie and our own Origin, as the original did. Once a
// replay went through, every page is told (OFFLINE_ACTIONS_REPLAYED) and reloads follows and the
// list from the server: a refetch on reconnect may have run before the replay and shown the old state.
import { BackgroundSyncPlugin } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { NOTIFICATION_ACTIONS_QUEUE, SW_MESSAGES } from '@shared/constants';

declare const self: ServiceWorkerGlobalScope;

/** A day: after that an action is stale (the user has seen the list again since). */
const MAX_RETENTION_MINUTES = 24 * 60;

export const isNotificationAction = (pathname: string): boolean =>
  /^\/api\/user\/notifications\/(\d+\/(read|delete)|read-all|delete-all)$/.test(pathname);

export function registerOfflineActions(): void {
  const queued = new NetworkOnly({
    plugins: [
      new BackgroundSyncPlugin(NOTIFICATION_ACTIONS_QUEUE, {
        maxRetentionTime: MAX_RETENTION_MINUTES,
        // Workbox's own replay (in order; a request that fails again goes back and the sync is
        // retried), then the pages are told.
        onSync: async ({ queue }) => {
          await queue.replayRequests();
          const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
          for (const page of pages) page.postMessage({ type: SW_MESSAGES.offlineActionsReplayed });
        },
      }),
    ],
  });
  registerRoute(({ url, sameOrigin }) => sameOrigin && isNotificationAction(url.pathname), queued, 'POST');
  registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/user/follows', queued, 'PUT');
}
