// Issue 33 point 5: every way to become admin leaves an audit row, like the admin area's role
// changes: an ADMIN_EMAILS address proven by its verification link, and an email changed to such an
// address (the start-up promotion and admin:create are covered in admin.test.ts and
// admin-create-takeover.test.ts).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminAuditLog, users } from '@server/db/schema';
import { emailRepo } from '@server/modules/email/repo';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http-client';
import { until } from '../support/wait';
import { databaseKinds } from '../support/database';

const PASSWORD = 'segredo123';

describe.each(databaseKinds())('becoming admin by ADMIN_EMAILS is audited on %s', (kind) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({
      kind,
      env: { EMAIL_VERIFICATION: 'on', ADMIN_EMAILS: 'lista@futdados.test, troca@futdados.test' },
    });
    await server.listen();
  }, 120_000);
  afterAll(() => server?.close());

  /** The path of the newest link mailed to `to` (after `count` earlier mails). */
  async function linkTo(to: string, count = 0) {
    const mails = await until(async () => {
      const list = await emailRepo(server.db.database.db).listTo(to);
      return list.length > count ? list : undefined;
    }, `a mail to ${to}`);
    const newest = mails.reduce((a, b) => (a.id > b.id ? a : b));
    return newest.links[0].replace(/^https?:\/\/[^/]+/, '');
  }
  /** The audit rows about one account (sign-up with verification answers no id). */
  async function auditOf(username: string) {
    const db = server.db.database.db;
    const [user] = await db.select().from(users).where(eq(users.username, username));
    return db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(user.id)));
  }

  test('proving a listed address at verification', async () => {
    const browser = new TestClient(server.url);
    await browser.post('/api/register', { username: 'listada', email: 'lista@futdados.test', password: PASSWORD });
    await new TestClient(server.url).get(await linkTo('lista@futdados.test'));
    expect(await auditOf('listada')).toEqual([
      expect.objectContaining({
        actorId: 0,
        actorEmail: 'ADMIN_EMAILS',
        action: 'user.role',
        targetType: 'user',
        before: { role: 'user' },
        after: { role: 'admin' },
        reason: 'lista@futdados.test está em ADMIN_EMAILS: administrador ao confirmar o email',
      }),
    ]);
  });

  test('changing one’s email to a listed address', async () => {
    const browser = new TestClient(server.url);
    await browser.post('/api/register', { username: 'mudanca', email: 'mudanca@exemplo.test', password: PASSWORD });
    await new TestClient(server.url).get(await linkTo('mudanca@exemplo.test'));
    expect((await browser.post('/api/login', { email: 'mudanca@exemplo.test', password: PASSWORD })).status).toBe(200);
    expect(await auditOf('mudanca')).toEqual([]);
    expect((await browser.put('/api/user', { email: 'troca@futdados.test' })).body.pendingEmail).toBe(
      'troca@futdados.test',
    );
    await new TestClient(server.url).get(await linkTo('troca@futdados.test'));
    expect((await browser.get('/api/user')).body).toMatchObject({ email: 'troca@futdados.test', role: 'admin' });
    expect(await auditOf('mudanca')).toEqual([
      expect.objectContaining({
        actorEmail: 'ADMIN_EMAILS',
        action: 'user.role',
        after: { role: 'admin' },
        reason:
          'troca@futdados.test está em ADMIN_EMAILS: administrador ao trocar o email (antes mudanca@exemplo.test)',
      }),
    ]);
  });
});
