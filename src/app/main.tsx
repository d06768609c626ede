import { StrictMode, startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider, useIsRestoring } from '@tanstack/react-query';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { browserHistory } from './lib/browser-history';
import { registerServiceWorker } from './lib/service-worker';
import { keepServerHead, loadSeo, releaseServerHead } from './lib/seo';
import { preloadOfflinePage } from './layout/route-error';
import { timeZoneSpan } from './lib/runtime-config';
import { TIME_ZONE } from '@shared/constants';
import { knowOffsetSpan } from '@shared/datetime';
import { hydratingServerPage, whenPiecesHydrated } from './lib/hydration-pieces';
import { predictionKeys } from '@app/features/predictions';

if (timeZoneSpan) knowOffsetSpan(TIME_ZONE, timeZoneSpan);
const queryClient = createQueryClient();
const router = createAppRouter(queryClient, { history: browserHistory() });
const rootElement = document.getElementById('root')!;

const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run) : setTimeout(run, 2000);

/** A page the server rendered: its HTML is in #root and the router's hydration data has run. */
const serverRendered = () => Boolean(rootElement.firstChild && window.$_TSR);

/**
 * React reports a hydration mismatch (and any error it recovered from by rendering again) here; the
 * page stays usable, and the e2e tests fail on the message (tests/e2e/hydration.test.ts).
 */
function reportRecoverableError(error: unknown, info: { componentStack?: string }) {
  console.error('Erro recuperável do React:', error, info.componentStack ?? '');
}

/** Once the router and React have taken over the server's page (its Query cache is in place). */
function afterHydration() {
  // The server asked as a visitor: answers that depend on who asks (the AI predictions are full for
  // Pro) hydrate as rendered, then are asked again with this browser's session once mounted.
  void queryClient.invalidateQueries({ queryKey: predictionKeys.all, refetchType: 'none' });
}

/**
 * Marks #root once the server's page has hydrated around its pieces: `data-app="hydrating"` (in the
 * commit itself, before any piece hydrates), then "hydrated" once every piece has too.
 */
function HydrationMark() {
  useLayoutEffect(() => {
    rootElement.dataset.app = 'hydrating';
    afterHydration();
    void whenPiecesHydrated().then(() => {
      rootElement.dataset.app = 'hydrated';
      // The device's copy of the query cache: nothing on the first screen needs it.
      whenIdle(
        () =>
          void import('./lib/query-persistence')
            .then(({ persistServerPage }) => persistServerPage(queryClient, whenIdle))
            .catch(() => undefined),
      );
      preloadWhenIdle();
    });
  }, []);
  return null;
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

/**
 * What is kept out of the first paint but needed without a network comes in once the page is idle
 * (over the server's page, once it has hydrated: it is no part of what the first screen runs).
 */
function preloadWhenIdle() {
  whenIdle(() => {
    void preloadOfflinePage().catch(() => undefined);
    void loadSeo().catch(() => undefined);
  });
}

function start() {
  if (serverRendered()) {
    // The server's head tags are this page's head until the first navigation (lib/seo.ts).
    keepServerHead();
    hydratingServerPage();
    const stopWatching = router.subscribe('onBeforeNavigate', () => {
      stopWatching();
      releaseServerHead();
    });
    // A server-rendered page: TanStack Router hydrates its matches and the Query cache from the page's
    // hydration data, and React hydrates the same tree (the pieces in later tasks, lib/hydration-pieces).
    // In a transition, React hydrates the page around its pieces in slices of a few milliseconds that
    // yield to the browser, instead of one task (the pieces are sliced anyway: they hydrate later).
    startTransition(() => {
      hydrateRoot(
        rootElement,
        <StrictMode>
          <RouterClient router={router} />
          <HydrationMark />
        </StrictMode>,
        { onRecoverableError: reportRecoverableError },
      );
    });
    return;
  }
  releaseServerHead();
  preloadWhenIdle();
  // Started from the service worker's shell (offline, or a page the server did not render): the
  // device's copy of the query cache comes back before the router starts (App).
  const render = (app: ReactNode) => createRoot(rootElement).render(<StrictMode>{app}</StrictMode>);
  void import('./lib/query-persistence').then(
    ({ PersistQueryClientProvider, createPersistOptions }) =>
      render(
        <PersistQueryClientProvider client={queryClient} persistOptions={createPersistOptions()}>
          <App />
        </PersistQueryClientProvider>,
      ),
    // Its chunk unreachable (a deploy removed it, no cache): the app runs without the device's copy.
    () =>
      render(
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>,
      ),
  );
}

start();
registerServiceWorker();
