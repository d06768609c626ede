// Issue 22 point 5 over a real server (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): the one
// contact form (validation in Portuguese, the honeypot, the per-address limit) and its admin-only
// inbox (visitor 401, user 403, handled with an audit row); the data export (own data only); account
// deletion (password asked, session ended, login refused after, payments kept but anonymised).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminAuditLog, contactMessages, payments, teams, users } from '@server/db/schema';
import { CONTACT_LIMITS, CONTACT_SENT_MESSAGE } from '@shared/contact';
import { databaseKinds } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { registerUser, TestClient } from '../support/http-client';
import { insertLiveFixtures } from '../support/live-fixtures';
import { recordingNotifier } from '../support/billing';

const CPF = '529.982.247-25';
const PASSWORD = 'segredo123';

const validMessage = (extra: Record<string, unknown> = {}) => ({
  category: 'support',
  name: 'Maria Torcedora',
  email: 'maria@exemplo.test',
  message: 'O placar do jogo de ontem não atualizou no meu celular.',
  ...extra,
});

describe.each(databaseKinds())('contact and privacy on %s', (kind) => {
  let server: TestApp;
  const db = () => server.db.database.db;

  beforeAll(async () => {
    server = await createTestApp({
      kind,
      env: { EMAIL_VERIFICATION: 'off' },
      billing: { notifier: recordingNotifier(), startScheduler: false },
    });
    await server.listen();
  });
  afterAll(() => server.close());

  async function admin() {
    const account = await registerUser(server.url, 'admin');
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, account.id));
    return account;
  }

  test('the form validates every field with a Portuguese message and stores nothing bad', async () => {
    const visitor = new TestClient(server.url);
    const cases: [Record<string, unknown>, RegExp][] = [
      [validMessage({ category: 'spam' }), /Escolha o assunto da mensagem/],
      [validMessage({ name: ' ' }), /Informe seu nome/],
      [validMessage({ email: 'maria@' }), /Informe um email válido/],
      [validMessage({ message: 'oi' }), /pelo menos 10 caracteres/],
      [validMessage({ message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) }), /no máximo 4000 caracteres/],
      [validMessage({ name: 'n'.repeat(CONTACT_LIMITS.nameMax + 1) }), /no máximo 80 caracteres/],
    ];
    for (const [body, message] of cases) {
      const response = await visitor.post('/api/contact', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(sql`${contactMessages.ip} = ${visitor.ip}`);
    expect(n).toBe(0);
  });

  test('a visitor and a signed-in fan reach the admin inbox; a bot filling the honeypot does not', async () => {
    const visitor = new TestClient(server.url);
    const sent = await visitor.post('/api/contact', validMessage({ email: 'visitante@exemplo.test' }));
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(CONTACT_SENT_MESSAGE);

    const fan = await registerUser(server.url);
    expect(
      (await fan.browser.post('/api/contact', validMessage({ category: 'feedback', email: fan.email }))).status,
    ).toBe(201);
    const bot = new TestClient(server.url);
    const trapped = await bot.post('/api/contact', validMessage({ email: 'robo@exemplo.test', website: 'http://x' }));
    expect(trapped.status).toBe(201);

    const boss = await admin();
    const inbox = await boss.browser.get('/api/admin/contact-messages');
    expect(inbox.status).toBe(200);
    const emails = inbox.body.items.map((m: { email: string }) => m.email);
    expect(emails).toContain('visitante@exemplo.test');
    expect(emails).not.toContain('robo@exemplo.test');
    const fromFan = inbox.body.items.find((m: { email: string }) => m.email === fan.email);
    expect(fromFan).toMatchObject({ category: 'feedback', userId: fan.id, status: 'new' });
  });

  test('one address may send a few messages an hour, then gets 429 in Portuguese; another address still may', async () => {
    const flood = new TestClient(server.url);
    for (let i = 0; i < CONTACT_LIMITS.perAddress; i += 1) {
      expect((await flood.post('/api/contact', validMessage())).status).toBe(201);
    }
    const refused = await flood.post('/api/contact', validMessage());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/várias mensagens na última hora/);
    expect((await new TestClient(server.url).post('/api/contact', validMessage())).status).toBe(201);
  });

  test('the inbox is admin-only: visitor 401, user 403; handling a message is audited', async () => {
    const visitor = new TestClient(server.url);
    const fan = await registerUser(server.url);
    await visitor.post('/api/contact', validMessage({ email: 'resolver@exemplo.test' }));
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.email, 'resolver@exemplo.test'));
    for (const [method, path] of [
      ['GET', '/api/admin/contact-messages'],
      ['POST', `/api/admin/contact-messages/${row!.id}/handled`],
    ] as const) {
      const anonymous = await visitor.call(method, path);
      expect(anonymous.status, path).toBe(401);
      const user = await fan.browser.call(method, path);
      expect(user.status, path).toBe(403);
      expect(user.body.message).toMatch(/administrador/i);
    }
    expect((await db().select().from(contactMessages).where(eq(contactMessages.id, row!.id)))[0]!.status).toBe('new');

    const boss = await admin();
    const handled = await boss.browser.post(`/api/admin/contact-messages/${row!.id}/handled`);
    expect(handled.status).toBe(200);
    expect((await boss.browser.post(`/api/admin/contact-messages/${row!.id}/handled`)).status).toBe(409);
    expect((await boss.browser.post('/api/admin/contact-messages/999999/handled')).status).toBe(404);
    const pending = await boss.browser.get('/api/admin/contact-messages');
    expect(pending.body.items.map((m: { id: number }) => m.id)).not.toContain(row!.id);
    const done = await boss.browser.get('/api/admin/contact-messages?status=handled');
    expect(done.body.items.map((m: { id: number }) => m.id)).toContain(row!.id);
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.targetType} = 'contact_message' AND ${adminAuditLog.targetId} = ${String(row!.id)}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'contact.handle', actorId: boss.id, before: { status: 'new' } });
  });

  test('the export holds all of the user’s own data and nothing of another user', async () => {
    await insertLiveFixtures(db(), [
      { home: 'Time Exportado', away: 'Outro Time', kickoffAt: new Date(Date.now() + 86_400_000) },
    ]);
    const [team] = await db().select({ id: teams.id }).from(teams).where(eq(teams.name, 'Time Exportado'));
    const fan = await registerUser(server.url);
    const other = await registerUser(server.url);
    expect((await fan.browser.put('/api/user/follows', { teams: [team!.id], matches: [] })).status).toBe(200);
    await fan.browser.post(
      '/api/contact',
      validMessage({ email: fan.email, message: 'Mensagem minha para a equipe.' }),
    );
    await other.browser.post(
      '/api/contact',
      validMessage({ email: other.email, message: 'Mensagem do outro torcedor.' }),
    );
    const pix = await fan.browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'pix', cpf: CPF });
    expect(pix.status).toBe(201);
    await other.browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'pix', cpf: CPF });

    expect((await new TestClient(server.url).get('/api/user/export')).status).toBe(401);
    const response = await fan.browser.get('/api/user/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.body;
    expect(data.account).toMatchObject({ id: fan.id, username: fan.username, email: fan.email });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.followedTeams.map((f: { teamId: number }) => f.teamId)).toEqual([team!.id]);
    // Named, not a bare id (issue 35 point 2).
    expect(data.followedTeams[0].teamName).toBe('Time Exportado');
    expect(data.contactMessages.map((m: { message: string }) => m.message)).toEqual(['Mensagem minha para a equipe.']);
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ userId: fan.id, payerCpf: '52998224725', method: 'pix' });
    for (const key of [
      'notifications',
      'pushSubscriptions',
      'subscriptions',
      'paymentEvents',
      'notificationPreferences',
    ])
      expect(data).toHaveProperty(key);
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.username);
    expect(text).not.toContain('Mensagem do outro torcedor.');
    const userIds = [...text.matchAll(/"userId":\s*(\d+)/g)].map((m) => Number(m[1]));
    expect(userIds.length).toBeGreaterThan(0);
    expect(new Set(userIds)).toEqual(new Set([fan.id]));
    expect(text).not.toContain('password');
  });

  test('deletion asks for the password, ends the session, refuses the login after and anonymises payments', async () => {
    const fan = await registerUser(server.url);
    const second = new TestClient(server.url);
    expect((await second.post('/api/login', { email: fan.email, password: PASSWORD })).status).toBe(200);
    const pix = await fan.browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'pix', cpf: CPF });
    const paymentId = pix.body.paymentId as number;
    await fan.browser.post('/api/contact', validMessage({ email: fan.email }));

    // A page on another site cannot delete the account with the fan's cookie (Origin check).
    const forged = new TestClient(server.url, { origin: 'https://atacante.example' });
    forged.cookie = fan.browser.cookie;
    expect((await forged.call('DELETE', '/api/user', { password: PASSWORD })).status).toBe(403);
    expect((await forged.post('/api/contact', validMessage())).status).toBe(403);

    const wrong = await fan.browser.call('DELETE', '/api/user', { password: 'errada123' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Senha incorreta. A conta não foi excluída.');
    expect((await fan.browser.get('/api/user')).status).toBe(200);
    expect((await new TestClient(server.url).call('DELETE', '/api/user', { password: PASSWORD })).status).toBe(401);

    const deleted = await fan.browser.call('DELETE', '/api/user', { password: PASSWORD });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toMatch(/anonimizados/);
    expect((await fan.browser.get('/api/user')).status).toBe(401);
    expect((await second.get('/api/user')).status).toBe(401);
    for (const login of [fan.email, fan.username]) {
      const again = await new TestClient(server.url).post('/api/login', { email: login, password: PASSWORD });
      expect(again.status).toBe(401);
    }
    // The names are free again.
    const reuse = await new TestClient(server.url).post('/api/register', {
      username: fan.username,
      email: fan.email,
      password: PASSWORD,
    });
    expect(reuse.status).toBe(201);

    const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ userId: fan.id, payerCpf: null, pixCode: null, status: 'expired' });
    const [account] = await db().select().from(users).where(eq(users.id, fan.id));
    expect(account!.email).not.toContain(fan.username);
    expect(account!.username).not.toBe(fan.username);
    expect(account!.deletedAt).not.toBeNull();
    expect(await db().select().from(contactMessages).where(eq(contactMessages.userId, fan.id))).toHaveLength(0);
  });

  test('an admin cannot delete their account from the profile (the last admin must stay)', async () => {
    const boss = await admin();
    const refused = await boss.browser.call('DELETE', '/api/user', { password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/administrador/);
  });
});
