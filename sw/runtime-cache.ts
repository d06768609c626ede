/// <reference lib="webworker" />
// Runtime caching of API GETs: today's matches network-first with a short timeout (fresh when the
// network answers, the last copy when it does not); leagues, teams, stats and head-to-head
// stale-while-revalidate; crests cache-first with expiry (they never change).
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';

export const CACHE_NAMES = {
  matches: 'api-matches',
  data: 'api-data',
  crests: 'crests',
} as const;

const okOnly = new CacheableResponsePlugin({ statuses: [200] });
const isGet = (request: Request) => request.method === 'GET';
const isCrest = (url: URL) => /^\/api\/teams\/[^/]+\/crest/.test(url.pathname) || url.pathname.startsWith('/crests/');

export function registerRuntimeCaching(): void {
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && isGet(request) && isCrest(url),
    new CacheFirst({
      cacheName: CACHE_NAMES.crests,
      plugins: [okOnly, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * 24 * 60 * 60 })],
    }),
  );
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && isGet(request) && url.pathname.startsWith('/api/soccer/matches'),
    new NetworkFirst({
      cacheName: CACHE_NAMES.matches,
      networkTimeoutSeconds: 4,
      plugins: [okOnly, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60 })],
    }),
  );
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && isGet(request) && /^\/api\/(leagues|teams|stats|h2h)(\/|$)/.test(url.pathname),
    new StaleWhileRevalidate({
      cacheName: CACHE_NAMES.data,
      plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 })],
    }),
  );
}
