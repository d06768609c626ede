// The contract between the server and the server-render bundle (src/app/entry-server.tsx, built by
// Vite into dist/ssr/entry-server.js). The server loads the bundle by path at run time: it never
// imports the client's code.

/** How the render asks the API: the server answers in-process (same routes, same JSON). */
export type SsrFetch = (path: string, init: RequestInit) => Promise<Response>;

export interface SsrRequest {
  /** Path and query of the page, as requested. */
  url: string;
  fetch: SsrFetch;
}

export type SsrResult =
  /**
   * The page's body (inside #root), tags for <head> (preloads of its first images) and the Query
   * cache it was rendered from (JSON, `<` escaped).
   */
  | { html: string; head: string; state: string }
  /** The router went elsewhere (a redirect) or could not render: the server sends the plain shell. */
  | { skip: string };

export interface SsrEntry {
  render(request: SsrRequest): Promise<SsrResult>;
}

/** id of the `<script type="application/json">` holding the dehydrated Query cache. */
export const SSR_STATE_ID = 'ssr-state';

/**
 * The deployment's settings the browser reads from index.html's meta tags (`app:product`,
 * `app:public-url`, `app:demo`; see src/app/lib/runtime-config.ts). There is no document
 * on the server: the server puts the same name → value pairs here before it loads the bundle, so
 * both sides render the same product name and addresses.
 */
export const SSR_META_GLOBAL = '__futdadosMeta';
