import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { LoadingScreen } from './components/ui/loading-screen';
import { NotFoundPage } from './layout/not-found';
import { RouteError } from './layout/route-error';
import { shouldPersistQuery } from './lib/query-client';

/**
 * The app's router over its Query cache. TanStack Query's SSR integration carries the cache the server
 * rendered a page from to the browser (in the router's own hydration data) and provides the client
 * to the tree. `nonce`: the request's CSP nonce, on the server, for the inline scripts hydration needs.
 * `history`: the browser's (lib/browser-history); the server's router makes its own in memory.
 */
export function createAppRouter(
  queryClient: QueryClient,
  { nonce, history }: { nonce?: string; history?: RouterHistory } = {},
) {
  // The server's page is readable before the app arrives, and a fan may scroll it meanwhile (or the
  // browser put a reloaded page back where it was): the first render keeps that place. Later renders
  // (navigation) restore or reset the scroll as usual.
  let firstRender = true;
  const restoreScroll = () => {
    const keepPlace = firstRender && window.scrollY > 0;
    firstRender = false;
    return !keepPlace;
  };
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <LoadingScreen />,
    defaultPendingMs: 150,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteError,
    scrollRestoration: restoreScroll,
    ssr: { nonce },
  });
  // Account answers are never sent (the server asks signed out anyway; spec §9 keeps them out of caches).
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
