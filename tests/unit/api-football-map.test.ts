// API-Football v3 → FutDados mapping: every documented status onto a spec §4 code, goal events
// onto our goals, and the provider's team names onto ours by name and alias.
import { describe, expect, test } from 'vitest';
import {
  goalsOf,
  lineupSidesOf,
  lineupsOf,
  lookupTeam,
  mapStatus,
  minuteOf,
  storyOf,
  teamIndex,
} from '@server/modules/live/api-football-map';
import { MatchStatus } from '@shared/match-status';
import { apiFixture, type FakeFixture } from '../support/fake-api-football';

describe('mapStatus', () => {
  test.each([
    ['TBD', null, MatchStatus.Scheduled],
    ['NS', null, MatchStatus.Scheduled],
    ['1H', 30, MatchStatus.FirstHalf],
    ['HT', 45, MatchStatus.HalfTime],
    ['2H', 70, MatchStatus.SecondHalf],
    ['ET', 100, MatchStatus.ExtraTime],
    ['BT', 90, MatchStatus.ExtraTime],
    ['P', 120, MatchStatus.Penalties],
    ['SUSP', 30, MatchStatus.FirstHalf],
    ['INT', 67, MatchStatus.SecondHalf],
    ['INT', 105, MatchStatus.ExtraTime],
    ['LIVE', null, MatchStatus.FirstHalf],
    ['LIVE', 80, MatchStatus.SecondHalf],
    ['FT', 90, MatchStatus.Finished],
    ['AET', 120, MatchStatus.FinishedAfterExtraTime],
    ['PEN', 120, MatchStatus.FinishedAfterPenalties],
    ['AWD', null, MatchStatus.Finished],
    ['WO', null, MatchStatus.Finished],
    ['PST', null, MatchStatus.Postponed],
    ['CANC', null, MatchStatus.Postponed],
    ['ABD', 50, MatchStatus.Postponed],
  ] as const)('%s (elapsed %s) → %s', (short, elapsed, code) => {
    expect(mapStatus(short, elapsed)).toBe(code);
  });

  test('a code the documentation does not list is not guessed', () => {
    expect(mapStatus('XYZ', 10)).toBeNull();
  });

  test('minute: the clock while live, 45 at half-time, none before or after', () => {
    expect(minuteOf(MatchStatus.FirstHalf, 23)).toBe(23);
    expect(minuteOf(MatchStatus.HalfTime, 47)).toBe(45);
    expect(minuteOf(MatchStatus.Scheduled, null)).toBeNull();
    expect(minuteOf(MatchStatus.Finished, 90)).toBeNull();
    expect(minuteOf(MatchStatus.Postponed, null)).toBeNull();
  });
});

describe('storyOf', () => {
  test('goals (penalty, own goal) and the three documented cards in the order of play; no miss, shoot-out kick, or substitution without lineups', () => {
    const fixture = apiFixture({
      id: 1,
      date: '2026-03-15T18:00:00.000Z',
      status: 'P',
      elapsed: 120,
      home: { id: 127, name: 'Flamengo' },
      away: { id: 121, name: 'Palmeiras' },
      goals: [2, 1],
      events: [
        { minute: 90, extra: 3, side: 'away', player: 'Raphael Veiga', detail: 'Penalty' },
        { minute: 12, side: 'home', player: 'Pedro' },
        { minute: 30, side: 'home', player: 'G. Gómez', detail: 'Own Goal' },
        { minute: 33, side: 'away', player: 'Gerson', type: 'Card', detail: 'Yellow Card' },
        { minute: 61, side: 'away', player: 'Gerson', type: 'Card', detail: 'Second Yellow card' },
        { minute: 70, side: 'home', player: 'Pulgar', type: 'Card', detail: 'Red Card' },
        {
          minute: 64,
          side: 'home',
          player: 'Bruno Henrique',
          assist: 'Gabigol',
          type: 'subst',
          detail: 'Substitution 1',
        },
        { minute: 55, side: 'away', player: 'Flaco López', detail: 'Missed Penalty' },
        { minute: 120, side: 'home', player: 'Arrascaeta', detail: 'Penalty', comments: 'Penalty Shootout' },
      ],
    });
    expect(storyOf(fixture).map((e) => [e.type, e.side, e.minute, e.offset, e.playerName])).toEqual([
      ['goal', 'home', 12, null, 'Pedro'],
      ['own_goal', 'home', 30, null, 'G. Gómez'],
      ['yellow', 'away', 33, null, 'Gerson'],
      ['second_yellow', 'away', 61, null, 'Gerson'],
      ['red', 'home', 70, null, 'Pulgar'],
      ['penalty', 'away', 90, 3, 'Raphael Veiga'],
    ]);
  });
});

