import { useRef } from 'react';

/**
 * A route's search, params or context, kept for a render after the route is left. Under load, Preact
 * can render a route's component once more after the router has dropped its match and before the
 * outlet above unmounts it. The router's hooks then throw 'Invariant failed', and the error page
 * flashed on the way out (seen after login, /auth → /). Each route reads its state with
 * `shouldThrow: false` through this hook, so that last render draws what the page last showed.
 */
export function useKeptOnExit<T>(value: T): Exclude<T, undefined> {
  const last = useRef(value);
  if (value !== undefined) last.current = value;
  // A route's first render always has its match, so `last` holds a value from then on.
  return last.current as Exclude<T, undefined>;
}
