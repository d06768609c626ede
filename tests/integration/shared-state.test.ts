// Several processes share their state through PostgreSQL and Redis (issue 15, point 1): two app
// instances, each with its own pool and its own Redis connections, on the same database and Redis.
// Each case shows what a lone process would get wrong: a stale answer cache, login failures and
// per-address limits counted per process, a scheduled pass run by every process.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOGIN_THROTTLE } from '@server/modules/auth/limiter';
import { saoPauloDayRange, type MatchesSync } from '@shared/live-rules';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { createPeerApp, type TestApp } from '../support/test-app';
import { insertLiveFixtures } from '../support/live-fixtures';
import { randomBytes } from 'node:crypto';
import { TestClient } from '../support/http-client';
import { until } from '../support/wait';

// Redis outlives the test database: fresh addresses and names per run keep its counts apart.
const tag = randomBytes(3).toString('hex');
const randomIp = () => `10.${[...randomBytes(3)].join('.')}`;

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!postgresUrl || !redisUrl)
  console.warn('\n⚠️  TEST_DATABASE_URL and TEST_REDIS_URL are needed: the shared-state tests are SKIPPED.\n');

describe.skipIf(!postgresUrl || !redisUrl)('two processes on PostgreSQL + Redis share their state', () => {
  let db: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  const day = '2026-03-15';
  const now = () => new Date(saoPauloDayRange(day).from.getTime() + 12 * 3_600_000);
  let match: number;

  const instance = (prefix = `test-${tag}:`) =>
    createPeerApp(db.url!, {
      env: { REDIS_URL: redisUrl!, REDIS_PREFIX: prefix, LIVE_PROVIDER: 'off', EMAIL_VERIFICATION: 'off' },
      now,
      // An answer cache of an hour: only a message from the other process can make it fresh.
      football: { matchCacheTtlMs: 3_600_000 },
      billing: { startScheduler: false },
    });

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    [match] = await insertLiveFixtures(db.database.db, [
      { home: 'Corinthians', away: 'São Paulo', kickoffAt: new Date(now().getTime() + 3 * 3_600_000) },
    ]);
    first = await instance();
    second = await instance();
  });

  afterAll(async () => {
    for (const app of [first, second]) await app?.close().catch(() => undefined);
    await db?.drop();
  });

  const statusOn = async (app: TestApp) => {
    const body = (await (await fetch(`${app.url}/api/soccer/matches?date=${day}`)).json()) as MatchesSync;
    return body.matches.find((each) => each.id === match)?.status;
  };

  test("a write in one process clears the other's answer cache", async () => {
    expect(await statusOn(second)).toBe(0); // cached for an hour now
    await first.live.applyChanges([{ matchId: match, status: 1, minute: 1, homeScore: 0, awayScore: 0, newGoals: [] }]);
    expect(await statusOn(first)).toBe(1);
    expect(await until(async () => (await statusOn(second)) === 1 && 1, 'the other process to drop its cache')).toBe(1);
  });

  test('a search in the other process shows a write at once (its per-match JSON is not kept)', async () => {
    const scoreOn = async (app: TestApp) => {
      const response = await fetch(`${app.url}/api/search/matches?q=corinthians&limit=5`);
      const found = ((await response.json()) as { id: number; homeScore: number | null; minute: number | null }[]).find(
        (each) => each.id === match,
      );
      return found && `${found.homeScore}|${found.minute}`;
    };
    await first.live.applyChanges([{ matchId: match, status: 1, minute: 4, homeScore: 0, awayScore: 0, newGoals: [] }]);
    expect(await until(async () => (await scoreOn(second)) === '0|4' && 1, 'the other process to see minute 4')).toBe(
      1,
    );
    // The same frozen clock: updated_at does not change, the row's columns do.
    await first.live.applyChanges([{ matchId: match, status: 1, minute: 5, homeScore: 1, awayScore: 0, newGoals: [] }]);
    expect(await scoreOn(first)).toBe('1|5');
    expect(await until(async () => (await scoreOn(second)) === '1|5' && 1, 'the other process to see the goal')).toBe(
      1,
    );
  });

  test('login failures are counted across processes', async () => {
    const ip = randomIp();
    const owner = new TestClient(first.url, { ip: randomIp() });
    const email = `torcedor${tag}@exemplo.test`;
    expect(
      (await owner.post('/api/register', { username: `torcedor${tag}`, email, password: 'segredo123' })).status,
    ).toBe(201);
    // The free tries are spent alternately on both processes; the next one is slowed on either.
    for (let attempt = 0; attempt < LOGIN_THROTTLE.pairFree; attempt++) {
      const on = attempt % 2 === 0 ? first : second;
      const wrong = await new TestClient(on.url, { ip }).post('/api/login', { email, password: 'errada123' });
      expect(wrong.status).toBe(401);
    }
    for (const on of [first, second]) {
      const slowed = await new TestClient(on.url, { ip }).post('/api/login', { email, password: 'errada123' });
      expect(slowed.status).toBe(429);
      expect(slowed.body.message).toContain('Muitas tentativas de login');
    }
  });

  test('another deployment on the same Redis (another REDIS_PREFIX) keeps its own counts', async () => {
    const elsewhere = await instance(`test-${tag}-staging:`);
    try {
      const ip = randomIp();
      const email = `outro${tag}@exemplo.test`;
      await new TestClient(first.url, { ip: randomIp() }).post('/api/register', {
        username: `outro${tag}`,
        email,
        password: 'segredo123',
      });
      for (let attempt = 0; attempt < LOGIN_THROTTLE.pairFree; attempt++)
        await new TestClient(first.url, { ip }).post('/api/login', { email, password: 'errada123' });
      expect(
        (await new TestClient(second.url, { ip }).post('/api/login', { email, password: 'errada123' })).status,
      ).toBe(429);
      // Same account id, same address, same Redis: not slowed by the other deployment's failures.
      expect(
        (await new TestClient(elsewhere.url, { ip }).post('/api/login', { email, password: 'errada123' })).status,
      ).toBe(401);
    } finally {
      await elsewhere.close();
    }
  });

  test('per-address limits are counted across processes', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    // 10 registrations per address per hour, spread over both processes.
    for (let attempt = 0; attempt < 12; attempt++) {
      const on = attempt % 2 === 0 ? first : second;
      const response = await new TestClient(on.url, { ip }).post('/api/register', {
        username: `limite${tag}${attempt}`,
        email: `limite${tag}${attempt}@exemplo.test`,
        password: 'segredo123',
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  test('a scheduled pass is claimed by one process per period', async () => {
    const passes = await Promise.all([first.billing.scheduler.runClaimed(), second.billing.scheduler.runClaimed()]);
    expect(passes.filter((report) => report !== null)).toHaveLength(1);
    // Not due again until the period has passed.
    const again = await Promise.all([first.billing.scheduler.runClaimed(), second.billing.scheduler.runClaimed()]);
    expect(again).toEqual([null, null]);
  });
});
