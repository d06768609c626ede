// The pure parts of a match's story (issue 31): timeline order, marks on the lineup, the bench that
// grows as substitutes come on, a player's minutes and age.
import { describe, expect, test } from 'vitest';
import {
  goalTimelineOf,
  goalsFromEvents,
  linkByLineup,
  lineupsOf,
  replayGoalsOf,
  timelineOf,
  type EventRow,
  type LineupRow,
} from '@server/modules/football/story';
import { ageOn, appearanceStats } from '@server/modules/football/player-stats';

const ref = (id: number) => ({ id, name: `Jogador ${id}`, slug: `jogador-${id}` });
const players = new Map([1, 2, 3, 4].map((id) => [id, ref(id)]));
const event = (e: Partial<EventRow> & Pick<EventRow, 'seq' | 'type' | 'minute'>): EventRow => ({
  side: 'home',
  offset: null,
  playerId: null,
  playerName: null,
  relatedPlayerId: null,
  relatedName: null,
  ...e,
});
const lineupRow = (playerId: number, starter: boolean, line: number | null, slot: number): LineupRow => ({
  side: 'home',
  playerId,
  name: `Jogador ${playerId}`,
  shirtNumber: playerId,
  position: null,
  starter,
  line,
  slot,
  captain: playerId === 1,
});

describe('timeline', () => {
  test('in order of play, stoppage time after the minute it extends', () => {
    const rows = [
      event({ seq: 0, type: 'yellow', minute: 46, playerId: 2 }),
      event({ seq: 1, type: 'goal', minute: 45, offset: 2, playerId: 1 }),
      event({ seq: 2, type: 'goal', minute: 45, playerId: 1 }),
    ];
    expect(timelineOf(rows, players).map((e) => [e.minute, e.offset])).toEqual([
      [45, null],
      [45, 2],
      [46, null],
    ]);
  });

  test('a goal whose scorer the source does not name keeps its minute and side, with no name', () => {
    const [goal] = goalTimelineOf(
      [{ side: 'away', player: '', playerId: null, minute: 30, offset: null, penalty: false, ownGoal: false }],
      players,
    );
    expect(goal).toMatchObject({ type: 'goal', side: 'away', minute: 30, player: null, playerName: null });
  });
});

describe('events a feed names without linking (API-Football)', () => {
  const lineup = [
    { ...lineupRow(1, true, 0, 0), name: 'Pedro' },
    { ...lineupRow(2, true, 1, 0), name: 'Bruno Henrique' },
    { ...lineupRow(3, false, null, 0), name: 'Gabigol' },
    { ...lineupRow(4, true, 1, 1), side: 'away', name: 'Gustavo Gómez' },
    { ...lineupRow(5, true, 1, 2), side: 'away', name: 'Silva' },
    { ...lineupRow(6, true, 1, 3), side: 'away', name: 'Silva' },
  ];
  test("linked to the match's own lineup by the very name, on the right side; an own goal's scorer on the other", () => {
    const linked = linkByLineup(
      [
        event({ seq: 0, type: 'goal', minute: 10, playerName: 'Pedro' }),
        event({ seq: 1, type: 'own_goal', minute: 20, playerName: 'Gustavo Gómez' }),
        event({ seq: 2, type: 'substitution', minute: 60, playerName: 'Gabigol', relatedName: 'Bruno Henrique' }),
        event({ seq: 3, type: 'yellow', minute: 70, side: 'away', playerName: 'Pedro' }),
        event({ seq: 4, type: 'yellow', minute: 71, side: 'away', playerName: 'Silva' }),
        event({ seq: 5, type: 'yellow', minute: 72, side: 'away', playerName: null }),
      ],
      lineup,
    );
    expect(linked.map((e) => [e.playerId, e.relatedPlayerId])).toEqual([
      [1, null],
      [4, null],
      [3, 2],
      // Another side's Pedro, two players named Silva, no name: left unlinked, never guessed.
      [null, null],
      [null, null],
      [null, null],
    ]);
  });

  test('an event already linked keeps its player; without a lineup nothing changes', () => {
    const rows = [event({ seq: 0, type: 'goal', minute: 10, playerId: 9, playerName: 'Pedro' })];
    expect(linkByLineup(rows, lineup)[0].playerId).toBe(9);
    expect(linkByLineup(rows, [])).toBe(rows);
  });
});

