// The one way the app calls the API (spec §7/§8): cookies included, JSON in and out, and a
// non-OK answer raises an error whose text is the server's message, else the status and body.

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

export interface ApiOptions extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  json?: unknown;
}

export async function apiFetch<T>(path: string, { json, headers, ...init }: ApiOptions = {}): Promise<T> {
  const response = await fetch(path, {
    credentials: 'include',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : undefined,
  });
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
  return body as T;
}
