import { ClientOnly, HeadContent, Outlet, createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { redirectTarget } from '@shared/redirects';
import type { QueryClient } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import { useAuth } from '@app/features/auth/hooks/use-auth';
import { useRecoveryRedirect } from '@app/features/auth/hooks/use-recovery-redirect';
import { NotificationsProvider } from '@app/features/notifications/provider';
import { AppShell } from '../layout/app-shell';
import { NotFoundPage } from '../layout/not-found';
import { LiveMatchesProvider } from '@app/features/live/provider';
import { FollowSlots } from './-follow-slots';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Spec addresses without a page of their own lead to the real one (the server answers them 301).
  beforeLoad: ({ location }) => {
    const target = redirectTarget(location.pathname);
    if (target) throw redirect({ href: target, replace: true, statusCode: 301 });
  },
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  // The password-recovery link lands on the home page with a fragment (spec §4).
  useRecoveryRedirect();
  const { user } = useAuth();
  return (
    <LiveMatchesProvider>
      {/* Each route's SEO head (meta, canonical, JSON-LD), drawn into <head> through a portal (Preact
          does not hoist meta and links there as React 19 did). The server writes the first page's head
          into the HTML itself, so this runs in the browser only (after hydration: the server-rendered
          body has no head tags to match). */}
      <ClientOnly>
        <HeadTags />
      </ClientOnly>
      <NotificationsProvider userId={user?.id ?? null}>
        <FollowSlots>
          <AppShell>
            <Outlet />
          </AppShell>
        </FollowSlots>
      </NotificationsProvider>
    </LiveMatchesProvider>
  );
}

function HeadTags() {
  return createPortal(<HeadContent />, document.head);
}
