import { useMemo } from 'react';
import type { Match } from '@shared/football';
import { isLive } from '@shared/match-status';
import { useLiveMatches } from './provider';
import { sortMatches } from './store';

/**
 * Today's matches as the live feed knows them (restored from IndexedDB, then socket or polling),
 * live ones first; undefined until the store has been read back and holds data, so pages fall
 * back to their own request.
 */
export function useTodayMatches(): Match[] | undefined {
  const hydrated = useLiveMatches((state) => state.hydrated);
  const lastUpdate = useLiveMatches((state) => state.lastUpdate);
  const matchesById = useLiveMatches((state) => state.matches);
  return useMemo(() => {
    if (!hydrated || lastUpdate == null) return undefined;
    return sortMatches(matchesById, isLive);
  }, [hydrated, lastUpdate, matchesById]);
}