describe('storyOf: substitutions placed by the lineups', () => {
  // The documentation does not say which of `player` and `assist` comes on: the lineups say it.
  const base: FakeFixture = {
    id: 2,
    date: '2026-03-15T18:00:00.000Z',
    status: '2H',
    elapsed: 80,
    home: { id: 127, name: 'Flamengo' },
    away: { id: 121, name: 'Palmeiras' },
    goals: [0, 0],
    lineups: {
      home: {
        formation: '4-3-3',
        startXI: [
          { id: 11, name: 'Bruno Henrique', number: 27, pos: 'F', grid: '4:1' },
          { id: 14, name: 'Pedro', number: 9, pos: 'F', grid: '4:2' },
        ],
        substitutes: [
          { id: 12, name: 'Gabigol', number: 10, pos: 'F' },
          { id: 13, name: 'Everton', number: 11, pos: 'F' },
        ],
      },
      away: {
        formation: '4-2-3-1',
        startXI: [{ id: 21, name: 'Weverton', number: 21, pos: 'G', grid: '1:1' }],
        substitutes: [],
      },
    },
  };
  const subst = (minute: number, player: string, assist: string) => ({
    minute,
    side: 'home' as const,
    player,
    assist,
    type: 'subst' as const,
    detail: 'Substitution 1' as const,
  });
  const subs = (story: ReturnType<typeof storyOf>) =>
    story.filter((e) => e.type === 'substitution').map((e) => [e.minute, e.playerName, e.relatedName]);

  test('the one on the pitch goes off, whichever field names him; one who came on can go off later', () => {
    const fixture = apiFixture(
      // 64': `player` is the starter (off); 75': `player` is the one coming on, `assist` came on at 64'.
      { ...base, events: [subst(75, 'Everton', 'Gabigol'), subst(64, 'Bruno Henrique', 'Gabigol')] },
      true,
    );
    expect(subs(storyOf(fixture))).toEqual([
      [64, 'Gabigol', 'Bruno Henrique'],
      [75, 'Everton', 'Gabigol'],
    ]);
  });

  test('the live list has no lineups: the stored starters place them the same way; without any, none is guessed', () => {
    const fixture = apiFixture({ ...base, events: [subst(64, 'Gabigol', 'Bruno Henrique')] });
    expect(fixture.lineups).toBeUndefined();
    expect(subs(storyOf(fixture))).toEqual([]);
    expect(subs(storyOf(fixture, { home: new Set([11, 14]), away: new Set([21]) }))).toEqual([
      [64, 'Gabigol', 'Bruno Henrique'],
    ]);
  });

  test('both on the pitch, or neither: left out', () => {
    const fixture = apiFixture(
      { ...base, events: [subst(60, 'Bruno Henrique', 'Pedro'), subst(61, 'Gabigol', 'Everton')] },
      true,
    );
    expect(subs(storyOf(fixture))).toEqual([]);
  });
});

describe('goalsOf', () => {
  test('goals in scoring order with scorer, minute and stoppage; own goals count for the team credited; misses and shoot-out kicks do not', () => {
    const fixture = apiFixture({
      id: 1,
      date: '2026-03-15T18:00:00.000Z',
      status: 'P',
      elapsed: 120,
      home: { id: 127, name: 'Flamengo' },
      away: { id: 121, name: 'Palmeiras' },
      goals: [2, 2],
      events: [
        { minute: 90, extra: 3, side: 'away', player: 'Raphael Veiga', detail: 'Penalty' },
        { minute: 12, side: 'home', player: 'Pedro' },
        { minute: 30, side: 'home', player: 'G. Gómez', detail: 'Own Goal' },
        { minute: 40, side: 'home', player: 'Pedro', type: 'Card' },
        { minute: 55, side: 'away', player: 'Flaco López', detail: 'Missed Penalty' },
        { minute: 90, side: 'away', player: null },
        { minute: 120, side: 'home', player: 'Arrascaeta', detail: 'Penalty', comments: 'Penalty Shootout' },
      ],
    });
    expect(goalsOf(fixture)).toEqual([
      { side: 'home', player: 'Pedro', minute: 12, offset: null, goalId: null },
      { side: 'home', player: 'G. Gómez', minute: 30, offset: null, goalId: null },
      { side: 'away', player: null, minute: 90, offset: null, goalId: null },
      { side: 'away', player: 'Raphael Veiga', minute: 90, offset: 3, goalId: null },
    ]);
  });
});

