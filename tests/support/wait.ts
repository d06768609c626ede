// Waiting for an event in tests, never for a fixed time: poll until a value shows up (integration
// tests, drills) or until a read passes its matcher (e2e), and say what was awaited when it does not.
// No fixed sleep followed by "nothing happened" (decision 0122).
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

type Read<T> = () => T | undefined | false | Promise<T | undefined | false>;

/** Polls `read` every `everyMs` until it gives a value (not undefined or false); undefined after `limitMs`. */
export async function poll<T>(read: Read<T>, limitMs: number, everyMs = 10): Promise<T | undefined> {
  const end = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() >= end) return undefined;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Polls `read` until it gives a value (not undefined or false); throws after `limitMs` (5 s unless told). */
export async function until<T>(read: Read<T>, what: string, limitMs = 5000, everyMs = 10): Promise<T> {
  const value = await poll(read, limitMs, everyMs);
  if (value === undefined) throw new Error(`timed out waiting for ${what}`);
  return value;
}

/**
 * A wait's limit is a ceiling for a busy machine, not a forecast: passing tests never reach it. A shared
 * CI runner is slower still, so there every ceiling doubles.
 */
export const ceiling = (ms: number) => (process.env.CI ? ms * 2 : ms);

/** What most waits allow: a page or the server answers well within it even on a loaded machine. */
export const WAIT_MS = 30_000;

export interface EventuallyOptions {
  /** The ceiling before `ceiling()`; WAIT_MS unless told. */
  timeout?: number;
  /** How often to read again; vitest's 50 ms unless told. */
  interval?: number;
  /** What is awaited, named in the failure. */
  what?: string;
}

/** For what the server computes in the background after start (the backtest, the first news import). */
export const IN_BACKGROUND = { timeout: 120_000, interval: 250 } satisfies EventuallyOptions;

/**
 * Reads until what `read` returns passes the matcher that follows: `await eventually(() => x).toBe(1)`.
 * Every `expect.poll` in the suite goes through here, so one default and one CI rule hold for all.
 */
export const eventually = <T>(read: () => T | Promise<T>, options: number | EventuallyOptions = {}) => {
  const { timeout = WAIT_MS, interval, what } = typeof options === 'number' ? { timeout: options } : options;
  return expect.poll(read, { timeout: ceiling(timeout), interval, message: what });
};

/** A page helper for e2e: waits until the first element `locator` finds is shown (WAIT_MS unless told). */
export async function shown(locator: Pick<Locator, 'first'>, timeout = WAIT_MS) {
  await locator.first().waitFor({ timeout: ceiling(timeout) });
}
