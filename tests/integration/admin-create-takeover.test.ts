// Issue 33 points 1 and 5: `npm run admin:create` on an existing account is a password reset plus a
// promotion. An intruder's session (and its socket, in every server) ends, his pending email change
// and its link die, and the audit log says who became admin and how — also for a new admin.
import { afterAll, describe, expect, test } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@server/db/client';
import { adminAuditLog, users } from '@server/db/schema';
import { emailRepo } from '@server/modules/email/repo';
import { createTestDatabase } from '../support/database';
import { createTestApp } from '../support/test-app';
import { registerUser, TestClient } from '../support/http-client';
import { until } from '../support/wait';
import { openUserSocket } from '../support/user-socket';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'futdados-takeover-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function adminCreate(email: string, username: string, env: Record<string, string>) {
  return run(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/admin-create.ts', '--email', email, '--username', username],
    {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '', ...env },
      encoding: 'utf8',
    },
  );
}

/** The audit rows about one account. */
async function auditOf(db: Awaited<ReturnType<typeof openDatabase>>['db'], userId: number) {
  return db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, String(userId)));
}

test(
  "promoting an existing account ends the intruder's session and email change, and is audited",
  { timeout: 180_000 },
  async () => {
    let database = await openDatabase({ dataDir });
    await database.migrate();
    let server = await createTestApp({
      db: { database, drop: () => database.close() },
      env: { EMAIL_VERIFICATION: 'off' },
    });
    await server.listen();
    const { browser, id, email, username } = await registerUser(server.url, 'dono');
    const stolen = browser.cookie; // the intruder's copy of the session
    const intruder = new TestClient(server.url);
    intruder.cookie = stolen;
    const inbox = `intruso${id}@exemplo.test`;
    expect((await intruder.put('/api/user', { email: inbox })).body.pendingEmail).toBe(inbox);
    const mail = await until(async () => (await emailRepo(database.db).listTo(inbox))[0], 'the email-change link');
    const link = mail.links[0].replace(/^https?:\/\/[^/]+/, '');
    await server.close();
    await database.close();

    await adminCreate(email, username, { ADMIN_PASSWORD: 'novasenha1' });

    database = await openDatabase({ dataDir });
    server = await createTestApp({
      db: { database, drop: () => database.close() },
      env: { EMAIL_VERIFICATION: 'off' },
    });
    try {
      await server.listen();
      const back = new TestClient(server.url);
      back.cookie = stolen;
      expect((await back.get('/api/user')).status).toBe(401);
      expect((await new TestClient(server.url).get(link)).headers.get('location')).toBe('/auth?verified=0');
      const owner = new TestClient(server.url);
      expect((await owner.post('/api/login', { email, password: 'novasenha1' })).status).toBe(200);
      expect((await owner.get('/api/user')).body).toMatchObject({ email, pendingEmail: null, role: 'admin' });
      expect(await auditOf(database.db, id)).toEqual([
        expect.objectContaining({
          actorId: 0,
          actorEmail: 'npm run admin:create',
          action: 'user.role',
          targetType: 'user',
          before: { role: 'user', pendingEmail: inbox },
          after: expect.objectContaining({ role: 'admin', pendingEmail: null, sessionsEnded: 1 }),
        }),
      ]);

      // A new admin from the command line is audited too.
      await server.close();
      await database.close();
      await adminCreate('nova@exemplo.test', 'novachefe', { ADMIN_PASSWORD: 'senhaforte1' });
      database = await openDatabase({ dataDir });
      const [created] = await database.db.select().from(users).where(eq(users.username, 'novachefe'));
      expect(await auditOf(database.db, created.id)).toEqual([
        expect.objectContaining({ actorEmail: 'npm run admin:create', action: 'user.role', after: { role: 'admin' } }),
      ]);
    } finally {
      await server.close();
      await database.close();
    }
  },
);

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!postgresUrl || !redisUrl)('with the server running on PostgreSQL + Redis', () => {
  test("the intruder's socket is disconnected by the command", { timeout: 180_000 }, async () => {
    const db = await createTestDatabase('postgres');
    const server = await createTestApp({
      db,
      env: { EMAIL_VERIFICATION: 'off', LIVE_PROVIDER: 'off', REDIS_URL: redisUrl! },
    });
    try {
      await server.listen();
      const { browser, id, email, username } = await registerUser(server.url, 'dono');
      const { joined, disconnectReason } = await openUserSocket(server.url, browser.cookie, id);
      expect(joined).toBe(true);

      await adminCreate(email, username, {
        ADMIN_PASSWORD: 'novasenha1',
        DATABASE_URL: db.url!,
        REDIS_URL: redisUrl!,
        REDIS_PREFIX: server.config.REDIS_PREFIX,
      });
      expect(await until(disconnectReason, 'the socket to be disconnected')).toBe('io server disconnect');
    } finally {
      await server.close();
      await db.drop();
    }
  });
});
