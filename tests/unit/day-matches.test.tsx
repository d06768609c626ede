// The home's lists read today's matches through useDayMatches. Spec §9 refetches them on mount, a
// moment after the server's answer, and the new answer differs by its timestamp alone: that must not
// render the page again (it was a 20–30 ms blocking task after hydration on a phone).
import { act, render, screen } from '@testing-library/react';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { MatchList } from '@shared/football';
import { dayMatchesQueryOptions, useDayMatches } from '@app/features/football/api';
import { listedMatch } from '../support/match-fixture';

// Query notifies observers in a timer by default, which would fold both answers into one render.
beforeEach(() => notifyManager.setScheduler((notify) => notify()));
afterEach(() => notifyManager.setScheduler((notify) => setTimeout(notify, 0)));

test('an answer that differs by its timestamp alone renders nothing; a changed score renders once', async () => {
  const client = new QueryClient();
  const { queryKey } = dayMatchesQueryOptions();
  const answer = (timestamp: number, homeScore: number): MatchList => ({
    matches: [listedMatch(7, homeScore)],
    timestamp,
  });
  client.setQueryData(queryKey, answer(1, 0));
  let renders = 0;
  function Scores() {
    renders += 1;
    const { data } = useDayMatches(undefined, {}, { enabled: false });
    return <p>{data?.map((m) => `${m.homeTeam.name} ${m.homeScore} x ${m.awayScore}`).join(', ')}</p>;
  }
  render(
    <QueryClientProvider client={client}>
      <Scores />
    </QueryClientProvider>,
  );
  expect(screen.getByText('Flamengo 0 x 0')).toBeDefined();
  const first = renders;

  act(() => client.setQueryData(queryKey, answer(2, 0)));
  act(() => client.setQueryData(queryKey, answer(3, 1)));
  await screen.findByText('Flamengo 1 x 0');
  // Only the score's change rendered (without `select`, the timestamp alone rendered too).
  expect(renders).toBe(first + 1);
});
