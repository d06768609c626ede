// The data sync from API-Football (issue 32) on the real server against the local fake (v3 shapes,
// no network), on PGlite and PostgreSQL, passes run by hand on a manual clock. Proves: a first sync
// of a season (teams found by name and alias, a new one created and listed for the admin, fixtures,
// table and scorers); a second that changes nothing; a postponed and moved match keeps its id; a
// finished result is not taken back by an older answer; a malformed answer and a day whose quota is
// gone write nothing, are recorded and are not asked again that day; the admin page (admins only,
// placing a team, "Sincronizar agora" audited and rate limited).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  adminAuditLog as auditLog,
  competitions,
  dataSyncFixtures,
  matches as matchesTable,
  seasonOfficialTables,
  teams as teamsTable,
  users,
} from '@server/db/schema';
import { registerUser } from '../support/http-client';
import { resolveTeam } from '@server/modules/football/identity';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import type { FakeApiFootball } from '../support/fake-api-football';
import { serveSeasons, type FakeSeason } from '../support/fake-api-football-data';
import { serieA2026, startDataSyncFake } from '../support/api-football-app';

const TODAY = '2026-11-28';

function brasileirao(): FakeSeason {
  return serieA2026({
    teams: [
      { id: 127, name: 'Flamengo' },
      { id: 126, name: 'Sao Paulo' },
      { id: 121, name: 'Palmeiras' },
      { id: 7848, name: 'Mirassol' },
    ],
    fixtures: [
      {
        id: 5001,
        round: 'Regular Season - 37',
        date: '2026-11-27T22:00:00.000Z',
        status: 'FT',
        elapsed: 90,
        home: { id: 127, name: 'Flamengo' },
        away: { id: 126, name: 'Sao Paulo' },
        goals: [2, 1],
        halftime: [1, 0],
      },
      {
        id: 5002,
        round: 'Regular Season - 37',
        date: `${TODAY}T22:00:00.000Z`,
        status: 'NS',
        elapsed: null,
        home: { id: 121, name: 'Palmeiras' },
        away: { id: 7848, name: 'Mirassol' },
      },
      {
        id: 5003,
        round: 'Regular Season - 38',
        date: '2026-12-06T19:00:00.000Z',
        status: 'NS',
        elapsed: null,
        home: { id: 126, name: 'Sao Paulo' },
        away: { id: 121, name: 'Palmeiras' },
      },
    ],
    standings: [
      { rank: 1, teamId: 127, points: 80, played: 37, win: 25, draw: 5, lose: 7, for: 70, against: 30 },
      { rank: 2, teamId: 121, points: 76, played: 36, win: 23, draw: 7, lose: 6, for: 60, against: 28 },
    ],
    scorers: [{ id: 900, name: 'Pedro', teamId: 127, goals: 21 }],
  });
}

