// Waiting for an event in integration tests: poll until a value shows up, fail with what was awaited.

/** Polls `read` every 10 ms until it gives a value (not undefined); throws after about 5 s. */
export async function until<T>(read: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}
