import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider, hydrate, useIsRestoring } from '@tanstack/react-query';
import {
  PersistQueryClientProvider,
  persistQueryClient,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { SSR_STATE_ID } from '@shared/ssr';
import { createPersistOptions, createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { registerServiceWorker } from './lib/service-worker';
import { dropServerHead, loadSeo } from './lib/seo';
import { preloadOfflinePage } from './layout/route-error';
import { installPreactOptions } from './lib/preact-options';
import { timeZoneSpan } from './lib/runtime-config';
import { MOBILE_BREAKPOINT_PX, TIME_ZONE } from '@shared/constants';
import { knowOffsetSpan } from '@shared/datetime';
import { yieldToMain } from './lib/yield-to-main';
import { hydrateInPieces } from './lib/hydrate-later';

installPreactOptions();
if (timeZoneSpan) knowOffsetSpan(TIME_ZONE, timeZoneSpan);
dropServerHead();
// The route heads' builders, fetched beside the first page's route chunk (the router awaits them).
void loadSeo().catch(() => undefined);
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const rootElement = document.getElementById('root')!;

/** The Query cache the server rendered this page from (entry-server.tsx), if it did. */
function serverState(): unknown {
  const script = document.getElementById(SSR_STATE_ID);
  if (!script?.textContent || !rootElement.firstChild) return null;
  try {
    return JSON.parse(script.textContent) as unknown;
  } catch {
    return null;
  }
}

/**
 * Marks #root once the app has committed its first render: `data-app="rendered"` (before that, a click
 * does nothing; e2e tests wait for it). Over the server's HTML, "hydrated" once every part has run.
 */
function AppReady() {
  useEffect(() => {
    rootElement.dataset.app = 'rendered';
  }, []);
  return null;
}

/**
 * Route loaders read the query cache directly, so the router starts only once the persisted cache
 * is back from IndexedDB: a page visited before then opens from it, even offline.
 */
function App() {
  const restoring = useIsRestoring();
  return restoring ? null : (
    <>
      <RouterProvider router={router} />
      <AppReady />
    </>
  );
}

const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run) : setTimeout(run, 2000);

async function start() {
  const state = serverState();
  if (state) {
    // A server-rendered page: the same data, the same loaders, the same tree, then hydration. The
    // persisted cache comes back afterwards (older answers never replace the server's).
    hydrate(queryClient, state);
    // The server asked as a visitor: answers that depend on who asks (the AI predictions are full for
    // Pro) hydrate as rendered, then are asked again with this browser's session once mounted.
    void queryClient.invalidateQueries({ queryKey: ['ai'], refetchType: 'none' });
    await yieldToMain();
    await router.load();
    await yieldToMain();
    // Rendered like the server did (no Suspense around the root match, no second load on mount).
    router.ssr = { manifest: undefined };
    // The server draws the phone's chrome: at that width the page's HydrateLater parts hydrate in later tasks.
    const phoneWidth = !window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;
    const hydrated = hydrateInPieces(
      () =>
        hydrateRoot(
          rootElement,
          <StrictMode>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </StrictMode>,
        ),
      { defer: phoneWidth },
    );
    void hydrated.then(() => (rootElement.dataset.app = 'hydrated'));
    const persistOptions = { queryClient, ...createPersistOptions() };
    const [, restored] = persistQueryClient(persistOptions);
    // The page's answers came from the server before the cache was watched: saved once now, so the
    // next visit (the service worker then starts the app from the device) has this page too.
    // When the page is idle: dehydrating a league's season is milliseconds of main thread.
    void restored.then(() => whenIdle(() => void persistQueryClientSave(persistOptions).catch(() => undefined)));
    return;
  }
  createRoot(rootElement).render(
    <StrictMode>
      <PersistQueryClientProvider client={queryClient} persistOptions={createPersistOptions()}>
        <App />
      </PersistQueryClientProvider>
    </StrictMode>,
  );
}

void start();
registerServiceWorker();
// What is kept out of the first paint but needed without a network comes in once the page is idle.
whenIdle(() => void preloadOfflinePage().catch(() => undefined));
