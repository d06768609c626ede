// Issue 23 point 2: taking an account back ends what an intruder left behind. A pending email change
// set from a stolen session dies with a password change or reset (its link no longer works), also
// for an account pre-registered on the owner's address with EMAIL_VERIFICATION=off; and a completed
// change is announced to the old address. Real mail through the in-process SMTP sink.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http-client';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { until } from '../support/wait';

const PASSWORD = 'segredo123';
let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`;

describe.each(['on', 'off'] as const)('account recovery with EMAIL_VERIFICATION=%s', (verification) => {
  let smtp: SmtpSink;
  let server: TestApp;
  const client = () => new TestClient(server.url);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await createTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'FutDados <contato@futdados.test>', EMAIL_VERIFICATION: verification },
    });
    await server.listen();
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  /** The newest mail to an address with a body matching `pattern` (mail goes out after the answer). */
  async function mailTo(to: string, pattern: RegExp) {
    const newest = () => smtp.mails.filter((mail) => mail.to.includes(to) && pattern.test(mail.body)).at(-1);
    return (await until(newest, `a mail to ${to} matching ${pattern}`)).body;
  }
  const linkIn = (body: string, pattern: RegExp) => pattern.exec(body)![0].replace('http://localhost:3000', '');
  const verifyLink = (body: string) => linkIn(body, /http:\/\/localhost:3000\/api\/verify-email\?token=[\w-]{43}/);
  const resetToken = (body: string) => /#access_token=([\w-]{43})&type=recovery/.exec(body)![1];

  /** An account whose owner proved the address (verification on), or just registered it (off). */
  async function owner() {
    const username = unique('dona');
    const email = `${username}@exemplo.test`;
    const browser = client();
    expect((await browser.post('/api/register', { username, email, password: PASSWORD })).status).toBe(201);
    if (verification === 'on') await client().get(verifyLink(await mailTo(email, /verify-email/)));
    expect((await browser.post('/api/login', { email, password: PASSWORD })).status).toBe(200);
    return { email, browser };
  }

  /** With a session of the account, the intruder asks for his own inbox and gets its link. */
  async function intruderLink(intruder: TestClient) {
    const inbox = `${unique('intruso')}@exemplo.test`;
    const pending = await intruder.put('/api/user', { email: inbox });
    expect(pending.body.pendingEmail).toBe(inbox);
    return { inbox, link: verifyLink(await mailTo(inbox, /verify-email/)) };
  }

  test("a password change voids the intruder's pending email and its link", async () => {
    const { email, browser } = await owner();
    const intruder = client();
    intruder.cookie = browser.cookie; // a stolen session
    const { link } = await intruderLink(intruder);

    const changed = await browser.post('/api/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'novasenha1',
    });
    expect(changed.status).toBe(200);
    expect((await browser.get('/api/user')).body).toMatchObject({ email, pendingEmail: null });
    expect((await client().get(link)).headers.get('location')).toBe('/auth?verified=0');
    expect((await browser.get('/api/user')).body.email).toBe(email);
  });

  test("a password reset voids the intruder's pending email and its link", async () => {
    const { email, browser } = await owner();
    const { link } = await intruderLink(browser);

    await client().post('/api/reset-password', { email });
    const token = resetToken(await mailTo(email, /access_token=/));
    expect((await client().post('/api/reset-password', { token, password: 'novasenha1' })).status).toBe(200);
    expect((await client().get(link)).headers.get('location')).toBe('/auth?verified=0');
    const signedIn = client();
    expect((await signedIn.post('/api/login', { email, password: 'novasenha1' })).body).toMatchObject({
      email,
      pendingEmail: null,
    });
  });

  test("an account pre-registered on the owner's address is hers after a reset, with no way back for its creator", async () => {
    const victim = `${unique('vitima')}@exemplo.test`;
    const squatter = client();
    const username = unique('posseiro');
    expect((await squatter.post('/api/register', { username, email: victim, password: PASSWORD })).status).toBe(201);
    if (verification === 'on') {
      // Nothing to squat: without the link no one signs in, and the owner's reset proves the address.
      expect((await squatter.post('/api/login', { email: victim, password: PASSWORD })).status).toBe(403);
      return;
    }
    expect((await squatter.get('/api/user')).status).toBe(200);
    const { link } = await intruderLink(squatter);

    // The owner cannot sign up with her address, so she resets its password.
    expect(
      (await client().post('/api/register', { username: unique('dona'), email: victim, password: PASSWORD })).status,
    ).toBe(409);
    await client().post('/api/reset-password', { email: victim });
    const token = resetToken(await mailTo(victim, /access_token=/));
    expect((await client().post('/api/reset-password', { token, password: 'novasenha1' })).status).toBe(200);

    expect((await squatter.get('/api/user')).status).toBe(401);
    expect((await client().get(link)).headers.get('location')).toBe('/auth?verified=0');
    const owner = client();
    expect((await owner.post('/api/login', { email: victim, password: 'novasenha1' })).body).toMatchObject({
      email: victim,
      emailVerified: true,
      pendingEmail: null,
    });
  });

  test('a completed change is announced to the old address', async () => {
    const { email, browser } = await owner();
    const newEmail = `${unique('novo')}@exemplo.test`;
    await browser.put('/api/user', { email: newEmail });
    const link = verifyLink(await mailTo(newEmail, /verify-email/));
    expect((await client().get(link)).headers.get('location')).toBe('/profile?emailChanged=1');
    const notice = await mailTo(email, /foi trocado/);
    expect(notice).toContain(newEmail);
    expect(notice).toContain('fale com o suporte agora mesmo');
  });
});
