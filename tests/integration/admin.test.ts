// The admin API over a real server on PGlite and PostgreSQL: every /api/admin/* call answers 401 to a
// visitor and 403 to a signed-in user; the last admin can never be demoted or disabled; every change
// leaves an audit row with before and after, which the database refuses to change or delete; money
// and role actions ask for the password again after 15 minutes of the app's (manual) clock.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminAuditLog, sessions, subscriptions, users } from '@server/db/schema';
import { REAUTH_ERROR_TYPE } from '@shared/admin';
import { createTestDatabase, databaseKinds } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http-client';
import { DAY_MS, ManualClock, recordingNotifier } from '../support/billing';

const SECRET = 'segredo-do-webhook-de-teste-123';
let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`;
const MINUTE = 60_000;

describe.each(databaseKinds())('admin API on %s', (kind) => {
  let server: TestApp;
  const clock = new ManualClock(new Date());
  const db = () => server.db.database.db;

  beforeAll(async () => {
    server = await createTestApp({
      kind,
      env: { EMAIL_VERIFICATION: 'off', BILLING_WEBHOOK_SECRET: SECRET },
      now: clock.now,
      billing: { now: clock.now, notifier: recordingNotifier(), startScheduler: false },
    });
    await server.listen();
  });
  afterAll(() => server.close());
  beforeEach(() => clock.set(new Date()));

  async function signedIn(options: { admin?: boolean } = {}) {
    const username = unique('fan');
    const email = `${username}@exemplo.test`;
    const browser = new TestClient(server.url);
    const response = await browser.post('/api/register', { username, email, password: 'segredo123' });
    expect(response.status).toBe(201);
    const id = response.body.id as number;
    if (options.admin) {
      await db().update(users).set({ role: 'admin' }).where(eq(users.id, id));
    }
    return { browser, id, email, username };
  }

  async function auditOf(targetType: string, targetId: number) {
    return db()
      .select()
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.targetType} = ${targetType} AND ${adminAuditLog.targetId} = ${String(targetId)}`)
      .orderBy(adminAuditLog.id);
  }

  async function buyByCard(browser: TestClient) {
    const checkout = await browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'card' });
    expect(checkout.status).toBe(201);
    const page = await fetch(server.url + checkout.body.redirectUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
      body: new URLSearchParams({ outcome: 'approve' }).toString(),
    });
    expect(page.status).toBe(303);
    return checkout.body.paymentId as number;
  }

  test('every admin call: visitor 401, user 403 with a message, admin allowed', async () => {
    const admin = await signedIn({ admin: true });
    const user = await signedIn();
    const target = await signedIn();
    const buyer = await signedIn();
    const paymentId = await buyByCard(buyer.browser);
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.userId, buyer.id));
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/users?q=fan&sort=username&order=asc&page=1&pageSize=10'],
      ['GET', `/api/admin/users/${target.id}`],
      ['GET', '/api/admin/subscriptions?status=active'],
      ['GET', '/api/admin/payments?status=approved&method=card'],
      ['GET', `/api/admin/payments/${paymentId}`],
      ['GET', '/api/admin/export/users.csv'],
      ['GET', '/api/admin/export/subscriptions.csv'],
      ['GET', '/api/admin/export/payments.csv'],
      ['POST', '/api/admin/reauth', { password: 'segredo123' }],
      ['POST', `/api/admin/users/${target.id}/end-sessions`],
      ['POST', `/api/admin/users/${target.id}/disable`, { reason: 'teste de acesso' }],
      ['POST', `/api/admin/users/${target.id}/enable`, {}],
      ['POST', `/api/admin/users/${target.id}/role`, { role: 'user' }],
      ['POST', `/api/admin/users/${target.id}/resend-verification`],
      ['POST', `/api/admin/subscriptions/${subscription.id}/extend`, { days: 3, reason: 'cortesia' }],
      ['POST', `/api/admin/subscriptions/${subscription.id}/cancel`, { reason: 'pedido do cliente' }],
      ['POST', `/api/admin/payments/${paymentId}/refund`, { reason: 'pedido do cliente' }],
      ['POST', `/api/admin/payments/${paymentId}/mark-paid`],
    ];
    const visitor = new TestClient(server.url);
    for (const [method, path, body] of calls) {
      const asVisitor = await visitor.call(method, path, body);
      expect(asVisitor.status, `${method} ${path} as visitor`).toBe(401);
      expect(asVisitor.body.message).toBe('Você precisa entrar na sua conta.');
      const asUser = await user.browser.call(method, path, body);
      expect(asUser.status, `${method} ${path} as user`).toBe(403);
      expect(asUser.body.message).toBe('Acesso restrito a administradores.');
      // Nothing of the admin data leaks into a refusal.
      expect(Object.keys(asUser.body)).toEqual(['message']);
    }
    // Nothing changed through the refused calls.
    expect(await auditOf('user', target.id)).toEqual([]);
    for (const [method, path, body] of calls) {
      const asAdmin = await admin.browser.call(method, path, body);
      // resend-verification: already verified (EMAIL_VERIFICATION=off marks nothing) → 409 is an answer, not a refusal;
      // mark-paid of a card payment → 409.
      expect([200, 409], `${method} ${path} as admin: ${JSON.stringify(asAdmin.body)}`).toContain(asAdmin.status);
    }
  });

  test('last admin: cannot be demoted or disabled; a second admin can be', async () => {
    // Only this test's admins are active admins.
    await db().update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const first = await signedIn({ admin: true });
    const second = await signedIn({ admin: true });
    // Second demotes the first: fine, one admin (second) remains.
    expect((await second.browser.post(`/api/admin/users/${first.id}/role`, { role: 'user' })).status).toBe(200);
    // Second is now the last admin: promoting back works, then the first cannot remove the second
    // when the second is the only other... set up: first admin again.
    expect((await second.browser.post(`/api/admin/users/${first.id}/role`, { role: 'admin' })).status).toBe(200);
    // First disables second: one admin left (first).
    expect((await first.browser.post(`/api/admin/users/${second.id}/disable`, {})).status).toBe(200);
    // First cannot demote or disable themselves: the last admin (and never oneself for disabling).
    const demoteSelf = await first.browser.post(`/api/admin/users/${first.id}/role`, { role: 'user' });
    expect(demoteSelf.status).toBe(409);
    expect(demoteSelf.body.message).toBe('Não é possível: a plataforma ficaria sem nenhum administrador ativo.');
    expect((await first.browser.post(`/api/admin/users/${first.id}/disable`, {})).status).toBe(409);
    const [row] = await db().select().from(users).where(eq(users.id, first.id));
    expect(row.role).toBe('admin');
    // A disabled admin does not count: enabling second makes first removable again.
    expect((await first.browser.post(`/api/admin/users/${second.id}/enable`, {})).status).toBe(200);
    const otherBrowser = new TestClient(server.url);
    expect((await otherBrowser.post('/api/login', { email: second.email, password: 'segredo123' })).status).toBe(200);
    expect((await otherBrowser.post(`/api/admin/users/${first.id}/role`, { role: 'user' })).status).toBe(200);
  });

  test('disable ends the user’s sessions; the audit row has before and after, and cannot be changed', async () => {
    const admin = await signedIn({ admin: true });
    const target = await signedIn();
    expect((await target.browser.get('/api/user')).status).toBe(200);
    const disabled = await admin.browser.post(`/api/admin/users/${target.id}/disable`, { reason: 'fraude' });
    expect(disabled.body).toEqual({ message: 'Usuário desativado e desconectado.' });
    expect((await target.browser.get('/api/user')).status).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
    // The login is refused while disabled.
    const again = await new TestClient(server.url).post('/api/login', { email: target.email, password: 'segredo123' });
    expect(again.status).toBe(403);

    expect((await admin.browser.post(`/api/admin/users/${target.id}/enable`, {})).status).toBe(200);
    const rows = await auditOf('user', target.id);
    expect(rows.map((row) => [row.action, row.before, row.after, row.reason, row.actorId])).toEqual([
      [
        'user.disable',
        expect.objectContaining({ disabled: false }),
        expect.objectContaining({ disabled: true }),
        'fraude',
        admin.id,
      ],
      [
        'user.enable',
        expect.objectContaining({ disabled: true }),
        expect.objectContaining({ disabled: false }),
        null,
        admin.id,
      ],
    ]);
    expect(rows[0].ip).toBe(admin.browser.ip);
    // Append-only in the database itself.
    await expect(
      db().update(adminAuditLog).set({ reason: 'apagado' }).where(eq(adminAuditLog.id, rows[0].id)),
    ).rejects.toThrow();
    await expect(db().delete(adminAuditLog).where(eq(adminAuditLog.id, rows[0].id))).rejects.toThrow();
    // Shown by the audit call, filterable by target.
    const listed = await admin.browser.get(`/api/admin/audit?targetType=user&targetId=${target.id}`);
    expect(listed.body.items.map((item: { action: string }) => item.action)).toEqual(['user.enable', 'user.disable']);
  });

  test('re-authentication: role and money actions after 15 minutes ask for the password again', async () => {
    const admin = await signedIn({ admin: true });
    const target = await signedIn();
    clock.advance(14 * MINUTE);
    expect((await admin.browser.post(`/api/admin/users/${target.id}/role`, { role: 'admin' })).status).toBe(200);
    clock.advance(2 * MINUTE);
    const refused = await admin.browser.post(`/api/admin/users/${target.id}/role`, { role: 'user' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'Por segurança, confirme sua senha para continuar.',
      errorType: REAUTH_ERROR_TYPE,
    });
    // Actions that touch neither money nor roles nor an admin go on.
    const plain = await signedIn();
    expect((await admin.browser.post(`/api/admin/users/${plain.id}/end-sessions`)).status).toBe(200);
    // A wrong password is refused without signing the admin out.
    const wrong = await admin.browser.post('/api/admin/reauth', { password: 'errada123' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Senha incorreta.');
    expect((await admin.browser.get('/api/admin/dashboard')).status).toBe(200);
    const ok = await admin.browser.post('/api/admin/reauth', { password: 'segredo123' });
    expect(ok.status).toBe(200);
    expect(new Date(ok.body.validUntil).getTime() - clock.now().getTime()).toBe(15 * MINUTE);
    expect((await admin.browser.post(`/api/admin/users/${target.id}/role`, { role: 'user' })).status).toBe(200);
    // Audit: role before and after.
    const roles = (await auditOf('user', target.id)).filter((row) => row.action === 'user.role');
    expect(roles.map((row) => [(row.before as { role: string }).role, (row.after as { role: string }).role])).toEqual([
      ['user', 'admin'],
      ['admin', 'user'],
    ]);
    // 16 minutes later, money too.
    clock.advance(16 * MINUTE);
    const buyer = await signedIn();
    const paymentId = await buyByCard(buyer.browser);
    const refund = await admin.browser.post(`/api/admin/payments/${paymentId}/refund`, { reason: 'pedido' });
    expect(refund.status).toBe(403);
    expect(refund.body.errorType).toBe(REAUTH_ERROR_TYPE);
  });

  test('disabling, enabling or ending the sessions of an admin asks for the password after 15 minutes; of a user, not', async () => {
    const admin = await signedIn({ admin: true });
    const other = await signedIn({ admin: true });
    const user = await signedIn();
    clock.advance(16 * MINUTE);
    for (const action of ['disable', 'end-sessions']) {
      const refused = await admin.browser.post(`/api/admin/users/${other.id}/${action}`, {});
      expect(refused.status, action).toBe(403);
      expect(refused.body.errorType).toBe(REAUTH_ERROR_TYPE);
    }
    expect((await other.browser.get('/api/user')).status).toBe(200); // nothing happened
    for (const action of ['disable', 'enable', 'end-sessions'])
      expect((await admin.browser.post(`/api/admin/users/${user.id}/${action}`, {})).status, action).toBe(200);

    expect((await admin.browser.post('/api/admin/reauth', { password: 'segredo123' })).status).toBe(200);
    expect((await admin.browser.post(`/api/admin/users/${other.id}/disable`, {})).status).toBe(200);
    clock.advance(16 * MINUTE);
    // A disabled admin is still an admin: enabling one asks again.
    const enable = await admin.browser.post(`/api/admin/users/${other.id}/enable`, {});
    expect(enable.status).toBe(403);
    expect(enable.body.errorType).toBe(REAUTH_ERROR_TYPE);
    expect((await admin.browser.post('/api/admin/reauth', { password: 'segredo123' })).status).toBe(200);
    expect((await admin.browser.post(`/api/admin/users/${other.id}/enable`, {})).status).toBe(200);
    expect((await admin.browser.post(`/api/admin/users/${other.id}/end-sessions`, {})).status).toBe(200);
  });

  test('ADMIN_EMAILS does not give back the role another admin removed, and the audit log says so', async () => {
    const database = await createTestDatabase(kind);
    const start = async () => {
      const app = await createTestApp({
        db: database,
        env: { EMAIL_VERIFICATION: 'off', ADMIN_EMAILS: 'lista@futdados.test' },
        now: clock.now,
        billing: { startScheduler: false },
      });
      await app.listen();
      return app;
    };
    let app = await start();
    try {
      const chief = new TestClient(app.url);
      const chiefId = (
        await chief.post('/api/register', { username: 'chefe', email: 'chefe@x.test', password: 'segredo123' })
      ).body.id as number;
      const listedId = (
        await new TestClient(app.url).post('/api/register', {
          username: 'listada',
          email: 'lista@futdados.test',
          password: 'segredo123',
        })
      ).body.id as number;
      const accounts = database.database.db;
      await accounts.update(users).set({ role: 'admin' }).where(eq(users.id, chiefId));
      await accounts.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, listedId));
      const roleOf = async () => (await accounts.select().from(users).where(eq(users.id, listedId)))[0].role;

      await app.close();
      app = await start(); // the start promotes the proven ADMIN_EMAILS address
      expect(await roleOf()).toBe('admin');
      const relogged = new TestClient(app.url);
      expect((await relogged.post('/api/login', { email: 'chefe@x.test', password: 'segredo123' })).status).toBe(200);
      expect((await relogged.post(`/api/admin/users/${listedId}/role`, { role: 'user' })).status).toBe(200);

      await app.close();
      app = await start();
      expect(await roleOf()).toBe('user'); // the admin's demotion wins
      const audit = await accounts
        .select()
        .from(adminAuditLog)
        .where(sql`${adminAuditLog.targetId} = ${String(listedId)}`)
        .orderBy(adminAuditLog.id);
      expect(audit.map((row) => [row.action, row.actorEmail])).toEqual([
        ['user.role', 'ADMIN_EMAILS'],
        ['user.role', 'chefe@x.test'],
        ['user.role.admin_emails_ignored', 'ADMIN_EMAILS'],
      ]);
      expect(audit[0].after).toEqual({ role: 'admin' });
      expect(audit[2].after).toEqual({ role: 'user' });
      expect(audit[2].reason).toContain('um administrador retirou o papel');
    } finally {
      await app.close();
      await database.drop();
    }
  }, 180_000);

  test('CSV exports are audited with their filter and row count', async () => {
    const admin = await signedIn({ admin: true });
    const tag = unique('exp');
    for (const suffix of ['a', 'b']) {
      await new TestClient(server.url).post('/api/register', {
        username: `${tag}${suffix}`,
        email: `${tag}${suffix}@exemplo.test`,
        password: 'segredo123',
      });
    }
    for (const name of ['users', 'subscriptions', 'payments']) {
      const csv = await fetch(`${server.url}/api/admin/export/${name}.csv?q=${tag}`, {
        headers: { Cookie: `futdados_session=${admin.browser.cookie}`, 'X-Forwarded-For': admin.browser.ip },
      });
      expect(csv.status).toBe(200);
      await csv.arrayBuffer();
    }
    const rows = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.actorId, admin.id))
      .orderBy(adminAuditLog.id);
    expect(rows.map((row) => [row.action, row.targetType, row.after])).toEqual([
      ['export', 'users', { filter: expect.objectContaining({ q: tag }), count: 2 }],
      ['export', 'subscriptions', { filter: expect.objectContaining({ q: tag }), count: 0 }],
      ['export', 'payments', { filter: expect.objectContaining({ q: tag }), count: 0 }],
    ]);
    expect(rows[0].ip).toBe(admin.browser.ip);
  });

  test('subscriptions: extend by N days and cancel, with reason, audited; payments: refund through the provider', async () => {
    const admin = await signedIn({ admin: true });
    const buyer = await signedIn();
    const paymentId = await buyByCard(buyer.browser);
    const [before] = await db().select().from(subscriptions).where(eq(subscriptions.userId, buyer.id));
    expect(before.status).toBe('active');
    const tooShort = await admin.browser.post(`/api/admin/subscriptions/${before.id}/extend`, { days: 0, reason: 'x' });
    expect(tooShort.status).toBe(400);
    const extended = await admin.browser.post(`/api/admin/subscriptions/${before.id}/extend`, {
      days: 10,
      reason: 'cortesia pelo atraso',
    });
    expect(extended.body).toEqual({ message: 'Assinatura estendida em 10 dias.' });
    const [after] = await db().select().from(subscriptions).where(eq(subscriptions.userId, buyer.id));
    expect(after.currentPeriodEnd!.getTime() - before.currentPeriodEnd!.getTime()).toBe(10 * DAY_MS);
    const canceled = await admin.browser.post(`/api/admin/subscriptions/${before.id}/cancel`, {
      reason: 'pedido do cliente',
    });
    expect(canceled.status).toBe(200);
    const audit = await auditOf('subscription', before.id);
    expect(audit.map((row) => [row.action, row.reason])).toEqual([
      ['subscription.extend', 'cortesia pelo atraso'],
      ['subscription.cancel', 'pedido do cliente'],
    ]);
    expect((audit[1].before as { cancelAtPeriodEnd: boolean }).cancelAtPeriodEnd).toBe(false);
    expect((audit[1].after as { cancelAtPeriodEnd: boolean }).cancelAtPeriodEnd).toBe(true);

    const refunded = await admin.browser.post(`/api/admin/payments/${paymentId}/refund`, {
      reason: 'pedido do cliente',
    });
    expect(refunded.body).toEqual({ message: 'Pagamento reembolsado.' });
    const detail = await admin.browser.get(`/api/admin/payments/${paymentId}`);
    expect(detail.body.payment.status).toBe('refunded');
    expect(detail.body.events.map((event: { toStatus: string }) => event.toStatus)).toContain('refunded');
    expect(detail.body.audit[0]).toMatchObject({
      action: 'payment.refund',
      before: expect.objectContaining({ status: 'approved' }),
      after: expect.objectContaining({ status: 'refunded' }),
    });
    // A second refund is refused; nothing is audited for it.
    expect((await admin.browser.post(`/api/admin/payments/${paymentId}/refund`, { reason: 'de novo' })).status).toBe(
      409,
    );
    expect((await auditOf('payment', paymentId)).length).toBe(1);
  });

  test('sandbox: an admin marks a pending PIX as paid', async () => {
    const admin = await signedIn({ admin: true });
    const buyer = await signedIn();
    const checkout = await buyer.browser.post('/api/billing/checkout', {
      planId: 'pro-monthly',
      method: 'pix',
      cpf: '529.982.247-25',
    });
    expect(checkout.status).toBe(201);
    const paid = await admin.browser.post(`/api/admin/payments/${checkout.body.paymentId}/mark-paid`);
    expect(paid.body).toEqual({ message: 'PIX marcado como pago.' });
    expect((await buyer.browser.get('/api/subscription/current')).body.status).toBe('active');
    expect((await auditOf('payment', checkout.body.paymentId))[0].action).toBe('payment.mark_paid');
  });

  test('users: server-side search, filters, sort and pages; the detail lists sessions; CSV streams every row', async () => {
    const admin = await signedIn({ admin: true });
    const tag = unique('busca');
    const created: number[] = [];
    for (const name of ['c', 'a', 'b']) {
      const browser = new TestClient(server.url);
      const response = await browser.post('/api/register', {
        username: `${tag}${name}`,
        email: `${tag}${name}@exemplo.test`,
        password: 'segredo123',
      });
      created.push(response.body.id);
    }
    const page1 = await admin.browser.get(`/api/admin/users?q=${tag}&sort=username&order=asc&pageSize=10&page=1`);
    expect(page1.body.total).toBe(3);
    expect(page1.body.items.map((user: { username: string }) => user.username)).toEqual([
      `${tag}a`,
      `${tag}b`,
      `${tag}c`,
    ]);
    const disabledNone = await admin.browser.get(`/api/admin/users?q=${tag}&disabled=true`);
    expect(disabledNone.body.total).toBe(0);
    const bad = await admin.browser.get('/api/admin/users?pageSize=7');
    expect(bad.status).toBe(400);
    // A LIKE wildcard is searched literally.
    expect((await admin.browser.get('/api/admin/users?q=%25')).body.total).toBe(0);
    const detail = await admin.browser.get(`/api/admin/users/${created[0]}`);
    expect(detail.body.user.username).toBe(`${tag}c`);
    expect(detail.body.sessions).toHaveLength(1);
    expect(detail.body.sessions[0].id).toHaveLength(8);
    expect((await admin.browser.get('/api/admin/users/999999')).status).toBe(404);

    const csv = await fetch(`${server.url}/api/admin/export/users.csv?q=${tag}`, {
      headers: { Cookie: `futdados_session=${admin.browser.cookie}`, 'X-Forwarded-For': admin.browser.ip },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFid,usuario,email,papel,email_confirmado,desativado,plano,assinatura,criado_em,ultimo_login',
    );
    expect(lines).toHaveLength(4);
    // Issue 35 point 2: role, plan and status in Portuguese, not the stored codes.
    expect(lines[1]).toMatch(/,usuário,(sim|não),não,Grátis,Sem assinatura,/);
  });

  test('dashboard figures are the database’s', async () => {
    const admin = await signedIn({ admin: true });
    const dashboard = await admin.browser.get('/api/admin/dashboard');
    expect(dashboard.status).toBe(200);
    const [{ total }] = await db()
      .select({ total: sql<number>`count(*)::int` })
      .from(users);
    expect(dashboard.body.users.total).toBe(total);
    const [{ active }] = await db()
      .select({ active: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(sql`${subscriptions.status} IN ('active', 'past_due')`);
    expect(
      dashboard.body.subscriptions.activeByPlan.reduce((sum: number, row: { count: number }) => sum + row.count, 0),
    ).toBe(active);
  });
});

describe('the client admin fallback list (spec §6)', () => {
  let server: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    // The page shell as built: the repository's index.html, whose meta tags the server fills in.
    clientDir = mkdtempSync(path.join(tmpdir(), 'futdados-admin-client-'));
    copyFileSync('index.html', path.join(clientDir, 'index.html'));
    server = await createTestApp({
      env: {
        EMAIL_VERIFICATION: 'off',
        CLIENT_DIR: clientDir,
        ADMIN_FALLBACK_EMAILS: ' Reserva@Exemplo.test , outra@exemplo.test',
      },
    });
    await server.listen();
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  test('never reaches the browser, not even as digests: GET /api/user says yes or no for its own user', async () => {
    const [listed, other] = await Promise.all(
      ['reserva', 'visitante'].map(async (username) => {
        const browser = new TestClient(server.url);
        const email = `${username}@exemplo.test`;
        expect((await browser.post('/api/register', { username, email, password: 'segredo123' })).status).toBe(201);
        return (await browser.get('/api/user')).body;
      }),
    );
    expect(listed).toMatchObject({ username: 'reserva', role: 'user', adminFallback: true });
    expect(other).toMatchObject({ username: 'visitante', adminFallback: false });
    const page = await (await fetch(`${server.url}/admin`)).text();
    for (const email of ['reserva@exemplo.test', 'outra@exemplo.test']) {
      expect(page).not.toContain(email);
      expect(page).not.toContain(createHash('sha256').update(email).digest('hex'));
    }
    expect(page).not.toContain('admin-email');
  });
});
