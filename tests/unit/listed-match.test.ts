// The lists' per-match shape memory (to-match.ts listedMatch) and the JSON made from it: a row read
// again unchanged gives the same object (and JSON) back; any change of a column gives a fresh one,
// even with the same updated_at (a frozen clock, two writes in one millisecond).
import { describe, expect, test } from 'vitest';
import type { Directory, Season, Team } from '@server/modules/football/directory';
import type { ListedMatch } from '@server/modules/football/repo';
import { listedMatch, matchesJson, toMatch } from '@server/modules/football/to-match';
import { matchListJson } from '@server/modules/football/routes';
import { createTeamSearch } from '@server/modules/football/team-search';

function team(id: number, name: string): Team {
  return {
    id,
    name,
    ref: { id, name, slug: name.toLowerCase(), img: `/api/teams/${id}/crest.svg` },
  } as unknown as Team;
}

function directory(homeName = 'Flamengo'): Directory {
  const season = {
    id: 7,
    name: '2026',
    competitionId: 3,
    competitionName: 'Brasileirão Série A',
    competitionSlug: 'brasileirao',
    country: 'Brasil',
    priority: 1,
  } as unknown as Season;
  return {
    teams: new Map([
      [1, team(1, homeName)],
      [2, team(2, 'Palmeiras')],
    ]),
    seasons: new Map([[7, season]]),
    byCompetition: new Map([[3, [season]]]),
    teamPriority: new Map(),
    teamSearch: createTeamSearch([]),
    leagueSearch: createTeamSearch([]),
    mainSeason: new Map(),
    seasonOrder: [7],
    groupRounds: new Map(),
  };
}

const row = (changes: Partial<ListedMatch> = {}): ListedMatch => ({
  id: 10,
  seasonId: 7,
  round: 'Matchday 3',
  homeTeamId: 1,
  awayTeamId: 2,
  kickoffAt: new Date('2026-03-15T19:00:00Z'),
  kickoffKnown: true,
  venue: 'Maracanã',
  status: 1,
  minute: 12,
  homeScore: 0,
  awayScore: 0,
  penHome: null,
  penAway: null,
  updatedAt: new Date('2026-03-15T19:12:00Z'),
  feedStatus: null,
  ...changes,
});

describe('listedMatch', () => {
  test('an unchanged row (read again, new objects) gives the same shape back', () => {
    const dir = directory();
    const first = listedMatch(row(), dir);
    expect(first).toEqual(toMatch(row(), dir));
    expect(listedMatch(row(), dir)).toBe(first);
  });

  test('any changed column gives a fresh shape, even with the same updated_at', () => {
    const dir = directory();
    const before = listedMatch(row(), dir);
    const changes: Partial<ListedMatch>[] = [
      { homeScore: 1 },
      { awayScore: 2 },
      { minute: 13 },
      { status: 11 },
      { kickoffAt: new Date('2026-03-15T20:00:00Z') },
      { kickoffKnown: false },
      { venue: null },
      { round: 'Matchday 4' },
      { seasonId: 8 },
      { homeTeamId: 2, awayTeamId: 1 },
      { status: 32, penHome: 4, penAway: 3 },
      { updatedAt: new Date('2026-03-15T19:13:00Z') },
    ];
    for (const change of changes) {
      const changed = row(change);
      const shape = listedMatch(changed, dir);
      expect(shape).not.toBe(before);
      expect(shape).toEqual(toMatch(changed, dir));
      // Back to the first row: its shape is made again, equal to the first.
      expect(listedMatch(row(), dir)).toEqual(before);
    }
    expect(listedMatch(row({ homeScore: 1 }), dir).homeScore).toBe(1);
  });

  test('a new directory (after an import) does not reuse the old shapes', () => {
    const before = listedMatch(row(), directory());
    const renamed = listedMatch(row(), directory('Clube de Regatas do Flamengo'));
    expect(renamed).not.toBe(before);
    expect(renamed.homeTeam.name).toBe('Clube de Regatas do Flamengo');
  });
});

describe('the JSON of match lists', () => {
  test('is JSON.stringify of the list, also after a match changed', () => {
    const dir = directory();
    const matches = [listedMatch(row(), dir), listedMatch(row({ id: 11, venue: null, round: null }), dir)];
    expect(matchesJson(matches)).toBe(JSON.stringify(matches));
    expect(matchesJson([])).toBe('[]');
    const list = { matches, timestamp: 1773601920000 };
    expect(matchListJson(list)).toBe(JSON.stringify(list));
    const changed = [listedMatch(row({ homeScore: 1 }), dir), matches[1]];
    expect(matchesJson(changed)).toBe(JSON.stringify(changed));
    expect(JSON.parse(matchesJson(changed))[0].homeScore).toBe(1);
  });
});
