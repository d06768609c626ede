// Server rendering of the public pages (docs/ARCHITECTURE.md "Server rendering"). Built by Vite as an
// SSR bundle (dist/ssr/entry-server.js) and loaded by the server by path. For one URL: the router runs
// its loaders against a fresh Query cache whose API calls the server answers in-process (signed out),
// React renders the page, and the cache goes into the page so the browser hydrates the same tree.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryHistory, isRedirect } from '@tanstack/react-router';
import { QueryClientProvider, dehydrate } from '@tanstack/react-query';
import type { SsrEntry, SsrFetch, SsrRequest, SsrResult } from '@shared/ssr';
import { setServerFetcher } from './lib/api';
import { createQueryClient, shouldPersistQuery } from './lib/query-client';
import { createAppRouter } from './router';

// Renders of different requests run interleaved: each one's API calls go through its own fetch.
const requestFetch = new AsyncLocalStorage<SsrFetch>();
setServerFetcher(() => requestFetch.getStore());

/** JSON inside a <script> element: `<` escaped, so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

async function renderPage({ url, fetch }: SsrRequest): Promise<SsrResult> {
  return requestFetch.run(fetch, async () => {
    const queryClient = createQueryClient();
    // One try only: when an API call fails, the page is served unrendered and the browser tries again.
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    const router = createAppRouter(queryClient);
    router.update({
      ...router.options,
      history: createMemoryHistory({ initialEntries: [url] }),
      isServer: true,
      // Its restoring script is inline (the CSP forbids it); the browser's router restores scroll itself.
      scrollRestoration: false,
    });
    try {
      await router.load();
    } catch (error) {
      if (isRedirect(error)) return { skip: 'redirect' };
      throw error;
    }
    const { matches, location } = router.state;
    if (location.pathname !== new URL(url, 'http://server').pathname) {
      return { skip: 'redirect' };
    }
    // An API call that failed: the browser loads the page itself (and can retry).
    if (matches.some((m) => m.status === 'error')) return { skip: 'error' };
    // The data is all in the cache and the route components are in the bundle (no code splitting on
    // the server): nothing suspends, so one synchronous pass gives the whole page, with no streaming
    // scripts (the CSP forbids inline scripts; a crawler or a phone without JS sees the content).
    const html = renderToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
    // Preloads ahead of the body belong in <head> (inside #root the browser's hydration would meet them
    // where the app's first element is). React 19 wrote some for the page's first images; Preact's
    // renderToString (the app runs on preact/compat, vite.config.ts) writes none, so this is usually empty.
    const preloads = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? '';
    const state = dehydrate(queryClient, { shouldDehydrateQuery: shouldPersistQuery });
    queryClient.clear();
    return { html: html.slice(preloads.length), head: preloads, state: scriptJson(state) };
  });
}

export const render: SsrEntry['render'] = renderPage;
