// One polite live region for the whole app (WCAG 4.1.3): score changes are said once per change,
// never on every tick, and only for matches on the screen.
import { useSyncExternalStore } from 'react';

let message = '';
const listeners = new Set<() => void>();
/** What was already said (match and score), so two rows of the same match speak once. */
const said = new Set<string>();

/**
 * Says `text` through the polite live region. With a `key` (e.g. `match:12:2-1`) it is said once
 * however many components ask. A repeated text is made different so screen readers say it again.
 */
export function announce(text: string, key?: string): void {
  if (key) {
    if (said.has(key)) return;
    said.add(key);
    if (said.size > 500) said.delete(said.values().next().value!);
  }
  message = text === message ? `${text}\u00a0` : text;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The live region itself: mounted once, in the app shell. */
export function LiveAnnouncer() {
  const text = useSyncExternalStore(
    subscribe,
    () => message,
    () => '',
  );
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-announcer">
      {text}
    </div>
  );
}
