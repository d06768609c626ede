// Issue 33 point 4: sessions end when they end. A socket whose session merely expired was kept and
// went on hearing the user's notifications: it is cut at the expiry. A squatter's push device
// survived the owner's password change and reset: a change removes the devices other sessions
// registered (the owner's own stays), a reset removes them all. Real server, sockets and database.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { pushSubscriptions, sessions } from '@server/db/schema';
import { hashToken } from '@server/modules/auth/tokens';
import { emailRepo } from '@server/modules/email/repo';
import { createTestApp, type TestApp } from '../support/test-app';
import { registerUser, TestClient } from '../support/http-client';
import { databaseKinds } from '../support/database';
import { until } from '../support/wait';
import { openUserSocket } from '../support/user-socket';

const opened: Socket[] = [];
afterAll(() => {
  for (const socket of opened) socket.disconnect();
});

describe.each(databaseKinds())('sessions end when they end on %s', (kind) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ kind, env: { EMAIL_VERIFICATION: 'off', LIVE_PROVIDER: 'off' } });
    await server.listen();
  }, 120_000);
  afterAll(() => server?.close());
  const db = () => server.db.database.db;

  test("a socket is cut when its session expires, and hears nothing of the user's after", async () => {
    const { browser, id } = await registerUser(server.url);
    // The session expires in a moment (as if its days had run out).
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1_500) })
      .where(eq(sessions.id, hashToken(browser.cookie!)));
    const { socket, joined, disconnectReason } = await openUserSocket(server.url, browser.cookie, id);
    opened.push(socket);
    expect(joined).toBe(true);
    expect(await until(disconnectReason, 'the socket to be cut at the expiry')).toBe('io server disconnect');
    expect((await browser.get('/api/user')).status).toBe(401);
  });

  /** Registers a push device from this session; returns its endpoint. */
  async function device(browser: TestClient, name: string) {
    const endpoint = `https://fcm.googleapis.com/fcm/send/${name}-${Date.now().toString(36)}`;
    const subscribed = await browser.post('/api/push/subscriptions', {
      endpoint,
      keys: { p256dh: 'BPr' + 'a'.repeat(84), auth: 'b'.repeat(22) },
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
    return endpoint;
  }
  const devicesOf = async (userId: number) =>
    (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map(
      (row) => row.endpoint,
    );

  test("a password change removes the squatter's push device, not the owner's", async () => {
    const { browser, id, email } = await registerUser(server.url);
    const squatter = new TestClient(server.url);
    expect((await squatter.post('/api/login', { email, password: 'segredo123' })).status).toBe(200);
    const own = await device(browser, 'dono');
    const squatted = await device(squatter, 'intruso');
    expect((await devicesOf(id)).sort()).toEqual([own, squatted].sort());

    const changed = await browser.post('/api/change-password', {
      currentPassword: 'segredo123',
      newPassword: 'novasenha1',
    });
    expect(changed.status).toBe(200);
    expect(await devicesOf(id)).toEqual([own]);
  });

  test('a password reset removes every push device of the account', async () => {
    const { browser, id, email } = await registerUser(server.url);
    const squatter = new TestClient(server.url);
    expect((await squatter.post('/api/login', { email, password: 'segredo123' })).status).toBe(200);
    await device(browser, 'dono');
    await device(squatter, 'intruso');

    await new TestClient(server.url).post('/api/reset-password', { email });
    const mail = await until(async () => (await emailRepo(db()).listTo(email))[0], 'the reset email');
    const token = /access_token=([^&]+)/.exec(mail.links[0])![1];
    expect(
      (await new TestClient(server.url).post('/api/reset-password', { token, password: 'novasenha1' })).status,
    ).toBe(200);
    expect(await devicesOf(id)).toEqual([]);
  });
});
