// The query cache persisted to IndexedDB (async storage persister over idb): buster = app version,
// 24 h max age, successful queries only (shouldPersistQuery). Pages visited before open offline with
// their data. Its own chunk: over a server-rendered page it loads once the page has hydrated (main.tsx),
// as nothing on the first screen needs it.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClient,
  persistQueryClientSave,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { openDB, type IDBPDatabase } from 'idb';
import { QUERY } from '@shared/constants';
import { appVersion } from './runtime-config';
import { shouldPersistQuery } from './query-client';

const QUERY_DB = { name: 'futdados-query', store: 'cache', version: 1 } as const;
const RESTORE_TIMEOUT_MS = 3000;
let queryDb: Promise<IDBPDatabase> | null = null;
const openQueryDb = () =>
  (queryDb ??= openDB(QUERY_DB.name, QUERY_DB.version, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(QUERY_DB.store)) db.createObjectStore(QUERY_DB.store);
    },
  }));

/**
 * Logout: the persisted cache (Pro-only predictions among it) is emptied now, and this page's
 * connection closed, so deleting the database is not blocked by the page itself.
 */
export async function clearPersistedQueries(): Promise<void> {
  earlyRead = null;
  const db = await openQueryDb();
  await db.clear(QUERY_DB.store);
  db.close();
  queryDb = null;
}

const CACHE_KEY = 'futdados-query-cache';

// The app waits for this read before it routes: a stuck database must not keep the page blank.
const readItem = (key: string): Promise<string | null> =>
  Promise.race([
    openQueryDb().then(async (db) => ((await db.get(QUERY_DB.store, key)) as string | undefined) ?? null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), RESTORE_TIMEOUT_MS)),
  ]);

let earlyRead: Promise<string | null> | null = null;

/**
 * Started from the service worker's shell (boot.ts): the saved cache is read from IndexedDB while
 * the app's chunks load, instead of after them; the persister's first read takes this one.
 */
export function readPersistedEarly(): void {
  earlyRead ??= readItem(CACHE_KEY);
}

/** AsyncStorage over IndexedDB for the persister. */
export const idbStorage = {
  getItem: (key: string): Promise<string | null> => {
    const early = key === CACHE_KEY ? earlyRead : null;
    earlyRead = null;
    return early ?? readItem(key);
  },
  // A write or a removal makes an early read that was not taken yet stale.
  setItem: async (key: string, value: string): Promise<void> => {
    earlyRead = null;
    await (await openQueryDb()).put(QUERY_DB.store, value, key);
  },
  removeItem: async (key: string): Promise<void> => {
    earlyRead = null;
    await (await openQueryDb()).delete(QUERY_DB.store, key);
  },
};

export function createPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createAsyncStoragePersister({ storage: idbStorage, key: CACHE_KEY, throttleTime: 1000 }),
    maxAge: QUERY.persistMaxAgeMs,
    buster: appVersion,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

export { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';

/**
 * Over a server-rendered page: the persisted cache comes back (older answers never replace the
 * server's), then this page's answers, which came from the server before the cache was watched, are
 * saved once when the page is idle (dehydrating a league's season is milliseconds of main thread), so
 * the next visit (the service worker then starts the app from the device) has this page too.
 */
export function persistServerPage(queryClient: QueryClient, whenIdle: (run: () => void) => void): void {
  const persistOptions = { queryClient, ...createPersistOptions() };
  const [, restored] = persistQueryClient(persistOptions);
  void restored.then(() => whenIdle(() => void persistQueryClientSave(persistOptions).catch(() => undefined)));
}
