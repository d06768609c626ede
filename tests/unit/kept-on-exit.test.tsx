// A route's component rendered once more after the router dropped its match (seen under load after
// login, /auth → /): with useKeptOnExit it draws its last state; the router's plain hook throws
// 'Invariant failed' into the error page (the control below). The page is drawn beside the outlet
// here, so it is still there, and renders, after the router has moved on: the order seen under load.
import { act, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { describe, expect, test } from 'vitest';
import { useKeptOnExit } from '@app/lib/kept-on-exit';

function setup(kept: boolean) {
  // Drawn once the router has matched /auth (the page's first render always has its match).
  const shown = createStore(() => ({ page: false }));
  const root = createRootRoute({
    component: function Root() {
      const page = useStore(shown, (state) => state.page);
      return (
        <>
          <Outlet />
          {page && <AuthPage />}
        </>
      );
    },
    errorComponent: () => <p>página de erro</p>,
  });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/auth',
    component: () => <p>entrar</p>,
    validateSearch: (search: Record<string, unknown>) => ({
      tab: typeof search.tab === 'string' ? search.tab : 'login',
    }),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>início</p> });
  function AuthPage() {
    const { tab } = kept ? useKeptOnExit(page.useSearch({ shouldThrow: false })) : page.useSearch();
    return <p>aba {tab}</p>;
  }
  const router = createRouter({
    routeTree: root.addChildren([page, home]),
    history: createMemoryHistory({ initialEntries: ['/auth?tab=register'] }),
  });
  return { router, showPage: () => act(() => shown.setState({ page: true })) };
}

/** Draws /auth and its page beside the outlet, then navigates to /. */
async function openThenLeave(kept: boolean) {
  const { router, showPage } = setup(kept);
  render(<RouterProvider router={router} />);
  await screen.findByText('entrar');
  await showPage();
  await screen.findByText('aba register');
  await router.navigate({ to: '/' });
}

describe('a route component rendered after its match is gone', () => {
  test('draws its last state with useKeptOnExit', async () => {
    await openThenLeave(true);
    await waitFor(() => expect(screen.getByText('início')).toBeTruthy());
    expect(screen.getByText('aba register')).toBeTruthy();
    expect(screen.queryByText('página de erro')).toBeNull();
  });

  test('control: the plain hook throws into the error page', async () => {
    await openThenLeave(false);
    await waitFor(() => expect(screen.getByText('página de erro')).toBeTruthy());
  });
});