describe.each(databaseKinds())('data sync from API-Football on %s', (kind) => {
  let db: TestDatabase;
  let fake: FakeApiFootball;
  let app: TestApp;
  let season: FakeSeason;
  let clock = new Date(`${TODAY}T12:00:00Z`);
  const q = () => app.db.database.db;

  async function counts() {
    const [row] = (
      (await q().execute(sql`select (select count(*)::int from teams) as teams,
        (select count(*)::int from matches) as matches, (select count(*)::int from seasons) as seasons,
        (select count(*)::int from data_sync_fixtures) as fixtures`)) as unknown as {
        rows: Array<Record<string, number>>;
      }
    ).rows;
    return row;
  }
  const matchOf = async (fixtureId: number) => {
    const [row] = await q()
      .select({
        match: matchesTable,
        providerStatus: dataSyncFixtures.providerStatus,
        previous: dataSyncFixtures.previousKickoffAt,
      })
      .from(dataSyncFixtures)
      .innerJoin(matchesTable, eq(matchesTable.id, dataSyncFixtures.matchId))
      .where(eq(dataSyncFixtures.fixtureId, fixtureId));
    return row;
  };
  const stateOf = async () => (await app.dataSync.service.status()).competitions.find((c) => c.leagueId === 71)!;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    // Teams the openfootball import knows, as it writes them (names fans use, with aliases).
    for (const raw of ['CR Flamengo', 'São Paulo FC', 'SE Palmeiras'])
      await db.database.db.insert(teamsTable).values(resolveTeam(raw, { clubCountry: 'BRA' }));
    season = brasileirao();
    let env: Record<string, string>;
    ({ fake, env } = await startDataSyncFake([season], {
      EMAIL_VERIFICATION: 'off',
      API_FOOTBALL_LEAGUES: '71',
      API_FOOTBALL_SYNC_RESERVE: '5',
      DATA_SYNC_TICK_MS: '0',
    }));
    app = await createTestApp({ db, now: () => clock, env });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  test('a first sync writes the season: teams placed by name, a new one listed, fixtures, tables', async () => {
    await app.dataSync.service.runPass();
    const paths = fake.requests;
    expect(paths.some((r) => r.startsWith('id=71'))).toBe(true);
    const state = await stateOf();
    expect(state).toMatchObject({ season: 2026, lastOutcome: 'ok', code: 'br.1' });
    expect(state.coverage).toMatchObject({ standings: true, top_scorers: true });

    const teams = await q().select().from(teamsTable);
    expect(teams.map((t) => t.name).sort()).toEqual(['Flamengo', 'Mirassol', 'Palmeiras', 'São Paulo']);
    const status = await app.dataSync.service.status();
    expect(status.unplaced.map((t) => t.name)).toEqual(['Mirassol']);

    const finished = await matchOf(5001);
    expect(finished.match).toMatchObject({ status: 3, ftHome: 2, ftAway: 1, htHome: 1, round: 'Matchday 37' });
    expect(finished.match.homeTeamId).toBe(teams.find((t) => t.name === 'Flamengo')!.id);
    expect((await matchOf(5002)).match.status).toBe(0);
    expect(await counts()).toMatchObject({ teams: 4, matches: 3, seasons: 1, fixtures: 3 });

    // Today's match is on the day list the home page reads.
    const day = await app.app.inject({ url: `/api/soccer/matches?date=${TODAY}&includeTeams=true` });
    expect(day.statusCode).toBe(200);
    expect(day.body).toContain('Palmeiras');
    expect(day.body).toContain('Mirassol');

    // A new season's table and scorers are read at once.
    const [tables] = await q().select().from(seasonOfficialTables);
    expect(tables.standings).toEqual([
      expect.objectContaining({ rank: 1, name: 'Flamengo', points: 80 }),
      expect.objectContaining({ rank: 2, name: 'Palmeiras', points: 76 }),
    ]);
    expect(paths.some((r) => r.includes('league=71') && r.includes('season=2026') && !r.includes('timezone'))).toBe(
      true,
    );
    expect(status.requests.used).toBe(fake.requests.length);
  });

  test('a second sync changes nothing', async () => {
    const before = await counts();
    const ids = (await q().select({ id: matchesTable.id }).from(matchesTable)).map((r) => r.id).sort();
    await app.dataSync.service.syncNow();
    expect(await counts()).toEqual(before);
    expect((await q().select({ id: matchesTable.id }).from(matchesTable)).map((r) => r.id).sort()).toEqual(ids);
    expect((await stateOf()).lastOutcome).toBe('ok');
  });

  test('after the round ends: the official table and the scorers', async () => {
    const fixture = season.fixtures.find((f) => f.id === 5002)!;
    // While today's match is to be played, the table is not read again.
    season.standings[1].points = 79;
    await app.dataSync.service.syncNow();
    expect((await q().select().from(seasonOfficialTables))[0].standings).toContainEqual(
      expect.objectContaining({ name: 'Palmeiras', points: 76 }),
    );
    Object.assign(fixture, { status: 'FT', elapsed: 90, goals: [3, 0] });
    clock = new Date(`${TODAY}T23:59:00Z`);
    await app.dataSync.service.syncNow();
    expect((await matchOf(5002)).match).toMatchObject({ status: 3, ftHome: 3, ftAway: 0 });
    const [tables] = await q().select().from(seasonOfficialTables);
    expect(tables.scorers).toEqual([expect.objectContaining({ rank: 1, name: 'Pedro', goals: 21, team: 'Flamengo' })]);
    expect(tables.standings).toEqual([
      expect.objectContaining({ rank: 1, name: 'Flamengo', points: 80 }),
      expect.objectContaining({ rank: 2, name: 'Palmeiras', points: 79 }),
    ]);
    // The Artilharia of a synced season (scores, no goal rows) is the feed's official list.
    const [competition] = await q().select().from(competitions).where(eq(competitions.code, 'br.1'));
    const league = await app.app.inject({ url: `/api/leagues/${competition.id}` });
    expect(league.statusCode, league.body).toBe(200);
    expect(league.json().topScorers).toEqual([
      expect.objectContaining({ player: 'Pedro', goals: 21, team: expect.objectContaining({ name: 'Flamengo' }) }),
    ]);
    const requests = fake.requests.length;
    await app.dataSync.service.runPass();
    // Once read, not again until another match finishes.
    expect(fake.requests.length).toBe(requests);
  });

  test('a postponed and moved match keeps its id, its followers and says so; a finished one is not taken back', async () => {
    const { match: before } = await matchOf(5003);
    const fan = await registerUser(app.url || (await app.listen()));
    expect((await fan.browser.put('/api/user/follows', { teams: [], matches: [before.id] })).status).toBe(200);
    const page = async () => (await app.app.inject({ url: `/api/soccer/matches/${before.id}` })).json();
    expect((await page()).rescheduledFrom).toBeNull();
    const moved = season.fixtures.find((f) => f.id === 5003)!;
    Object.assign(moved, { status: 'PST', date: '2026-12-09T22:30:00.000Z' });
    // An older answer: the finished match as not started.
    Object.assign(
      season.fixtures.find((f) => f.id === 5001)!,
      { status: 'NS', elapsed: null, goals: undefined },
    );
    await app.dataSync.service.syncNow();
    const after = await matchOf(5003);
    expect(after.match.id).toBe(before.id);
    expect(after.match.status).toBe(4);
    expect(after.providerStatus).toBe('PST');
    expect(after.match.kickoffAt.toISOString()).toBe('2026-12-09T22:30:00.000Z');
    expect(after.previous?.toISOString()).toBe('2026-12-06T19:00:00.000Z');
    expect((await matchOf(5001)).match).toMatchObject({ status: 3, ftHome: 2, ftAway: 1 });
    // The public page: "Adiado", at its new date, saying which date it had.
    expect(await page()).toMatchObject({
      match: { id: before.id, status: 4, statusName: 'Adiado', matchDate: '2026-12-09' },
      rescheduledFrom: '2026-12-06T19:00:00.000Z',
    });

    // Searched while "Adiado": the search's answer is not kept past the cancellation.
    const home = encodeURIComponent((await page()).match.homeTeam.name as string);
    const searched = async () =>
      (
        (await app.app.inject({ url: `/api/search/matches?q=${home}` })).json() as Array<{
          id: number;
          statusName: string;
        }>
      ).filter((m) => m.id === before.id);
    expect((await searched()).map((m) => m.statusName)).toEqual(['Adiado']);
    Object.assign(moved, { status: 'CANC' });
    await app.dataSync.service.syncNow();
    expect((await searched()).map((m) => m.statusName)).toEqual(['Cancelado']);
    expect((await matchOf(5003)).providerStatus).toBe('CANC');
    expect((await page()).match).toMatchObject({ id: before.id, status: 4, statusName: 'Cancelado' });
    // Every list that shows it says the same (feed-schedule.ts matchStatusName): the day, the league's rounds.
    const listed = async (url: string, pick: (body: never) => Array<{ id: number; statusName: string }>) => {
      const res = await app.app.inject({ url });
      expect(res.statusCode, res.body).toBe(200);
      return pick(res.json() as never).filter((m) => m.id === before.id);
    };
    const [competition] = await q().select().from(competitions).where(eq(competitions.code, 'br.1'));
    const inLists = [
      ...(await listed('/api/soccer/matches?date=2026-12-09', (b: { matches: [] }) => b.matches)),
      ...(await listed(`/api/leagues/${competition.id}`, (b: { rounds: Array<{ matches: [] }> }) =>
        b.rounds.flatMap((r) => r.matches),
      )),
    ];
    expect(inLists.map((m) => m.statusName)).toEqual(['Cancelado', 'Cancelado']);
    // Its follower still follows it.
    expect((await fan.browser.get('/api/user/follows')).body.matches).toEqual([before.id]);
  });

  test('a malformed answer writes nothing and is recorded', async () => {
    const before = await counts();
    fake.on('/leagues', () => [{ league: { id: 71 }, seasons: 'none' }]);
    await app.dataSync.service.syncNow();
    const state = await stateOf();
    expect(state.lastOutcome).toBe('falha');
    expect(state.lastMessage).toContain('Resposta malformada de /leagues');
    expect(await counts()).toEqual(before);
  });

  test('the admin page: admins only; a team placed and "Sincronizar agora" audited and rate limited', async () => {
    const base = app.url || (await app.listen());
    const visitor = await fetch(`${base}/api/admin/data-sync`);
    expect(visitor.status).toBe(401);
    const fan = await registerUser(base);
    expect((await fan.browser.get('/api/admin/data-sync')).status).toBe(403);
    expect((await fan.browser.post('/api/admin/data-sync/sync')).status).toBe(403);
    expect((await fan.browser.post('/api/admin/data-sync/teams/7848/place', { teamId: 1 })).status).toBe(403);

    const admin = await registerUser(base, 'admin');
    await q().update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const page = await admin.browser.get('/api/admin/data-sync');
    expect(page.status).toBe(200);
    expect(page.body.enabled).toBe(true);
    expect(page.body.requests.limit).toBe(100);
    expect(page.body.unplaced).toEqual([expect.objectContaining({ apiTeamId: 7848, name: 'Mirassol' })]);

    const created = page.body.unplaced[0].teamId as number;
    // Placing on a team that does not exist, or a feed team that is not unplaced: 404, nothing moves.
    expect((await admin.browser.post('/api/admin/data-sync/teams/7848/place', { teamId: 999999 })).status).toBe(404);
    const palmeiras = (await q().select().from(teamsTable).where(eq(teamsTable.name, 'Palmeiras')))[0];
    expect((await admin.browser.post('/api/admin/data-sync/teams/127/place', { teamId: palmeiras.id })).status).toBe(
      404,
    );
    // Mirassol placed on an existing team (here: a renamed club of ours): its match moves, no duplicate.
    const [target] = await q()
      .insert(teamsTable)
      .values({ ...resolveTeam('Mirassol Futebol Clube', { clubCountry: 'BRA' }), key: 'BRA:mirassol-antigo' })
      .returning();
    const placed = await admin.browser.post('/api/admin/data-sync/teams/7848/place', { teamId: target.id });
    expect(placed.status).toBe(200);
    expect(placed.body.unplaced).toEqual([]);
    expect((await matchOf(5002)).match.awayTeamId).toBe(target.id);
    // The team the sync had created is gone (nothing else named it).
    expect((await q().select().from(teamsTable).where(eq(teamsTable.id, created))).length).toBe(0);
    await app.dataSync.service.syncNow();
    expect((await matchOf(5002)).match.awayTeamId).toBe(target.id);

    // Sincronizar agora: audited, and a fourth within the quarter hour is refused.
    for (let i = 0; i < 3; i++) expect((await admin.browser.post('/api/admin/data-sync/sync')).status).toBe(200);
    const flood = await admin.browser.post('/api/admin/data-sync/sync');
    expect(flood.status).toBe(429);
    expect(typeof flood.body.message).toBe('string');
    const audited = await q().select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(audited.map((row) => row.action).sort()).toEqual([
      'data_sync.place_team',
      'data_sync.sync_now',
      'data_sync.sync_now',
      'data_sync.sync_now',
    ]);
  });

  test('a day whose quota is gone: recorded, nothing lost, not asked again that day', async () => {
    serveSeasons(fake, [season]);
    clock = new Date('2026-11-29T10:00:00Z');
    const before = await counts();
    fake.failNext('quota');
    await app.dataSync.service.syncNow();
    const state = await stateOf();
    expect(state.lastOutcome).toBe('falha');
    expect(state.lastMessage).toContain('cota do dia acabou');
    expect(await counts()).toEqual(before);
    expect((await matchOf(5001)).match).toMatchObject({ status: 3, ftHome: 2 });
    const requests = fake.requests.length;
    await app.dataSync.service.syncNow();
    expect(fake.requests.length).toBe(requests);
    expect((await app.dataSync.service.status()).requests.remaining).toBe(0);
    // The next UTC day the sync asks again.
    clock = new Date('2026-11-30T00:05:00Z');
    await app.dataSync.service.syncNow();
    expect(fake.requests.length).toBeGreaterThan(requests);
    expect((await stateOf()).lastOutcome).toBe('ok');
  });
});
