// The live feed state (spec §3 "Live feed state") and its sync rules (spec §4 "Sync"):
// a sync older than lastUpdate is ignored and clears isUpdating; a sync replaces all matches;
// single and multiple updates merge by id. The server's order (competitions as the audience
// expects them, then kick-off) is kept as it came, never re-sorted here.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { replaceEqualDeep } from '@tanstack/react-query';
import type { Match } from '@shared/football';
import { isStaleSync, type LiveMatchUpdate, type PersistedLiveState } from '@shared/live-rules';

export interface LiveState {
  matches: Record<number, Match>;
  /**
   * How many cards and substitutions the socket announced for each match since the page loaded: a
   * match page asks for its timeline again when its count moves (the updates carry no timeline).
   */
  liveEvents: Record<number, number>;
  /** Match ids in the order the server sent them. */
  order: number[];
  isConnected: boolean;
  /** Server timestamp (ms) of the newest data applied. */
  lastUpdate: number | null;
  isUpdating: boolean;
  reconnectAttempts: number;
  isReconnecting: boolean;
  /** The socket gave up: HTTP polling every 15 s. */
  useFallback: boolean;
  /** Set when the network came back; cleared by the next successful sync. */
  needsSync: boolean;
  /** The last known state was read back from IndexedDB. */
  hydrated: boolean;
}

export type LiveStore = StoreApi<LiveState>;

export const initialLiveState: LiveState = {
  matches: {},
  liveEvents: {},
  order: [],
  isConnected: false,
  lastUpdate: null,
  isUpdating: false,
  reconnectAttempts: 0,
  isReconnecting: false,
  useFallback: false,
  needsSync: false,
  hydrated: false,
};

export function createLiveStore(): LiveStore {
  return createStore<LiveState>(() => ({ ...initialLiveState }));
}

const byId = (matches: Match[]) => Object.fromEntries(matches.map((match) => [match.id, match]));

/**
 * The store's matches replaced by `list`, sharing every part equal to what it held (the same objects,
 * the same map when nothing changed): a sync that brings the scores on screen again re-renders
 * nothing, and one goal re-renders one row.
 */
function replaceMatches(previous: LiveState, list: Match[]): Pick<LiveState, 'matches' | 'order'> {
  return {
    matches: replaceEqualDeep(previous.matches, byId(list)),
    order: replaceEqualDeep(
      previous.order,
      list.map((match) => match.id),
    ),
  };
}

/** A full sync: replaces every match, unless it is older than what the store has. Returns whether applied. */
export function applySync(store: LiveStore, matches: Match[], timestamp: number): boolean {
  if (isStaleSync(timestamp, store.getState().lastUpdate)) {
    store.setState({ isUpdating: false });
    return false;
  }
  store.setState({
    ...replaceMatches(store.getState(), matches),
    lastUpdate: timestamp,
    isUpdating: false,
    needsSync: false,
  });
  return true;
}

/** single_match / multiple_matches: merged by id into what the store has; a new match goes last. */
export function applyUpdate(store: LiveStore, update: LiveMatchUpdate): void {
  const changed = update.type === 'single_match' ? [update.match] : update.matches;
  const { matches, order, lastUpdate, liveEvents } = store.getState();
  const added = changed.filter((match) => !(match.id in matches)).map((match) => match.id);
  let counted = liveEvents;
  for (const event of update.events ?? []) counted = { ...counted, [event.matchId]: (counted[event.matchId] ?? 0) + 1 };
  store.setState({
    matches: replaceEqualDeep(matches, { ...matches, ...byId(changed) }),
    liveEvents: counted,
    order: added.length ? [...order, ...added] : order,
    lastUpdate: update.timestamp != null ? Math.max(update.timestamp, lastUpdate ?? 0) : lastUpdate,
  });
}

/** Puts back what IndexedDB had, unless the store already holds newer data. */
export function hydrate(store: LiveStore, saved: PersistedLiveState | undefined): void {
  const { lastUpdate } = store.getState();
  if (saved && (lastUpdate == null || (saved.lastUpdate ?? 0) > lastUpdate)) {
    store.setState({
      ...replaceMatches(store.getState(), saved.matches),
      lastUpdate: saved.lastUpdate,
      hydrated: true,
    });
  } else {
    store.setState({ hydrated: true });
  }
}

/** The matches in the server's order. */
export function orderedMatches(state: Pick<LiveState, 'matches' | 'order'>): Match[] {
  return state.order.flatMap((id) => (state.matches[id] ? [state.matches[id]] : []));
}
