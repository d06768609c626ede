// The API-Football provider end to end on the server, against a local fake of the API (recorded
// response shapes, no network): real database (PGlite and PostgreSQL), real socket.io clients,
// the provider polled by hand on a manual clock. Proves: no request while none of our matches is
// near, teams mapped by name and alias, a goal persisted then announced with its scorer, the
// unknown team skipped with one log line, 429/5xx backing off, the daily quota honoured, the
// final state read once a match leaves the live list (with its lineups), lineups read once while
// playing, and a restart that repeats nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { eq, inArray } from 'drizzle-orm';
import {
  lineupEntries,
  matches as matchesTable,
  players as playersTable,
  teams as teamsTable,
} from '@server/db/schema';
import { loadLiveGoals } from '@server/modules/live/repo';
import type { ApiFootballProvider } from '@server/modules/live/api-football';
import type { LiveChange } from '@server/modules/live';
import { LIVE_EVENTS, type LiveMatchUpdate, type MatchesSync } from '@shared/live-rules';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import type { TestApp } from '../support/test-app';
import { insertLiveFixtures, manualClock } from '../support/live-fixtures';
import type { FakeApiFootball, FakeFixture } from '../support/fake-api-football';
import { apiFootballProvider, startLiveApiFootball } from '../support/api-football-app';
import { until } from '../support/wait';

const MINUTE = 60_000;

function captureLog() {
  const lines: Array<{ level: string; obj: unknown; msg: string }> = [];
  const at = (level: string) => (obj: unknown, msg: string) => void lines.push({ level, obj, msg });
  return { lines, log: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } };
}

