import type { User } from '@shared/auth';
import { useCurrentUserQuery } from '../api';

/** Spec §4: loading, logged in, logged out (401 = visitor); 'unknown' when the check itself failed. */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous' | 'unknown';

export function useAuth(): { status: AuthStatus; user: User | null; retry: () => void } {
  const query = useCurrentUserQuery();
  const retry = () => void query.refetch();
  if (query.data) return { status: 'authenticated', user: query.data, retry };
  if (query.isPending) return { status: 'loading', user: null, retry };
  // Offline or server down: we don't know; guards offer a retry instead of sending to login.
  if (query.isError) return { status: 'unknown', user: null, retry };
  return { status: 'anonymous', user: null, retry };
}
