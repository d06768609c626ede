// TanStack Query with the defaults and per-query settings of spec §9, its cache persisted to
// IndexedDB (async storage persister over idb): buster = app version, 24 h max age, successful
// queries only. Pages visited before open offline with their data.
import { BILLING_KEY, PAYMENTS_KEY, SUBSCRIPTION_KEY, USER_KEY } from './query-keys';
import { QueryClient, type Query } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { openDB, type IDBPDatabase } from 'idb';
import { QUERY } from '@shared/constants';
import { appVersion } from './runtime-config';
import { ApiError, isNetworkError } from './api';

/**
 * Root keys of account queries (see lib/query-keys.ts), the admin check and the user's notification
 * settings (follows, preferences), kept out of the persisted cache.
 */
const ACCOUNT_ROOTS = new Set<string>([
  USER_KEY[0],
  SUBSCRIPTION_KEY[0],
  PAYMENTS_KEY[0],
  BILLING_KEY[0],
  'admin',
  'notifications',
]);

/**
 * Retries up to `max` times, but never an answer that will not change (4xx) nor a request that got
 * no answer while the device is offline: those fail at once, so the page can say so in Portuguese
 * (and try again by itself when the connection returns) instead of waiting on a paused retry.
 */
export function retryFor(max: number) {
  return (failures: number, error: unknown): boolean => {
    // The server render tries once: on failure the page is served unrendered and the browser retries.
    if (typeof window === 'undefined') return false;
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    if (isNetworkError(error) && typeof navigator !== 'undefined' && !navigator.onLine) return false;
    return failures < max;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: the first request always goes out, so the service worker's cached copy can
      // answer it even while offline.
      queries: { ...QUERY.default, retry: retryFor(QUERY.default.retry), networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}

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
  const db = await openQueryDb();
  await db.clear(QUERY_DB.store);
  db.close();
  queryDb = null;
}

/** AsyncStorage over IndexedDB for the persister. */
export const idbStorage = {
  // The app waits for this read before it routes: a stuck database must not keep the page blank.
  getItem: (key: string): Promise<string | null> =>
    Promise.race([
      openQueryDb().then(async (db) => ((await db.get(QUERY_DB.store, key)) as string | undefined) ?? null),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), RESTORE_TIMEOUT_MS)),
    ]),
  setItem: async (key: string, value: string): Promise<void> => {
    await (await openQueryDb()).put(QUERY_DB.store, value, key);
  },
  removeItem: async (key: string): Promise<void> => {
    await (await openQueryDb()).delete(QUERY_DB.store, key);
  },
};

/**
 * Only successful answers, and never the account (spec §9: user, subscription and payments are not
 * cached): a restored "visitor" would send a signed-in user to the login page before /api/user answers.
 * The server render hands the browser the same selection (entry-server.tsx).
 */
export const shouldPersistQuery = (query: Pick<Query, 'state' | 'queryKey'>): boolean =>
  query.state.status === 'success' && !ACCOUNT_ROOTS.has(String(query.queryKey[0]));

export function createPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createAsyncStoragePersister({ storage: idbStorage, key: 'futdados-query-cache', throttleTime: 1000 }),
    maxAge: QUERY.persistMaxAgeMs,
    buster: appVersion,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}
