// The per-response CSP nonce (issue 24): React's streamed render and the router's hydration data are
// inline scripts, allowed by `script-src 'nonce-…'` alone ('unsafe-inline' is never allowed). Made when
// helmet writes the response's CSP header; the page's render reads the same value.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const nonces = new WeakMap<ServerResponse, string>();

/** The response's nonce (base64 of 16 random bytes), made on first use. */
export function cspNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

/** helmet's `script-src` source for this response. */
export const nonceSource = (_request: unknown, response: ServerResponse) => `'nonce-${cspNonce(response)}'`;
