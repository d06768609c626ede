// Home lazy loading (spec §4 "Home lazy loading", §9 "Lazy loading"), as rules and one watcher:
// a section counts as reached when it intersects the viewport (grown by its margin) by its
// threshold; then it waits its priority's delay — 0 for the team badges and upcoming matches,
// 300 ms (medium) for the news, 600 ms (low) plus the low-priority extra 500 ms for the bonus and
// the leagues — and only then is `ready`. Sections pass `ready` to their queries as `enabled`, so
// the DATA is asked for at that moment, not only drawn. The delays are the same in every case.
import { useEffect, useRef, useState } from 'react';
import { LAZY } from '@shared/constants';

export type LazyPriority = 'high' | 'medium' | 'low';

export interface LazyRule {
  threshold: number;
  rootMargin?: string;
  priority: LazyPriority;
}

/** Each home section's rule, from spec §9. */
export const HOME_LAZY = {
  teamBadges: { ...LAZY.teamBadges, priority: 'high' },
  upcomingMatches: { ...LAZY.upcomingMatches, priority: 'high' },
  news: { ...LAZY.news, priority: 'medium' },
  bonus: { ...LAZY.bonus, priority: 'low' },
  leagues: { ...LAZY.leagues, priority: 'low' },
} as const satisfies Record<string, LazyRule>;

/** How long a reached section waits before it loads. */
export function lazyDelayMs(priority: LazyPriority): number {
  if (priority === 'medium') return LAZY.mediumPriorityDelayMs;
  if (priority === 'low') return LAZY.lowPriorityDelayMs + LAZY.lowPriorityExtraMs;
  return 0;
}

/** What the watcher needs of the browser (tests hand in fakes). */
export interface LazyEnvironment {
  IntersectionObserver?: typeof IntersectionObserver;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browser = (): LazyEnvironment => ({
  IntersectionObserver: typeof IntersectionObserver === 'undefined' ? undefined : IntersectionObserver,
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

/**
 * Calls `onReady` once: the rule's delay after `element` is first reached. Without
 * IntersectionObserver (old browsers) the section counts as reached at once. Returns the cleanup.
 */
export function watchLazySection(
  element: Element,
  rule: LazyRule,
  onReady: () => void,
  env: LazyEnvironment = browser(),
): () => void {
  let timer: unknown;
  let done = false;
  const reached = () => {
    if (done) return;
    done = true;
    timer = env.setTimeout(onReady, lazyDelayMs(rule.priority));
  };
  if (!env.IntersectionObserver) {
    reached();
    return () => env.clearTimeout(timer);
  }
  const observer = new env.IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      reached();
    },
    { threshold: rule.threshold, rootMargin: rule.rootMargin ?? '0px' },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    if (timer !== undefined) env.clearTimeout(timer);
  };
}

/** `[ref, ready]`: put `ref` on the section's box, pass `ready` as the queries' `enabled`. */
export function useLazySection<T extends Element>(rule: LazyRule) {
  const ref = useRef<T>(null);
  const [ready, setReady] = useState(false);
  const { threshold, rootMargin, priority } = rule;
  useEffect(() => {
    const element = ref.current;
    if (!element || ready) return;
    return watchLazySection(element, { threshold, rootMargin, priority }, () => setReady(true));
  }, [threshold, rootMargin, priority, ready]);
  return [ref, ready] as const;
}
