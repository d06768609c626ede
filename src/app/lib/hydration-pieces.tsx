// Hydration in pieces, by React itself (issue 24). Hydrating a whole server-rendered page at once is one
// long task on a phone (a league page: ~900 elements). Each <Piece> is a Suspense boundary: React
// hydrates the page around it first and leaves the piece's server HTML in place, then hydrates each piece
// in a later, lower-priority task (selective hydration). A tap on a piece not yet hydrated makes React
// hydrate that piece at once and then handle the tap. Later renders (navigation) pass straight through.
import { Suspense, useId, useLayoutEffect, type ReactNode } from 'react';

/** Pieces mounted but not yet hydrated, and pieces whose content has committed. */
const waiting = new Set<string>();
const hydrated = new Set<string>();
const whenDone: Array<() => void> = [];

function settle() {
  if (waiting.size === 0) for (let resolve = whenDone.shift(); resolve; resolve = whenDone.shift()) resolve();
}

function Hydrated({ id }: { id: string }) {
  useLayoutEffect(() => {
    hydrated.add(id);
    waiting.delete(id);
    settle();
  }, [id]);
  return null;
}

/** A part of a page that React may hydrate after the rest (its server HTML stays meanwhile). */
export function Piece({ children }: { children: ReactNode }) {
  const id = useId();
  // Counted from its commit (a render React throws away counts for nothing); its content's commit, in
  // the same commit or a later one, counts it out. Removed before it hydrated (the phone's chrome,
  // once a wider screen is seen): done too.
  useLayoutEffect(() => {
    if (!hydrated.has(id)) waiting.add(id);
    return () => {
      waiting.delete(id);
      hydrated.delete(id);
      settle();
    };
  }, [id]);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated id={id} />
    </Suspense>
  );
}

/** A long list in groups of `size`, each its own Piece (one boundary per row costs more than it saves). */
export function groupsOf<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

/**
 * Resolves once every Piece rendered so far has hydrated (call after the page's root has committed).
 * What changes what pieces show from outside React's props and context (the live feed, IndexedDB)
 * starts then: a piece must hydrate with the data the server rendered it from.
 */
export function whenPiecesHydrated(): Promise<void> {
  if (waiting.size === 0) return Promise.resolve();
  return new Promise((resolve) => whenDone.push(resolve));
}

/** Set by main.tsx when it hydrates the server's page (not when it renders the service worker's shell). */
let overServerPage = false;
export function hydratingServerPage() {
  overServerPage = true;
}

/**
 * Over the server's page: resolves once every piece has hydrated and the browser is idle (or
 * `maxWaitMs` later at most), when code the first screen does not need (the live connection, the
 * notification centre) starts loading. Over the shell (offline start) at once: the saved scores are
 * the first screen there.
 */
export function whenHydratedAndIdle(maxWaitMs = 1000): Promise<void> {
  if (!overServerPage) return whenPiecesHydrated();
  return whenPiecesHydrated().then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
          window.requestIdleCallback(() => resolve(), { timeout: maxWaitMs });
        } else setTimeout(resolve, 0);
      }),
  );
}
