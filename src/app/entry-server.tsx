// Server rendering of the public pages (docs/ARCHITECTURE.md "Server rendering"). Built by Vite as an
// SSR bundle (dist/ssr/entry-server.js) and loaded by the server by path. For one URL, TanStack Router's
// request handler runs the loaders against a fresh Query cache whose API calls the server answers
// in-process (signed out), then React 19 streams the page; the router's hydration data (with the
// Query cache, through TanStack Query's SSR integration) goes in inline scripts carrying the nonce.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { RouterServer, createRequestHandler, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import type { SsrEntry, SsrFetch, SsrRequest, SsrResult } from '@shared/ssr';
import { setServerFetcher } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

// Renders of different requests run interleaved: each one's API calls go through its own fetch.
const requestFetch = new AsyncLocalStorage<SsrFetch>();
setServerFetcher(() => requestFetch.getStore());

/** Why the page is not rendered (the server then sends the shell and the browser renders it). */
class NotRendered extends Error {}

/** The stream as text, its leading <link> preloads apart: they belong in <head>, not inside #root. */
async function splitPreloads(body: ReadableStream<Uint8Array>): Promise<{ head: string; rest: AsyncIterable<string> }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const first = await reader.read();
  const text = first.done ? '' : decoder.decode(first.value, { stream: true });
  const head = /^(?:<link [^>]*>)*/.exec(text)?.[0] ?? '';
  async function* rest() {
    try {
      yield text.slice(head.length);
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        yield decoder.decode(chunk.value, { stream: true });
      }
      yield decoder.decode();
    } finally {
      reader.releaseLock();
    }
  }
  return { head, rest: rest() };
}

async function renderPage({ url, fetch, nonce, userAgent, signal }: SsrRequest): Promise<SsrResult> {
  return requestFetch.run(fetch, async () => {
    // (The queries try once on the server, lib/query-client.ts: on failure the browser renders the page.)
    const queryClient = createQueryClient();
    const request = new Request(new URL(url, 'http://localhost'), { headers: { 'User-Agent': userAgent }, signal });
    const handle = createRequestHandler({
      request,
      createRouter: () => {
        const router = createAppRouter(queryClient, { nonce });
        // Its restoring script is inline; the browser's router restores scroll itself.
        router.update({ ...router.options, scrollRestoration: false });
        return router;
      },
    });
    let response: Response;
    try {
      response = await handle(({ router, responseHeaders }) => {
        // The router went to another page (a redirect in a loader) or a loader failed: no render.
        if (router.state.location.pathname !== new URL(request.url).pathname) {
          throw new NotRendered('redirect');
        }
        if (router.state.matches.some((match) => match.status === 'error')) throw new NotRendered('error');
        return renderRouterToStream({
          request,
          router,
          responseHeaders,
          children: (
            <StrictMode>
              <RouterServer router={router} />
            </StrictMode>
          ),
        });
      });
    } catch (error) {
      if (error instanceof NotRendered) return { skip: error.message };
      throw error;
    }
    if (response.status >= 300 && response.status < 400) return { skip: 'redirect' };
    if (!response.body) return { skip: 'error' };
    const { head, rest } = await splitPreloads(response.body);
    const encoder = new TextEncoder();
    return {
      head,
      body: (async function* () {
        for await (const text of rest) if (text) yield encoder.encode(text);
      })(),
    };
  });
}

export const render: SsrEntry['render'] = renderPage;
