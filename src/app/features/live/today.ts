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
  const hydrated = useLiveMatches((state) => state.hydrated);
  const lastUpdate = useLiveMatches((state) => state.lastUpdate);
  const matches = useLiveMatches((state) => state.matches);
  const order = useLiveMatches((state) => state.order);
  return useMemo(() => {
    if (!hydrated || lastUpdate == null) return undefined;
    return orderedMatches({ matches, order });
  }, [hydrated, lastUpdate, matches, order]);
}