describe.each(databaseKinds())('API-Football live provider on %s', (kind) => {
  let db: TestDatabase;
  let fake: FakeApiFootball;
  let testApp: TestApp;
  let provider: ApiFootballProvider;
  let socket: Socket;
  const updates: LiveMatchUpdate[] = [];
  const logs = captureLog();
  let flamengo: number;
  let saoPaulo: number;
  const kickoff = Date.parse('2026-03-15T18:00:00.000Z');
  const clock = manualClock(kickoff - 3 * 60 * MINUTE);
  const date = new Date(kickoff).toISOString();
  const fla: FakeFixture = {
    id: 1_180_001,
    date,
    status: '1H',
    elapsed: 10,
    home: { id: 127, name: 'Flamengo' },
    away: { id: 121, name: 'Palmeiras' },
    goals: [0, 0],
    events: [],
    lineups: {
      home: {
        formation: '4-3-3',
        startXI: [
          { id: 10_001, name: 'Rossi', number: 1, pos: 'G', grid: '1:1' },
          { id: 10_027, name: 'Bruno Henrique', number: 27, pos: 'F', grid: '4:1' },
        ],
        substitutes: [{ id: 10_010, name: 'Gabigol', number: 10, pos: 'F' }],
      },
      away: {
        formation: '4-2-3-1',
        startXI: [{ id: 20_021, name: 'Weverton', number: 21, pos: 'G', grid: '1:1' }],
        substitutes: [],
      },
    },
  };
  const spfc: FakeFixture = {
    id: 1_180_002,
    date,
    status: '1H',
    elapsed: 10,
    home: { id: 126, name: 'Sao Paulo' },
    away: { id: 133, name: 'Vasco DA Gama' },
  };
  const libertadores: FakeFixture = {
    id: 1_180_003,
    date,
    status: '1H',
    elapsed: 10,
    home: { id: 451, name: 'Boca Juniors' },
    away: { id: 121, name: 'Palmeiras' },
  };
  const abroad: FakeFixture = {
    id: 1_180_004,
    date,
    status: '2H',
    elapsed: 60,
    home: { id: 33, name: 'Manchester United' },
    away: { id: 49, name: 'Chelsea' },
  };

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    [flamengo, saoPaulo] = await insertLiveFixtures(db.database.db, [
      { home: 'Flamengo', away: 'Palmeiras', kickoffAt: new Date(kickoff) },
      { home: 'São Paulo', away: 'Vasco', kickoffAt: new Date(kickoff) },
    ]);
    // The provider writes "Vasco DA Gama"; we know the club as Vasco, with its full name as an alias.
    await db.database.db
      .update(teamsTable)
      .set({ aliases: ['Vasco da Gama', 'Gigante da Colina'] })
      .where(eq(teamsTable.name, 'Vasco'));
    let url: string;
    ({ fake, provider, testApp, url } = await startLiveApiFootball({
      db,
      clock,
      log: logs.log,
      fixtures: [fla, spfc, libertadores, abroad],
    }));
    socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    const syncs: MatchesSync[] = [];
    socket.on(LIVE_EVENTS.matchesSync, (sync: MatchesSync) => syncs.push(sync));
    socket.on(LIVE_EVENTS.liveMatchUpdate, (update: LiveMatchUpdate) => updates.push(update));
    await until(() => syncs[0], 'matches_sync');
  });

  afterAll(async () => {
    socket?.close();
    await testApp?.close();
    await fake?.close();
    await db?.drop();
  });

  const row = async (id: number) =>
    (await db.database.db.select().from(matchesTable).where(eq(matchesTable.id, id)))[0];
  const poll = () => {
    clock.advance(2 * MINUTE);
    return provider.poll();
  };

  test('with none of our matches near kick-off, no request is made', async () => {
    const wait = await provider.poll();
    expect(fake.requests).toEqual([]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(10 * MINUTE);
  });

  test('live fixtures are mapped to our matches by team name and alias, persisted and announced', async () => {
    clock.set(kickoff + 10 * MINUTE);
    await provider.poll();
    // Lineups are not in the live list: each match we start following is read once by id for them.
    expect(fake.requests).toEqual(['live=all', `ids=${fla.id}-${spfc.id}`]);
    const lineupNames = async (matchId: number) =>
      (
        await db.database.db
          .select({ name: lineupEntries.name })
          .from(lineupEntries)
          .where(eq(lineupEntries.matchId, matchId))
      )
        .map((entry) => entry.name)
        .sort();
    expect(await lineupNames(flamengo)).toEqual(['Bruno Henrique', 'Gabigol', 'Rossi', 'Weverton']);
    // São Paulo's league has no lineups in its coverage (an empty array): nothing stored, not asked again.
    expect(await lineupNames(saoPaulo)).toEqual([]);
    clock.advance(2 * MINUTE);
    await provider.poll();
    expect(fake.requests.slice(2)).toEqual(['live=all']);
    expect(await row(flamengo)).toMatchObject({ status: 1, minute: 10, homeScore: 0, awayScore: 0 });
    expect(await row(saoPaulo)).toMatchObject({ status: 1, minute: 10, homeScore: 0, awayScore: 0 });
    const update = await until(() => updates.find((u) => u.type === 'multiple_matches'), 'kick-off update');
    expect(update.type === 'multiple_matches' && update.matches.map((m) => m.id).sort()).toEqual(
      [flamengo, saoPaulo].sort(),
    );
  });

  test('the fixture with a team we do not know is skipped with one log line; one not ours at all only at debug', async () => {
    await poll();
    const unknown = logs.lines.filter((line) => line.msg.includes('time desconhecido'));
    expect(unknown).toEqual([
      expect.objectContaining({
        level: 'warn',
        obj: expect.objectContaining({ home: 'Boca Juniors', unknown: ['Boca Juniors'] }),
      }),
      expect.objectContaining({ level: 'debug', obj: expect.objectContaining({ home: 'Manchester United' }) }),
    ]);
    const rows = await db.database.db
      .select()
      .from(matchesTable)
      .where(inArray(matchesTable.id, [flamengo, saoPaulo]));
    expect(rows).toHaveLength(2);
  });

  test('a goal flows to the database (scorer, minute) and then to the socket', async () => {
    const before = updates.length;
    fake.set({ ...fla, elapsed: 24, goals: [1, 0], events: [{ minute: 23, side: 'home', player: 'Pedro' }] });
    await poll();
    const goals = await loadLiveGoals(db.database.db, flamengo);
    expect(goals).toMatchObject([{ seq: 0, side: 'home', player: 'Pedro', minute: 23, offset: null }]);
    expect(await row(flamengo)).toMatchObject({ status: 1, minute: 24, homeScore: 1, awayScore: 0 });
    const update = await until(() => updates.slice(before).find((u) => u.type === 'single_match'), 'goal update');
    expect(update).toMatchObject({
      type: 'single_match',
      match: { id: flamengo, homeScore: 1, awayScore: 0, minute: 24 },
    });
  });

  test("cards and substitutions are written into the match's timeline with the goals, each announced once; the stored lineup says who came on", async () => {
    const before = updates.length;
    const events: FakeFixture['events'] = [
      { minute: 23, side: 'home', player: 'Pedro' },
      { minute: 30, side: 'away', player: 'Gerson', type: 'Card', detail: 'Yellow Card' },
      { minute: 45, extra: 2, side: 'away', player: 'Gustavo Gómez', type: 'Card', detail: 'Red Card' },
      {
        minute: 40,
        side: 'home',
        player: 'Bruno Henrique',
        assist: 'Gabigol',
        type: 'subst',
        detail: 'Substitution 1',
      },
      { minute: 44, side: 'home', player: 'Pedro', type: 'Goal', detail: 'Missed Penalty' },
    ];
    fake.set({ ...fla, elapsed: 47, goals: [1, 0], events });
    await poll();
    const detail = (await (await fetch(`${testApp.url}/api/soccer/matches/${flamengo}`)).json()) as {
      goals: Array<{ side: string; player: string; minute: number }>;
      events: Array<{
        type: string;
        side: string;
        minute: number;
        offset: number | null;
        playerName: string | null;
        playerOutName: string | null;
        player: { id: number; name: string } | null;
        playerOut: { id: number; name: string } | null;
      }>;
    };
    // The live list carries no lineups: the one stored at kick-off has Bruno Henrique on the pitch,
    // so he is the one going off, although the event names him as its `player`.
    expect(detail.events.map((e) => [e.type, e.side, e.minute, e.offset, e.playerName, e.playerOutName])).toEqual([
      ['goal', 'home', 23, null, 'Pedro', null],
      ['yellow', 'away', 30, null, 'Gerson', null],
      ['substitution', 'home', 40, null, 'Gabigol', 'Bruno Henrique'],
      ['red', 'away', 45, 2, 'Gustavo Gómez', null],
    ]);
    // The goals card lists the feed's goal with its scorer (the goals table has none for this match).
    expect(detail.goals.map((g) => [g.side, g.player, g.minute])).toEqual([['home', 'Pedro', 23]]);
    // Both named in the stored lineup: links to their player pages (the others are not in it).
    expect(detail.events.map((e) => [e.player?.name ?? null, e.playerOut?.name ?? null])).toEqual([
      [null, null],
      [null, null],
      ['Gabigol', 'Bruno Henrique'],
      [null, null],
    ]);
    const substitution = await until(
      () =>
        updates
          .slice(before)
          .flatMap((u) => u.events ?? [])
          .find((e) => e.type === 'substitution'),
      'the substitution on the socket',
    );
    expect(substitution).toMatchObject({
      matchId: flamengo,
      minute: 40,
      playerName: 'Gabigol',
      relatedName: 'Bruno Henrique',
    });
    const announced = await until(
      () =>
        updates
          .slice(before)
          .flatMap((u) => u.events ?? [])
          .filter((e) => e.type === 'red')[0],
      'the red card on the socket',
    );
    expect(announced).toMatchObject({ matchId: flamengo, minute: 45, offset: 2, playerName: 'Gustavo Gómez' });
    // The same answer again: nothing new is written or announced.
    const seen = updates.length;
    await poll();
    expect(updates.slice(seen).flatMap((u) => u.events ?? [])).toEqual([]);
    // The referee's decision taken back (VAR): the red card leaves the timeline.
    fake.set({ ...fla, elapsed: 49, goals: [1, 0], events: events.slice(0, 2) });
    await poll();
    const after = (await (await fetch(`${testApp.url}/api/soccer/matches/${flamengo}`)).json()) as {
      events: Array<{ type: string }>;
    };
    expect(after.events.map((e) => e.type)).toEqual(['goal', 'yellow']);
    fake.set({ ...fla, elapsed: 24, goals: [1, 0], events: [{ minute: 23, side: 'home', player: 'Pedro' }] });
  });

  test('429 and 5xx back off exponentially (with jitter, no request before the wait ends), then polling resumes', async () => {
    const count = () => fake.requests.length;
    fake.failNext(429, 429, 503);
    const first = await poll();
    // Step = the minimum interval, doubled per failure; half fixed, half jitter (0.5 here).
    expect(first).toBe(11_250);
    const made = count();
    expect(await provider.poll()).toBeLessThanOrEqual(11_250);
    expect(count()).toBe(made);
    clock.advance(first);
    const second = await provider.poll();
    expect(second).toBe(22_500);
    clock.advance(second);
    expect(await provider.poll()).toBe(45_000);
    expect(logs.lines.filter((line) => line.msg.includes('consulta falhou')).map((line) => line.obj)).toEqual([
      expect.objectContaining({ status: 429, failures: 1 }),
      expect.objectContaining({ status: 429, failures: 2 }),
      expect.objectContaining({ status: 503, failures: 3 }),
    ]);
    clock.advance(45_000);
    fake.set({ ...fla, elapsed: 30, goals: [1, 0], events: [{ minute: 23, side: 'home', player: 'Pedro' }] });
    const wait = await provider.poll();
    expect(count()).toBe(made + 3);
    expect(await row(flamengo)).toMatchObject({ minute: 30 });
    // Back to the budget's pace: 100 a day spread over today's match windows, never under 15 s.
    expect(wait).toBeGreaterThanOrEqual(15_000);
  });

  test('the budget headers are honoured: with none left today, no request until 00:00 UTC', async () => {
    const remaining = fake.dailyRemaining;
    fake.dailyRemaining = 1; // the next answer says 0 left
    await poll();
    const made = fake.requests.length;
    expect(provider.usage.remaining).toBe(0);
    const wait = await poll();
    expect(fake.requests.length).toBe(made);
    const midnight = Date.parse('2026-03-16T00:00:00.000Z');
    expect(clock.now() + wait).toBeGreaterThanOrEqual(midnight);
    fake.dailyRemaining = remaining;
  });

  test('the quota message (a 200 with errors.requests) also stops requests for the day', async () => {
    const other = apiFootballProvider({ db, clock, fake, log: captureLog().log });
    const seen: LiveChange[][] = [];
    await other.start(async (changes) => void seen.push(changes));
    fake.failNext('quota');
    await other.poll();
    const made = fake.requests.length;
    clock.advance(10 * MINUTE);
    await other.poll();
    expect(fake.requests.length).toBe(made);
    expect(seen).toEqual([]);
    await other.stop();
  });

  test('the once-only lineup read keeps the last request of the day for the live list', async () => {
    const other = apiFootballProvider({ db, clock, fake, log: captureLog().log });
    await other.start(async () => undefined);
    const remaining = fake.dailyRemaining;
    fake.dailyRemaining = 2; // the live list's answer says 1 left
    const made = fake.requests.length;
    await other.poll();
    // São Paulo has no lineups stored: this process would ask for them, but not with the last request.
    expect(fake.requests.slice(made)).toEqual(['live=all']);
    fake.dailyRemaining = remaining;
    await other.stop();
  });

  test('a match that leaves the live list is read once by id and finishes; a restart repeats nothing', async () => {
    // A restart: a new provider instance on the same database, late in the second half.
    clock.set(kickoff + 115 * MINUTE);
    const fresh = apiFootballProvider({ db, clock, fake, log: captureLog().log });
    const applied: LiveChange[][] = [];
    await fresh.start(async (changes) => {
      applied.push(changes);
      await testApp.live.applyChanges(changes);
    });
    fake.set({
      ...fla,
      status: '2H',
      elapsed: 88,
      goals: [1, 1],
      events: [
        { minute: 23, side: 'home', player: 'Pedro' },
        { minute: 51, side: 'away', player: 'Raphael Veiga' },
      ],
    });
    await fresh.poll();
    // Pedro was already announced: only Raphael Veiga is new.
    expect(
      applied.flatMap((batch) => batch.filter((c) => c.matchId === flamengo).flatMap((c) => c.newGoals)),
    ).toMatchObject([{ seq: 1, side: 'away', player: 'Raphael Veiga', minute: 51 }]);
    // A player we already know by his API-Football id is joined, not created again.
    const [pedro] = await db.database.db
      .insert(playersTable)
      .values({ key: 'pedro|1997-06-20', name: 'Pedro', slug: 'pedro', apiFootballId: 10_009 })
      .returning({ id: playersTable.id });
    fake.set({
      ...fla,
      status: 'FT',
      elapsed: 90,
      goals: [2, 1],
      events: [
        { minute: 23, side: 'home', player: 'Pedro' },
        { minute: 51, side: 'away', player: 'Raphael Veiga' },
        { minute: 90, extra: 2, side: 'home', player: 'Arrascaeta' },
      ],
      lineups: {
        home: {
          formation: '4-3-3',
          coach: 'Filipe Luís',
          startXI: [
            { id: 10_001, name: 'Rossi', number: 1, pos: 'G', grid: '1:1' },
            { id: 10_009, name: 'Pedro', number: 9, pos: 'F', grid: '4:2' },
          ],
          substitutes: [{ id: 10_020, name: 'Gonzalo Plata', number: 50, pos: 'F' }],
        },
        away: {
          formation: '4-2-3-1',
          startXI: [{ id: 20_021, name: 'Weverton', number: 21, pos: 'G', grid: '1:1' }],
          substitutes: [{ id: null, name: 'Luighi', number: 31, pos: 'F' }],
        },
      },
    });
    const made = fake.requests.length;
    clock.advance(5 * MINUTE);
    await fresh.poll();
    expect(fake.requests.slice(made)).toEqual(['live=all', `ids=${fla.id}`]);
    expect(await row(flamengo)).toMatchObject({ status: 3, minute: null, homeScore: 2, awayScore: 1 });
    expect((await loadLiveGoals(db.database.db, flamengo)).map((g) => [g.seq, g.player, g.minute, g.offset])).toEqual([
      [0, 'Pedro', 23, null],
      [1, 'Raphael Veiga', 51, null],
      [2, 'Arrascaeta', 90, 2],
    ]);
    // The answer by id carried the lineups: stored with their lines, players joined by their id.
    const lineup = await db.database.db
      .select({
        side: lineupEntries.side,
        name: lineupEntries.name,
        playerId: lineupEntries.playerId,
        shirtNumber: lineupEntries.shirtNumber,
        position: lineupEntries.position,
        starter: lineupEntries.starter,
        line: lineupEntries.line,
        slot: lineupEntries.slot,
        apiFootballId: playersTable.apiFootballId,
      })
      .from(lineupEntries)
      .innerJoin(playersTable, eq(playersTable.id, lineupEntries.playerId))
      .where(eq(lineupEntries.matchId, flamengo))
      .orderBy(lineupEntries.side, lineupEntries.starter, lineupEntries.slot);
    expect(lineup.map(({ playerId: _p, ...entry }) => entry)).toEqual([
      {
        side: 'away',
        name: 'Luighi',
        shirtNumber: 31,
        position: 'FW',
        starter: false,
        line: null,
        slot: 0,
        apiFootballId: null,
      },
      {
        side: 'away',
        name: 'Weverton',
        shirtNumber: 21,
        position: 'GK',
        starter: true,
        line: 0,
        slot: 0,
        apiFootballId: 20_021,
      },
      {
        side: 'home',
        name: 'Gonzalo Plata',
        shirtNumber: 50,
        position: 'FW',
        starter: false,
        line: null,
        slot: 0,
        apiFootballId: 10_020,
      },
      {
        side: 'home',
        name: 'Rossi',
        shirtNumber: 1,
        position: 'GK',
        starter: true,
        line: 0,
        slot: 0,
        apiFootballId: 10_001,
      },
      {
        side: 'home',
        name: 'Pedro',
        shirtNumber: 9,
        position: 'FW',
        starter: true,
        line: 3,
        slot: 1,
        apiFootballId: 10_009,
      },
    ]);
    expect(lineup.find((entry) => entry.name === 'Pedro')?.playerId).toBe(pedro!.id);
    // Formation and coach as the lineups say them; a coach the answer does not name stays unknown.
    expect(await row(flamengo)).toMatchObject({
      homeFormation: '4-3-3',
      homeCoach: 'Filipe Luís',
      awayFormation: '4-2-3-1',
      awayCoach: null,
    });
    // Once over, the match is no longer followed: no more lookups by id.
    const after = fake.requests.length;
    clock.advance(5 * MINUTE);
    await fresh.poll();
    expect(fake.requests.slice(after)).toEqual(['live=all']);
    await fresh.stop();
  });
});
