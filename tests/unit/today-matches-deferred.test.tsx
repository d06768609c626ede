// The live feed's list of today's matches reaches a page through useDeferredValue (features/live/today.ts):
// the store's change renders synchronously (React's lane for external stores), so the route keeps the
// list it had in that render and the page (memoized) renders the new one in a deferred render, in slices
// a tap can interrupt, rather than in one task of every row, crest and link.
import { expect, test, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { memo } from 'react';
import { useStore } from 'zustand';
import type { Match } from '@shared/football';
import type { LiveState } from '@app/features/live/store';
import { listedMatch } from '../support/match-fixture';

const { store } = await vi.hoisted(async () => {
  const { createLiveStore } = await import('@app/features/live/store');
  return { store: createLiveStore() };
});

vi.mock('@app/features/live/provider', () => ({
  useLiveMatches: <T,>(selector: (state: LiveState) => T) => useStore(store, selector),
}));

const { useTodayMatches } = await import('@app/features/live/today');
const { applySync } = await import('@app/features/live/store');

test("the feed's new list renders the page in a deferred render, not in the store's synchronous one", () => {
  const routeSaw: Array<number | undefined> = [];
  const pageSaw: Array<number | undefined> = [];
  const Page = memo(function Page({ matches }: { matches?: Match[] }) {
    pageSaw.push(matches?.length);
    return null;
  });
  function Route() {
    const matches = useTodayMatches();
    routeSaw.push(matches?.length);
    return <Page matches={matches} />;
  }
  render(<Route />);
  act(() => {
    store.setState({ hydrated: true });
    applySync(store, [listedMatch(1), listedMatch(2)], 1000);
  });
  // The store's render keeps what the page shows; the deferred one brings the two matches.
  expect(routeSaw).toEqual([undefined, undefined, 2]);
  expect(pageSaw).toEqual([undefined, 2]);
});
