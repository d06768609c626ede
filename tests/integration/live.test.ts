// The live feed end to end on the server: real socket.io clients, the replay engine driven by a
// manual clock, PGlite and PostgreSQL. Proves sync on connect, goals announced as single_match
// after they are persisted, request_matches_sync, and a restart mid-match that resumes with no
// goal lost or repeated.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { liveGoals as liveGoalsTable, matches as matchesTable } from '@server/db/schema';
import { loadLiveGoals } from '@server/modules/live/repo';
import type { ReplayEngine } from '@server/modules/live/engine';
import { LIVE_EVENTS, saoPauloDayRange, type LiveMatchUpdate, type MatchesSync } from '@shared/live-rules';
import type { Match, MatchDetail } from '@shared/football';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertLiveFixtures, manualClock } from '../support/live-fixtures';
import { roundTrip } from '../support/socket-round-trip';
import { until } from '../support/wait';

const MINUTE = 60_000;
// Only tick() moves the engine in these tests.
const env = { LIVE_TICK_MS: String(24 * 60 * MINUTE) };

interface Received {
  syncs: MatchesSync[];
  updates: LiveMatchUpdate[];
  /** Every server timestamp in arrival order. */
  stamps: number[];
}

function client(url: string): { socket: Socket; received: Received } {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  const received: Received = { syncs: [], updates: [], stamps: [] };
  socket.on(LIVE_EVENTS.matchesSync, (sync: MatchesSync) => {
    received.syncs.push(sync);
    received.stamps.push(sync.timestamp);
  });
  socket.on(LIVE_EVENTS.liveMatchUpdate, (update: LiveMatchUpdate) => {
    received.updates.push(update);
    if (update.timestamp) received.stamps.push(update.timestamp);
  });
  return { socket, received };
}

let testApp: TestApp;
const tick = () => (testApp.live.provider as ReplayEngine).tick();
const byId = (list: Match[], id: number) => list.find((match) => match.id === id);

