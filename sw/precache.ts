/// <reference lib="webworker" />
// The app shell: every built file is precached. A first visit has no worker yet, so it gets the
// server-rendered page (content before any script, and what crawlers read). Once the worker is
// installed, a navigation is answered at once with the cached index.html: the app starts from the
// device, shows the scores and pages it saved in IndexedDB, and then asks the network (issue 14
// point 6: no wait on a slow or flaky connection; offline, the same shell with its offline notice).
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
      // API calls, the API docs, share images and the files for crawlers never get the app shell.
      denylist: [/^\/api\//, /^\/socket\.io\//, /^\/og\//, /^\/(sitemap[^/]*\.xml|sitemaps\/.*|robots\.txt)$/],
    }),
  );
}
