// The football and search HTTP API over the whole shipped dataset (demo calendar on): shapes,
// caching headers, search behaviour and the 400/404 answers.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  h2hSchema,
  leagueDetailSchema,
  leagueListSchema,
  leagueStatsSchema,
  matchDetailSchema,
  matchListSchema,
  searchResultSchema,
  teamDetailSchema,
  type Match,
} from '@shared/football';
import { ymdIn, addDays } from '@shared/datetime';
import { isLive } from '@shared/match-status';
import { databaseKinds } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';

describe.each(databaseKinds())('football API on %s', (kind) => {
  let testApp: TestApp;
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    testApp = await createTestApp({ kind, env: { DEMO_SHIFT_WEEKS: '52' } });
    const report = await testApp.football.importData();
    expect(report.failed).toEqual([]);
  });
  afterAll(() => testApp.close());

  test('GET /api/soccer/matches (today) answers { matches, timestamp } with no-store', async () => {
    const response = await get('/api/soccer/matches?includeTeams=true');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = matchListSchema.parse(response.json());
    const today = ymdIn(new Date());
    expect(body.matches.every((m) => m.matchDate === today)).toBe(true);
    const again = matchListSchema.parse((await get(`/api/soccer/matches?date=${today}&includeTeams=true`)).json());
    expect(again.timestamp).toBeGreaterThanOrEqual(body.timestamp);
  });

  test('a past day shows real results; a later day is scheduled; filters narrow the list', async () => {
    const today = ymdIn(new Date());
    let past: Match[] = [];
    for (let back = 1; back < 8 && !past.length; back++)
      past = matchListSchema.parse((await get(`/api/soccer/matches?date=${addDays(today, -back)}`)).json()).matches;
    expect(past.length).toBeGreaterThan(0);
    const finished = past.filter((m) => [3, 31, 32].includes(m.status));
    expect(finished.length).toBeGreaterThan(0);
    expect(
      finished.every((m) => m.homeScore != null && m.awayScore != null && m.statusName.startsWith('Finalizado')),
    ).toBe(true);

    let future: Match[] = [];
    for (let ahead = 2; ahead < 9 && !future.length; ahead++)
      future = matchListSchema.parse((await get(`/api/soccer/matches?date=${addDays(today, ahead)}`)).json()).matches;
    expect(future.length).toBeGreaterThan(0);
    expect(future.every((m) => m.status === 0 && m.homeScore === null)).toBe(true);

    const league = past[0].competition!.id;
    const day = past[0].matchDate;
    const filtered = matchListSchema.parse(
      (await get(`/api/soccer/matches?date=${day}&league=${league}&status=finished`)).json(),
    ).matches;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((m) => m.competition!.id === league && [3, 31, 32, 4].includes(m.status))).toBe(true);
    const none = matchListSchema.parse(
      (await get(`/api/soccer/matches?date=${day}&status=scheduled&league=${league}`)).json(),
    ).matches;
    expect(none.every((m) => m.status === 0)).toBe(true);
  });

  test('a bad date, status or league is a 400 with a Portuguese message', async () => {
    for (const [url, message] of [
      ['/api/soccer/matches?date=2026-02-30', 'A data deve ser um dia válido no formato AAAA-MM-DD.'],
      ['/api/soccer/matches?date=ontem', 'A data deve ser um dia válido no formato AAAA-MM-DD.'],
      ['/api/soccer/matches?status=talvez', /^O filtro de situação deve ser um destes valores: "live"/],
      ['/api/soccer/matches?league=abc', 'A liga deve ser um número.'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  test('GET /api/soccer/matches/live lists only live matches', async () => {
    const body = matchListSchema.parse((await get('/api/soccer/matches/live')).json());
    expect(body.matches.every((m) => isLive(m.status))).toBe(true);
  });

  test('GET /api/soccer/matches/:id has goals, form, head-to-head and both table rows', async () => {
    // The 2022 World Cup final (finished, with scorers), found through search.
    const results = searchResultSchema.parse(
      (await get('/api/search/matches?q=argentina%20x%20franca&limit=5')).json(),
    );
    const final = results.find((m) => m.round === 'Final')!;
    expect(final).toBeDefined();
    const response = await get(`/api/soccer/matches/${final.id}`);
    expect(response.statusCode).toBe(200);
    const detail = matchDetailSchema.parse(response.json());
    expect(detail.match).toMatchObject({ status: 32, homeScore: 3, awayScore: 3, penalties: { home: 4, away: 2 } });
    expect(detail.goals.filter((g) => g.side === 'away').map((g) => g.player)).toEqual([
      'Kylian Mbappé',
      'Kylian Mbappé',
      'Kylian Mbappé',
    ]);
    expect(detail.form.home.length).toBe(5);
    expect(detail.match.venue).toContain('Lusail');

    // A league match: both teams' rows are in the table.
    const league = leagueDetailSchema.parse((await get('/api/leagues/' + (await firstLeagueId()))).json());
    const played = league.rounds.flatMap((r) => r.matches).find((m) => m.status === 3)!;
    const leagueMatch = matchDetailSchema.parse((await get(`/api/soccer/matches/${played.id}`)).json());
    const ids = leagueMatch.standings!.rows.map((r) => r.team.id);
    expect(ids).toContain(played.homeTeam.id);
    expect(ids).toContain(played.awayTeam.id);
  });

  test('a scheduled match does not reveal its real result', async () => {
    const league = leagueDetailSchema.parse((await get('/api/leagues/' + (await firstLeagueId()))).json());
    const scheduled = league.rounds.flatMap((r) => r.matches).find((m) => m.status === 0);
    if (!scheduled) return;
    const detail = matchDetailSchema.parse((await get(`/api/soccer/matches/${scheduled.id}`)).json());
    expect(detail.match.homeScore).toBeNull();
    expect(detail.goals).toEqual([]);
    expect(detail.halfTime).toBeNull();
  });

  async function firstLeagueId(): Promise<number> {
    const list = leagueListSchema.parse((await get('/api/leagues')).json());
    return list.countries[0].leagues[0].id;
  }

  test('GET /api/leagues groups leagues by country with the current season', async () => {
    const list = leagueListSchema.parse((await get('/api/leagues')).json());
    expect(list.countries[0].country).toBe('Brasil');
    expect(list.countries[0].leagues[0]).toMatchObject({
      name: 'Brasileirão Série A',
      currentSeason: { name: '2025' },
      teams: 20,
    });
    const names = list.countries.flatMap((c) => c.leagues.map((l) => l.name));
    expect(names).toEqual(
      expect.arrayContaining(['Premier League', 'La Liga', 'Champions League', 'Copa do Mundo', 'Copa Libertadores']),
    );
  });

  test('GET /api/leagues/:id has table, rounds, top scorers and a season switcher', async () => {
    const list = leagueListSchema.parse((await get('/api/leagues')).json());
    const premier = list.countries.flatMap((c) => c.leagues).find((l) => l.name === 'Premier League')!;
    const detail = leagueDetailSchema.parse((await get(`/api/leagues/${premier.id}`)).json());
    expect(detail.seasons.map((s) => s.name)).toEqual(['2025/26', '2024/25', '2023/24']);
    expect(detail.tables[0].rows).toHaveLength(20);
    expect(detail.rounds).toHaveLength(38);
    expect(detail.rounds[0].name).toBe('Rodada 1');
    const older = leagueDetailSchema.parse(
      (await get(`/api/leagues/${premier.id}?season=${detail.seasons[1].id}`)).json(),
    );
    expect(older.season.name).toBe('2024/25');
    expect(older.tables[0].rows[0].team.name).toBe('Liverpool');

    const worldCup = list.countries.flatMap((c) => c.leagues).find((l) => l.name === 'Copa do Mundo')!;
    const wc = leagueDetailSchema.parse((await get(`/api/leagues/${worldCup.id}`)).json());
    expect(wc.tables.map((t) => t.name)).toContain('Grupo A');
    // As the data has it (the 2022 file credits Messi with 7 goals).
    expect(wc.topScorers[0]).toMatchObject({ player: 'Lionel Messi', goals: 7, penalties: 4 });

    const libertadores = list.countries.flatMap((c) => c.leagues).find((l) => l.name === 'Copa Libertadores')!;
    const cup = leagueDetailSchema.parse((await get(`/api/leagues/${libertadores.id}`)).json());
    expect(cup.tables).toHaveLength(8);
    expect(cup.tables.every((t) => t.rows.length === 4)).toBe(true);

    expect((await get(`/api/leagues/${premier.id}?season=999999`)).statusCode).toBe(404);
  });

  test('GET /api/teams/:id has identity, form, fixtures and season stats', async () => {
    const flamengo = searchResultSchema.parse((await get('/api/search/matches?q=flamengo&limit=1')).json())[0];
    const team = [flamengo.homeTeam, flamengo.awayTeam].find((t) => t.name === 'Flamengo')!;
    const response = await get(`/api/teams/${team.id}`);
    expect(response.statusCode).toBe(200);
    const detail = teamDetailSchema.parse(response.json());
    expect(detail.team).toMatchObject({
      name: 'Flamengo',
      officialName: 'CR Flamengo',
      country: 'Brasil',
      slug: 'flamengo',
    });
    expect(detail.team.aliases).toContain('Flamengo RJ');
    expect(detail.competitions.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Brasileirão Série A', 'Copa Libertadores', 'Mundial de Clubes']),
    );
    expect(detail.form.length).toBe(5);
    expect(detail.stats!.played).toBeGreaterThan(0);
    expect(detail.stats!.home.played + detail.stats!.away.played).toBe(detail.stats!.played);
    expect(detail.stats!.timeline).toHaveLength(detail.stats!.played);
  });

  test('crests are SVG with long cache headers', async () => {
    const response = await get('/api/teams/1/crest.svg?v=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg/);
    expect((await get('/api/teams/99999/crest.svg')).statusCode).toBe(404);
  });

  test('GET /api/h2h/:home/:away accepts ids or slugs and counts every meeting', async () => {
    const bySlug = h2hSchema.parse((await get('/api/h2h/flamengo/palmeiras')).json());
    expect(bySlug.home.name).toBe('Flamengo');
    expect(bySlug.summary.played).toBe(bySlug.summary.wins + bySlug.summary.draws + bySlug.summary.losses);
    expect(bySlug.summary.played).toBeGreaterThanOrEqual(6);
    const competitions = new Set([...bySlug.meetings, ...bySlug.upcoming].map((m) => m.competition!.name));
    expect(competitions).toEqual(new Set(['Brasileirão Série A', 'Copa Libertadores']));
    expect(bySlug.meetings.every((m) => [3, 31, 32].includes(m.status))).toBe(true);
    const byId = h2hSchema.parse((await get(`/api/h2h/${bySlug.home.id}/${bySlug.away.id}`)).json());
    expect(byId.summary).toEqual(bySlug.summary);
    expect((await get('/api/h2h/flamengo/time-que-nao-existe')).statusCode).toBe(404);
    expect((await get('/api/h2h/flamengo/flamengo')).statusCode).toBe(400);
  });

  test('GET /api/stats gives percentages and rankings', async () => {
    const stats = leagueStatsSchema.parse((await get('/api/stats')).json());
    expect(stats.league.name).toBe('Brasileirão Série A');
    expect(stats.played).toBeGreaterThan(0);
    expect(Math.round(stats.homeWinPct + stats.drawPct + stats.awayWinPct)).toBe(100);
    expect(stats.over15Pct).toBeGreaterThanOrEqual(stats.over25Pct);
    expect(stats.over25Pct).toBeGreaterThanOrEqual(stats.over35Pct);
    expect(stats.rankings.attack).toHaveLength(10);
    const other = leagueStatsSchema.parse(
      (await get(`/api/stats?league=${stats.league.id}&season=${stats.seasons.at(-1)!.id}`)).json(),
    );
    expect(other.season.name).toBe('2019');
    expect((await get('/api/stats?league=abc')).statusCode).toBe(400);
    expect((await get('/api/stats?league=99999')).statusCode).toBe(404);
  });

  test('unknown or non-numeric ids are 404 with { message }', async () => {
    for (const url of [
      '/api/soccer/matches/abc',
      '/api/soccer/matches/99999999',
      '/api/leagues/abc',
      '/api/leagues/99999',
      '/api/teams/abc',
      '/api/teams/99999',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(typeof response.json().message).toBe('string');
    }
  });

  describe('search', () => {
    const search = async (q: string, limit = 10) => {
      const response = await get(`/api/search/matches?q=${encodeURIComponent(q)}&limit=${limit}`);
      expect(response.statusCode).toBe(200);
      return searchResultSchema.parse(response.json());
    };
    const hasTeam = (matches: Match[], name: string) =>
      matches.every((m) => m.homeTeam.name === name || m.awayTeam.name === name);

    test('has the spec §3 search fields', async () => {
      const [first] = await search('flamengo', 1);
      expect(Object.keys(first)).toEqual(
        expect.arrayContaining([
          'id',
          'status',
          'statusName',
          'matchDatetime',
          'matchDate',
          'matchTime',
          'homeScore',
          'awayScore',
          'homeTeam',
          'awayTeam',
        ]),
      );
      expect(first.homeTeam).toHaveProperty('img');
    });

    test('ignores accents and case, and finds aliases', async () => {
      const plain = await search('sao paulo');
      expect(plain.length).toBe(10);
      expect(hasTeam(plain, 'São Paulo')).toBe(true);
      expect(hasTeam(await search('SÃO PAULO'), 'São Paulo')).toBe(true);
      expect(hasTeam(await search('flamengo'), 'Flamengo')).toBe(true);
      expect(hasTeam(await search('Mengão'), 'Flamengo')).toBe(true);
    });

    test('tolerates typos', async () => {
      expect(hasTeam(await search('flamngo'), 'Flamengo')).toBe(true);
      expect(hasTeam(await search('palmeras'), 'Palmeiras')).toBe(true);
      expect(hasTeam(await search('corintians'), 'Corinthians')).toBe(true);
    });

    test('orders live, then soonest upcoming, then most recent', async () => {
      const results = await search('flamengo', 50);
      const rank = (m: Match) => (isLive(m.status) ? 0 : m.status === 0 ? 1 : 2);
      const ranks = results.map(rank);
      expect([...ranks].sort()).toEqual(ranks);
      const upcoming = results.filter((m) => rank(m) === 1).map((m) => m.matchDatetime);
      expect([...upcoming].sort()).toEqual(upcoming);
      const past = results.filter((m) => rank(m) === 2).map((m) => m.matchDatetime);
      expect([...past].sort().reverse()).toEqual(past);
    });

    test('limit is 1 to 50 and q needs 2 characters', async () => {
      expect(await search('flamengo', 3)).toHaveLength(3);
      for (const [url, message] of [
        ['/api/search/matches?q=f', 'A busca precisa de pelo menos 2 caracteres.'],
        ['/api/search/matches?q=%20f%20', 'A busca precisa de pelo menos 2 caracteres.'],
        ['/api/search/matches', 'Informe a busca.'],
        ['/api/search/matches?q=flamengo&limit=0', 'O limite de resultados deve ser pelo menos 1.'],
        ['/api/search/matches?q=flamengo&limit=51', 'O limite de resultados deve ser no máximo 50.'],
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message).toBe(message);
      }
    });

    test('an unknown team gives an empty list', async () => {
      expect(await search('zzqqxxyy')).toEqual([]);
    });
  });

  test('the API is documented at /api/docs', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/soccer/matches',
        '/api/soccer/matches/live',
        '/api/soccer/matches/{id}',
        '/api/leagues',
        '/api/leagues/{id}',
        '/api/teams/{id}',
        '/api/h2h/{home}/{away}',
        '/api/stats',
        '/api/search/matches',
      ]),
    );
  });
});
