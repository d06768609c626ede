import {
  ClientOnly,
  HeadContent,
  Navigate,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  useLocation,
} from '@tanstack/react-router';
import { linkTarget, redirectTarget } from '@shared/redirects';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAuth, useRecoveryRedirect } from '@app/features/auth';
import { NotificationsProvider } from '@app/features/notifications';
import { AppShell } from '../layout/app-shell';
import { NotFoundPage } from '../layout/not-found';
import { LiveMatchesProvider } from '@app/features/live';
import { FollowSlots } from './-follow-slots';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundOrRedirect,
});

/**
 * Spec addresses without a page of their own lead to the real one (the server answers them 301; this
 * is the app's own navigation, offline too). Not a root beforeLoad: that made the root match pending
 * on every first load, so the root's 'Carregando...' hid a child's pending screen (the admin check).
 */
function NotFoundOrRedirect() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return redirectTarget(pathname) ? <Navigate {...linkTarget(pathname)} replace /> : <NotFoundPage />;
}

function RootComponent() {
  // The password-recovery link lands on the home page with a fragment (spec §4).
  useRecoveryRedirect();
  return (
    <LiveMatchesProvider>
      {/* Each route's SEO head (meta, canonical, JSON-LD): React 19 hoists the meta and links into
          <head>. The server writes the first page's head into the HTML itself (seo.pageHead, which also
          answers 301/404), so this draws in the browser once hydrated. */}
      <ClientOnly>
        <HeadContent />
      </ClientOnly>
      <UserNotifications>
        <FollowSlots>
          <AppShell>
            <Outlet />
          </AppShell>
        </FollowSlots>
      </UserNotifications>
      {/* The router's hydration data (with the Query cache), inline scripts carrying the request's nonce. */}
      <Scripts />
    </LiveMatchesProvider>
  );
}

/**
 * The signed-in user's notifications around the page. Who is signed in is known only after hydration
 * (and after /api/user answers): reading it here, not in RootComponent, keeps that news from
 * rendering the whole page again; `children` is the same element, so React stops at this component.
 */
function UserNotifications({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return <NotificationsProvider userId={user?.id ?? null}>{children}</NotificationsProvider>;
}
