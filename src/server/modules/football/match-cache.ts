// The short answer cache of the match lists (day, live, search). Under load many fans ask for the
// same list at once; one database read serves them all. Writers clear it at once (settle, import,
// the live engine through invalidateMatches), so a change is never hidden.
import type { Match } from '@shared/football';
import { serverTimestamp } from './clock';

/** How long a day list, live list or search answer is reused. */
export const MATCH_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 500;

export interface CachedMatches {
  matches: Match[];
  timestamp: number;
}

export function createMatchCache(ttlMs = MATCH_CACHE_TTL_MS) {
  const entries = new Map<string, { at: number; value: Promise<CachedMatches> }>();
  return {
    /** The cached answer for `key`, or a fresh one (concurrent callers share the same read). */
    get(key: string, read: () => Promise<Match[]>): Promise<CachedMatches> {
      // Elapsed real time, not the app's clock: a test's frozen clock must not freeze the cache.
      const at = performance.now();
      const hit = entries.get(key);
      if (hit && at - hit.at < ttlMs) return hit.value;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const timestamp = serverTimestamp();
      const value = read().then((matches) => ({ matches, timestamp }));
      value.catch(() => entries.delete(key));
      entries.set(key, { at, value });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type MatchCache = ReturnType<typeof createMatchCache>;
