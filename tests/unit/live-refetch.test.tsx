// useRefetchOnLiveResult: a page that depends on live results asks again when the feed's score or
// status moves; a match page whose source has cards and substitutions also on each new minute.
import { describe, expect, test, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore } from 'zustand/vanilla';
import type { Match } from '@shared/football';
import { LiveMatchSourceProvider, useRefetchOnLiveResult } from '@app/lib/live-match';
import { listedMatch } from '../support/match-fixture';

function setup(everyMinute: boolean) {
  const shown: Match = { ...listedMatch(1), status: 1, minute: 10, homeScore: 0, awayScore: 0 };
  const feed = createStore(() => ({ matches: { [shown.id]: shown } as Record<number, Match> }));
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
  function Page() {
    useRefetchOnLiveResult(['match', '1'], [shown], { everyMinute });
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <LiveMatchSourceProvider source={feed}>
        <Page />
      </LiveMatchSourceProvider>
    </QueryClientProvider>,
  );
  const feedSays = (change: Partial<Match>) =>
    act(() => feed.setState({ matches: { [shown.id]: { ...shown, ...change } } }));
  return { invalidate, feedSays };
}

describe('useRefetchOnLiveResult', () => {
  test('a minute alone does not ask again; a goal does', () => {
    const { invalidate, feedSays } = setup(false);
    feedSays({ minute: 11 });
    expect(invalidate).not.toHaveBeenCalled();
    feedSays({ minute: 12, homeScore: 1 });
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  test('everyMinute: each new minute asks again, once', () => {
    const { invalidate, feedSays } = setup(true);
    expect(invalidate).not.toHaveBeenCalled();
    feedSays({ minute: 11 });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['match', '1'], exact: true });
    feedSays({ minute: 11 });
    expect(invalidate).toHaveBeenCalledTimes(1);
    feedSays({ minute: 12 });
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
