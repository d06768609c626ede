// The live feed's first list on a server-rendered page: it says what the server rendered, so no row
// renders again (a day's list is ~30 rows, each a router Link: one long synchronous task on a phone);
// a match the feed moved renders its own row only.
import { describe, expect, test } from 'vitest';
import { act, render } from '@testing-library/react';
import { memo } from 'react';
import type { Match } from '@shared/football';
import { LiveMatchSourceProvider, useFeedOverAnswer, useLiveMatch } from '@app/lib/live-match';
import { applySync, applyUpdate, createLiveStore } from '@app/features/live/store';
import { listedMatch } from '../support/match-fixture';

/** What the server rendered: the page's own answer for the day. */
const answer: Match[] = [1, 2, 3].map((id) => ({
  ...listedMatch(id),
  status: 1,
  minute: 10,
  homeScore: 0,
  awayScore: 0,
}));
/** The same list as the feed's request brings it: equal, but other objects (parsed from another answer). */
const fromFeed = () => answer.map((match) => structuredClone(match));

function setup() {
  const store = createLiveStore();
  const renders = new Map<number, number>();
  const Row = memo(function Row({ match: shown }: { match: Match }) {
    const match = useLiveMatch(shown);
    renders.set(match.id, (renders.get(match.id) ?? 0) + 1);
    return <li data-testid={`row-${match.id}`}>{`${match.homeScore} x ${match.awayScore}`}</li>;
  });
  function List({ feed }: { feed?: Match[] }) {
    const matches = useFeedOverAnswer(answer, feed) ?? [];
    return (
      <ul>
        {matches.map((match) => (
          <Row key={match.id} match={match} />
        ))}
      </ul>
    );
  }
  const view = render(
    <LiveMatchSourceProvider source={store}>
      <List />
    </LiveMatchSourceProvider>,
  );
  const rerender = (feed?: Match[]) =>
    view.rerender(
      <LiveMatchSourceProvider source={store}>
        <List feed={feed} />
      </LiveMatchSourceProvider>,
    );
  const feedList = () => store.getState().order.map((id) => store.getState().matches[id]);
  return { store, renders, rerender, feedList, view };
}

describe('a server-rendered list when the live feed arrives', () => {
  test('the first sync saying what the server rendered renders no row', () => {
    const { store, renders, rerender, feedList } = setup();
    expect([...renders.values()]).toEqual([1, 1, 1]);
    act(() => {
      applySync(store, fromFeed(), 1000);
      rerender(feedList());
    });
    expect([...renders.values()]).toEqual([1, 1, 1]);
  });

  test('a goal renders its own row only, and a later sync of the same scores renders nothing', () => {
    const { store, renders, rerender, feedList, view } = setup();
    act(() => {
      applySync(store, fromFeed(), 1000);
      rerender(feedList());
    });
    act(() => {
      applyUpdate(store, {
        type: 'single_match',
        match: { ...fromFeed()[1], homeScore: 1, minute: 12 },
        timestamp: 2000,
      });
      rerender(feedList());
    });
    expect(view.getByTestId('row-2').textContent).toBe('1 x 0');
    expect(renders.get(2)).toBeGreaterThan(1);
    expect([renders.get(1), renders.get(3)]).toEqual([1, 1]);
    const after = new Map(renders);
    act(() => {
      applySync(
        store,
        feedList().map((match) => structuredClone(match)),
        3000,
      );
      rerender(feedList());
    });
    expect(renders).toEqual(after);
  });

  test('useFeedOverAnswer keeps the answer when the feed agrees, and takes the feed where it moved', () => {
    const { store, feedList } = setup();
    applySync(store, fromFeed(), 1000);
    let shared: Match[] | undefined;
    function Probe({ feed }: { feed: Match[] }) {
      shared = useFeedOverAnswer(answer, feed);
      return null;
    }
    const view = render(<Probe feed={feedList()} />);
    expect(shared).toBe(answer);
    const moved = { ...fromFeed()[0], homeScore: 2 };
    applyUpdate(store, { type: 'single_match', match: moved, timestamp: 2000 });
    view.rerender(<Probe feed={feedList()} />);
    expect(shared?.[0]).toBe(store.getState().matches[1]);
    expect(shared?.slice(1)).toEqual(answer.slice(1));
    expect(shared?.[1]).toBe(answer[1]);
  });
});
