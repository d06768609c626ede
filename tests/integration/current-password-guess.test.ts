// Issue 33 point 6: with a stolen session, the current-password checks of /api/change-password and
// DELETE /api/user were limited per address only, so new addresses bought new guesses. They are
// counted per account (in the shared store with Redis), before the password is checked; past a few
// failures the session asking is ended. The real server, guesses in parallel from 80 addresses.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CURRENT_PASSWORD_FREE } from '@server/modules/auth/service';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextIp, registerUser, TestClient, type CallResult } from '../support/http-client';
import { databaseKinds } from '../support/database';

const redisUrl = process.env.TEST_REDIS_URL;

describe.each(databaseKinds())('current-password guesses on %s', (kind) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({
      kind,
      env: {
        EMAIL_VERIFICATION: 'off',
        LIVE_PROVIDER: 'off',
        ...(kind === 'postgres' && redisUrl ? { REDIS_URL: redisUrl } : {}),
      },
    });
    await server.listen();
  }, 120_000);
  afterAll(() => server?.close());

  /** 80 wrong guesses at once, each from a new address, with the stolen cookie; their statuses. */
  async function guess(cookie: string, send: (thief: TestClient, attempt: number) => Promise<CallResult>) {
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, attempt) => {
        const thief = new TestClient(server.url, { ip: nextIp() });
        thief.cookie = cookie;
        return send(thief, attempt);
      }),
    );
    return answers;
  }

  for (const [name, send] of [
    [
      'POST /api/change-password',
      (thief: TestClient, n: number) =>
        thief.post('/api/change-password', { currentPassword: `chute${n}abc`, newPassword: 'tomada123' }),
    ],
    [
      'DELETE /api/user',
      (thief: TestClient, n: number) => thief.call('DELETE', '/api/user', { password: `chute${n}abc` }),
    ],
  ] as const)
    test(`${name}: a few guesses per account, then the session ends`, async () => {
      const { browser, email } = await registerUser(server.url);
      const other = new TestClient(server.url);
      expect((await other.post('/api/login', { email, password: 'segredo123' })).status).toBe(200);

      const answers = await guess(browser.cookie!, send);
      const checked = answers.filter((answer) => answer.status === 400);
      expect(checked.length).toBeLessThanOrEqual(CURRENT_PASSWORD_FREE);
      expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThanOrEqual(
        80 - CURRENT_PASSWORD_FREE,
      );
      expect(answers.find((answer) => answer.status === 401)!.body).toEqual({
        message: expect.stringMatching(
          /^(Senha incorreta muitas vezes\. Por segurança, a sessão foi encerrada: entre de novo\.|Você precisa entrar na sua conta\.)$/,
        ),
      });
      // The stolen session is over; the owner's other session goes on, and the account is intact.
      expect((await browser.get('/api/user')).status).toBe(401);
      expect((await other.get('/api/user')).status).toBe(200);
      expect((await new TestClient(server.url).post('/api/login', { email, password: 'segredo123' })).status).toBe(200);
    });
});
