// TanStack Query with the defaults and per-query settings of spec §9. What of its cache is kept on the
// device is decided here (shouldPersistQuery); lib/query-persistence.ts keeps it, loaded after the
// first screen.
import { QueryClient, replaceEqualDeep, type Query } from '@tanstack/react-query';
import { QUERY } from '@shared/constants';
import { ApiError, isNetworkError } from './api';

/**
 * The query roots the device keeps (each is a feature's `<name>Keys.all[0]` in its api.ts): public
 * data only. An allow-list, so a new feature's root stays off the device until listed here; the
 * account (user, subscription, payments, billing), the admin and the notification settings never are.
 * lib cannot import features, so the roots are written out; tests/unit/persisted-queries.test.ts
 * checks each against its factory and that no private root is listed.
 */
export const PERSISTED_QUERY_ROOTS: readonly string[] = [
  'soccer',
  'leagues',
  'teams',
  'players',
  'h2h',
  'team-search',
  'stats',
  'search',
  'news',
  'updates',
  'bonus',
  'plans',
  'ai',
];

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Query's structural sharing, which also keeps the shown answer when the new one differs from it
 * only by its server `timestamp` (every list and detail carries one). The refetch on mount (spec §9)
 * of a page the server rendered then renders nothing again: on the 2022 final that render was one
 * task of 35 ms here, ×7 on the reference phone (decision 0127). The answer's timestamp is shown
 * nowhere; the live store takes its own from the feed, and the query's `dataUpdatedAt` still moves.
 */
export function shareAnswer(previous: unknown, next: unknown): unknown {
  const shared = replaceEqualDeep(previous, next);
  if (shared === previous || !isRecord(previous) || !isRecord(shared)) return shared;
  const keys = Object.keys(shared);
  if (keys.length !== Object.keys(previous).length) return shared;
  return keys.every((key) => key === 'timestamp' || shared[key] === previous[key]) ? previous : shared;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: the first request always goes out, so the service worker's cached copy can
      // answer it even while offline.
      queries: {
        ...QUERY.default,
        retry: retryFor(QUERY.default.retry),
        networkMode: 'offlineFirst',
        structuralSharing: shareAnswer,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Only successful answers, and never the account (spec §9: user, subscription and payments are not
 * cached): a restored "visitor" would send a signed-in user to the login page before /api/user answers.
 * The server render hands the browser the same selection (entry-server.tsx).
 */
export const shouldPersistQuery = (query: Pick<Query, 'state' | 'queryKey'>): boolean =>
  query.state.status === 'success' && PERSISTED_QUERY_ROOTS.includes(String(query.queryKey[0]));
