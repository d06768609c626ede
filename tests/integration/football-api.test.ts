// The football and search HTTP API over the whole shipped dataset (demo calendar on, the app's clock
// fixed on a Sunday afternoon): shapes, caching headers, the audience order, search behaviour and
// the 400/404 answers.
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
import { isLive } from '@shared/match-status';
import { databaseKinds } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';

// 16:30 in São Paulo on Sunday 22 Nov 2026: with the 52-week demo shift, the Brasileirão's round of
// 23 Nov 2025 is being played (São Paulo x Juventude and Bahia x Vasco kicked off at 16:00), and the
// European leagues played their Sunday matches earlier that day.
const NOW = new Date('2026-11-22T19:30:00Z');
const TODAY = '2026-11-22';
const YESTERDAY = '2026-11-21';
const competitionsOf = (matches: Match[]) => [...new Set(matches.map((m) => m.competition!.name))];
const names = (m: Match) => `${m.homeTeam.name} x ${m.awayTeam.name}`;

describe.each(databaseKinds())('football API on %s', (kind) => {
  let testApp: TestApp;
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });
  const day = async (query: string) => {
    const response = await get(`/api/soccer/matches?${query}`);
    expect(response.statusCode).toBe(200);
    return matchListSchema.parse(response.json()).matches;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ kind, env: { DEMO_SHIFT_WEEKS: '52' }, now: () => NOW });
    const report = await testApp.football.importData();
    expect(report.failed).toEqual([]);
  });
  afterAll(() => testApp.close());

  test('GET /api/soccer/matches (today) answers { matches, timestamp } with no-store', async () => {
    const response = await get('/api/soccer/matches?includeTeams=true');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = matchListSchema.parse(response.json());
    expect(body.matches.length).toBeGreaterThan(20);
    expect(body.matches.every((m) => m.matchDate === TODAY)).toBe(true);
    expect(body.matches.filter((m) => isLive(m.status)).map(names)).toEqual(
      expect.arrayContaining(['São Paulo x Juventude', 'Bahia x Vasco']),
    );
    const again = matchListSchema.parse((await get(`/api/soccer/matches?date=${TODAY}&includeTeams=true`)).json());
    expect(again.timestamp).toBeGreaterThanOrEqual(body.timestamp);
  });

  test("a day's matches come grouped by competition in the audience order, then by kick-off", async () => {
    for (const date of [TODAY, YESTERDAY]) {
      const matches = await day(`date=${date}`);
      const order = competitionsOf(matches);
      expect(order.slice(0, 7), date).toEqual(
        date === TODAY
          ? [
              'Brasileirão Série A',
              'Premier League',
              'La Liga',
              'Serie A (Itália)',
              'Bundesliga',
              'Ligue 1',
              'Eredivisie',
            ]
          : [
              'Brasileirão Série A',
              'Premier League',
              'La Liga',
              'Serie A (Itália)',
              'Bundesliga',
              'Ligue 1',
              'Eredivisie',
            ],
      );
      // Each competition is one block, kick-offs ascending within it.
      for (const name of order) {
        const block = matches.filter((m) => m.competition!.name === name);
        const start = matches.indexOf(block[0]);
        expect(matches.slice(start, start + block.length)).toEqual(block);
        const kickoffs = block.map((m) => m.matchDatetime);
        expect([...kickoffs].sort()).toEqual(kickoffs);
      }
    }
  });

  test('a past day shows real results; a later day is scheduled; filters narrow the list', async () => {
    const past = await day(`date=${YESTERDAY}`);
    const finished = past.filter((m) => [3, 31, 32].includes(m.status));
    expect(finished.length).toBeGreaterThan(20);
    expect(
      finished.every((m) => m.homeScore != null && m.awayScore != null && m.statusName.startsWith('Finalizado')),
    ).toBe(true);
    expect(finished.map((m) => `${names(m)} ${m.homeScore}-${m.awayScore}`)).toContain('Flamengo x Bragantino 3-0');

    const future = await day('date=2026-11-25');
    expect(future.map(names)).toEqual(['Bragantino x Fortaleza']);
    expect(future[0]).toMatchObject({ status: 0, homeScore: null, awayScore: null });

    const premier = past.find((m) => m.competition!.name === 'Premier League')!.competition!.id;
    const filtered = await day(`date=${YESTERDAY}&league=${premier}&status=finished`);
    expect(filtered).toHaveLength(7);
    expect(filtered.every((m) => m.competition!.id === premier && m.status === 3)).toBe(true);
    expect(await day(`date=${YESTERDAY}&status=scheduled&league=${premier}`)).toEqual([]);
    const liveNow = await day(`date=${TODAY}&status=live`);
    expect(liveNow.length).toBeGreaterThan(0);
    expect(liveNow.every((m) => isLive(m.status))).toBe(true);
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

  test('GET /api/soccer/matches/live lists only live matches, in the audience order', async () => {
    const body = matchListSchema.parse((await get('/api/soccer/matches/live')).json());
    expect(body.matches.map(names)).toEqual(expect.arrayContaining(['São Paulo x Juventude', 'Bahia x Vasco']));
    expect(body.matches.every((m) => isLive(m.status))).toBe(true);
    expect(body.matches[0].competition!.name).toBe('Brasileirão Série A');
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
    // Kicks off at 17:00 today; the data has its real result (and scorers).
    const scheduled = (await day(`date=${TODAY}`)).find((m) => names(m) === 'Elche x Real Madrid')!;
    expect(scheduled).toMatchObject({ status: 0, matchTime: '17:00' });
    const detail = matchDetailSchema.parse((await get(`/api/soccer/matches/${scheduled.id}`)).json());
    expect(detail.match.homeScore).toBeNull();
    expect(detail.goals).toEqual([]);
    expect(detail.halfTime).toBeNull();
  });

  async function firstLeagueId(): Promise<number> {
    const list = leagueListSchema.parse((await get('/api/leagues')).json());
    return list.countries[0].leagues[0].id;
  }

  test('GET /api/leagues groups leagues by country, Brazil first, then the big European leagues', async () => {
    const list = leagueListSchema.parse((await get('/api/leagues')).json());
    expect(list.countries.map((c) => c.country)).toEqual([
      'Brasil',
      'América do Sul',
      'Inglaterra',
      'Espanha',
      'Itália',
      'Alemanha',
      'França',
      'Europa',
      'Mundo',
      'Portugal',
      'Argentina',
      'Holanda',
    ]);
    expect(list.countries[0].leagues.map((l) => l.name)).toEqual(['Brasileirão Série A']);
    expect(list.countries[8].leagues.map((l) => l.name)).toEqual(['Copa do Mundo', 'Mundial de Clubes']);
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
    expect(detail.seasons.map((s) => s.name)).toEqual(['2025/26', '2024/25', '2023/24', '2022/23']);
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
    // The latest edition, played by now (real dates: issue 31 point 7), as the data has it.
    expect(wc.season.name).toBe('2026');
    expect(wc.topScorers[0]).toMatchObject({ player: 'Kylian Mbappé', goals: 10, penalties: 1 });

    const libertadores = list.countries.flatMap((c) => c.leagues).find((l) => l.name === 'Copa Libertadores')!;
    const cup = leagueDetailSchema.parse((await get(`/api/leagues/${libertadores.id}`)).json());
    expect(cup.tables).toHaveLength(8);
    expect(cup.tables.every((t) => t.rows.length === 4)).toBe(true);

    expect((await get(`/api/leagues/${premier.id}?season=999999`)).statusCode).toBe(404);
  });

  test('form says how a match was decided and leaves the side out at a neutral venue (issue 35 point 5)', async () => {
    const results = searchResultSchema.parse(
      (await get('/api/search/matches?q=argentina%20x%20franca&limit=5')).json(),
    );
    const final = results.find((m) => m.round === 'Final')!;
    expect(final).toMatchObject({ matchDate: '2022-12-18', penalties: { home: 4, away: 2 } });
    const detail = matchDetailSchema.parse((await get(`/api/soccer/matches/${final.id}`)).json());
    // Argentina's form before the final: the quarter-final, Netherlands 2 - 2 Argentina (3 - 4 on
    // penalties), with its shoot-out; every World Cup match at the tournament's venues: no side.
    const quarter = detail.form.home.find((f) => f.opponent.name === 'Holanda')!;
    expect(quarter).toMatchObject({
      outcome: 'V',
      score: '2 - 2',
      home: false,
      penalties: { home: 3, away: 4 },
      extraTime: false,
      neutral: true,
    });
    expect(detail.form.home.every((f) => f.neutral)).toBe(true);
    const worldCup = leagueDetailSchema.parse(
      (await get(`/api/leagues/${final.competition!.id}?season=${final.competition!.seasonId}`)).json(),
    );
    expect(worldCup.neutralVenues).toBe(true);

    // A league keeps its sides: a Brasileirão match's form is home or away, and its table has Casa/Fora.
    const league = leagueDetailSchema.parse((await get('/api/leagues/' + (await firstLeagueId()))).json());
    expect(league.neutralVenues).toBe(false);
    const played = league.rounds.flatMap((r) => r.matches).find((m) => m.status === 3)!;
    const leagueMatch = matchDetailSchema.parse((await get(`/api/soccer/matches/${played.id}`)).json());
    expect(leagueMatch.form.home.length).toBeGreaterThan(0);
    expect(leagueMatch.form.home.every((f) => f.neutral === false)).toBe(true);
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
    // The chart names each match by its opponent and round, never by its index (issue 35 point 4).
    for (const t of detail.stats!.timeline) {
      expect(t.opponent.name).not.toBe('Flamengo');
      expect(t.opponent.name.length).toBeGreaterThan(0);
    }
    expect(detail.stats!.timeline.some((t) => t.round !== null)).toBe(true);
  });

  test('crests are WebP pictures of the SVG drawing, 96 or 192 px, with long cache headers', async () => {
    const { default: sharp } = await import('sharp');
    const detail = (await get('/api/teams/1')).json() as { team: { img: string } };
    expect(detail.team.img).toBe('/api/teams/1/crest.webp?v=2');
    for (const [query, width] of [
      ['?v=2', 96],
      ['?v=2&size=192', 192],
    ] as const) {
      const response = await get(`/api/teams/1/crest.webp${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
      // Drawn, not blank: the shield's colour and the initials' make more than one colour.
      const { channels } = await sharp(response.rawPayload).stats();
      expect(channels[0].max - channels[0].min).toBeGreaterThan(100);
    }
    const wrongSize = await get('/api/teams/1/crest.webp?size=500');
    expect(wrongSize.statusCode).toBe(400);
    expect(wrongSize.json().message).toMatch(/^O tamanho deve ser um destes valores/);
    expect((await get('/api/teams/99999/crest.webp')).statusCode).toBe(404);
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

  test('head-to-head: a match decided on penalties is won by the shoot-out winner, not drawn', async () => {
    // The 2022 World Cup quarter-final: Netherlands 2 - 2 Argentina, 3 - 4 on penalties.
    const h2h = h2hSchema.parse((await get('/api/h2h/argentina/holanda')).json());
    const shootOuts = h2h.meetings.filter((m) => m.status === 32);
    expect(shootOuts).toHaveLength(1);
    expect(shootOuts[0]).toMatchObject({ matchDate: '2022-12-09', homeScore: 2, awayScore: 2 });
    expect(shootOuts[0].homeTeam.name).toBe('Holanda');
    expect(shootOuts[0].penalties).toEqual({ home: 3, away: 4 });
    const decided = h2h.meetings.filter((m) => m.status !== 32);
    const won = (side: 'home' | 'away') => (m: (typeof decided)[number]) => {
      const us = m.homeTeam.id === h2h.home.id ? m.homeScore! - m.awayScore! : m.awayScore! - m.homeScore!;
      return side === 'home' ? us > 0 : us < 0;
    };
    expect(h2h.summary).toMatchObject({
      played: h2h.meetings.length,
      wins: decided.filter(won('home')).length + 1,
      losses: decided.filter(won('away')).length,
      draws: decided.length - decided.filter(won('home')).length - decided.filter(won('away')).length,
    });
    // The same from the other side.
    const other = h2hSchema.parse((await get('/api/h2h/holanda/argentina')).json());
    expect(other.summary).toMatchObject({
      wins: h2h.summary.losses,
      losses: h2h.summary.wins,
      draws: h2h.summary.draws,
    });
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
    /** Some matches, every one of them with the team. */
    const hasTeam = (matches: Match[], name: string) =>
      matches.length > 0 && matches.every((m) => m.homeTeam.name === name || m.awayTeam.name === name);

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
      const results = await search('sao paulo', 50);
      expect(names(results[0])).toBe('São Paulo x Juventude');
      const rank = (m: Match) => (isLive(m.status) ? 0 : m.status === 0 ? 1 : 2);
      const ranks = results.map(rank);
      expect([...ranks].sort()).toEqual(ranks);
      expect(new Set(ranks)).toEqual(new Set([0, 1, 2]));
      const upcoming = results.filter((m) => rank(m) === 1).map((m) => m.matchDatetime);
      expect(upcoming[0]).toBe('2026-11-26T23:30:00.000Z'); // Fluminense x São Paulo, the next one
      expect([...upcoming].sort()).toEqual(upcoming);
      const past = results.filter((m) => rank(m) === 2).map((m) => m.matchDatetime);
      expect([...past].sort().reverse()).toEqual(past);
    });

    test('names are unambiguous: Paris FC and PSG are two teams', async () => {
      const paris = await search('paris fc', 50);
      expect(paris.length).toBeGreaterThan(0);
      expect(paris.every((m) => [m.homeTeam.name, m.awayTeam.name].includes('Paris FC'))).toBe(true);
      expect(hasTeam(await search('paris saint germain'), 'PSG')).toBe(true);
      const teamNames = (await search('paris', 50)).flatMap((m) => [m.homeTeam.name, m.awayTeam.name]);
      expect(teamNames).toEqual(expect.arrayContaining(['Paris FC', 'PSG']));
      expect(teamNames).not.toContain('Paris');
    });

    test('% and _ are plain characters, not wildcards', async () => {
      for (const q of ['%%', '__', '%_', 'a%', '_a']) expect(await search(q), q).toEqual([]);
      expect(hasTeam(await search('flamengo%'), 'Flamengo')).toBe(true);
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
});
