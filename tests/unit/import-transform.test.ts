// planImport (decision 0124): the rows of one season from what its source says of it, the neutral
// shape, and the clock: the identities the source gave, every spelling's aliases, the clock's state.
import { describe, expect, test } from 'vitest';
import { MatchStatus } from '@shared/match-status';
import { planImport } from '@server/modules/football/import/transform';
import type { SourceFixture, SourceSeason } from '@server/modules/football/source';

const season: SourceSeason = {
  competition: { code: 'uefa.cl', name: 'Champions League', country: 'Europa', kind: 'cup' },
  ref: 'football.json/2024-25/uefa.cl',
  name: '2024/25',
  startsOn: null,
  endsOn: null,
  coverage: null,
};
// The source's refs; the rows take the identity keys (for openfootball the same strings).
const arsenal = { ref: 'exemplo', name: 'Clube Exemplo (POR)' };
const psg = { ref: 'psg', name: 'Paris Saint-Germain FC (FRA)' };
const fixture = (over: Partial<SourceFixture>): SourceFixture => ({
  ref: `${season.ref}|Semi-finals|x|y`,
  seasonRef: season.ref,
  round: 'Semi-finals',
  group: null,
  home: arsenal,
  away: psg,
  kickoffAt: new Date('2025-04-29T19:00:00Z'),
  kickoffKnown: true,
  date: '2025-04-29',
  venue: null,
  referee: null,
  state: 'scheduled',
  status: MatchStatus.Scheduled,
  providerStatus: null,
  result: null,
  goals: null,
  ...over,
});
const result = {
  home: 0,
  away: 1,
  ftHome: 0,
  ftAway: 1,
  htHome: 0,
  htAway: 1,
  etHome: null,
  etAway: null,
  penHome: null,
  penAway: null,
};

describe('planImport from the neutral shape', () => {
  const fixtures = [
    fixture({
      ref: 'a',
      state: 'finished',
      result,
      goals: [{ side: 'away', player: 'Ousmane Dembélé', minute: 4, offset: null, penalty: false, ownGoal: false }],
    }),
    // The same club spelled another way (the source's ref says so): one team, both spellings its aliases.
    fixture({
      ref: 'b',
      round: 'Final',
      date: '2025-05-31',
      kickoffAt: new Date('2025-05-31T19:00:00Z'),
      home: { ...arsenal, name: 'Clube Exemplo SC (POR)' },
      away: psg,
    }),
    fixture({
      ref: 'c',
      round: 'League, Matchday 1',
      date: '2024-09-17',
      kickoffAt: new Date('2024-09-17T19:00:00Z'),
      state: 'postponed',
    }),
  ];
  const plan = planImport(season, [arsenal, psg], fixtures, { checksum: 'x', now: new Date('2025-05-01T00:00:00Z') });

  test('matches keep the fixtures refs as source keys; rounds ordered by their first day', () => {
    expect(plan.matches.map((m) => [m.sourceKey, m.round, m.roundOrder])).toEqual([
      ['a', 'Semi-finals', 1],
      ['b', 'Final', 2],
      ['c', 'League, Matchday 1', 0],
    ]);
    expect(plan.season).toMatchObject({ sourceKey: season.ref, startsOn: '2024-09-17', endsOn: '2025-05-31' });
  });

  test('one team per ref, every spelling an alias; goals on their match', () => {
    expect(plan.teams.map((t) => t.key)).toEqual(['POR:clube exemplo', 'FRA:paris saint-germain fc']);
    expect(plan.matches.map((m) => [m.homeTeamKey, m.awayTeamKey])[1]).toEqual([
      'POR:clube exemplo',
      'FRA:paris saint-germain fc',
    ]);
    // (The display name itself, "Clube Exemplo", is no alias.)
    expect(plan.teams[0]).toMatchObject({ name: 'Clube Exemplo', aliases: ['Clube Exemplo SC'] });
    expect(plan.goals).toEqual([
      {
        matchSourceKey: 'a',
        side: 'away',
        player: 'Ousmane Dembélé',
        minute: 4,
        offset: null,
        penalty: false,
        ownGoal: false,
      },
    ]);
  });

  test('the clock decides the state: settled, still to come, postponed', () => {
    expect(plan.matches.map((m) => [m.status, m.homeScore, m.awayScore, m.htAway])).toEqual([
      [MatchStatus.Finished, 0, 1, 1],
      [MatchStatus.Scheduled, null, null, null],
      [MatchStatus.Postponed, null, null, null],
    ]);
  });
});
