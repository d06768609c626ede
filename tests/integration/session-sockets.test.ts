// Issue 23 point 3: a socket belongs to the session it was opened with. When that session ends —
// logout, password change (the other sessions), reset, an admin disabling the account or ending its
// sessions — the server disconnects the socket, so it hears none of the user's private notifications
// after; sockets of sessions that go on keep hearing them. Real socket.io clients on a real server,
// and across two servers sharing PostgreSQL and Redis (the adapter carries the disconnection).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { users } from '@server/db/schema';
import { emailRepo } from '@server/modules/email/repo';
import { NOTIFICATION_EVENTS, type NotificationUpdate } from '@shared/notifications-rules';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import { createPeerApp, createTestApp, type TestApp } from '../support/test-app';
import { registerUser, TestClient } from '../support/http-client';
import { until } from '../support/wait';

const PASSWORD = 'segredo123';

/** Every client socket the tests open, closed at the end whatever happened. */
const opened: Socket[] = [];
afterAll(() => {
  for (const socket of opened) socket.disconnect();
});

/** A signed-in socket in its user's room, with what it heard and why it was disconnected. */
async function userSocket(server: TestApp, browser: TestClient, userId: number) {
  const socket: Socket = connect(server.url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { origin: server.url, cookie: `futdados_session=${browser.cookie}` },
  });
  opened.push(socket);
  const heard: string[] = [];
  let disconnectedBecause: string | undefined;
  socket.on(NOTIFICATION_EVENTS.notificationUpdate, (update: NotificationUpdate) =>
    heard.push(update.notification?.title ?? ''),
  );
  socket.on('disconnect', (reason) => (disconnectedBecause = reason));
  const joined = await new Promise<{ ok: boolean }>((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.once('connect', () => socket.emit(NOTIFICATION_EVENTS.authenticate, userId, resolve));
  });
  expect(joined.ok).toBe(true);
  return {
    socket,
    heard,
    /** Resolves with the reason once the server disconnected it. */
    disconnected: () => until(() => disconnectedBecause, 'the socket to be disconnected'),
    get connected() {
      return socket.connected;
    },
  };
}

async function signIn(server: TestApp, email: string, password = PASSWORD) {
  const browser = new TestClient(server.url);
  expect((await browser.post('/api/login', { email, password })).status).toBe(200);
  return browser;
}

/** Notifies the user, and waits until `listener` heard it (so the other sockets had their chance too). */
async function notifyAndWait(server: TestApp, userId: number, title: string, listener: { heard: string[] }) {
  await server.notifications.service.notify([userId], { type: 'system', title, message: title }, null);
  await until(() => (listener.heard.includes(title) ? true : undefined), `"${title}" to arrive`);
}

