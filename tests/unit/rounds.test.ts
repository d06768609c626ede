// Rounds and stages (issue 22 point 8): World Cup group matches by group and matchday, rounds in
// the order they are played, "atual" the round being played or next.
import { describe, expect, test } from 'vitest';
import { isLive, MatchStatus } from '@shared/match-status';
import { currentRoundIndex, groupMatchdays, groupRoundLabel, roundsInOrder } from '@shared/rounds';

const DAY = 86_400_000;
const rules = { isLive, isScheduled: (status: number) => status === MatchStatus.Scheduled };

describe('group matchdays', () => {
  test('"Grupo A · 2ª rodada", not the tournament-wide "Rodada 5"', () => {
    expect(groupRoundLabel('Group A', 2)).toBe('Grupo A · 2ª rodada');
  });

  test('each group match is one more than the games its teams already played in the group', () => {
    // Group A: 1 v 2 and 3 v 4 on different calendar days (the data's "Matchday 1" and "Matchday 2"),
    // then 1 v 3 and 2 v 4, then 1 v 4 and 2 v 3; group B alongside.
    const m = (id: number, group: string, home: number, away: number, day: number) => ({
      id,
      group,
      home,
      away,
      kickoff: day * DAY,
    });
    const days = groupMatchdays([
      m(1, 'Group A', 1, 2, 1),
      m(2, 'Group A', 3, 4, 2),
      m(3, 'Group B', 5, 6, 2),
      m(4, 'Group A', 1, 3, 5),
      m(5, 'Group A', 2, 4, 6),
      m(6, 'Group B', 5, 7, 6),
      m(7, 'Group A', 2, 3, 9),
      m(8, 'Group A', 1, 4, 9),
    ]);
    expect([...days.entries()].sort((a, b) => a[0] - b[0])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 2],
      [5, 2],
      [6, 2],
      [7, 3],
      [8, 3],
    ]);
  });
});

describe('rounds in order and the current round', () => {
  const round = (name: string, ...kickoffDays: [number, number][]) => ({
    name,
    timing: kickoffDays.map(([day, status]) => ({ kickoff: day * DAY, status })),
  });
  const FT = MatchStatus.Finished;
  const NS = MatchStatus.Scheduled;

  test('a round with one match moved earlier keeps its place', () => {
    const rounds = [
      round('Rodada 12', [1, FT], [80, NS], [80, NS], [81, NS]),
      round('Rodada 5', [30, FT], [30, FT], [31, FT]),
    ];
    expect(roundsInOrder(rounds).map((r) => r.name)).toEqual(['Rodada 5', 'Rodada 12']);
  });

  test('"atual" is the round with a live match, else the round of the next kick-off, else the last', () => {
    const rounds = [
      round('Rodada 1', [1, FT], [1, FT]),
      // A leftover match of round 2 postponed to day 40.
      round('Rodada 2', [8, FT], [40, NS]),
      round('Rodada 3', [15, FT], [16, NS]),
      round('Rodada 4', [22, NS], [23, NS]),
    ];
    const at = (day: number) =>
      currentRoundIndex(
        rounds.map((r) => ({ matches: r.timing })),
        day * DAY,
        rules,
      );
    // Day 15.5: round 3 half played, its second match tomorrow; not round 2's leftover.
    expect(at(15.5)).toBe(2);
    expect(at(20)).toBe(3);
    const live = rounds.map((r) => ({ matches: r.timing }));
    live[3].matches[0] = { kickoff: 22 * DAY, status: MatchStatus.SecondHalf };
    expect(currentRoundIndex(live, 15.5 * DAY, rules)).toBe(3);
    expect(at(100)).toBe(3);
  });
});
