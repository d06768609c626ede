// The live feed's transactional outbox (issue 10): a goal persisted by a process that dies before its
// notifications were all produced is still notified, exactly once per follower, by the next process
// on the same database, although the provider resumes from the stored state and never offers that
// goal again. Also: a producer that fails leaves its batch to be retried by the same process (the
// provider's re-offer changes nothing any more), and a normal run leaves the outbox empty.
// On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { liveOutbox, notifications as notificationsTable, teams } from '@server/db/schema';
import type { ReplayEngine } from '@server/modules/live/engine';
import { saoPauloDayRange } from '@shared/live-rules';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertLiveFixtures, manualClock } from '../support/live-fixtures';
import { registerUser } from '../support/http-client';

const MINUTE = 60_000;

describe.each(databaseKinds())('live outbox on %s', (kind) => {
  let db: TestDatabase;
  let server: TestApp;
  let flamengoMatch: number;
  let santosMatch: number;
  let flamengo: number;
  let santos: number;
  const day = '2026-03-15';
  const kickoff = saoPauloDayRange(day).from.getTime() + 15 * 60 * MINUTE;
  const clock = manualClock(kickoff - 10 * MINUTE);
  // Ticks only when the test says so.
  const env = { EMAIL_VERIFICATION: 'off', LIVE_TICK_MS: String(24 * 60 * MINUTE) };
  const start = async () => {
    server = await createTestApp({ db, env, now: clock.date, notifications: { startPush: false } });
    await server.listen();
  };
  const tick = () => (server.live.provider as ReplayEngine).tick();

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    [flamengoMatch, santosMatch] = await insertLiveFixtures(db.database.db, [
      {
        home: 'Flamengo',
        away: 'Palmeiras',
        kickoffAt: new Date(kickoff),
        ht: [1, 0],
        ft: [1, 0],
        goals: [{ side: 'home', player: 'Pedro', minute: 23 }],
      },
      {
        home: 'Santos',
        away: 'Bahia',
        kickoffAt: new Date(kickoff),
        ht: [0, 1],
        ft: [0, 1],
        goals: [{ side: 'away', player: 'Everaldo', minute: 30 }],
      },
    ]);
    const rows = await db.database.db.select({ id: teams.id, name: teams.name }).from(teams);
    flamengo = rows.find((row) => row.name === 'Flamengo')!.id;
    santos = rows.find((row) => row.name === 'Santos')!.id;
    await start();
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  async function follower(team: number) {
    const { browser, id } = await registerUser(server.url);
    expect((await browser.put('/api/user/follows', { teams: [team], matches: [] })).status).toBe(200);
    return id;
  }

  /** Each user's rows of one idempotency key, straight from the database. */
  const rowsOf = async (userIds: number[], key: string) =>
    Promise.all(
      userIds.map(async (userId) =>
        (
          await server.db.database.db
            .select({ title: notificationsTable.title })
            .from(notificationsTable)
            .where(and(eq(notificationsTable.userId, userId), eq(notificationsTable.idempotencyKey, key)))
        ).map((row) => row.title),
      ),
    );
  const pending = async () => (await server.db.database.db.select().from(liveOutbox)).length;

  test('a goal persisted before a crash mid-production is notified once to every follower after the restart', async () => {
    const fans = [await follower(flamengo), await follower(flamengo), await follower(flamengo)];

    // The kick-off goes through normally and leaves nothing behind.
    clock.set(kickoff + 1.5 * MINUTE);
    await tick();
    expect(await rowsOf(fans, `match:${flamengoMatch}:kickoff`)).toEqual([
      ['Começou: Flamengo x Palmeiras'],
      ['Começou: Flamengo x Palmeiras'],
      ['Começou: Flamengo x Palmeiras'],
    ]);
    expect(await pending()).toBe(0);

    // The goal: the producer stores it for the first follower, then the process "dies" (it throws
    // and the server is closed before anything retries; the retry timer is 30 s away).
    const service = server.notifications.service;
    const notify = service.notify.bind(service);
    service.notify = async (userIds, payload, key) => {
      if (!key?.includes(':goal:')) return notify(userIds, payload, key);
      await notify(userIds.slice(0, 1), payload, key);
      throw new Error('processo encerrado no meio da produção');
    };
    clock.set(kickoff + 24 * MINUTE);
    await expect(tick()).rejects.toThrow('processo encerrado no meio da produção');
    const goalKey = `match:${flamengoMatch}:goal:0`;
    const stored = await rowsOf(fans, goalKey);
    expect(stored.map((titles) => titles.length).sort()).toEqual([0, 0, 1]);
    await server.close();

    // A new process on the same database: it leads, replays the outbox before the feed starts.
    await start();
    expect(await rowsOf(fans, goalKey)).toEqual([['Gol do Flamengo!'], ['Gol do Flamengo!'], ['Gol do Flamengo!']]);
    expect(await pending()).toBe(0);

    // The feed resumes from the stored state: more ticks do not repeat the goal nor the kick-off.
    clock.set(kickoff + 30 * MINUTE);
    await tick();
    expect(await rowsOf(fans, goalKey)).toEqual([['Gol do Flamengo!'], ['Gol do Flamengo!'], ['Gol do Flamengo!']]);
    expect((await rowsOf(fans, `match:${flamengoMatch}:kickoff`)).map((titles) => titles.length)).toEqual([1, 1, 1]);
  });

  test('a producer that fails leaves its batch for the same process: the re-offered batch produces it', async () => {
    const fans = [await follower(santos), await follower(santos)];
    const service = server.notifications.service;
    const notify = service.notify.bind(service);
    let failures = 1;
    service.notify = async (userIds, payload, key) => {
      if (key?.includes(':goal:') && failures-- > 0) throw new Error('banco fora do ar');
      return notify(userIds, payload, key);
    };
    // A second Bahia goal (a provider's change, as the real feed sends them): its producer fails once.
    clock.set(kickoff + 31 * MINUTE);
    await server.live
      .applyChanges([
        {
          matchId: santosMatch,
          status: 1,
          minute: 31,
          homeScore: 0,
          awayScore: 1,
          newGoals: [{ seq: 1, side: 'away', player: 'Everaldo', minute: 31, offset: null, goalId: null }],
        },
      ])
      .then(
        () => expect.fail('the producer failed: the batch must reject'),
        (error: Error) => expect(error.message).toBe('banco fora do ar'),
      );
    expect((await rowsOf(fans, `match:${santosMatch}:goal:1`)).map((titles) => titles.length)).toEqual([0, 0]);
    expect(await pending()).toBe(1);
    // The provider offers the same batch again: the database already has it (nothing changes, nothing
    // is announced), but the outbox still hands it to the producer.
    await server.live.applyChanges([
      {
        matchId: santosMatch,
        status: 1,
        minute: 31,
        homeScore: 0,
        awayScore: 1,
        newGoals: [{ seq: 1, side: 'away', player: 'Everaldo', minute: 31, offset: null, goalId: null }],
      },
    ]);
    expect(await rowsOf(fans, `match:${santosMatch}:goal:1`)).toEqual([['Gol do Bahia!'], ['Gol do Bahia!']]);
    expect(await pending()).toBe(0);
  });

  test('a normal run to the final whistle leaves the outbox empty and notifies each event once', async () => {
    clock.set(kickoff + 4 * 60 * MINUTE);
    await tick();
    expect(await pending()).toBe(0);
    const fulltime = await server.db.database.db
      .select({ userId: notificationsTable.userId })
      .from(notificationsTable)
      .where(like(notificationsTable.idempotencyKey, `match:${flamengoMatch}:fulltime`));
    expect(fulltime).toHaveLength(3);
    const goals = await server.db.database.db
      .select({ userId: notificationsTable.userId })
      .from(notificationsTable)
      .where(like(notificationsTable.idempotencyKey, `match:${flamengoMatch}:goal:%`));
    expect(goals).toHaveLength(3);
  });
});