describe.each(databaseKinds())('live feed on %s', (kind) => {
  let db: TestDatabase;
  let url: string;
  let flamengo: number;
  let cupTie: number;
  // A fixed day: the app's clock is injected, so the test does not depend on the date it runs.
  const day = '2026-03-15';
  const kickoff = saoPauloDayRange(day).from.getTime() + 15 * 60 * MINUTE; // 15:00 in São Paulo
  const clock = manualClock(kickoff - MINUTE);

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    [flamengo, cupTie] = await insertLiveFixtures(db.database.db, [
      {
        home: 'Flamengo',
        away: 'Palmeiras',
        kickoffAt: new Date(kickoff),
        ht: [1, 0],
        ft: [2, 1],
        goals: [
          { side: 'home', player: 'Pedro', minute: 23 },
          { side: 'away', player: 'Raphael Veiga', minute: 51 },
          { side: 'home', player: 'Arrascaeta', minute: 90, offset: 2 },
        ],
      },
      // A cup tie decided on penalties after extra time, with no goal data: goals are synthesised.
      {
        home: 'Grêmio',
        away: 'Internacional',
        kickoffAt: new Date(kickoff + 30 * MINUTE),
        ht: [0, 1],
        ft: [1, 1],
        et: [2, 2],
        pen: [4, 3],
      },
    ]);
    testApp = await createTestApp({ db, env, now: clock.date });
    url = await testApp.listen();
  });

  afterAll(async () => {
    await testApp?.close();
    await db?.drop();
  });

  test('a client receives matches_sync with the day on connect', async () => {
    const { socket, received } = client(url);
    const sync = await until(() => received.syncs[0], 'matches_sync');
    expect(sync.matches.map((match) => match.id)).toEqual([flamengo, cupTie]);
    const match = byId(sync.matches, flamengo)!;
    expect(match).toMatchObject({
      status: 0,
      statusName: 'Agendado',
      homeScore: null,
      awayScore: null,
      matchDate: day,
      matchTime: '15:00',
      homeTeam: { name: 'Flamengo', slug: 'flamengo' },
      awayTeam: { name: 'Palmeiras' },
      competition: { name: 'Brasileirão Série A' },
    });
    expect(sync.timestamp).toBeGreaterThan(0);
    const search = (await (await fetch(`${url}/api/search/matches?q=flamengo&limit=5`)).json()) as Match[];
    expect(byId(search, flamengo)).toMatchObject({ status: 0, homeScore: null });
    socket.close();
  });

  test('kick-off and a real goal arrive as single_match, persisted before they are announced', async () => {
    const { socket, received } = client(url);
    await until(() => received.syncs[0], 'matches_sync');

    clock.set(kickoff + 1.5 * MINUTE);
    await tick();
    const started = await until(() => received.updates[0], 'kick-off update');
    expect(started).toMatchObject({
      type: 'single_match',
      match: { id: flamengo, status: 1, minute: 2, homeScore: 0, awayScore: 0 },
    });

    clock.set(kickoff + 23 * MINUTE);
    let dbScoreWhenAnnounced: unknown;
    socket.once(LIVE_EVENTS.liveMatchUpdate, () => {
      dbScoreWhenAnnounced = testApp.db.database.db
        .select({ home: matchesTable.homeScore })
        .from(matchesTable)
        .where(eq(matchesTable.id, flamengo));
    });
    await tick();
    const goal = await until(() => received.updates[1], 'goal update');
    expect(goal.type).toBe('single_match');
    expect(goal.type === 'single_match' && goal.match).toMatchObject({
      id: flamengo,
      status: 1,
      minute: 24,
      homeScore: 1,
      awayScore: 0,
    });
    expect(await dbScoreWhenAnnounced).toEqual([{ home: 1 }]);
    const announced = await loadLiveGoals(testApp.db.database.db, flamengo);
    expect(announced.map((g) => [g.seq, g.side, g.player, g.minute])).toEqual([[0, 'home', 'Pedro', 23]]);

    // Nothing new on the clock: nothing announced.
    await tick(); // announces (if anything) before it resolves
    await roundTrip(socket);
    expect(received.updates).toHaveLength(2);
    socket.close();
  });

  test('request_matches_sync answers with the current scores and a newer timestamp', async () => {
    const { socket, received } = client(url);
    const first = await until(() => received.syncs[0], 'first sync');
    socket.emit(LIVE_EVENTS.requestMatchesSync, { lastUpdate: first.timestamp });
    const second = await until(() => received.syncs[1], 'requested sync');
    expect(byId(second.matches, flamengo)).toMatchObject({ status: 1, homeScore: 1, awayScore: 0 });
    expect(second.timestamp).toBeGreaterThanOrEqual(first.timestamp);
    socket.close();
  });

  test('GET /api/soccer/matches for today answers the same shape, marked no-store', async () => {
    const response = await fetch(`${url}/api/soccer/matches?date=${day}&includeTeams=true`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as MatchesSync;
    expect(byId(body.matches, flamengo)).toMatchObject({ status: 1, homeScore: 1, awayScore: 0 });
    // Search reads the same rows (on PGlite, the copy in memory the live engine keeps exact).
    const search = (await (await fetch(`${url}/api/search/matches?q=flamengo&limit=5`)).json()) as Match[];
    expect(byId(search, flamengo)).toMatchObject({ status: 1, minute: 24, homeScore: 1, awayScore: 0 });
    const bad = await fetch(`${url}/api/soccer/matches?date=amanha`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain('AAAA-MM-DD');
  });

  test('a restart mid-match resumes: the goal scored while down is announced once, none repeated', async () => {
    await testApp.close();
    // The server is down while Palmeiras equalise (51') and the second half goes on.
    clock.set(kickoff + 75 * MINUTE);
    testApp = await createTestApp({ db, env, now: clock.date });
    url = await testApp.listen();

    const { socket, received } = client(url);
    const sync = await until(() => received.syncs[0], 'sync after restart');
    expect(byId(sync.matches, flamengo)).toMatchObject({ status: 12, homeScore: 1, awayScore: 1 });
    const afterRestart = await loadLiveGoals(testApp.db.database.db, flamengo);
    expect(afterRestart.map((g) => g.player)).toEqual(['Pedro', 'Raphael Veiga']);

    // Restarting again at the same moment changes nothing.
    socket.close();
    await testApp.close();
    testApp = await createTestApp({ db, env, now: clock.date });
    url = await testApp.listen();
    expect((await loadLiveGoals(testApp.db.database.db, flamengo)).map((g) => g.seq)).toEqual([0, 1]);

    const watcher = client(url);
    await until(() => watcher.received.syncs[0], 'sync');
    clock.set(kickoff + 4 * 60 * MINUTE);
    await tick();
    const final = await until(() => watcher.received.updates[0], 'final whistle');
    expect(final.type).toBe('multiple_matches');
    const finals = final.type === 'multiple_matches' ? final.matches : [];
    expect(byId(finals, flamengo)).toMatchObject({
      status: 3,
      statusName: 'Finalizado',
      minute: null,
      homeScore: 2,
      awayScore: 1,
    });
    expect(byId(finals, cupTie)).toMatchObject({ status: 32, homeScore: 2, awayScore: 2 });
    const all = await loadLiveGoals(testApp.db.database.db, flamengo);
    expect(all.map((g) => [g.seq, g.player, g.minute, g.offset])).toEqual([
      [0, 'Pedro', 23, null],
      [1, 'Raphael Veiga', 51, null],
      [2, 'Arrascaeta', 90, 2],
    ]);
    expect(await loadLiveGoals(testApp.db.database.db, cupTie)).toHaveLength(4);
    watcher.socket.close();
  });

  test('server timestamps never go backwards', async () => {
    const { socket, received } = client(url);
    await until(() => received.syncs[0], 'sync');
    // Answers are rationed to one a second per socket (requests in between are folded into one).
    for (let round = 1; round <= 3; round++) {
      for (let i = 0; i < 3; i++) socket.emit(LIVE_EVENTS.requestMatchesSync, { lastUpdate: null });
      await until(() => (received.syncs.length === round + 1 ? true : undefined), `sync ${round + 1}`);
    }
    const stamps = received.stamps;
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);
    socket.close();
  });

  test('a replayed match whose data has only the result shows each goal at the minute the replay played it', async () => {
    const detailOf = async (id: number) =>
      (await (await fetch(`${url}/api/soccer/matches/${id}`)).json()) as MatchDetail;
    const played = await loadLiveGoals(testApp.db.database.db, cupTie);
    const tie = await detailOf(cupTie);
    expect(tie.goals).toEqual([]);
    expect(tie.goalMinutesFromReplay).toBe(true);
    expect(tie.events.map((e) => [e.type, e.side, e.minute, e.player, e.playerName])).toEqual(
      [...played].sort((a, b) => a.minute - b.minute).map((g) => ['goal', g.side, g.minute, null, null]),
    );
    // The data's own scorers are the story where it has them: the replay's copy is not used.
    const named = await detailOf(flamengo);
    expect(named.goalMinutesFromReplay).toBe(false);
    expect(named.events.map((e) => e.playerName)).toEqual(['Pedro', 'Raphael Veiga', 'Arrascaeta']);

    // Replay goals that do not add up to the score (a replay that missed part of the match) are not shown.
    await testApp.db.database.db.delete(liveGoalsTable).where(eq(liveGoalsTable.id, played[0].id));
    const partial = await detailOf(cupTie);
    expect(partial.goalMinutesFromReplay).toBe(false);
    expect(partial.events).toEqual([]);
  });
});
