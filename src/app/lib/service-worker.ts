// Registers /sw.js on page load (spec §4). Failures are only logged. Also the page side of the
// worker's background sync (spec §7/§8): LIVE_MATCHES_SYNC re-broadcast as a window event, and
// TRIGGER_BACKGROUND_SYNC answered with BACKGROUND_SYNC_COMPLETED / BACKGROUND_SYNC_FAILED.
import { SW_MESSAGES, SYNC } from '@shared/constants';
import type { Match } from '@shared/football';

export const LIVE_MATCHES_SYNC_EVENT = 'live-matches-sync';

export interface LiveMatchesSyncMessage {
  type: typeof SW_MESSAGES.liveMatchesSync;
  data: Match[];
  timestamp: number;
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Listen from the start, so a sync that lands while the page loads is not missed.
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (event.data?.type === SW_MESSAGES.liveMatchesSync) {
      window.dispatchEvent(new CustomEvent(LIVE_MATCHES_SYNC_EVENT, { detail: event.data }));
    }
  });
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed' && navigator.serviceWorker.controller) {
              console.log('Novo conteúdo disponível; atualize a página para usar a nova versão.');
            } else if (worker.state === 'installed') {
              console.log('Conteúdo salvo para uso offline.');
            }
          });
        });
      })
      .catch((error) => console.error('Falha ao registrar o service worker:', error));
  // After the page's load (the worker's precache must not compete with it); the app itself may start
  // after that event (boot.ts waits for the first paint of a server-rendered page).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Registers a one-off background sync (Chromium); elsewhere it is simply not available. */
export async function registerBackgroundSync(tag: string = SYNC.backgroundSyncTag): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  const sync = (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync;
  await sync?.register(tag);
}

/**
 * Asks the worker to sync today's matches now. onSuccess on BACKGROUND_SYNC_COMPLETED; onFailure
 * with 'Background sync failed', 'Service worker not supported' or, after 30 s, 'Background sync timeout'.
 */
export function triggerBackgroundSync(onSuccess?: () => void, onFailure?: (error: Error) => void): void {
  const worker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  if (!worker?.controller) {
    onFailure?.(new Error('Service worker not supported'));
    return;
  }
  const channel = worker;
  let done = false;
  const finish = (error?: Error) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    channel.removeEventListener('message', onMessage);
    if (error) onFailure?.(error);
    else onSuccess?.();
  };
  const onMessage = (event: MessageEvent) => {
    if (event.data?.type === SW_MESSAGES.backgroundSyncCompleted) finish();
    else if (event.data?.type === SW_MESSAGES.backgroundSyncFailed) finish(new Error('Background sync failed'));
  };
  const timer = setTimeout(() => finish(new Error('Background sync timeout')), SYNC.backgroundSyncTimeoutMs);
  channel.addEventListener('message', onMessage);
  worker.controller.postMessage({ type: SW_MESSAGES.triggerBackgroundSync });
}