describe('team mapping', () => {
  const index = teamIndex([
    { id: 1, name: 'São Paulo', officialName: 'São Paulo FC', aliases: ['SPFC', 'Tricolor Paulista'] },
    { id: 2, name: 'Vasco', officialName: 'CR Vasco da Gama', aliases: ['Vasco da Gama'] },
    { id: 3, name: 'Atlético-MG', officialName: 'Clube Atlético Mineiro', aliases: ['Atlético Mineiro', 'Galo'] },
    { id: 4, name: 'Fortaleza', officialName: 'Fortaleza EC', aliases: [] },
    { id: 5, name: 'Botafogo', officialName: 'Botafogo FR', aliases: [] },
    { id: 6, name: 'Botafogo', officialName: 'Botafogo FC (SP)', aliases: ['Botafogo-SP'] },
  ]);

  test.each([
    ['Sao Paulo', [1]],
    ['SAO PAULO', [1]],
    ['Vasco DA Gama', [2]],
    ['Atletico-MG', [3]],
    ['Atletico Mineiro', [3]],
    ['Fortaleza EC', [4]],
    ['Botafogo SP', [6]],
  ])('%s → %j', (name, ids) => {
    expect(lookupTeam(index, name)).toEqual(ids);
  });

  test('a name several teams share gives them all (the fixture and date decide); an unknown name gives none', () => {
    expect(lookupTeam(index, 'Botafogo').sort()).toEqual([5, 6]);
    expect(lookupTeam(index, 'Boca Juniors')).toEqual([]);
  });
});

describe('lineupsOf', () => {
  const base = {
    id: 1,
    date: '2026-03-15T18:00:00.000Z',
    status: 'FT',
    elapsed: 90,
    home: { id: 127, name: 'Flamengo' },
    away: { id: 121, name: 'Palmeiras' },
  };

  test('starters take their line from the grid row (goalkeeper 0) and place from its column; the bench keeps its order; positions as our squads write them', () => {
    const fixture = apiFixture(
      {
        ...base,
        lineups: {
          home: {
            formation: '4-3-3',
            startXI: [
              { id: 1, name: 'Rossi', number: 1, pos: 'G', grid: '1:1' },
              { id: 2, name: 'Léo Ortiz', number: 3, pos: 'D', grid: '2:3' },
            ],
            substitutes: [
              { id: 3, name: 'Matheus Cunha', number: 25, pos: 'G' },
              { id: 4, name: 'Bruno Henrique', number: 27, pos: 'F' },
            ],
          },
          away: {
            formation: '4-4-2',
            startXI: [{ id: null, name: ' Weverton ', number: 21, pos: 'G', grid: '1:1' }],
            substitutes: [],
          },
        },
      },
      true,
    );
    expect(lineupsOf(fixture)).toEqual([
      {
        side: 'home',
        apiFootballId: 1,
        name: 'Rossi',
        shirtNumber: 1,
        position: 'GK',
        starter: true,
        line: 0,
        slot: 0,
      },
      {
        side: 'home',
        apiFootballId: 2,
        name: 'Léo Ortiz',
        shirtNumber: 3,
        position: 'DF',
        starter: true,
        line: 1,
        slot: 2,
      },
      {
        side: 'home',
        apiFootballId: 3,
        name: 'Matheus Cunha',
        shirtNumber: 25,
        position: 'GK',
        starter: false,
        line: null,
        slot: 0,
      },
      {
        side: 'home',
        apiFootballId: 4,
        name: 'Bruno Henrique',
        shirtNumber: 27,
        position: 'FW',
        starter: false,
        line: null,
        slot: 1,
      },
      {
        side: 'away',
        apiFootballId: null,
        name: 'Weverton',
        shirtNumber: 21,
        position: 'GK',
        starter: true,
        line: 0,
        slot: 0,
      },
    ]);
  });

  test("each side's formation and coach as given; an unnamed coach or a formation that is not lines stays unknown", () => {
    const fixture = apiFixture(
      {
        ...base,
        lineups: {
          home: { formation: '4-3-3', coach: ' Filipe Luís ', startXI: [], substitutes: [] },
          away: { formation: 'unknown', startXI: [], substitutes: [] },
        },
      },
      true,
    );
    expect(lineupSidesOf(fixture)).toEqual({
      home: { formation: '4-3-3', coach: 'Filipe Luís' },
      away: { formation: null, coach: null },
    });
    expect(lineupSidesOf(apiFixture(base, true))).toEqual({});
  });

  test('no lineups where coverage lacks them (an empty array), and none in a live=all answer', () => {
    expect(lineupsOf(apiFixture(base, true))).toEqual([]);
    expect(lineupsOf(apiFixture(base))).toEqual([]);
  });
});
