// Two server processes on one PostgreSQL database and one Redis (issue 32): only the leader syncs
// (its own advisory lock), each league's season is read once between them, and the one daily
// budget counts every request of both.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { createPeerApp, type TestApp } from '../support/test-app';
import type { FakeApiFootball } from '../support/fake-api-football';
import { serieA2026, startDataSyncFake } from '../support/api-football-app';
import { until } from '../support/wait';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!postgresUrl || !redisUrl)
  console.warn('\n⚠️  TEST_DATABASE_URL and TEST_REDIS_URL are needed: the two-process sync test is SKIPPED.\n');

const season = serieA2026({
  teams: [
    { id: 127, name: 'Flamengo' },
    { id: 121, name: 'Palmeiras' },
  ],
  fixtures: [
    {
      id: 6001,
      round: 'Regular Season - 38',
      date: '2026-12-06T19:00:00.000Z',
      status: 'NS',
      elapsed: null,
      home: { id: 127, name: 'Flamengo' },
      away: { id: 121, name: 'Palmeiras' },
    },
  ],
});

describe.skipIf(!postgresUrl || !redisUrl)('data sync across two processes (PostgreSQL + Redis)', () => {
  let db: TestDatabase;
  let fake: FakeApiFootball;
  const apps: TestApp[] = [];
  const clock = new Date('2026-11-28T12:00:00Z');

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    let env: Record<string, string>;
    ({ fake, env } = await startDataSyncFake([season], {
      API_FOOTBALL_LEAGUES: '71,39',
      DATA_SYNC_TICK_MS: '100',
      LIVE_LEADER_RETRY_MS: '100',
      REDIS_URL: redisUrl ?? '',
      REDIS_PREFIX: `test-sync-${randomBytes(4).toString('hex')}:`,
    }));
    // Both start together, as two processes of one deployment.
    apps.push(...(await Promise.all([0, 1].map(() => createPeerApp(db.url!, { env, now: () => clock })))));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await fake?.close();
    await db?.drop();
  });

  test('one leader syncs; each league is asked once; one budget counts both', async () => {
    await until(
      async () => {
        const states = await apps[0].dataSync.service.status();
        return states.competitions.every((c) => c.lastOutcome !== null) && states;
      },
      'both leagues synced',
      20_000,
    );
    const roles = apps.map((app) => app.dataSync.leader.role).sort();
    expect(roles).toEqual(['leader', 'standby']);
    // Several timer periods later, still one of each: nothing is read twice.
    const seen = fake.requests.length;
    await until(async () => {
      const [row] = (
        (await db.database.db.execute(
          sql`select count(*)::int as n from scheduled_jobs where name = 'data-sync' and last_run_at is not null`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows;
      return row.n === 1 && fake.requests.length === seen;
    }, 'passes after the first');
    expect(fake.requests.filter((r) => r === 'id=71&current=true')).toHaveLength(1);
    expect(fake.requests.filter((r) => r === 'league=71&season=2026')).toHaveLength(4); // teams, fixtures, standings, scorers (a new season's tables)
    const [{ n }] = (
      (await db.database.db.execute(sql`select count(*)::int as n from matches`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    expect(n).toBe(1);
    const status = await apps[1].dataSync.service.status();
    expect(status.requests.used).toBe(fake.requests.length);
    // League 39 has no season at the fake: recorded as a failure, nothing written.
    expect(status.competitions.find((c) => c.leagueId === 39)!.lastOutcome).toBe('falha');
  });
});
