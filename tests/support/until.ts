// Waits for something a test checks to happen (a row written, a push received): reads it every
// 10 ms until it is not undefined, for at most 5 s.
export async function until<T>(read: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}
