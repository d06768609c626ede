// How long to wait after the n-th failure in a row of a request to a rationed feed: exponential
// with "equal jitter" (half the step fixed, half random), so several servers or a restart do not
// retry in step, never shorter than what the provider asked (Retry-After). One function for the
// live feed and the data sync (issue 32), as are the two helpers below that read a failed or
// rationed answer of API-Football (its Retry-After and rate-limit headers, a network error).
export function backoffDelay(options: {
  /** Failures in a row, this one included (1 for the first). */
  failures: number;
  /** The first step (ms); it doubles with every failure. */
  baseMs: number;
  maxMs: number;
  /** Retry-After in ms (0 when not given). */
  retryAfterMs: number;
  /** Jitter source in [0, 1). */
  random: () => number;
}): number {
  const step = Math.min(options.maxMs, Math.max(1000, options.baseMs) * 2 ** (options.failures - 1));
  return Math.max(step / 2 + options.random() * (step / 2), options.retryAfterMs);
}

/** A header's number (Retry-After, x-ratelimit-…), or null when it is absent, empty or not a number. */
export function numberHeader(response: Response, name: string): number | null {
  const value = response.headers.get(name);
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A thrown value's message, for the log and the status line. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
