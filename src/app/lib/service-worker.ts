// Registers /sw.js on page load (spec §4). Failures are only logged.
import { SW_MESSAGES } from '@shared/constants';

export const LIVE_MATCHES_SYNC_EVENT = 'live-matches-sync';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  window.addEventListener('load', () => {
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

    // The worker's live sync results reach every page as a window event.
    navigator.serviceWorker.addEventListener('message', (event) => {
      if (event.data?.type === SW_MESSAGES.liveMatchesSync) {
        window.dispatchEvent(new CustomEvent(LIVE_MATCHES_SYNC_EVENT, { detail: event.data }));
      }
    });
  });
}
