import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useRecoveryRedirect } from '@app/features/auth';
import { AppShell } from '../layout/app-shell';
import { NotFoundPage } from '../layout/not-found';
import { LiveMatchesProvider } from '../features/live';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  // The password-recovery link lands on the home page with a fragment (spec §4).
  useRecoveryRedirect();
  return (
    <LiveMatchesProvider>
      {/* Each route's SEO head (meta, canonical, JSON-LD): React puts meta and links into <head>. */}
      <HeadContent />
      <AppShell>
        <Outlet />
      </AppShell>
    </LiveMatchesProvider>
  );
}
