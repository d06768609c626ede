// Hydration in pieces (issue 14, TBT). Hydrating a whole server-rendered page is one long task on a
// phone (a league page: ~900 elements, 120 ms here before the 4× slowdown). Preact keeps the server's
// DOM of a part that suspends while hydrating and hydrates it once its promise settles; a list wrapped
// in <HydrateLater> is therefore hydrated after the page, one piece per task, so a tap in between is
// answered. Only while hydrating a server-rendered page at the width the server draws (the phone's
// chrome): a part that suspends keeps the DOM nodes at its place, and at another width the chrome
// around it differs. In every other render a HydrateLater renders its children at once (one drawn by a
// navigation in the few hundred ms the pieces take shows in its turn). A part re-rendered before its
// turn stays as the server drew it: Preact keeps hydrating a suspended part.
import { Component, Suspense, type ReactNode } from 'react';
import { yieldToMain } from './yield-to-main';

let deferring = false;
const waiting: Array<() => void> = [];

/** Suspends (keeping the server's DOM) until hydrateInPieces releases it; later renders pass through. */
class Gate extends Component<{ children: ReactNode }> {
  // A class, not hooks: preact/compat drops the hooks of a component that suspends before its first commit.
  private released = !deferring;
  private pending: Promise<void> | null = null;

  render() {
    if (!this.released) {
      this.pending ??= new Promise<void>((resolve) =>
        waiting.push(() => {
          this.released = true;
          resolve();
        }),
      );
      throw this.pending;
    }
    return this.props.children;
  }
}

/**
 * A part of a page that the first hydration may leave for a later task (its server DOM stays
 * meanwhile). Its children must be one element: a suspended part keeps only its first DOM node, and
 * the others were drawn again (the news cards jumped: CLS 0.48).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

/** A long list in groups of `size`, each one element in its own HydrateLater (a suspension costs ~1 ms). */
export function groupsOf<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

/**
 * Runs the hydration of a server-rendered page with its HydrateLater parts left for later, then
 * hydrates those one per task, in page order. Resolves once every part runs.
 */
export async function hydrateInPieces(hydrate: () => void, { defer }: { defer: boolean }): Promise<void> {
  // Parts inside a part are left for later too, when their part hydrates.
  deferring = defer;
  try {
    hydrate();
    for (let release = waiting.shift(); release; release = waiting.shift()) {
      await yieldToMain();
      release();
      // The part hydrates in the microtasks after its release (its inner parts queue up meanwhile).
      await Promise.resolve();
    }
  } finally {
    deferring = false;
  }
  await yieldToMain();
}
