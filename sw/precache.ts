/// <reference lib="webworker" />
// The app shell: every built file is precached, and every navigation is answered with the cached
// index.html, so a reload while offline shows the app (and its offline notice), not the browser's error page.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

export function registerPrecache(manifest: Array<PrecacheEntry | string>): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      // API calls and the API docs are never answered with the app shell.
      denylist: [/^\/api\//, /^\/socket\.io\//],
    }),
  );
}
