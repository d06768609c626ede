// The live store in IndexedDB (idb): written on every change, read back before the live lists
// render. The service worker's background sync writes the same record (LIVE_DB in src/shared).
import { openDB, type IDBPDatabase } from 'idb';
import { LIVE_DB, type PersistedLiveState } from '@shared/live';
import { hydrate, type LiveStore } from './store';

let database: Promise<IDBPDatabase> | null = null;

export function openLiveDb(): Promise<IDBPDatabase> {
  database ??= openDB(LIVE_DB.name, LIVE_DB.version, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(LIVE_DB.store)) db.createObjectStore(LIVE_DB.store);
    },
  });
  return database;
}

export async function readLiveState(): Promise<PersistedLiveState | undefined> {
  const db = await openLiveDb();
  return db.get(LIVE_DB.store, LIVE_DB.key);
}

export async function writeLiveState(state: PersistedLiveState): Promise<void> {
  const db = await openLiveDb();
  await db.put(LIVE_DB.store, state, LIVE_DB.key);
}

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

/** Saves the matches whenever they or lastUpdate change; returns the unsubscribe function. */
export function persistLiveState(store: LiveStore): () => void {
  return store.subscribe((state, previous) => {
    if (state.matches === previous.matches && state.lastUpdate === previous.lastUpdate) return;
    if (!state.hydrated) return;
    writeLiveState({ matches: Object.values(state.matches), lastUpdate: state.lastUpdate, savedAt: Date.now() }).catch(
      (error) => console.error('Falha ao salvar os placares:', error),
    );
  });
}
