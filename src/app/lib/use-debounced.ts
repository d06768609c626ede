import { useEffect, useRef, useState } from 'react';

/** What the pause follows: an object by its content (callers build it anew each render), else the value. */
const contentKey = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : value);

/** The value once it has stood still for `delayMs` (typing in a search or an audience field). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  // Keyed by content, not identity: with a fresh object each render, every render re-armed the
  // timer, and each timer's update rendered a new object that armed the next (a render every delay).
  const key = contentKey(value);
  useEffect(() => {
    const timer = setTimeout(
      () => setDebounced((current) => (contentKey(current) === contentKey(latest.current) ? current : latest.current)),
      delayMs,
    );
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return debounced;
}
