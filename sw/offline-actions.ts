/// <reference lib="webworker" />
// Notification actions taken offline (issue 10 point 8): read, read-all, delete, delete-all and the
// follows PUT go straight to the network; when the network fails they are kept in a
// workbox-background-sync queue (IndexedDB) and replayed, in order, when the connection returns
// (a `sync` event where supported, else at the worker's next start). The page keeps its optimistic
// state meanwhile. Replays carry the session cookie and our own Origin, as the original did, and
// only the signed-in account's actions are replayed (each names its account, ACTION_USER_HEADER);
// logout empties the queue. Once a
// replay went through, every page is told (OFFLINE_ACTIONS_REPLAYED) and reloads follows and the
// list from the server: a refetch on reconnect may have run before the replay and shown the old state.
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { ACTION_USER_HEADER, NOTIFICATION_ACTIONS_QUEUE, SW_MESSAGES } from '@shared/constants';

declare const self: ServiceWorkerGlobalScope;

/** A day: after that an action is stale (the user has seen the list again since). */
const MAX_RETENTION_MINUTES = 24 * 60;

export const isNotificationAction = (pathname: string): boolean =>
  /^\/api\/user\/notifications\/(\d+\/(read|delete)|read-all|delete-all)$/.test(pathname);

/** The account signed in now ('' for none); throws when the server cannot be reached (replay later). */
async function signedInUser(): Promise<string> {
  const response = await fetch('/api/user', { credentials: 'include', headers: { Accept: 'application/json' } });
  if (response.status === 401) return '';
  if (!response.ok) throw new Error(`/api/user: ${response.status}`);
  return String(((await response.json()) as { id: number }).id);
}

/**
 * Replays in order, like workbox's replayRequests, but only the actions of the account signed in
 * now: another account's (or any, after a logout) are dropped, never sent (issue 23 point 9).
 */
async function replayForSignedInUser(queue: Queue): Promise<void> {
  const user = await signedInUser();
  let entry;
  while ((entry = await queue.shiftRequest())) {
    if (!user || entry.request.headers.get(ACTION_USER_HEADER) !== user) continue;
    try {
      await fetch(entry.request.clone());
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw error;
    }
  }
}

export function registerOfflineActions(): void {
  const queue = new Queue(NOTIFICATION_ACTIONS_QUEUE, {
    maxRetentionTime: MAX_RETENTION_MINUTES,
    // A request that fails again goes back and the sync is retried; then the pages are told.
    onSync: async ({ queue }) => {
      await replayForSignedInUser(queue);
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const page of pages) page.postMessage({ type: SW_MESSAGES.offlineActionsReplayed });
    },
  });
  const queued = new NetworkOnly({
    plugins: [{ fetchDidFail: async ({ request }) => void (await queue.pushRequest({ request })) }],
  });
  registerRoute(({ url, sameOrigin }) => sameOrigin && isNotificationAction(url.pathname), queued, 'POST');
  registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/user/follows', queued, 'PUT');
  // Logout: the actions kept for the account that left are forgotten; the page waits for the answer.
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type !== SW_MESSAGES.clearOfflineActions) return;
    event.waitUntil(
      (async () => {
        while (await queue.shiftRequest());
        event.ports[0]?.postMessage({ cleared: true });
      })(),
    );
  });
}
