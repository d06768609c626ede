import { useDeferredValue, useMemo } from 'react';
import type { Match } from '@shared/football';
import { useLiveMatches } from './provider';
import { orderedMatches } from './store';

/**
 * Today's matches as the live feed knows them (restored from IndexedDB, then socket or polling),
 * in the server's order; undefined until the store has been read back and holds data, so pages
 * fall back to their own request.
 *
 * Deferred: a store change renders at once (React gives external stores the synchronous lane), and a
 * new list re-renders a whole page (its rows, crests and links): on `/` the feed's first sync was one
 * task of ~300 ms on this machine, ×4 on a phone. The list comes through `useDeferredValue`, so the
 * page (memoized) renders it in slices a tap can interrupt. The score in each row does not wait: rows
 * read their own match from the store (useLiveMatch).
 */
export function useTodayMatches(): Match[] | undefined {
  // Whether the feed holds data, not when it last did: a sync that changes no match changes no list.
  const hasData = useLiveMatches((state) => state.hydrated && state.lastUpdate != null);
  const matches = useLiveMatches((state) => state.matches);
  const order = useLiveMatches((state) => state.order);
  return useDeferredValue(
    useMemo(() => (hasData ? orderedMatches({ matches, order }) : undefined), [hasData, matches, order]),
  );
}
