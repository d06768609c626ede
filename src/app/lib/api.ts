// The one way the app calls the API (spec §7/§8): cookies included, JSON in and out, and a
// non-OK answer raises an error whose text is the server's message, else the status and body.
// No answer at all (offline, server down) raises an ApiError with status 0 and a Portuguese text.

import { shareRepeatedObjects } from './share-repeated';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** status 0: the request got no answer at all (offline, or the server unreachable). */
export function isNetworkError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 0;
}

export const OFFLINE_MESSAGE = 'Você está sem conexão com a internet.';
export const UNREACHABLE_MESSAGE = 'Não foi possível falar com o servidor. Confira sua conexão.';

export interface ApiOptions extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  json?: unknown;
}

/** How a request is sent: the browser's fetch, or on the server (entry-server.tsx) the app's API in-process. */
type Fetcher = (path: string, init: RequestInit) => Promise<Response>;
let currentFetcher: () => Fetcher | undefined = () => undefined;

/** The server render answers the page's API calls itself (one fetcher per render, see entry-server.tsx). */
export function setServerFetcher(fetcher: () => Fetcher | undefined): void {
  currentFetcher = fetcher;
}

export async function apiFetch<T>(path: string, { json, headers, ...init }: ApiOptions = {}): Promise<T> {
  let response: Response;
  const send: Fetcher = currentFetcher() ?? fetch;
  try {
    response = await send(path, {
      credentials: 'include',
      ...init,
      headers: {
        Accept: 'application/json',
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
  } catch (error) {
    // A cancelled request stays an AbortError; anything else is "no answer" ('Failed to fetch'),
    // which no user should ever read.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      typeof navigator !== 'undefined' && navigator.onLine === false ? OFFLINE_MESSAGE : UNREACHABLE_MESSAGE,
      0,
      null,
    );
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text for the error message.
  }
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `${response.status}: ${text || response.statusText}`;
    throw new ApiError(message, response.status, body);
  }
  // On the server the answer goes into the page's hydration data, where a repeated object is written once.
  return (import.meta.env.SSR ? shareRepeatedObjects(body) : body) as T;
}
