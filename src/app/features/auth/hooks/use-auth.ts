import type { User } from '@shared/auth';
import { useCurrentUserQuery } from '../api';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/** Spec §4: loading, logged in, logged out (401 = visitor). */
export function useAuth(): { status: AuthStatus; user: User | null } {
  const query = useCurrentUserQuery();
  if (query.data) return { status: 'authenticated', user: query.data };
  if (query.isPending) return { status: 'loading', user: null };
  // A failed check (offline, server down) leaves the visitor signed out in the UI; the server decides.
  return { status: 'anonymous', user: null };
}
