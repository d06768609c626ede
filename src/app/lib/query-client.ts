// TanStack Query with the defaults and per-query settings of spec §9, its cache persisted to
// IndexedDB (async storage persister over idb): buster = app version, 24 h max age, successful
// queries only. Pages visited before open offline with their data.
import { PAYMENTS_KEY, SUBSCRIPTION_KEY, USER_KEY } from './query-keys';
import { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { openDB, type IDBPDatabase } from 'idb';
import { QUERY } from '@shared/constants';
import { appVersion } from './runtime-config';

/** Root keys of account queries (see lib/query-keys.ts) and the admin check, kept out of the persisted cache. */
const ACCOUNT_ROOTS = new Set<string>([USER_KEY[0], SUBSCRIPTION_KEY[0], PAYMENTS_KEY[0], 'admin']);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY.default },
      mutations: { retry: false },
    },
  });
}

/** Matches list: always stale, cached 5 min, 2 retries, refetched on mount, focus and reconnect. */
export const matchesListQueryOptions = {
  staleTime: QUERY.matchesList.staleTime,
  gcTime: QUERY.matchesList.gcTime,
  retry: QUERY.matchesList.retry,
  refetchOnMount: true,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
} as const;

/** Live matches: always stale, cached 2 min, 3 retries, same triggers. */
export const liveMatchesQueryOptions = {
  staleTime: QUERY.liveMatches.staleTime,
  gcTime: QUERY.liveMatches.gcTime,
  retry: QUERY.liveMatches.retry,
  refetchOnMount: true,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
} as const;

/** Current user, subscription and payments: never cached, refetched on mount and reconnect. */
export const currentUserQueryOptions = {
  staleTime: 0,
  gcTime: 0,
  refetchOnMount: true,
  refetchOnReconnect: true,
} as const;
export const subscriptionQueryOptions = currentUserQueryOptions;
export const paymentsQueryOptions = currentUserQueryOptions;

const QUERY_DB = { name: 'futdados-query', store: 'cache', version: 1 } as const;
let queryDb: Promise<IDBPDatabase> | null = null;
const openQueryDb = () =>
  (queryDb ??= openDB(QUERY_DB.name, QUERY_DB.version, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(QUERY_DB.store)) db.createObjectStore(QUERY_DB.store);
    },
  }));

/** AsyncStorage over IndexedDB for the persister. */
export const idbStorage = {
  getItem: async (key: string): Promise<string | null> =>
    ((await (await openQueryDb()).get(QUERY_DB.store, key)) as string | undefined) ?? null,
  setItem: async (key: string, value: string): Promise<void> => {
    await (await openQueryDb()).put(QUERY_DB.store, value, key);
  },
  removeItem: async (key: string): Promise<void> => {
    await (await openQueryDb()).delete(QUERY_DB.store, key);
  },
};

export function createPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createAsyncStoragePersister({ storage: idbStorage, key: 'futdados-query-cache', throttleTime: 1000 }),
    maxAge: QUERY.persistMaxAgeMs,
    buster: appVersion,
    // Only successful answers, and never the account (spec §9: user, subscription and payments are not
    // cached): a restored "visitor" would send a signed-in user to the login page before /api/user answers.
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && !ACCOUNT_ROOTS.has(String(query.queryKey[0])),
    },
  };
}
