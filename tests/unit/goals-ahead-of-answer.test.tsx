// A live goal reaches the open match page before its details do: the socket moves the score at once,
// and the page asks again for the goal's minute and scorer. In between, the goals card shows the
// goal by team as on its way; it never says the data has no scorers before the data has answered.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { Goal, Match, MatchEvent } from '@shared/football';
import { goalsAhead } from '@app/features/football/components/story-card';
import { Timeline } from '@app/features/football/components/match-story';
import { GoalsTimeline } from '@app/features/football/pages/match-page';
import { listedMatch } from '../support/match-fixture';

const SCORE_ONLY = 'Os autores dos gols não constam nos dados desta competição.';
const ON_ITS_WAY = 'Atualizando os detalhes do gol…';
const pedro: Goal = { side: 'home', minute: 11, offset: null, player: 'Pedro', penalty: false, ownGoal: false };
/** The goals card as the match page draws it: the live score over the answer. */
const renderGoalsCard = (goals: Goal[], live: Match, answered: Match) =>
  render(<GoalsTimeline goals={goals} match={live} answered={answered} pending={goalsAhead(live, answered)} />);
const rows = () =>
  within(screen.getByTestId('match-goals'))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('goalsAhead', () => {
  test('one side per goal the live score has and the answer not, home first', () => {
    expect(goalsAhead(listedMatch(1, 2, 1), listedMatch(1, 1, 0))).toEqual(['home', 'away']);
    expect(goalsAhead(listedMatch(1, 1, 0), listedMatch(1, 1, 0))).toEqual([]);
  });

  test('a goal taken back (the live score behind the answer) is none ahead', () => {
    expect(goalsAhead(listedMatch(1, 0, 0), listedMatch(1, 1, 0))).toEqual([]);
  });
});

describe('the goals card between a live goal and its details', () => {
  test('answered 0-0, live 1-0: the goal by team, on its way; not "not in the data"', () => {
    renderGoalsCard([], listedMatch(1, 1, 0), listedMatch(1, 0, 0));
    expect(rows()).toEqual([`–Gol do Flamengo${ON_ITS_WAY}`]);
    expect(screen.queryByText(SCORE_ONLY)).toBeNull();
  });

  test('the answer has the scorers: they are listed, and the newer goal follows as on its way', () => {
    renderGoalsCard([pedro], listedMatch(1, 2, 0), listedMatch(1, 1, 0));
    expect(rows()).toEqual(["11'Pedro", `–Gol do Flamengo${ON_ITS_WAY}`]);
  });

  test('the answer itself has a score without scorers: the source has none, and says so', () => {
    renderGoalsCard([], listedMatch(1, 1, 1), listedMatch(1, 1, 0));
    expect(rows()).toEqual(['Gol do Flamengo', `–Gol do Palmeiras${ON_ITS_WAY}`]);
    expect(screen.getByText(SCORE_ONLY)).toBeTruthy();
  });

  test('caught up: no row on its way', () => {
    renderGoalsCard([pedro], listedMatch(1, 1, 0), listedMatch(1, 1, 0));
    expect(rows()).toEqual(["11'Pedro"]);
    expect(screen.queryByText(ON_ITS_WAY)).toBeNull();
  });

  test('the timeline gets the same row after its events', () => {
    const card: MatchEvent = {
      type: 'yellow',
      side: 'away',
      minute: 5,
      offset: null,
      player: null,
      playerName: 'Gómez',
      playerOut: null,
      playerOutName: null,
    };
    render(<Timeline events={[card]} match={listedMatch(1, 1, 0)} pending={['home']} />);
    const items = within(screen.getByTestId('match-timeline')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      "5'Cartão amarelo: Gómez (Palmeiras)",
      `–Gol do Flamengo${ON_ITS_WAY}`,
    ]);
  });
});
