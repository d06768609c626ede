// How long to wait after the n-th failure in a row of a request to a rationed feed: exponential
// with "equal jitter" (half the step fixed, half random), so several servers or a restart do not
// retry in step, never shorter than what the provider asked (Retry-After). One function for the
// live feed and the data sync (issue 32).
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
