// The contract between the server and the server-render bundle (src/app/entry-server.tsx, built by
// Vite into dist/ssr/entry-server.js). The server loads the bundle by path at run time: it never
// imports the client's code.

/** How the render asks the API: the server answers in-process (same routes, same JSON). */
export type SsrFetch = (path: string, init: RequestInit) => Promise<Response>;

export interface SsrRequest {
  /** Path and query of the page, as requested. */
  url: string;
  fetch: SsrFetch;
  /** The response's CSP nonce: the inline scripts of React's stream and the router's hydration carry it. */
  nonce: string;
  /** The visitor's User-Agent: a crawler gets the whole page at once, a browser the stream. */
  userAgent: string;
  /** Aborted when the visitor goes away: the render stops. */
  signal: AbortSignal;
}

export type SsrResult =
  /**
   * The page, streamed by React: tags for <head> (preloads of its first images) and the body that
   * goes inside #root (the page's HTML with the router's hydration scripts).
   */
  | { head: string; body: AsyncIterable<Uint8Array> }
  /** The router went elsewhere (a redirect) or could not render: the server sends the plain shell. */
  | { skip: string };

export interface SsrEntry {
  render(request: SsrRequest): Promise<SsrResult>;
}

/**
 * The deployment's settings the browser reads from index.html's meta tags (`app:product`,
 * `app:public-url`, `app:demo`; see src/app/lib/runtime-config.ts). There is no document
 * on the server: the server puts the same name → value pairs here before it loads the bundle, so
 * both sides render the same product name and addresses.
 */
export const SSR_META_GLOBAL = '__futdadosMeta';
