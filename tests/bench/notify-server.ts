// The server side of `npm run bench:notify`: the real app on PGlite (in memory, or PostgreSQL with
// --database-url) with N users following Flamengo, whose match is about to see a goal; the first
// `sockets` users get sessions (their cookies go to the parent), the first `devices` users a push
// subscription on the parent's local push service. The live clock is moved by the parent over IPC.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@server/db/client';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import type { ReplayEngine } from '@server/modules/live/engine';
import { hashToken } from '@server/modules/auth/tokens';
import { notifications, pushQueue, pushSubscriptions, sessions, teamFollows, teams, users } from '@server/db/schema';
import { createPostgresDatabase } from '../support/database';
import { insertLiveFixtures, manualClock } from '../support/live-fixtures';
import { notifyBenchEnv } from './server-config';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const userCount = Number(arg('users', '10000'));
const socketCount = Math.min(userCount, Number(arg('sockets', '1000')));
const deviceCount = Math.min(userCount, Number(arg('devices', '1000')));
const pushUrl = arg('push-url', '');
const p256dh = arg('p256dh', '');
const auth = arg('auth', '');
const databaseUrl = arg('database-url', '');

const MINUTE = 60_000;
const kickoff = Date.now() - 10 * MINUTE;
const clock = manualClock(Date.now());

// On PostgreSQL, a database of its own beside the one named, dropped at the end.
const fresh = databaseUrl ? await createPostgresDatabase(databaseUrl, 'futdados_bench_notify') : null;
const database = fresh
  ? await openDatabase({ databaseUrl: fresh.url, dataDir: 'unused' })
  : await openDatabase({ dataDir: 'memory://' });
await database.migrate();
const db = database.db;
const [matchId] = await insertLiveFixtures(db, [
  {
    home: 'Flamengo',
    away: 'Palmeiras',
    kickoffAt: new Date(kickoff),
    ht: [1, 0],
    ft: [1, 0],
    goals: [{ side: 'home', player: 'Pedro', minute: 12 }],
  },
]);
const [{ id: flamengo }] = await db
  .select({ id: teams.id })
  .from(teams)
  .where(eq(teams.name, 'Flamengo'))
  .orderBy(teams.id)
  .limit(1);

// N followers, written in chunks (the bench measures notifying them, not signing them up).
const tag = randomBytes(3).toString('hex');
const userIds: number[] = [];
for (let start = 0; start < userCount; start += 2000) {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: Math.min(2000, userCount - start) }, (_, i) => ({
        username: `bench_${tag}_${start + i}`,
        email: `bench_${tag}_${start + i}@exemplo.test`,
        passwordHash: 'x',
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  userIds.push(...rows.map((row) => row.id));
}
for (let start = 0; start < userIds.length; start += 5000) {
  await db
    .insert(teamFollows)
    .values(userIds.slice(start, start + 5000).map((userId) => ({ userId, teamId: flamengo })));
}
const tokens = userIds.slice(0, socketCount).map(() => randomBytes(32).toString('base64url'));
const expiresAt = new Date(Date.now() + 24 * 60 * MINUTE);
for (let start = 0; start < tokens.length; start += 2000) {
  await db
    .insert(sessions)
    .values(
      tokens
        .slice(start, start + 2000)
        .map((token, i) => ({ id: hashToken(token), userId: userIds[start + i], expiresAt })),
    );
}
if (pushUrl && deviceCount > 0) {
  await db
    .insert(pushSubscriptions)
    .values(
      userIds.slice(0, deviceCount).map((userId) => ({ userId, endpoint: `${pushUrl}/push/${userId}`, p256dh, auth })),
    );
}

const config = loadConfig(notifyBenchEnv, 'bench');
const {
  app,
  live,
  notifications: notifier,
} = await buildApp({
  config,
  database,
  now: clock.date,
  notifications: { push: { pollMs: 0, concurrency: 50 } },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

process.on('message', async (message: { type: string }) => {
  if (message.type === 'goal') {
    // The goal of minute 12 lands at 11.5 game minutes.
    clock.set(kickoff + 12 * MINUTE);
    const started = performance.now();
    const cpu = process.cpuUsage();
    await (live.provider as ReplayEngine).tick();
    const tickMs = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    const stored = (await db.select({ id: notifications.id }).from(notifications)).length;
    process.send!({ type: 'announced', tickMs, cpuMs: (user + system) / 1000, stored, matchId });
  } else if (message.type === 'store-only') {
    // notify() alone for the same N users with a fresh key: store, emit, queue (no pushes queued: no devices).
    await db.delete(pushSubscriptions);
    const started = performance.now();
    const created = await notifier.service.produce(
      userIds,
      { type: 'match', title: 'Gol do Flamengo!', message: "Flamengo 2 - 0 Palmeiras (80')" },
      `bench:${Date.now()}`,
    );
    process.send!({ type: 'stored', ms: performance.now() - started, created });
  } else if (message.type === 'queue') {
    process.send!({ type: 'queue', pending: (await db.select({ id: pushQueue.id }).from(pushQueue)).length });
  } else if (message.type === 'stop') {
    await app.close();
    await database.close();
    await fresh?.drop();
    process.exit(0);
  }
});
// The parent is gone (it failed): do not linger.
process.on('disconnect', () => process.exit(1));
process.send!({ type: 'ready', port, tokens, userIds: userIds.slice(0, socketCount) });
