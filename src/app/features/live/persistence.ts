// The live store in IndexedDB: written on every change, read back before the live lists render.
// The record, its database and the stale rule are shared with the service worker (@shared/live-data).
import { readLiveState, writeLiveState } from '@shared/live-data';
import type { PersistedLiveState } from '@shared/live-rules';
import { hydrate, orderedMatches, type LiveStore } from './store';

/** Reads the saved state into the store (marks it hydrated even when nothing was saved or IndexedDB fails). */
export async function restoreLiveState(store: LiveStore): Promise<void> {
  let saved: PersistedLiveState | undefined;
  try {
    saved = await readLiveState();
  } catch (error) {
    console.error('Falha ao ler os placares salvos:', error);
  }
  hydrate(store, saved);
}

/** Saves the matches (in the server's order) whenever they or lastUpdate change; returns the unsubscribe function. */
export function persistLiveState(store: LiveStore): () => void {
  return store.subscribe((state, previous) => {
    if (state.matches === previous.matches && state.lastUpdate === previous.lastUpdate) return;
    if (!state.hydrated) return;
    writeLiveState({ matches: orderedMatches(state), lastUpdate: state.lastUpdate, savedAt: Date.now() }).catch(
      (error) => console.error('Falha ao salvar os placares:', error),
    );
  });
}
