// API-Football v3 team statistics → our rows (issue 31 point 6): the documented types and value
// forms (counts, "32%", "1.34", null), both teams side by side in the page's order, and what a
// forged or odd answer cannot do (a third team, an unknown type, a non-number).
import { describe, expect, test } from 'vitest';
import { statisticsOf, type ApiFixture } from '@server/modules/live/api-football-map';
import { teamStatisticsOf } from '@server/modules/football/statistics';
import { TEAM_STAT_LABELS, teamStatText } from '@shared/football-labels';
import { TEAM_STAT_KINDS } from '@shared/football-rules';
import { apiFixture, type FakeFixture } from '../support/fake-api-football';

const base: FakeFixture = {
  id: 215_662,
  date: '2026-04-12T19:00:00.000Z',
  status: 'FT',
  elapsed: 90,
  home: { id: 463, name: 'Aldosivi' },
  away: { id: 442, name: 'Defensa Y Justicia' },
  goals: [0, 1],
};

/** The documentation's example for one team (fixture 215662), with expected_goals as real answers add it. */
const documented = [
  { type: 'Shots on Goal', value: 3 },
  { type: 'Shots off Goal', value: 2 },
  { type: 'Total Shots', value: 9 },
  { type: 'Blocked Shots', value: 4 },
  { type: 'Shots insidebox', value: 4 },
  { type: 'Shots outsidebox', value: 5 },
  { type: 'Fouls', value: 22 },
  { type: 'Corner Kicks', value: 3 },
  { type: 'Offsides', value: 1 },
  { type: 'Ball Possession', value: '32%' },
  { type: 'Yellow Cards', value: 5 },
  { type: 'Red Cards', value: 1 },
  { type: 'Goalkeeper Saves', value: null },
  { type: 'Total passes', value: 242 },
  { type: 'Passes accurate', value: 121 },
  { type: 'Passes %', value: null },
  { type: 'expected_goals', value: '1.34' },
];

const fixtureWith = (statistics: FakeFixture['statistics']) =>
  apiFixture({ ...base, statistics }, true) as unknown as ApiFixture;

describe('statisticsOf', () => {
  test('every documented type onto ours, both teams per row, in the order the page shows', () => {
    const rows = statisticsOf(
      fixtureWith({
        home: documented,
        away: documented.map((item) =>
          item.type === 'Ball Possession'
            ? { ...item, value: '68%' }
            : item.type === 'Fouls'
              ? { ...item, value: 14 }
              : item,
        ),
      }),
    );
    expect(rows).toEqual([
      { kind: 'possession', home: 32, away: 68 },
      { kind: 'expected_goals', home: 1.34, away: 1.34 },
      { kind: 'shots', home: 9, away: 9 },
      { kind: 'shots_on_goal', home: 3, away: 3 },
      { kind: 'shots_off_goal', home: 2, away: 2 },
      { kind: 'blocked_shots', home: 4, away: 4 },
      { kind: 'shots_inside_box', home: 4, away: 4 },
      { kind: 'shots_outside_box', home: 5, away: 5 },
      { kind: 'corners', home: 3, away: 3 },
      { kind: 'offsides', home: 1, away: 1 },
      { kind: 'fouls', home: 22, away: 14 },
      { kind: 'yellow_cards', home: 5, away: 5 },
      { kind: 'red_cards', home: 1, away: 1 },
      // Goalkeeper Saves and Passes %: null for both teams, so left out (never 0 x 0).
      { kind: 'passes', home: 242, away: 242 },
      { kind: 'passes_accurate', home: 121, away: 121 },
    ]);
  });

  test('coverage without statistics (`statistics: []` or absent) gives nothing to write', () => {
    expect(statisticsOf(fixtureWith(undefined))).toEqual([]);
    expect(statisticsOf(apiFixture(base) as unknown as ApiFixture)).toEqual([]);
    expect(
      statisticsOf(fixtureWith({ home: [{ type: 'Fouls', value: null }], away: [{ type: 'Fouls', value: null }] })),
    ).toEqual([]);
  });

  test('one side silent stays null (the provider did not say), the other keeps its value', () => {
    expect(
      statisticsOf(
        fixtureWith({ home: [{ type: 'Corner Kicks', value: 6 }], away: [{ type: 'Corner Kicks', value: null }] }),
      ),
    ).toEqual([{ kind: 'corners', home: 6, away: null }]);
  });

  test('an odd answer cannot add rows or invent numbers: a third team, unknown types, non-numbers', () => {
    const fixture = fixtureWith({
      home: [
        { type: 'Ball Possession', value: 'muito' },
        { type: 'Total Shots', value: '12' },
        { type: 'Dangerous Attacks', value: 70 },
        { type: '__proto__', value: 1 },
      ],
      away: [{ type: 'Total Shots', value: 8 }],
    });
    fixture.statistics!.push({
      team: { id: 999, name: 'Outro' },
      statistics: [{ type: 'Total Shots', value: 99 }],
    });
    expect(statisticsOf(fixture)).toEqual([{ kind: 'shots', home: 12, away: 8 }]);
    // However long the answer, at most one row per kind we know.
    const flood = fixtureWith({
      home: Array.from({ length: 5000 }, (_, i) => ({ type: i % 2 ? 'Fouls' : `Tipo ${i}`, value: i })),
      away: [],
    });
    expect(statisticsOf(flood)).toEqual([{ kind: 'fouls', home: 4999, away: null }]);
  });
});

describe('teamStatisticsOf (what the match detail serves)', () => {
  test('stored rows in the page order; a kind this version does not know left out; none stored: null', () => {
    expect(
      teamStatisticsOf([
        { kind: 'fouls', home: 10, away: 12 },
        { kind: 'goals_prevented', home: 0.5, away: 0.1 },
        { kind: 'possession', home: 40, away: 60 },
      ]),
    ).toEqual([
      { kind: 'possession', home: 40, away: 60 },
      { kind: 'fouls', home: 10, away: 12 },
    ]);
    expect(teamStatisticsOf([])).toBeNull();
  });
});

describe('labels', () => {
  test('every kind has its pt-BR label; values written the Brazilian way', () => {
    for (const kind of TEAM_STAT_KINDS) expect(TEAM_STAT_LABELS[kind]).toMatch(/^[A-ZÀ-Ú]/);
    expect(TEAM_STAT_LABELS.possession).toBe('Posse de bola');
    expect(TEAM_STAT_LABELS.expected_goals).toBe('Gols esperados (xG)');
    expect(teamStatText('possession', 55)).toBe('55%');
    expect(teamStatText('expected_goals', 1.3)).toBe('1,30');
    expect(teamStatText('corners', 7)).toBe('7');
    expect(teamStatText('offsides', null)).toBe('–');
  });
});
