import { ClientOnly, HeadContent, Outlet, Scripts, createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { redirectTarget } from '@shared/redirects';
import type { QueryClient } from '@tanstack/react-query';
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
      {/* Each route's SEO head (meta, canonical, JSON-LD): React 19 hoists the meta and links into
          <head>. The server writes the first page's head into the HTML itself (seo.pageHead, which also
          answers 301/404), so this draws in the browser once hydrated. */}
      <ClientOnly>
        <HeadContent />
      </ClientOnly>
      <NotificationsProvider userId={user?.id ?? null}>
        <FollowSlots>
          <AppShell>
            <Outlet />
          </AppShell>
        </FollowSlots>
      </NotificationsProvider>
      {/* The router's hydration data (with the Query cache), inline scripts carrying the request's nonce. */}
      <Scripts />
    </LiveMatchesProvider>
  );
}
