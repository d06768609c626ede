// One live engine across processes (issue 15, point 2): two app instances on the same PostgreSQL
// (each with its own pool and its own lock connection, as two processes have) and the same Redis.
// The one holding the advisory lock plays the feed; when its lock connection dies the other takes
// over and resumes from the stored state; clients on both instances see every goal exactly once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { LOCK_KEYS } from '@server/db/session-lock';
import { applyLiveChanges, loadLiveGoals } from '@server/modules/live/repo';
import type { ReplayEngine } from '@server/modules/live/engine';
import { LIVE_EVENTS, saoPauloDayRange, type LiveMatchUpdate } from '@shared/live-rules';
import type { Match } from '@shared/football';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import { createPeerApp, type TestApp } from '../support/test-app';
import { insertLiveFixtures, manualClock } from '../support/live-fixtures';
import { until } from '../support/wait';

const MINUTE = 60_000;
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!postgresUrl || !redisUrl)
  console.warn('\n⚠️  TEST_DATABASE_URL and TEST_REDIS_URL are needed: the leader election tests are SKIPPED.\n');

const sockets: Socket[] = [];

/** Every state of one match a client was sent, in order. */
function watch(url: string, matchId: number) {
  const socket: Socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const states: string[] = [];
  socket.on(LIVE_EVENTS.liveMatchUpdate, (update: LiveMatchUpdate) => {
    const list: Match[] = update.type === 'single_match' ? [update.match] : update.matches;
    for (const match of list)
      if (match.id === matchId) states.push(`${match.status} ${match.minute} ${match.homeScore}-${match.awayScore}`);
  });
  const ready = new Promise<void>((resolve) => socket.once(LIVE_EVENTS.matchesSync, () => resolve()));
  return { socket, states, ready, scores: () => [...new Set(states.map((state) => state.split(' ')[2]))] };
}

describe.skipIf(!postgresUrl || !redisUrl)('one live engine across two processes (PostgreSQL + Redis)', () => {
  let db: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let match: number;
  const day = '2026-03-15';
  const kickoff = saoPauloDayRange(day).from.getTime() + 15 * 60 * MINUTE;
  const clock = manualClock(kickoff - MINUTE);
  const env = {
    LIVE_TICK_MS: String(24 * 60 * MINUTE),
    LIVE_LEADER_RETRY_MS: '100',
    REDIS_URL: redisUrl ?? '',
    // Both instances share one prefix (one deployment), apart from every other test file's.
    REDIS_PREFIX: `test-leader-${randomBytes(4).toString('hex')}:`,
  };

  /** A second instance: its own pool on the same database, as another process would have. */
  const instance = () => createPeerApp(db.url!, { env, now: clock.date });

  const health = async (app: TestApp) => (await (await fetch(`${app.url}/api/health`)).json()).live as string;
  const tick = (app: TestApp) => (app.live.provider as ReplayEngine).tick();

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    [match] = await insertLiveFixtures(db.database.db, [
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
    ]);
    first = await instance();
    second = await instance();
  });

  afterAll(async () => {
    // Clients first (a failed case leaves them open), then the servers.
    for (const socket of sockets) socket.close();
    for (const app of [first, second]) await app?.close().catch(() => undefined);
    await db?.drop();
  });

  test('the first process leads, the second stands by; /api/health says which', async () => {
    expect(first.leader.role).toBe('leader');
    expect(second.leader.role).toBe('standby');
    expect(await health(first)).toBe('leader');
    expect(await health(second)).toBe('standby');
  });

  test('the leader dies mid-match: the standby takes over, resumes, and every goal reaches both once', async () => {
    const onFirst = watch(first.url, match);
    const onSecond = watch(second.url, match);
    await Promise.all([onFirst.ready, onSecond.ready]);

    clock.set(kickoff + 23.5 * MINUTE);
    await tick(first);
    await until(() => onFirst.scores().includes('1-0') && onSecond.scores().includes('1-0'), '1-0 on both');

    // The equaliser lands while nobody leads: the new leader announces it when it starts. The clock
    // moves before the kill: a standby that took the lock first would start at 1-0 and, with no tick
    // due for a day, never see the equaliser (the engines only look at the clock when told to here).
    clock.set(kickoff + 75 * MINUTE);
    // The leader's lock connection is killed (what kill -9 or a lost network does to it): the lock
    // is free at once; the old leader stops its engine and sits out a few tries, the standby takes it.
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    const killed = await admin.query(
      `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted
         and database = (select oid from pg_database where datname = current_database())
         and ((classid::bigint << 32) | objid::bigint) = $1`,
      [LOCK_KEYS.liveEngine],
    );
    await admin.end();
    expect(killed.rowCount).toBe(1);
    await until(() => second.leader.role === 'leader', 'the standby to take over');
    await until(() => first.leader.role === 'standby', 'the old leader to step down');
    expect(await health(second)).toBe('leader');
    await until(() => onFirst.scores().includes('1-1') && onSecond.scores().includes('1-1'), '1-1 on both');

    // The old leader's engine is stopped: ticking it announces nothing.
    await tick(first);

    // The new leader closes (a deploy): the first process takes the lead again and plays on.
    onSecond.socket.close();
    await second.close();
    second = undefined as unknown as TestApp;
    await until(() => first.leader.role === 'leader', 'the first process to lead again');
    clock.set(kickoff + 4 * 60 * MINUTE);
    await tick(first);
    await until(() => onFirst.scores().includes('2-1'), '2-1');

    expect(onFirst.scores()).toEqual(['1-0', '1-1', '2-1']);
    // Every state was sent once: no update repeated by two engines.
    expect(new Set(onFirst.states).size).toBe(onFirst.states.length);
    expect(onSecond.states.filter((state) => state.endsWith('1-0') || state.endsWith('1-1')).length).toBe(
      new Set(onSecond.states.filter((state) => state.endsWith('1-0') || state.endsWith('1-1'))).size,
    );
    const goals = await loadLiveGoals(db.database.db, match);
    expect(goals.map((goal) => [goal.seq, goal.player])).toEqual([
      [0, 'Pedro'],
      [1, 'Raphael Veiga'],
      [2, 'Arrascaeta'],
    ]);
    onFirst.socket.close();
  });
});

describe.each(databaseKinds())('two engines writing the same change on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db.drop());

  test('only the write that changed the row is announced', async () => {
    const [id] = await insertLiveFixtures(db.database.db, [
      { home: 'Santos', away: 'Bahia', kickoffAt: new Date('2026-03-15T18:00:00Z') },
    ]);
    const change = {
      matchId: id,
      status: 1 as const,
      minute: 10,
      homeScore: 1,
      awayScore: 0,
      newGoals: [{ seq: 0, side: 'home' as const, player: 'Neymar', minute: 9, offset: null, goalId: null }],
    };
    const results = await Promise.all([
      applyLiveChanges(db.database.db, [change], new Date(), { outbox: true }),
      applyLiveChanges(db.database.db, [change], new Date(), { outbox: true }),
    ]);
    expect(results.map(({ changed }) => changed.size).sort()).toEqual([0, 1]);
    // Only the write that changed the row leaves a batch for the notification producer.
    expect(results.filter(({ outbox }) => outbox !== null).map(({ outbox }) => outbox?.previousStatuses)).toEqual([
      [0],
    ]);
    expect(await loadLiveGoals(db.database.db, id)).toHaveLength(1);
  });
});
