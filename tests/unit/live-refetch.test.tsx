// useRefetchOnLiveResult: a page that depends on live results asks again when the feed's score or
// status moves; a match page also when the socket announces a card or substitution of its match
// (each new minute only for a client that polls), never on the minute alone; its statistics every
// few minutes of play. The store's count of announced events comes from the socket's updates.
import { describe, expect, test, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore } from 'zustand/vanilla';
import type { Match } from '@shared/football';
import { LiveMatchSourceProvider, useRefetchOnLiveResult, type RefetchOnLiveOptions } from '@app/lib/live-match';
import { applyUpdate, createLiveStore } from '@app/features/live/store';
import { listedMatch } from '../support/match-fixture';

interface Feed {
  matches: Record<number, Match>;
  liveEvents: Record<number, number>;
  useFallback: boolean;
}

function setup(options: RefetchOnLiveOptions = {}, { useFallback = false } = {}) {
  const shown: Match = { ...listedMatch(1), status: 1, minute: 10, homeScore: 0, awayScore: 0 };
  const feed = createStore<Feed>(() => ({ matches: { [shown.id]: shown }, liveEvents: {}, useFallback }));
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
  function Page() {
    useRefetchOnLiveResult(['match', '1'], [shown], options);
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <LiveMatchSourceProvider source={feed}>
        <Page />
      </LiveMatchSourceProvider>
    </QueryClientProvider>,
  );
  const feedSays = (change: Partial<Match>, events = 0) =>
    act(() =>
      feed.setState((state) => ({
        matches: { [shown.id]: { ...state.matches[shown.id], ...change } },
        liveEvents: events ? { [shown.id]: (state.liveEvents[shown.id] ?? 0) + events } : state.liveEvents,
      })),
    );
  return { invalidate, feedSays };
}

describe('useRefetchOnLiveResult', () => {
  test('a minute alone does not ask again; a goal does', () => {
    const { invalidate, feedSays } = setup();
    feedSays({ minute: 11 });
    expect(invalidate).not.toHaveBeenCalled();
    feedSays({ minute: 12, homeScore: 1 });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['match', '1'], exact: true });
  });

  test('a match page (events) asks again on a new card or substitution, once, not on the minute', () => {
    const { invalidate, feedSays } = setup({ events: true });
    for (let minute = 11; minute <= 30; minute += 1) feedSays({ minute });
    expect(invalidate).not.toHaveBeenCalled();
    feedSays({ minute: 31 }, 1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    feedSays({ minute: 32 });
    expect(invalidate).toHaveBeenCalledTimes(1);
    feedSays({ minute: 33 }, 2);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  test('a client that only polls hears of no events: there each new minute asks, once', () => {
    const { invalidate, feedSays } = setup({ events: true }, { useFallback: true });
    feedSays({ minute: 11 });
    expect(invalidate).toHaveBeenCalledTimes(1);
    feedSays({ minute: 11 });
    expect(invalidate).toHaveBeenCalledTimes(1);
    feedSays({ minute: 12 });
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  test('statistics: every few minutes of play', () => {
    const { invalidate, feedSays } = setup({ events: true, everyMinutes: 5 });
    for (let minute = 11; minute <= 14; minute += 1) feedSays({ minute });
    expect(invalidate).not.toHaveBeenCalled();
    feedSays({ minute: 15 });
    expect(invalidate).toHaveBeenCalledTimes(1);
    for (let minute = 16; minute <= 19; minute += 1) feedSays({ minute });
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});

describe('the live store counts the events the socket announces', () => {
  test('per match, from single and multiple updates', () => {
    const store = createLiveStore();
    const match = { ...listedMatch(1), status: 1, minute: 20 };
    const other = { ...listedMatch(2), status: 1, minute: 20 };
    const card = (matchId: number, seq: number) => ({
      matchId,
      seq,
      type: 'yellow' as const,
      side: 'home' as const,
      minute: 20,
      offset: null,
      playerName: null,
      relatedName: null,
    });
    applyUpdate(store, { type: 'single_match', match });
    expect(store.getState().liveEvents).toEqual({});
    applyUpdate(store, { type: 'single_match', match, events: [card(1, 0)] });
    applyUpdate(store, { type: 'multiple_matches', matches: [match, other], events: [card(1, 1), card(2, 0)] });
    expect(store.getState().liveEvents).toEqual({ 1: 2, 2: 1 });
  });
});
