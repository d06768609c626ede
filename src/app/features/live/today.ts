import { useMemo } from 'react';
import type { Match } from '@shared/football';
import { useLiveMatches } from './provider';
import { orderedMatches } from './store';

/**
 * Today's matches as the live feed knows them (restored from IndexedDB, then socket or polling),
 * in the server's order; undefined until the store has been read back and holds data, so pages
 * fall back to their own request.
 */
export function useTodayMatches(): Match[] | undefined {
  // Whether the feed holds data, not when it last did: a sync that changes no match changes no list.
  const hasData = useLiveMatches((state) => state.hydrated && state.lastUpdate != null);
  const matches = useLiveMatches((state) => state.matches);
  const order = useLiveMatches((state) => state.order);
  return useMemo(() => (hasData ? orderedMatches({ matches, order }) : undefined), [hasData, matches, order]);
}