describe("the goals list of a feed's match (its goals are in its timeline only)", () => {
  test('its goal events in order of play, penalties and own goals marked', () => {
    const goals = goalsFromEvents([
      event({ seq: 2, type: 'own_goal', minute: 50, side: 'away', playerName: 'Gustavo Gómez' }),
      event({ seq: 0, type: 'goal', minute: 10, playerId: 1, playerName: 'Pedro' }),
      event({ seq: 1, type: 'yellow', minute: 20, playerName: 'Gerson' }),
      event({ seq: 3, type: 'penalty', minute: 45, offset: 2, playerName: 'Arrascaeta' }),
    ]);
    expect(goals.map((g) => [g.minute, g.offset, g.side, g.player, g.playerId, g.penalty, g.ownGoal])).toEqual([
      [10, null, 'home', 'Pedro', 1, false, false],
      [45, 2, 'home', 'Arrascaeta', null, true, false],
      [50, null, 'away', 'Gustavo Gómez', null, false, true],
    ]);
  });

  test('one goal without its scorer: none listed (the page says the scorers are not in the data)', () => {
    expect(
      goalsFromEvents([
        event({ seq: 0, type: 'goal', minute: 10, playerName: 'Pedro' }),
        event({ seq: 1, type: 'goal', minute: 20, playerName: null }),
      ]),
    ).toEqual([]);
  });
});

describe("the demo replay's goals of a match whose data has only the result (decision 0128)", () => {
  const played = [
    { side: 'home', minute: 12, offset: null },
    { side: 'away', minute: 45, offset: 2 },
    { side: 'home', minute: 77, offset: null },
  ];
  test('they add up to the score: each goal at its minute and side, without a scorer', () => {
    expect(replayGoalsOf(played, { home: 2, away: 1 })).toEqual([
      { side: 'home', minute: 12, offset: null, player: '', playerId: null, penalty: false, ownGoal: false },
      { side: 'away', minute: 45, offset: 2, player: '', playerId: null, penalty: false, ownGoal: false },
      { side: 'home', minute: 77, offset: null, player: '', playerId: null, penalty: false, ownGoal: false },
    ]);
  });
  test('they do not add up (a replay that missed part of the match) or there are none: not used', () => {
    expect(replayGoalsOf(played, { home: 3, away: 1 })).toEqual([]);
    expect(replayGoalsOf(played, { home: 1, away: 2 })).toEqual([]);
    expect(replayGoalsOf([], { home: 0, away: 0 })).toEqual([]);
  });
});

describe('lineups', () => {
  const rows = [lineupRow(1, true, 0, 0), lineupRow(2, true, 1, 0), lineupRow(3, false, null, 0)];
  const sides = { home: { formation: '4-3-3', coach: 'Técnico' }, away: { formation: null, coach: null } };

  test('none in the source: null ("Escalações não divulgadas")', () => {
    expect(lineupsOf([], [], players, sides)).toBeNull();
  });

  test('marks goals, cards and the substitution; the substitute shows once he has come on', () => {
    const before = lineupsOf(
      rows,
      timelineOf([event({ seq: 0, type: 'goal', minute: 10, playerId: 1 })], players),
      players,
      sides,
    )!;
    expect(before.home.bench).toEqual([]);
    expect(before.home.starters[0]).toMatchObject({ captain: true, goals: 1, line: 0 });

    const full = timelineOf(
      [
        event({ seq: 0, type: 'goal', minute: 10, playerId: 1 }),
        event({ seq: 1, type: 'second_yellow', minute: 50, playerId: 2 }),
        event({ seq: 2, type: 'substitution', minute: 60, playerId: 3, relatedPlayerId: 1 }),
      ],
      players,
    );
    const after = lineupsOf(rows, full, players, sides)!;
    expect(after.home.formation).toBe('4-3-3');
    expect(after.home.starters[0].subbedOff).toEqual({ minute: 60, offset: null });
    expect(after.home.starters[1].red).toBe(true);
    expect(after.home.bench.map((p) => p.player.id)).toEqual([3]);
    expect(after.home.bench[0].subbedOn).toEqual({ minute: 60, offset: null });
  });
});

describe("a player's match", () => {
  test('minutes from the lineup and the substitution and red-card minutes; 120 with extra time', () => {
    const events = [
      { ...event({ seq: 0, type: 'substitution', minute: 64, playerId: 9, relatedPlayerId: 7 }), matchId: 1 },
      { ...event({ seq: 0, type: 'red', minute: 100, playerId: 9 }), matchId: 1 },
      { ...event({ seq: 0, type: 'penalty', minute: 23, playerId: 7 }), matchId: 2 },
    ];
    const off = appearanceStats(7, [{ matchId: 1, starter: true, shirtNumber: 11, extraTime: true }], events)[0];
    expect(off).toMatchObject({ minutes: 64, subbedOff: { minute: 64 }, goals: 0 });
    const on = appearanceStats(9, [{ matchId: 1, starter: false, shirtNumber: 8, extraTime: true }], events)[0];
    expect(on).toMatchObject({ minutes: 36, red: true, subbedOn: { minute: 64 } });
    const full = appearanceStats(7, [{ matchId: 2, starter: true, shirtNumber: 10, extraTime: false }], events)[0];
    expect(full).toMatchObject({ minutes: 90, goals: 1 });
  });

  test('age in whole years, the birthday counted on the day', () => {
    expect(ageOn('1987-06-24', '2026-06-23')).toBe(38);
    expect(ageOn('1987-06-24', '2026-06-24')).toBe(39);
  });
});
