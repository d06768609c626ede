// Issue 31 point 1: where the source has a goal's minute but not its scorer (the demo's replay of a
// club season, a feed goal without a name), the timeline shows the goal by minute and team, in
// Portuguese grammar, and says plainly that the scorer is not in the data; a note says where the
// minutes come from.
import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { Match, MatchEvent } from '@shared/football';
import { Timeline } from '@app/features/football/components/match-story';
import { REPLAY_MINUTES_NOTE } from '@app/features/football/pages/match-page';

const team = (id: number, name: string) => ({ id, name, slug: name.toLowerCase(), img: `/api/teams/${id}/crest.svg` });
const match = { homeTeam: team(1, 'Barcelona'), awayTeam: team(2, 'Suíça') } as Match;
const goal = (side: 'home' | 'away', minute: number, offset: number | null = null): MatchEvent => ({
  type: 'goal',
  side,
  minute,
  offset,
  player: null,
  playerName: null,
  playerOut: null,
  playerOutName: null,
});

test('each nameless goal reads its minute, the team that scored and that the scorer is not in the data', () => {
  render(<Timeline events={[goal('home', 12), goal('away', 45, 2)]} match={match} note={REPLAY_MINUTES_NOTE} />);
  const rows = within(screen.getByTestId('match-timeline')).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    "12'Gol do BarcelonaAutor não consta nos dados",
    "45+2'Gol da SuíçaAutor não consta nos dados",
  ]);
  expect(screen.getByText(REPLAY_MINUTES_NOTE)).toBeTruthy();
});

test('without a note, none is shown', () => {
  render(<Timeline events={[goal('home', 12)]} match={match} />);
  expect(screen.queryByText(REPLAY_MINUTES_NOTE)).toBeNull();
});
