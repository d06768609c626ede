// Accounts over a real server: every call and errorType of spec §7/§8, limits, one-time links,
// no account enumeration, CSRF rejection, cookie flags and server-side logout.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeTokens, sessions, users } from '@server/db/schema';
import { emailRepo } from '@server/modules/email/repo';
import { hashToken } from '@server/modules/auth/tokens';
import { authRepo } from '@server/modules/auth/repo';
import { databaseKinds } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http-client';

const PASSWORD = 'segredo123';
let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`;

describe.each(databaseKinds())('accounts on %s', (kind) => {
  let server: TestApp;
  let db: TestApp['db']['database']['db'];
  const client = (options: ConstructorParameters<typeof TestClient>[1] = {}) => new TestClient(server.url, options);

  beforeAll(async () => {
    server = await createTestApp({ kind, env: { ADMIN_EMAILS: 'chefe@futdados.test, Outro@FutDados.test' } });
    await server.listen();
    db = server.db.database.db;
  });
  afterAll(() => server.close());

  /** The newest email to an address, once `count` arrived (emails for reset and resend are sent after the answer). */
  async function lastEmail(to: string, count = 1) {
    await server.auth.drain();
    const list = await emailRepo(db).listTo(to);
    if (list.length < count) throw new Error(`${list.length} of ${count} emails to ${to}`);
    return list[0];
  }
  const emailCount = async (to: string) => (await emailRepo(db).listTo(to)).length;
  const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? /access_token=([^&]+)/.exec(link)![1];

  /** A registered (and, unless told, verified) account; returns its credentials. */
  async function account(options: { verify?: boolean; email?: string } = {}) {
    const username = unique('user');
    const email = options.email ?? `${username}@exemplo.test`;
    const response = await client().post('/api/register', { username, email, password: PASSWORD });
    expect(response.status).toBe(201);
    if (options.verify !== false) {
      const mail = await lastEmail(email);
      const verified = await client().get(pathOf(mail.links[0]));
      expect(verified.headers.get('location')).toBe('/auth?verified=1');
    }
    return { username, email };
  }

  async function signedIn(options: { email?: string } = {}) {
    const credentials = await account(options);
    const browser = client();
    const login = await browser.post('/api/login', { email: credentials.email, password: PASSWORD });
    expect(login.status).toBe(200);
    return { ...credentials, browser, user: login.body };
  }

  describe('POST /api/register', () => {
    test.each([
      [{ username: 'ab', email: 'a@b.test', password: PASSWORD }, 'nome de usuário deve ter de 3 a 30'],
      [{ username: 'com espaço', email: 'a@b.test', password: PASSWORD }, 'nome de usuário'],
      [{ username: 'valido', email: 'nao-e-email', password: PASSWORD }, 'Informe um email válido'],
      [{ username: 'valido', email: 'a@b.test', password: 'semdigitos' }, 'pelo menos 8 caracteres'],
      [{ username: 'valido', email: 'a@b.test', password: 'a1b2' }, 'pelo menos 8 caracteres'],
    ])('rejects %j with a Portuguese message', async (body, message) => {
      const response = await client().post('/api/register', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
    });

    test('with verification on: 201 with the message, an email with the link, and no session', async () => {
      const username = unique('novo');
      const email = `${username}@exemplo.test`;
      const browser = client();
      const response = await browser.post('/api/register', {
        username,
        email: email.toUpperCase(),
        password: PASSWORD,
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        emailVerificationRequired: true,
        message: expect.stringContaining('confirmação'),
      });
      expect(response.setCookies).toEqual([]);
      expect((await browser.get('/api/user')).status).toBe(401);

      const mail = await lastEmail(email);
      expect(mail.subject).toBe('Confirme seu email no FutDados');
      expect(mail.text).toContain(`Olá, ${username}!`);
      expect(mail.html).toContain('Confirmar email');
      expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/api\/verify-email\?token=[\w-]{43}$/);

      const blocked = await browser.post('/api/login', { email, password: PASSWORD });
      expect(blocked.status).toBe(403);
      expect(blocked.body).toEqual({
        message: expect.stringContaining('Confirme seu email'),
        errorType: 'email_not_verified',
        emailVerificationRequired: true,
        email,
      });

      const verify = await browser.get(pathOf(mail.links[0]));
      expect(verify.status).toBe(302);
      expect(verify.headers.get('location')).toBe('/auth?verified=1');
      const again = await browser.get(pathOf(mail.links[0]));
      expect(again.headers.get('location')).toBe('/auth?verified=0');
      expect((await browser.get('/api/verify-email?token=naoexiste')).headers.get('location')).toBe('/auth?verified=0');

      const login = await browser.post('/api/login', { email, password: PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ username, email, emailVerified: true, role: 'user' });
    });

    test('a taken username or email is a 409 that says which (case-insensitive)', async () => {
      const { username, email } = await account({ verify: false });
      const sameName = await client().post('/api/register', {
        username: username.toUpperCase(),
        email: 'outro@exemplo.test',
        password: PASSWORD,
      });
      expect(sameName.status).toBe(409);
      expect(sameName.body.message).toBe('Este nome de usuário já está em uso.');
      const sameEmail = await client().post('/api/register', {
        username: unique('x'),
        email: email.toUpperCase(),
        password: PASSWORD,
      });
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body.message).toBe('Este email já está cadastrado.');
    });

    test('an expired verification link does not verify', async () => {
      const { email } = await account({ verify: false });
      const mail = await lastEmail(email);
      await db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.id, hashToken(tokenOf(mail.links[0]))));
      expect((await client().get(pathOf(mail.links[0]))).headers.get('location')).toBe('/auth?verified=0');
      expect((await client().post('/api/login', { email, password: PASSWORD })).body.errorType).toBe(
        'email_not_verified',
      );
    });

    test('is rate limited per address', async () => {
      const browser = client();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await browser.post('/api/register', { username: 'x', email: 'y', password: 'z' })).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      const limited = await browser.post('/api/register', {
        username: unique('z'),
        email: 'z@z.test',
        password: PASSWORD,
      });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe('Muitas requisições. Aguarde um pouco e tente novamente.');
    });
  });

  describe('POST /api/login', () => {
    test('sets an httpOnly, SameSite=Lax session cookie for 30 days; accepts the username too', async () => {
      const { username, email } = await account();
      const browser = client();
      const response = await browser.post('/api/login', { email: username.toUpperCase(), password: PASSWORD });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ username, email, role: 'user', emailVerified: true });
      expect(response.body).not.toHaveProperty('passwordHash');
      const cookie = response.setCookies.find((line) => line.startsWith('futdados_session='))!;
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Secure/);
      const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime();
      expect(Math.abs(expires - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
      expect(browser.cookie).toMatch(/^[\w-]{43}$/);
      // Only the hash is stored.
      const [row] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(browser.cookie!)));
      expect(row).toBeDefined();
      expect((await db.select().from(sessions).where(eq(sessions.id, browser.cookie!))).length).toBe(0);
      expect((await browser.get('/api/user')).body).toMatchObject({ username, email });
    });

    test('invalid_credentials is the same for an unknown account and a wrong password', async () => {
      const { email } = await account();
      const wrong = await client().post('/api/login', { email, password: 'errada123' });
      const unknown = await client().post('/api/login', { email: 'ninguem@exemplo.test', password: 'errada123' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({
        message: 'Email, nome de usuário ou senha incorretos.',
        errorType: 'invalid_credentials',
      });
      expect(unknown.body).toEqual(wrong.body);
    });

    test('rate_limited after 5 failures from one address for one account; the owner elsewhere still signs in', async () => {
      const { email, username } = await account();
      const attacker = client();
      for (let i = 0; i < 5; i++) {
        expect(
          (await attacker.post('/api/login', { email: i % 2 ? email : username, password: 'errada123' })).body
            .errorType,
        ).toBe('invalid_credentials');
      }
      const limited = await attacker.post('/api/login', { email, password: PASSWORD });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        message: 'Muitas tentativas de login. Aguarde 1 segundo e tente novamente.',
        errorType: 'rate_limited',
      });
      expect((await client().post('/api/login', { email, password: PASSWORD })).status).toBe(200);
      // An unknown account is limited the same way: the limit reveals nothing.
      const guesser = client();
      for (let i = 0; i < 5; i++)
        await guesser.post('/api/login', { email: 'fantasma@exemplo.test', password: 'errada123' });
      expect(
        (await guesser.post('/api/login', { email: 'fantasma@exemplo.test', password: 'errada123' })).body.errorType,
      ).toBe('rate_limited');
    });

    test('rate_limited after 30 failures from one address, other addresses unaffected', async () => {
      const { email } = await account();
      const attacker = client();
      for (let i = 0; i < 30; i++) {
        expect(
          (await attacker.post('/api/login', { email: `alvo${i}@exemplo.test`, password: 'errada123' })).status,
        ).toBe(401);
      }
      expect((await attacker.post('/api/login', { email, password: PASSWORD })).body.errorType).toBe('rate_limited');
      expect((await client().post('/api/login', { email, password: PASSWORD })).status).toBe(200);
    });

    test('a disabled account gets auth_error and its sessions stop working', async () => {
      const { email, browser } = await signedIn();
      await db.update(users).set({ disabled: true }).where(eq(users.email, email));
      const response = await client().post('/api/login', { email, password: PASSWORD });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        message: 'Esta conta está desativada. Entre em contato com o suporte.',
        errorType: 'auth_error',
      });
      expect((await browser.get('/api/user')).status).toBe(401);
    });

    test('rotates the session: the cookie the browser came with stops working', async () => {
      const { email, browser } = await signedIn();
      const before = browser.cookie;
      await browser.post('/api/login', { email, password: PASSWORD });
      expect(browser.cookie).not.toBe(before);
      const stale = client();
      stale.cookie = before;
      expect((await stale.get('/api/user')).status).toBe(401);
      expect((await browser.get('/api/user')).status).toBe(200);
    });
  });

  describe('sessions', () => {
    test('GET /api/user is 401 for a visitor', async () => {
      const response = await client().get('/api/user');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Você precisa entrar na sua conta.' });
    });

    test('POST /api/logout destroys the session on the server and clears the cookie', async () => {
      const { browser } = await signedIn();
      const token = browser.cookie!;
      const response = await browser.post('/api/logout');
      expect(response.status).toBe(200);
      expect(
        response.setCookies.some((line) => /^futdados_session=;/.test(line) && /Expires=Thu, 01 Jan 1970/.test(line)),
      ).toBe(true);
      expect(
        (
          await db
            .select()
            .from(sessions)
            .where(eq(sessions.id, hashToken(token)))
        ).length,
      ).toBe(0);
      const replay = client();
      replay.cookie = token;
      expect((await replay.get('/api/user')).status).toBe(401);
    });

    test('sliding expiry: use after an hour pushes the expiry 30 days ahead; expired sessions are rejected', async () => {
      const { browser } = await signedIn();
      const id = hashToken(browser.cookie!);
      const soon = new Date(Date.now() + 86_400_000);
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 2 * 3_600_000), expiresAt: soon })
        .where(eq(sessions.id, id));
      const response = await browser.get('/api/user');
      expect(response.status).toBe(200);
      expect(response.setCookies.some((line) => line.startsWith('futdados_session='))).toBe(true);
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
      expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

      await db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, id));
      expect((await browser.get('/api/user')).status).toBe(401);
    });
  });

  describe('PUT /api/user', () => {
    test('updates the username at once; a new email waits for its link, and the old address is told', async () => {
      const { browser, email, username: oldName } = await signedIn();
      const username = unique('renomeado');
      const renamed = await browser.put('/api/user', { username });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ username, email, emailVerified: true, pendingEmail: null });

      const newEmail = `${unique('novo')}@exemplo.test`;
      const moved = await browser.put('/api/user', { email: newEmail.toUpperCase() });
      expect(moved.status).toBe(200);
      // Nothing changes yet: the old address still signs in.
      expect(moved.body).toMatchObject({ email, emailVerified: true, pendingEmail: newEmail });
      expect((await client().post('/api/login', { email, password: PASSWORD })).status).toBe(200);
      expect((await client().post('/api/login', { email: newEmail, password: PASSWORD })).status).toBe(401);

      const notice = await lastEmail(email, 2);
      expect(notice.subject).toBe('Pedido de troca de email no FutDados');
      expect(notice.text).toContain(newEmail);
      expect(notice.text).not.toContain(oldName);
      const confirmation = await lastEmail(newEmail);
      expect(confirmation.subject).toBe('Confirme seu novo email no FutDados');

      const opened = await client().get(pathOf(confirmation.links[0]));
      expect(opened.headers.get('location')).toBe('/profile?emailChanged=1');
      expect((await browser.get('/api/user')).body).toMatchObject({
        email: newEmail,
        emailVerified: true,
        pendingEmail: null,
      });
      expect((await client().post('/api/login', { email: newEmail, password: PASSWORD })).status).toBe(200);
      expect((await client().post('/api/login', { email, password: PASSWORD })).status).toBe(401);
      // Used once.
      expect((await client().get(pathOf(confirmation.links[0]))).headers.get('location')).toBe('/auth?verified=0');
    });

    test('a later request or asking for the current address again voids the earlier link', async () => {
      const { browser, email } = await signedIn();
      const first = `${unique('primeiro')}@exemplo.test`;
      await browser.put('/api/user', { email: first });
      const firstLink = (await lastEmail(first)).links[0];
      const second = `${unique('segundo')}@exemplo.test`;
      await browser.put('/api/user', { email: second });
      await lastEmail(second);
      expect((await client().get(pathOf(firstLink))).headers.get('location')).toBe('/auth?verified=0');

      const cancelled = await browser.put('/api/user', { email });
      expect(cancelled.body).toMatchObject({ email, pendingEmail: null });
      expect((await client().get(pathOf((await lastEmail(second)).links[0]))).headers.get('location')).toBe(
        '/auth?verified=0',
      );
      expect((await browser.get('/api/user')).body.email).toBe(email);
    });

    test("another account's address gets the same answer as a free one and never becomes this email", async () => {
      const other = await account();
      const { browser, email } = await signedIn();
      const free = `${unique('livre')}@exemplo.test`;
      const toFree = await browser.put('/api/user', { email: free });
      const toTaken = await browser.put('/api/user', { email: other.email });
      expect(toTaken.status).toBe(toFree.status);
      expect(toTaken.body).toEqual({ ...toFree.body, pendingEmail: other.email });
      await server.auth.drain(); // every email these answers set off has been sent
      expect(await emailCount(email)).toBe(3); // the current address is told both times
      expect(await emailCount(other.email)).toBe(1); // only its own verification email
      expect((await browser.get('/api/user')).body.email).toBe(email);
    });
    test('a taken username is a 409; visitors get 401; an empty body is a 400', async () => {
      const other = await account();
      const { browser } = await signedIn();
      const taken = await browser.put('/api/user', { username: other.username });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe('Este nome de usuário já está em uso.');
      expect((await browser.put('/api/user', {})).status).toBe(400);
      expect((await client().put('/api/user', { username: 'qualquer' })).status).toBe(401);
    });
  });

  describe('POST /api/change-password', () => {
    test('checks the current password, then signs out the other sessions only', async () => {
      const { browser, email } = await signedIn();
      const otherDevice = client();
      await otherDevice.post('/api/login', { email, password: PASSWORD });

      const wrong = await browser.post('/api/change-password', {
        currentPassword: 'errada123',
        newPassword: 'novasenha1',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('A senha atual está incorreta.');
      const weak = await browser.post('/api/change-password', { currentPassword: PASSWORD, newPassword: 'curta' });
      expect(weak.status).toBe(400);

      const changed = await browser.post('/api/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'novasenha1',
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ message: 'Senha alterada com sucesso' });
      expect((await browser.get('/api/user')).status).toBe(200);
      expect((await otherDevice.get('/api/user')).status).toBe(401);
      expect((await client().post('/api/login', { email, password: PASSWORD })).status).toBe(401);
      expect((await client().post('/api/login', { email, password: 'novasenha1' })).status).toBe(200);
    });
  });

  describe('POST /api/reset-password', () => {
    test('answers the same whether or not the email exists, and mails a recovery link only when it does', async () => {
      const { email, browser } = await signedIn();
      const known = await client().post('/api/reset-password', { email });
      const unknown = await client().post('/api/reset-password', { email: 'ninguem-reset@exemplo.test' });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect(known.body.message).toContain('Se houver uma conta com este email');

      const mail = await lastEmail(email, 2);
      expect(mail.subject).toBe('Redefinição de senha no FutDados');
      expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/#access_token=[\w-]{43}&type=recovery$/);
      expect(await emailCount('ninguem-reset@exemplo.test')).toBe(0); // lastEmail waited for every send

      const token = tokenOf(mail.links[0]);
      const done = await client().post('/api/reset-password', { token, password: 'recuperada1' });
      expect(done.status).toBe(200);
      expect(done.body.message).toBe('Senha redefinida com sucesso. Entre com a nova senha.');
      const reused = await client().post('/api/reset-password', { token, password: 'outra12345' });
      expect(reused.status).toBe(400);
      expect(reused.body.message).toBe('Link de redefinição inválido ou expirado. Peça um novo link.');
      // Every session ends; the new password works.
      expect((await browser.get('/api/user')).status).toBe(401);
      expect((await client().post('/api/login', { email, password: 'recuperada1' })).status).toBe(200);
    });

    test('a link older than 1 hour is refused; a new link replaces the older one', async () => {
      const { email } = await account();
      await client().post('/api/reset-password', { email });
      const first = tokenOf((await lastEmail(email, 2)).links[0]);
      await client().post('/api/reset-password', { email });
      const second = tokenOf((await lastEmail(email, 3)).links[0]);
      expect((await client().post('/api/reset-password', { token: first, password: 'recuperada1' })).status).toBe(400);
      await db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.id, hashToken(second)));
      expect((await client().post('/api/reset-password', { token: second, password: 'recuperada1' })).status).toBe(400);
      expect((await client().post('/api/login', { email, password: PASSWORD })).status).toBe(200);
    });

    test('one mailbox gets at most 3 emails per 15 minutes; the answer stays the same', async () => {
      const { email } = await account();
      const answers = new Set<string>();
      for (let i = 0; i < 5; i++) answers.add((await client().post('/api/reset-password', { email })).body.message);
      await server.auth.drain();
      expect(await emailCount(email)).toBe(4); // verification + 3 resets
      expect(answers.size).toBe(1);
    });

    test('is rate limited per address', async () => {
      const browser = client();
      for (let i = 0; i < 10; i++)
        expect((await browser.post('/api/reset-password', { email: `r${i}@exemplo.test` })).status).toBe(200);
      expect((await browser.post('/api/reset-password', { email: 'r@exemplo.test' })).status).toBe(429);
    });
  });

  describe('POST /api/resend-verification', () => {
    test('answers the same for any email and sends a fresh link (the old one stops working) to unverified accounts', async () => {
      const { email } = await account({ verify: false });
      const old = (await lastEmail(email)).links[0];
      const known = await client().post('/api/resend-verification', { email });
      const unknown = await client().post('/api/resend-verification', { email: 'ninguem-resend@exemplo.test' });
      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      const fresh = (await lastEmail(email, 2)).links[0];
      expect(fresh).not.toBe(old);
      expect((await client().get(pathOf(old))).headers.get('location')).toBe('/auth?verified=0');
      expect((await client().get(pathOf(fresh))).headers.get('location')).toBe('/auth?verified=1');
      expect(await emailCount('ninguem-resend@exemplo.test')).toBe(0);
    });

    test('a verified account gets no new email', async () => {
      const { email } = await account();
      await client().post('/api/resend-verification', { email });
      await server.auth.drain();
      expect(await emailCount(email)).toBe(1);
    });
  });

  describe('CSRF', () => {
    test('a state-changing call from another origin, or with no origin at all, is a 403', async () => {
      const { email } = await account();
      const evil = await client({ origin: 'https://malicioso.example' }).post('/api/login', {
        email,
        password: PASSWORD,
      });
      expect(evil.status).toBe(403);
      expect(evil.body).toEqual({ message: 'Origem da requisição não permitida.' });
      expect((await client({ origin: null }).post('/api/login', { email, password: PASSWORD })).status).toBe(403);
      const viaReferer = await client({ origin: null }).call(
        'POST',
        '/api/login',
        { email, password: PASSWORD },
        { Referer: `${server.url}/auth` },
      );
      expect(viaReferer.status).toBe(200);
    });

    test('a body that is not JSON is a 415 (HTML forms cannot send JSON)', async () => {
      for (const [type, body] of [
        ['text/plain', JSON.stringify({ email: 'a', password: 'b' })],
        ['application/x-www-form-urlencoded', 'email=a&password=b'],
        ['multipart/form-data; boundary=x', '--x--'],
      ]) {
        const response = await fetch(`${server.url}/api/login`, {
          method: 'POST',
          headers: { Origin: server.url, 'Content-Type': type },
          body,
        });
        expect(response.status).toBe(415);
        expect(await response.json()).toEqual({ message: 'Formato de conteúdo não suportado. Envie JSON.' });
      }
    });
  });

  describe('admin only by a proven address (issue 9)', () => {
    test('changing the email to an ADMIN_EMAILS address without an account does not make an admin', async () => {
      const { browser } = await signedIn();
      const moved = await browser.put('/api/user', { email: 'outro@futdados.test' });
      expect(moved.body).toMatchObject({ role: 'user', pendingEmail: 'outro@futdados.test' });
      expect((await browser.get('/api/admin/check-admin')).body).toEqual({ isAdmin: false });
      // The start-up promotion (ADMIN_EMAILS) does not see a pending or unverified address either.
      await server.app.ready();
      expect(await authRepo(db).promoteAdmins(['outro@futdados.test'])).toBe(0);
      expect((await browser.get('/api/admin/check-admin')).body).toEqual({ isAdmin: false });
    });

    test('an unverified account with an ADMIN_EMAILS address is not admin until its link is opened', async () => {
      const username = unique('chefe');
      const response = await client().post('/api/register', {
        username,
        email: 'chefe2@futdados.test',
        password: PASSWORD,
      });
      expect(response.status).toBe(201);
      const repo = authRepo(db);
      expect((await repo.findUserByEmail('chefe2@futdados.test'))!.role).toBe('user');
      expect(await repo.promoteAdmins(['chefe2@futdados.test'])).toBe(0);
      await client().get(pathOf((await lastEmail('chefe2@futdados.test')).links[0]));
      expect(await repo.promoteAdmins(['chefe2@futdados.test'])).toBe(1);
    });
  });

  describe('admin check and subscription', () => {
    test('check-admin: 401 for visitors, false for users, true for ADMIN_EMAILS accounts', async () => {
      expect((await client().get('/api/admin/check-admin')).status).toBe(401);
      const user = await signedIn();
      expect((await user.browser.get('/api/admin/check-admin')).body).toEqual({ isAdmin: false });
      const admin = await signedIn({ email: 'chefe@futdados.test' });
      expect(admin.user.role).toBe('admin');
      expect((await admin.browser.get('/api/admin/check-admin')).body).toEqual({ isAdmin: true });
    });

    test('GET /api/subscription/current and /payments: 401 for visitors, free plan and no payments for users', async () => {
      expect((await client().get('/api/subscription/current')).status).toBe(401);
      expect((await client().get('/api/subscription/payments')).status).toBe(401);
      const { browser } = await signedIn();
      expect((await browser.get('/api/subscription/current')).body).toMatchObject({
        plan: 'free',
        status: 'none',
        entitlements: { plan: 'free' },
      });
      expect((await browser.get('/api/subscription/payments')).body).toEqual([]);
    });
  });
});

describe('accounts with other settings', () => {
  test('EMAIL_VERIFICATION=off: registration answers the user and signs in', async () => {
    const server = await createTestApp({ env: { EMAIL_VERIFICATION: 'off' } });
    try {
      await server.listen();
      const browser = new TestClient(server.url);
      const response = await browser.post('/api/register', {
        username: 'semverificar',
        email: 'sem@exemplo.test',
        password: PASSWORD,
      });
      expect(response.status).toBe(201);
      // Signed in, but the address is not proven (no link was opened).
      expect(response.body).toMatchObject({
        username: 'semverificar',
        email: 'sem@exemplo.test',
        emailVerified: false,
        role: 'user',
      });
      expect((await browser.get('/api/user')).body.username).toBe('semverificar');
      expect(await emailRepo(server.db.database.db).listTo('sem@exemplo.test')).toEqual([]);
    } finally {
      await server.close();
    }
  });

  test('EMAIL_VERIFICATION=off: signing up with an ADMIN_EMAILS address does not make an admin', async () => {
    const server = await createTestApp({ env: { EMAIL_VERIFICATION: 'off', ADMIN_EMAILS: 'chefe@exemplo.test' } });
    try {
      await server.listen();
      const browser = new TestClient(server.url);
      const response = await browser.post('/api/register', {
        username: 'impostor',
        email: 'chefe@exemplo.test',
        password: PASSWORD,
      });
      expect(response.body.role).toBe('user');
      expect((await browser.get('/api/admin/check-admin')).body).toEqual({ isAdmin: false });
    } finally {
      await server.close();
    }
  });

  test('https PUBLIC_URL: the cookie is Secure and only that origin may change state', async () => {
    const server = await createTestApp({ env: { EMAIL_VERIFICATION: 'off', PUBLIC_URL: 'https://futdados.example' } });
    try {
      await server.listen();
      const sameHost = new TestClient(server.url);
      expect(
        (await sameHost.post('/api/register', { username: 'seguro', email: 'seguro@exemplo.test', password: PASSWORD }))
          .status,
      ).toBe(403);
      const browser = new TestClient(server.url, { origin: 'https://futdados.example' });
      const response = await browser.post('/api/register', {
        username: 'seguro',
        email: 'seguro@exemplo.test',
        password: PASSWORD,
      });
      expect(response.status).toBe(201);
      expect(response.setCookies[0]).toMatch(/; Secure/);
    } finally {
      await server.close();
    }
  });

  test('ADMIN_EMAILS promotes existing accounts at start, only once their address is proven', async () => {
    const first = await createTestApp({ env: { EMAIL_VERIFICATION: 'off' } });
    await first.listen();
    const browser = new TestClient(first.url);
    await browser.post('/api/register', { username: 'promovido', email: 'promovido@exemplo.test', password: PASSWORD });
    await browser.post('/api/register', {
      username: 'naoprovado',
      email: 'naoprovado@exemplo.test',
      password: PASSWORD,
    });
    expect((await browser.get('/api/admin/check-admin')).body).toEqual({ isAdmin: false });
    await new TestClient(first.url).post('/api/resend-verification', { email: 'promovido@exemplo.test' });
    await first.auth.drain();
    const [mail] = await emailRepo(first.db.database.db).listTo('promovido@exemplo.test');
    expect((await browser.get(mail.links[0].replace(/^https?:\/\/[^/]+/, ''))).headers.get('location')).toBe(
      '/auth?verified=1',
    );
    await first.app.close();
    const second = await createTestApp({
      db: first.db,
      env: { ADMIN_EMAILS: 'PROMOVIDO@exemplo.test,naoprovado@exemplo.test' },
    });
    try {
      await second.listen();
      const again = new TestClient(second.url);
      await again.post('/api/login', { email: 'promovido', password: PASSWORD });
      expect((await again.get('/api/admin/check-admin')).body).toEqual({ isAdmin: true });
      const unproven = new TestClient(second.url);
      expect((await unproven.post('/api/login', { email: 'naoprovado', password: PASSWORD })).body.errorType).toBe(
        'email_not_verified',
      );
      const repo = authRepo(second.db.database.db);
      expect((await repo.findUserByEmail('naoprovado@exemplo.test'))!.role).toBe('user');
    } finally {
      await second.close();
      await first.db.drop();
    }
  });
});
