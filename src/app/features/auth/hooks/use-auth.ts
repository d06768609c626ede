import { useHydrated } from '@tanstack/react-router';
import type { User } from '@shared/auth';
import { useCurrentUserQuery } from '../api';

/** Spec §4: loading, logged in, logged out (401 = visitor); 'unknown' when the check itself failed. */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous' | 'unknown';

export function useAuth(): { status: AuthStatus; user: User | null; retry: () => void } {
  const query = useCurrentUserQuery();
  const retry = () => void query.refetch();
  // The server renders signed out as 'loading': a part of the page React hydrates after /api/user has
  // answered must still match that HTML, so the answer shows once hydration is over.
  const hydrated = useHydrated();
  if (!hydrated) return { status: 'loading', user: null, retry };
  if (query.data) return { status: 'authenticated', user: query.data, retry };
  if (query.isPending) return { status: 'loading', user: null, retry };
  // Offline or server down: we don't know; guards offer a retry instead of sending to login.
  if (query.isError) return { status: 'unknown', user: null, retry };
  return { status: 'anonymous', user: null, retry };
}
