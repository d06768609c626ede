// Both sources through the one interface (decision 0124): the same reads, the same shape checks.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { isFinished, isLive, MatchStatus } from '../../src/shared/match-status';
import type { Outcome } from '../../src/server/modules/data-sync/client';
import { createApiFootballSource } from '../../src/server/modules/data-sync/source';
import { createOpenFootballSource } from '../../src/server/modules/football/import/source';
import type { FootballSource, SourceFixture, SourceTeam } from '../../src/server/modules/football/source';

const dataDir = mkdtempSync(path.join(tmpdir(), 'source-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function writeFile(name: string, content: unknown) {
  mkdirSync(path.join(dataDir, 'football.json', '2025'), { recursive: true });
  writeFileSync(path.join(dataDir, 'football.json', '2025', name), JSON.stringify(content));
}

writeFile('br.1.json', {
  name: 'Brasileirão 2025',
  matches: [
    {
      round: 'Matchday 1',
      date: '2025-03-29',
      time: '16:00',
      team1: 'Palmeiras',
      team2: 'Botafogo',
      score: { ht: [1, 0], ft: [2, 1] },
      goals1: [{ name: 'Vitor Roque', minute: 10 }],
      goals2: [],
    },
    { round: 'Matchday 2', date: '2025-04-05', team1: 'Botafogo', team2: 'Palmeiras' },
    {
      round: 'Matchday 3',
      date: '2025-04-12',
      team1: 'Palmeiras',
      team2: 'Botafogo',
      score: { ft: [1, 1], et: [2, 2], p: [4, 3] },
    },
  ],
});
writeFile('br.2.json', { name: 'broken', matches: [{ round: 'x' }] });

const team = (id: number, name: string) => ({ id, name, logo: null });
const fixture = (
  id: number,
  short: string,
  goals: [number | null, number | null],
  round: string,
  { league = 71, referee = null as string | null, date = '2025-03-29T19:00:00+00:00' } = {},
) => ({
  fixture: { id, referee, date, venue: { name: 'Allianz' }, status: { short } },
  league: { id: league, season: 2025, round },
  teams: { home: team(121, 'Palmeiras'), away: team(120, 'Botafogo') },
  goals: { home: goals[0], away: goals[1] },
  score: { halftime: { home: 1, away: 0 }, fulltime: { home: goals[0], away: goals[1] } },
});

/** API-Football's answers, keyed by path; parsed by each request's schema as the client does. */
const answers: Record<string, unknown[]> = {
  '/leagues': [
    {
      league: { id: 71, name: 'Serie A', type: 'League' },
      country: { name: 'Brazil' },
      seasons: [
        {
          year: 2025,
          start: '2025-03-29',
          end: '2025-12-21',
          current: true,
          coverage: { standings: true, top_scorers: false, fixtures: { events: true } },
        },
      ],
    },
  ],
  '/teams': [{ team: team(121, 'Palmeiras') }, { team: team(120, 'Botafogo') }],
  '/fixtures': [
    fixture(1, 'FT', [2, 1], 'Regular Season - 1', { referee: ' Anderson Daronco ' }),
    fixture(2, 'NS', [null, null], 'Regular Season - 2', { date: '2025-04-05T19:00:00+00:00' }),
    // A finished fixture without its score: no result (a partial answer).
    fixture(3, 'FT', [null, null], 'Regular Season - 3'),
    // A status the documentation does not list.
    fixture(4, 'XYZ', [null, null], 'Regular Season - 4'),
    // Another league's fixture (a day's answer has every league's).
    fixture(5, 'NS', [null, null], 'Regular Season - 1', { league: 72 }),
  ],
  '/standings': [
    {
      league: {
        id: 71,
        season: 2025,
        standings: [
          [
            {
              rank: 1,
              team: team(121, 'Palmeiras'),
              points: 3,
              goalsDiff: 1,
              all: { played: 1, win: 1, draw: 0, lose: 0, goals: { for: 2, against: 1 } },
            },
          ],
        ],
      },
    },
  ],
  '/players/topscorers': [
    {
      player: { id: 9, name: 'Vitor Roque' },
      statistics: [{ team: team(121, 'Palmeiras'), goals: { total: 1, assists: null } }],
    },
  ],
};
let failing = false;
const client = {
  async get<S extends z.ZodType>(
    pathName: string,
    query: Record<string, unknown>,
    item: S,
  ): Promise<Outcome<z.infer<S>>> {
    if (failing) return { ok: false, kind: 'down', message: 'API-Football fora do ar (HTTP 503).' };
    let raws = answers[pathName] ?? [];
    // ?date=: that UTC day's fixtures, of every league.
    if (typeof query.date === 'string')
      raws = raws.filter((raw) => (raw as { fixture: { date: string } }).fixture.date.startsWith(query.date as string));
    return { ok: true, items: raws.map((raw) => item.parse(raw)) };
  },
};

const sources: FootballSource[] = [createOpenFootballSource({ dataDir }), createApiFootballSource(client)];

describe.each(sources.map((source) => [source.name, source] as const))('%s through FootballSource', (_, source) => {
  async function season() {
    const read = await source.seasons('br.1');
    if (!read.ok) throw new Error(read.message);
    return read.items[0];
  }

  it('has the season of a competition it covers, none of one it does not', async () => {
    const s = await season();
    expect(s.competition).toMatchObject({ code: 'br.1', name: 'Brasileirão Série A', kind: 'league' });
    expect(s.ref).toEqual(expect.any(String));
    expect(s.name).toBe('2025');
    expect(s.startsOn).toBe('2025-03-29');
    expect(s.coverage === null || typeof s.coverage === 'object').toBe(true);
    expect(await source.seasons('nope')).toEqual({ ok: true, items: [] });
  });

  it('reads teams, and fixtures whose teams are among them', async () => {
    const s = await season();
    const teams = await source.teams(s);
    if (!teams.ok) throw new Error(teams.message);
    expect(teams.items.map((t: SourceTeam) => t.name).sort()).toEqual(['Botafogo', 'Palmeiras']);
    const refs = new Set(teams.items.map((t) => t.ref));

    const fixtures = await source.fixtures(s);
    if (!fixtures.ok) throw new Error(fixtures.message);
    expect(fixtures.items.length).toBeGreaterThanOrEqual(2);
    for (const f of fixtures.items as SourceFixture[]) {
      expect(refs.has(f.home.ref) && refs.has(f.away.ref)).toBe(true);
      expect(Number.isNaN(f.kickoffAt.getTime())).toBe(false);
      expect(['scheduled', 'live', 'finished', 'postponed', 'unknown']).toContain(f.state);
      expect(f.round).toMatch(/^Matchday \d+$/);
      expect(f.seasonRef).toBe(s.ref);
      // The app's status code says what the state says; unknown is null.
      if (f.state === 'finished') expect(isFinished(f.status!)).toBe(true);
      if (f.state === 'live') expect(isLive(f.status!)).toBe(true);
      if (f.state === 'scheduled') expect(f.status).toBe(MatchStatus.Scheduled);
      if (f.state === 'postponed') expect(f.status).toBe(MatchStatus.Postponed);
      expect(f.status === null).toBe(f.state === 'unknown');
      expect(f.providerStatus === null || typeof f.providerStatus === 'string').toBe(true);
      expect(f.referee === null || f.referee.trim() === f.referee).toBe(true);
      // A result only on a finished fixture.
      if (f.result) expect(f.state).toBe('finished');
    }
    const [first, second] = fixtures.items;
    expect(first.result).toMatchObject({ home: 2, away: 1, ftHome: 2, ftAway: 1, htHome: 1, htAway: 0 });
    expect(first.status).toBe(MatchStatus.Finished);
    expect(second).toMatchObject({ state: 'scheduled', status: MatchStatus.Scheduled, result: null });
    expect(new Set(fixtures.items.map((f) => f.ref)).size).toBe(fixtures.items.length);
  });

  it("reads a day's fixtures of the seasons asked for, nothing of others", async () => {
    const s = await season();
    const fixtures = await source.fixtures(s);
    const day = await source.dayFixtures('2025-03-29', [s]);
    if (!fixtures.ok || !day.ok) throw new Error('leitura falhou');
    expect(day.items.map((f) => f.ref)).toContain(fixtures.items[0].ref);
    expect(day.items.map((f) => f.ref)).not.toContain(fixtures.items[1].ref);
    for (const f of day.items) {
      expect(f.seasonRef).toBe(s.ref);
      expect(f.kickoffAt.toISOString().slice(0, 10)).toBe('2025-03-29');
    }
    expect(await source.dayFixtures('2025-03-29', [])).toEqual({ ok: true, items: [] });
  });

  it('says which optional entities it has: null when it has none', async () => {
    const s = await season();
    const standings = await source.standings(s);
    const scorers = await source.scorers(s);
    expect(standings !== null).toBe(source.provides.standings);
    expect(scorers !== null).toBe(source.provides.scorers);
    if (standings?.ok) expect(standings.items[0]).toMatchObject({ rank: 1, points: 3, team: { name: 'Palmeiras' } });
    if (scorers?.ok) expect(scorers.items[0]).toMatchObject({ rank: 1, player: 'Vitor Roque', goals: 1 });
  });
});

it('openfootball: goals come with the fixture; an invalid file is a failed read, not a throw', async () => {
  const source = createOpenFootballSource({ dataDir });
  const read = await source.seasons('br.1');
  if (!read.ok) throw new Error(read.message);
  const fixtures = await source.fixtures(read.items[0]);
  expect(fixtures.ok && fixtures.items[0].goals).toEqual([
    { side: 'home', player: 'Vitor Roque', minute: 10, offset: null, penalty: false, ownGoal: false },
  ]);
  expect(read.items[0].coverage).toBeNull();
  // Settled as the importer settles it: after extra time and penalties, the score after extra time.
  expect(fixtures.ok && fixtures.items[2]).toMatchObject({
    state: 'finished',
    status: MatchStatus.FinishedAfterPenalties,
    providerStatus: null,
    referee: null,
    result: { home: 2, away: 2, ftHome: 1, ftAway: 1, etHome: 2, penHome: 4, penAway: 3 },
  });
  const broken = await source.seasons('br.2');
  if (!broken.ok) throw new Error(broken.message);
  expect(await source.fixtures(broken.items[0])).toMatchObject({ ok: false, kind: 'malformed' });
  expect(await source.dayFixtures('2025-03-29', [read.items[0], broken.items[0]])).toMatchObject({
    ok: false,
    kind: 'malformed',
  });
});

it('openfootball: the demo shift moves kick-offs, match days and season dates, never the identities', async () => {
  const real = createOpenFootballSource({ dataDir });
  const moved = createOpenFootballSource({ dataDir, shiftDays: 364, shiftMinutes: 135 });
  const seasons = await real.seasons('br.1');
  if (!seasons.ok) throw new Error(seasons.message);
  const season = seasons.items[0];
  const read = await moved.seasons('br.1');
  expect(read.ok && read.items[0]).toMatchObject({ ref: season.ref, startsOn: '2026-03-28', endsOn: '2026-04-11' });
  const before = await real.fixtures(season);
  const after = await moved.fixtures(season);
  if (!before.ok || !after.ok) throw new Error('leitura falhou');
  expect(before.items[0]).toMatchObject({ date: '2025-03-29', kickoffAt: new Date('2025-03-29T19:00:00Z') });
  expect(after.items[0]).toMatchObject({ date: '2026-03-28', kickoffAt: new Date('2026-03-28T21:15:00Z') });
  expect(after.items.map((f) => f.ref)).toEqual(before.items.map((f) => f.ref));
});

it('API-Football: a finished fixture without its score has no result; a failed request is an outcome', async () => {
  const source = createApiFootballSource(client);
  const read = await source.seasons('br.1');
  if (!read.ok) throw new Error(read.message);
  expect(read.items[0].coverage).toEqual({ standings: true, top_scorers: false, fixtures: { events: true } });
  const fixtures = await source.fixtures(read.items[0]);
  if (!fixtures.ok) throw new Error(fixtures.message);
  // The provider's words kept: its short status, the referee trimmed.
  expect(fixtures.items[0]).toMatchObject({ providerStatus: 'FT', referee: 'Anderson Daronco', goals: null });
  expect(fixtures.items[2]).toMatchObject({ state: 'finished', result: null, goals: null });
  // A status the documentation does not list: unknown, no status code, its word kept.
  expect(fixtures.items[3]).toMatchObject({ state: 'unknown', status: null, providerStatus: 'XYZ' });
  // Another league's fixture is not this season's, in the season's list nor in the day's.
  expect(fixtures.items.map((f) => f.ref)).not.toContain('5');
  const day = await source.dayFixtures('2025-03-29', read.items);
  expect(day.ok && day.items.map((f) => f.ref)).toEqual(['1', '3', '4']);
  failing = true;
  try {
    expect(await source.fixtures(read.items[0])).toMatchObject({ ok: false, kind: 'down' });
    expect(await source.dayFixtures('2025-03-29', read.items)).toMatchObject({ ok: false, kind: 'down' });
    expect(await source.standings(read.items[0])).toMatchObject({ ok: false, kind: 'down' });
  } finally {
    failing = false;
  }
});
