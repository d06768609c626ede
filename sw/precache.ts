/// <reference lib="webworker" />
// The app shell: every built file is precached. A navigation goes to the network first (the server
// renders public pages with their content); with no answer — offline, or the network too slow — it is
// answered with the cached index.html, so a reload while offline shows the app (and its offline
// notice), not the browser's error page.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallback } from 'workbox-core';

/** How long a navigation waits for the network before the cached shell answers instead. */
export const NAVIGATION_NETWORK_TIMEOUT_MS = 4000;

export function registerPrecache(manifest: Array<PrecacheEntry | string>): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  const shell = createHandlerBoundToURL('/index.html');
  const networkFirst: RouteHandlerCallback = async (options) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), NAVIGATION_NETWORK_TIMEOUT_MS);
    });
    try {
      const response = await Promise.race([fetch(options.request), slow]);
      // Server errors (5xx) get the shell too: the app shows its own state for them.
      if (response && response.status < 500) return response;
    } catch {
      // No network: the shell.
    } finally {
      clearTimeout(timer);
    }
    return shell(options);
  };
  registerRoute(
    new NavigationRoute(networkFirst, {
      // API calls and the API docs are never answered with the app shell.
      denylist: [/^\/api\//, /^\/socket\.io\//],
    }),
  );
}
