// /plans reads the plans its loader ensured with useSuspenseQuery (decision 0119): plans restored
// from the device stay on screen when the refetch of stale ones fails offline, where the useQuery
// form replaced them with "Não foi possível carregar os planos".
import { render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, expect, test, vi } from 'vitest';
import type { Plan } from '@shared/billing';
import { createQueryClient } from '@app/lib/query-client';
import { billingKeys, plansQueryOptions } from '@app/features/billing/api';
import { PlansPage } from '@app/features/billing';
import { eventually } from '../support/wait';

const plan = (id: string, name: string, priceCents: number, interval: Plan['interval']): Plan => ({
  id,
  name,
  priceCents,
  interval,
  features: ['Previsões completas da IA'],
  tier: priceCents ? 'pro' : 'free',
  description: name,
  monthlyEquivalentCents: interval === 'year' ? Math.floor(priceCents / 12) : priceCents,
  entitlements: { fullPredictions: priceCents > 0, maxFollowedTeams: priceCents ? null : 3 },
});

/** The plans query's status, rendered in the same commit as the page (one batch of observers). */
function Status() {
  return <output aria-label="estado">{useQuery(plansQueryOptions()).status}</output>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('offline, stale plans from the device stay on screen when their refetch fails', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fetch);
  const queryClient = createQueryClient();
  // As the persister restores them: answered long ago, so stale, and refetched on mount.
  queryClient.setQueryData(
    billingKeys.plans,
    [plan('free', 'Grátis', 0, null), plan('pro-monthly', 'Pro Mensal', 1990, 'month')],
    { updatedAt: 1 },
  );
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <>
          <PlansPage signedIn={false} />
          <Status />
        </>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );

  await screen.findByRole('list', { name: 'Planos' });
  await eventually(() => screen.getByRole('status', { name: 'estado' }).textContent).toBe('error');
  expect(fetch).toHaveBeenCalled();
  expect(screen.getByRole('list', { name: 'Planos' }).textContent).toContain('Pro Mensal');
  expect(screen.queryByText('Não foi possível carregar os planos')).toBeNull();
});
