/**
 * A value made on first use. For Intl formatters above all: each costs milliseconds to build on a
 * cheap phone, and a page's modules are evaluated in one task, so formatters built at import time
 * block the main thread before the first tap even on pages that never format.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
