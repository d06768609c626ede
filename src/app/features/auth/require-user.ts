// The route guard (spec §4), run in the routes' `beforeLoad` so nothing of a guarded page loads for a
// visitor: a visitor goes to login and the place is remembered. Plain code, no screens (those are
// components/guards.tsx): every start runs it, in the routes' configuration.
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@shared/auth';
import { currentUserQueryOptions } from './api';
import { storeReturnAddress } from './return-address';

/**
 * The signed-in user, or a redirect to `loginPath` that remembers where the visitor was (not while
 * merely preloading a link). A failed session check throws: the route's error screen offers a retry.
 */
export async function requireUser(
  queryClient: QueryClient,
  {
    location,
    preload,
    loginPath = '/auth',
  }: { location: ParsedLocation; preload: boolean; loginPath?: '/auth' | '/admin/login' },
): Promise<User> {
  const user = await queryClient.fetchQuery(currentUserQueryOptions());
  if (user) return user;
  if (!preload) storeReturnAddress(location.href);
  throw redirect({ to: loginPath, replace: true });
}