describe.each(databaseKinds())('sockets end with their session on %s', (kind) => {
  let db: TestDatabase;
  let server: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    server = await createTestApp({ db, env: { EMAIL_VERIFICATION: 'off', LIVE_PROVIDER: 'off' } });
    await server.listen();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  async function admin() {
    const { browser, id } = await registerUser(server.url, 'chefe');
    await db.database.db.update(users).set({ role: 'admin', emailVerifiedAt: new Date() }).where(eq(users.id, id));
    return browser;
  }

  test('logout disconnects that session’s socket; another session’s socket keeps hearing', async () => {
    const { browser, id, email } = await registerUser(server.url);
    const phone = await signIn(server, email);
    const leaving = await userSocket(server, browser, id);
    const staying = await userSocket(server, phone, id);

    expect((await browser.post('/api/logout')).status).toBe(200);
    expect(await leaving.disconnected()).toBe('io server disconnect');
    await notifyAndWait(server, id, 'Depois de sair', staying);
    expect(leaving.heard).toEqual([]);
    staying.socket.disconnect();
  });

  test('a password change disconnects the other sessions’ sockets, not its own', async () => {
    const { browser, id, email } = await registerUser(server.url);
    const stolen = await signIn(server, email);
    const own = await userSocket(server, browser, id);
    const intruder = await userSocket(server, stolen, id);

    const changed = await browser.post('/api/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'novasenha1',
    });
    expect(changed.status).toBe(200);
    expect(await intruder.disconnected()).toBe('io server disconnect');
    await notifyAndWait(server, id, 'Senha trocada', own);
    expect(intruder.heard).toEqual([]);
    expect(own.connected).toBe(true);
    own.socket.disconnect();
  });

  test('a password reset disconnects every socket of the account', async () => {
    const { browser, id, email } = await registerUser(server.url);
    const socket = await userSocket(server, browser, id);
    await new TestClient(server.url).post('/api/reset-password', { email });
    const mail = await until(async () => (await emailRepo(db.database.db).listTo(email))[0], 'the reset email');
    const token = /access_token=([^&]+)/.exec(mail.links[0])![1];
    expect(
      (await new TestClient(server.url).post('/api/reset-password', { token, password: 'novasenha1' })).status,
    ).toBe(200);
    expect(await socket.disconnected()).toBe('io server disconnect');
  });

  test('an admin disabling the account disconnects its sockets', async () => {
    const chief = await admin();
    const { browser, id } = await registerUser(server.url);
    const socket = await userSocket(server, browser, id);
    expect((await chief.post(`/api/admin/users/${id}/disable`, { reason: 'abuso' })).status).toBe(200);
    expect(await socket.disconnected()).toBe('io server disconnect');
  });

  test('an admin ending the sessions disconnects their sockets; ending one’s own others keeps the current one', async () => {
    const chief = await admin();
    const { browser, id } = await registerUser(server.url);
    const socket = await userSocket(server, browser, id);
    expect((await chief.post(`/api/admin/users/${id}/end-sessions`)).status).toBe(200);
    expect(await socket.disconnected()).toBe('io server disconnect');

    // "End other sessions" on one's own account: the admin's other device goes, this one stays.
    const me = (await chief.get('/api/user')).body as { id: number; email: string };
    const otherDevice = await signIn(server, me.email);
    const mine = await userSocket(server, chief, me.id);
    const other = await userSocket(server, otherDevice, me.id);
    expect((await chief.post(`/api/admin/users/${me.id}/end-sessions`)).status).toBe(200);
    expect(await other.disconnected()).toBe('io server disconnect');
    await notifyAndWait(server, me.id, 'Outras sessões encerradas', mine);
    expect(other.heard).toEqual([]);
    mine.socket.disconnect();
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!postgresUrl || !redisUrl)('across two servers on PostgreSQL + Redis', () => {
  let db: TestDatabase;
  const servers: TestApp[] = [];
  const prefix = `test-${randomBytes(3).toString('hex')}:`;

  const instance = () =>
    createPeerApp(db.url!, {
      env: { REDIS_URL: redisUrl!, REDIS_PREFIX: prefix, LIVE_PROVIDER: 'off', EMAIL_VERIFICATION: 'off' },
      billing: { startScheduler: false },
    });

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    servers.push(await instance(), await instance());
  }, 120_000);
  afterAll(async () => {
    for (const app of servers) await app.close().catch(() => undefined);
    await db?.drop();
  });

  test('logout through one server disconnects the socket held by the other', async () => {
    const [first, second] = servers;
    const { browser, id, email } = await registerUser(first.url);
    const phone = await signIn(first, email);
    const onSecond = await userSocket(second, browser, id);
    const phoneOnSecond = await userSocket(second, phone, id);

    expect((await browser.post('/api/logout')).status).toBe(200); // answered by the first server
    expect(await onSecond.disconnected()).toBe('io server disconnect');
    await notifyAndWait(first, id, 'Entre servidores', phoneOnSecond);
    expect(onSecond.heard).toEqual([]);
    phoneOnSecond.socket.disconnect();
  });
});
