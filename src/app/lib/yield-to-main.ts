/**
 * Lets the browser handle input and paint before going on, so a phone runs several short tasks
 * rather than one long one that blocks a tap.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
