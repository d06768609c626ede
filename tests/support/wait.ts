// Waiting for an event in tests, never for a fixed time: poll until a value shows up (integration
// tests, drills) or until a read passes its matcher (e2e), and say what was awaited when it does not.
import { expect } from 'vitest';

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

/** Polls every 100 ms until what `read` returns passes the matcher that follows (30 s unless told). */
export const eventually = <T>(read: () => T | Promise<T>, timeout = 30_000) =>
  expect.poll(read, { timeout, interval: 100 });
