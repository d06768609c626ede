// The live feed state (spec §3 "Live feed state") and its sync rules (spec §4 "Sync"):
// a sync older than lastUpdate is ignored and clears isUpdating; a sync replaces all matches;
// single and multiple updates merge by id.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Match } from '@shared/football';
import type { LiveMatchUpdate, PersistedLiveState } from '@shared/live';

export interface LiveState {
  matches: Record<number, Match>;
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

/** A full sync: replaces every match, unless it is older than what the store has. Returns whether applied. */
export function applySync(store: LiveStore, matches: Match[], timestamp: number): boolean {
  const { lastUpdate } = store.getState();
  if (lastUpdate != null && timestamp < lastUpdate) {
    store.setState({ isUpdating: false });
    return false;
  }
  store.setState({ matches: byId(matches), lastUpdate: timestamp, isUpdating: false, needsSync: false });
  return true;
}

/** single_match / multiple_matches: merged by id into what the store has. */
export function applyUpdate(store: LiveStore, update: LiveMatchUpdate): void {
  const changed = update.type === 'single_match' ? [update.match] : update.matches;
  const { matches, lastUpdate } = store.getState();
  store.setState({
    matches: { ...matches, ...byId(changed) },
    lastUpdate: update.timestamp != null ? Math.max(update.timestamp, lastUpdate ?? 0) : lastUpdate,
  });
}

/** Puts back what IndexedDB had, unless the store already holds newer data. */
export function hydrate(store: LiveStore, saved: PersistedLiveState | undefined): void {
  const { lastUpdate } = store.getState();
  if (saved && (lastUpdate == null || (saved.lastUpdate ?? 0) > lastUpdate)) {
    store.setState({ matches: byId(saved.matches), lastUpdate: saved.lastUpdate, hydrated: true });
  } else {
    store.setState({ hydrated: true });
  }
}

/** Live matches first (by minute of play), then the rest by kick-off. */
export function sortMatches(matches: Record<number, Match> | Match[], live: (status: number) => boolean): Match[] {
  return Object.values(matches).sort((a, b) => {
    const liveA = live(a.status) ? 0 : 1;
    const liveB = live(b.status) ? 0 : 1;
    return liveA - liveB || a.matchDatetime.localeCompare(b.matchDatetime) || a.id - b.id;
  });
}
