/// <reference lib="webworker" />
// Notification actions taken offline (issue 10 point 8): read, read-all, delete, delete-all and the
// follows PUT go straight to the network; when the network fails they are kept in a
// workbox-background-sync queue (IndexedDB) and replayed, in order, when the connection returns
// (a `sync` event where supported, else at the worker's next start). The page keeps its optimistic
// state meanwhile. Replays carry the session cookie and our own Origin, as the original did.
import { BackgroundSyncPlugin } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { NOTIFICATION_ACTIONS_QUEUE } from '@shared/constants';

/** A day: after that an action is stale (the user has seen the list again since). */
const MAX_RETENTION_MINUTES = 24 * 60;

export const isNotificationAction = (pathname: string): boolean =>
  /^\/api\/user\/notifications\/(\d+\/(read|delete)|read-all|delete-all)$/.test(pathname);

export function registerOfflineActions(): void {
  const queued = new NetworkOnly({
    plugins: [new BackgroundSyncPlugin(NOTIFICATION_ACTIONS_QUEUE, { maxRetentionTime: MAX_RETENTION_MINUTES })],
  });
  registerRoute(({ url, sameOrigin }) => sameOrigin && isNotificationAction(url.pathname), queued, 'POST');
  registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/user/follows', queued, 'PUT');
}
