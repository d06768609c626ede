import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppShell } from '../layout/app-shell';
import { NotFoundPage } from '../layout/not-found';
import { LiveMatchesProvider } from '../features/live';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <LiveMatchesProvider>
      <AppShell>
        <Outlet />
      </AppShell>
    </LiveMatchesProvider>
  ),
  notFoundComponent: NotFoundPage,
});
