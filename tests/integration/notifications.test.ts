// Notifications over a real server on PGlite and PostgreSQL (issue 10, point 12): the centre's calls
// for the session's user only, follows limited by the plan, the socket room taken from the session
// cookie (never from the id the client claims), goals of a followed team notified exactly once per
// follower also across replays and a restart, the welcome on email verification, and web push to a
// local push service whose payload the test decrypts with the subscription's keys.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { and, eq } from 'drizzle-orm';
import {
  emailOutbox,
  notifications as notificationsTable,
  pushQueue,
  pushSubscriptions,
  teams,
} from '@server/db/schema';
import type { ReplayEngine } from '@server/modules/live/engine';
import { saoPauloDayRange } from '@shared/live-rules';
import { NOTIFICATION_EVENTS, type NotificationUpdate } from '@shared/notifications-rules';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertLiveFixtures, manualClock } from '../support/live-fixtures';
import { registerUser, TestClient, uniqueName } from '../support/http-client';
import { decryptPush, startPushService, subscriptionKeys, type PushService } from '../support/push-service';
import { roundTrip } from '../support/socket-round-trip';
import { until } from '../support/wait';

const MINUTE = 60_000;
const unique = uniqueName;

describe.each(databaseKinds())('notifications on %s', (kind) => {
  let db: TestDatabase;
  let server: TestApp;
  let pushService: PushService;
  let flamengoMatch: number;
  let teamIds: { flamengo: number; palmeiras: number; others: number[] };
  const day = '2026-03-15';
  const kickoff = saoPauloDayRange(day).from.getTime() + 15 * 60 * MINUTE;
  const clock = manualClock(kickoff - 10 * MINUTE);
  const env = {
    EMAIL_VERIFICATION: 'off',
    LIVE_TICK_MS: String(24 * 60 * MINUTE),
    PUSH_ALLOW_HTTP_ENDPOINTS: 'on',
    // The local push service (tests/support/push-service.ts) is the operator's own.
    PUSH_SERVICE_HOSTS: '127.0.0.1',
  };
  const start = async () => {
    server = await createTestApp({
      db,
      env,
      now: clock.date,
      notifications: { push: { retryDelaysMs: [30, 30], pollMs: 0 } },
    });
    await server.listen();
  };
  const tick = () => (server.live.provider as ReplayEngine).tick();
  const service = () => server.notifications.service;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    [flamengoMatch] = await insertLiveFixtures(db.database.db, [
      {
        home: 'Flamengo',
        away: 'Palmeiras',
        kickoffAt: new Date(kickoff),
        ht: [1, 0],
        ft: [2, 1],
        goals: [
          { side: 'home', player: 'Pedro', minute: 23 },
          { side: 'away', player: 'Raphael Veiga', minute: 51 },
          { side: 'home', player: 'Arrascaeta', minute: 90, offset: 2 },
        ],
      },
      { home: 'Grêmio', away: 'Internacional', kickoffAt: new Date(kickoff + 6 * 60 * MINUTE) },
      { home: 'Santos', away: 'Bahia', kickoffAt: new Date(kickoff + 6 * 60 * MINUTE) },
    ]);
    const rows = await db.database.db.select({ id: teams.id, name: teams.name }).from(teams);
    const idOf = (name: string) => rows.find((row) => row.name === name)!.id;
    teamIds = {
      flamengo: idOf('Flamengo'),
      palmeiras: idOf('Palmeiras'),
      others: ['Grêmio', 'Internacional', 'Santos', 'Bahia'].map(idOf),
    };
    pushService = await startPushService();
    await start();
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await pushService?.close();
    await db?.drop();
  });

  async function signedIn() {
    const { browser, id, email } = await registerUser(server.url);
    return { browser, id, email };
  }

  const listOf = async (browser: TestClient) => {
    const response = await browser.get('/api/user/notifications');
    expect(response.status).toBe(200);
    return response.body as {
      notifications: Array<{
        id: number;
        type: string;
        title: string;
        message: string;
        read: boolean;
        actionUrl: string | null;
      }>;
      unreadCount: number;
    };
  };

  function socketOf(browser: TestClient | null): { socket: Socket; updates: NotificationUpdate[] } {
    const socket = connect(server.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: {
        origin: server.url,
        ...(browser?.cookie ? { cookie: `futdados_session=${browser.cookie}` } : {}),
      },
    });
    const updates: NotificationUpdate[] = [];
    socket.on(NOTIFICATION_EVENTS.notificationUpdate, (update: NotificationUpdate) => updates.push(update));
    return { socket, updates };
  }
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      if (socket.connected) return resolve();
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  /** Claims a user id on the socket; the server answers once it joined that user's room or refused. */
  const authenticate = (socket: Socket, id: unknown) =>
    socket.emitWithAck(NOTIFICATION_EVENTS.authenticate, id) as Promise<{ ok: boolean }>;

  test('a visitor gets 401 from every notification call; the public key is public', async () => {
    const visitor = new TestClient(server.url);
    for (const [method, path] of [
      ['GET', '/api/user/notifications'],
      ['POST', '/api/user/notifications/1/read'],
      ['POST', '/api/user/notifications/read-all'],
      ['POST', '/api/user/notifications/1/delete'],
      ['POST', '/api/user/notifications/delete-all'],
      ['POST', '/api/user/notifications/test'],
      ['GET', '/api/user/follows'],
      ['GET', '/api/user/notification-preferences'],
    ]) {
      const response = await visitor.call(method, path);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.message).toBe('Você precisa entrar na sua conta.');
    }
    expect((await visitor.put('/api/user/follows', { teams: [], matches: [] })).status).toBe(401);
    const key = await visitor.get('/api/push/public-key');
    expect(key.status).toBe(200);
    expect(key.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  test('the centre: newest first, unread count, read, read-all, delete, delete-all; expired ones are not listed', async () => {
    const a = await signedIn();
    await service().notify([a.id], { type: 'system', title: 'Primeira', message: 'um' }, null);
    clock.advance(1000);
    await service().notify([a.id], { type: 'news', title: 'Segunda', message: 'dois', actionUrl: '/news/1' }, null);
    await service().notify(
      [a.id],
      { type: 'alert', title: 'Vencida', message: 'x', expiresAt: new Date(clock.now() - 1) },
      null,
    );
    const list = await listOf(a.browser);
    expect(list.notifications.map((n) => n.title)).toEqual(['Segunda', 'Primeira']);
    expect(list.unreadCount).toBe(2);
    expect(list.notifications[0]).toMatchObject({
      type: 'news',
      actionUrl: '/news/1',
      read: false,
      priority: 'normal',
    });
    expect(String(list.notifications[0].id)).toMatch(/^\d+$/);
    // The periodic refresh's cache buster is accepted, and nothing is cached.
    const busted = await a.browser.get(`/api/user/notifications?_t=${Date.now()}`);
    expect(busted.status).toBe(200);
    expect(busted.headers.get('cache-control')).toBe('no-store');

    const read = await a.browser.post(`/api/user/notifications/${list.notifications[0].id}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ message: 'Notificação marcada como lida.', unreadCount: 1 });
    expect((await listOf(a.browser)).notifications[0].read).toBe(true);
    expect((await a.browser.post('/api/user/notifications/read-all')).body.unreadCount).toBe(0);

    const deleted = await a.browser.post(`/api/user/notifications/${list.notifications[1].id}/delete`);
    expect(deleted.body.message).toBe('Notificação excluída.');
    expect((await listOf(a.browser)).notifications.map((n) => n.title)).toEqual(['Segunda']);
    expect((await a.browser.post('/api/user/notifications/delete-all')).status).toBe(200);
    expect(await listOf(a.browser)).toEqual({ notifications: [], unreadCount: 0 });
  });

  test('at most 100 are listed; the unread count counts them all', async () => {
    const a = await signedIn();
    for (let i = 0; i < 105; i++)
      await service().notify([a.id], { type: 'system', title: `n${i}`, message: 'x' }, `many:${i}`);
    const list = await listOf(a.browser);
    expect(list.notifications).toHaveLength(100);
    expect(list.notifications[0].title).toBe('n104');
    expect(list.unreadCount).toBe(105);
  });

  test('user B can neither see, read nor delete A’s notifications (404); a non-digit id is 400', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await service().notify([a.id], { type: 'system', title: 'Só da A', message: 'privada' }, null);
    const [mine] = (await listOf(a.browser)).notifications;
    expect((await listOf(b.browser)).notifications).toEqual([]);
    for (const action of ['read', 'delete']) {
      const response = await b.browser.post(`/api/user/notifications/${mine.id}/${action}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Recurso não encontrado');
    }
    // B's bulk calls touch only B's rows.
    await b.browser.post('/api/user/notifications/read-all');
    await b.browser.post('/api/user/notifications/delete-all');
    expect(await listOf(a.browser)).toMatchObject({ unreadCount: 1, notifications: [{ id: mine.id, read: false }] });

    for (const id of ['abc', 'system-welcome', '1.5', '-1', '%20']) {
      const response = await a.browser.post(`/api/user/notifications/${id}/read`);
      expect(response.status, id).toBe(400);
      expect(response.body.message).toBe('O identificador deve ser um número.');
    }
    expect((await a.browser.post('/api/user/notifications/99999999999/read')).status).toBe(404);
  });

  test('follows: the free plan follows up to 3 teams (403 pointing to Pro beyond), Pro has no limit', async () => {
    const free = await signedIn();
    expect((await free.browser.get('/api/user/follows')).body).toEqual({ teams: [], matches: [] });
    const three = [teamIds.flamengo, teamIds.palmeiras, teamIds.others[0]];
    const saved = await free.browser.put('/api/user/follows', { teams: three, matches: [flamengoMatch] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ teams: three, matches: [flamengoMatch] });
    const refused = await free.browser.put('/api/user/follows', {
      teams: [...three, teamIds.others[1]],
      matches: [],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'No plano Grátis você pode seguir até 3 times. Assine o Pro para seguir quantos quiser.',
    );
    expect((await free.browser.get('/api/user/follows')).body.teams).toEqual(three);
    const unknown = await free.browser.put('/api/user/follows', { teams: [2_000_000_000], matches: [] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Um dos times informados não existe.');
    const bad = await free.browser.put('/api/user/follows', { teams: ['x'], matches: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('A lista de times seguidos deve ser um número.');

    // Pro through the sandbox checkout: the card pay page approves, the signed webhook activates.
    const pro = await signedIn();
    const checkout = await pro.browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'card' });
    expect(checkout.status).toBe(201);
    const paid = await fetch(server.url + checkout.body.redirectUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
      body: new URLSearchParams({ outcome: 'approve' }).toString(),
    });
    expect(paid.status).toBe(303);
    expect((await server.billing.service.entitlementsOf(pro.id)).maxFollowedTeams).toBeNull();
    const five = [teamIds.flamengo, teamIds.palmeiras, ...teamIds.others.slice(0, 3)];
    const proSaved = await pro.browser.put('/api/user/follows', { teams: five, matches: [] });
    expect(proSaved.status).toBe(200);
    expect(proSaved.body.teams).toEqual(five);
  });

  test('preferences default to every kind on; PUT changes only what it sends', async () => {
    const a = await signedIn();
    const all = { goals: true, kickoff: true, halftime: true, fulltime: true, news: true, redCards: true };
    expect((await a.browser.get('/api/user/notification-preferences')).body).toEqual(all);
    const changed = await a.browser.put('/api/user/notification-preferences', { news: false });
    expect(changed.body).toEqual({ ...all, news: false });
    expect((await a.browser.get('/api/user/notification-preferences')).body).toEqual({ ...all, news: false });
    expect((await a.browser.put('/api/user/notification-preferences', { goals: 'sim' })).body.message).toBe(
      'O aviso de gols deve ser verdadeiro ou falso.',
    );
  });

  test('socket: the room comes from the session cookie; authenticate with someone else’s id receives nothing', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const own = socketOf(a.browser);
    const impostor = socketOf(b.browser);
    const visitor = socketOf(null);
    await Promise.all([own, impostor, visitor].map(({ socket }) => connected(socket)));
    expect(await authenticate(own.socket, a.id)).toEqual({ ok: true });
    expect(await authenticate(impostor.socket, a.id)).toEqual({ ok: false });
    expect(await authenticate(visitor.socket, String(a.id))).toEqual({ ok: false });

    await service().notify([a.id], { type: 'system', title: 'Para a A', message: 'só ela' }, null);
    const update = await until(() => own.updates[0], 'notification_update');
    expect(update).toEqual({
      type: 'new_notification',
      notification: { title: 'Para a A', message: 'só ela', priority: 'normal', actionUrl: null },
    });
    // B authenticates as itself afterwards and still never sees A's.
    expect(await authenticate(impostor.socket, b.id)).toEqual({ ok: true });
    await service().notify([a.id], { type: 'system', title: 'De novo', message: 'só ela' }, null);
    await until(() => own.updates[1], 'second update');
    // notify() has written A's update to every socket in A's room: these answers come after it.
    await Promise.all([roundTrip(impostor.socket), roundTrip(visitor.socket)]);
    expect(impostor.updates).toEqual([]);
    expect(visitor.updates).toEqual([]);

    // The test notification goes through the socket too.
    const sent = await b.browser.post('/api/user/notifications/test');
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Notificação de teste enviada.');
    expect((await until(() => impostor.updates[0], 'test notification')).notification?.title).toBe(
      'Notificação de teste',
    );
    for (const { socket } of [own, impostor, visitor]) socket.close();
  });

  test('online first: a follower with the app open is stored (and told) before the others; a retry adds only the missing', async () => {
    const offline = await Promise.all([signedIn(), signedIn(), signedIn()]);
    const online = await signedIn();
    const watching = socketOf(online.browser);
    await connected(watching.socket);
    expect(await authenticate(watching.socket, online.id)).toEqual({ ok: true });

    const key = unique('online-first:');
    const everyone = [...offline.map((user) => user.id), online.id];
    const result = await service().deliver(
      everyone,
      { type: 'system', title: 'Primeiro', message: 'quem está aqui' },
      key,
    );
    expect(result.created).toBe(4);
    expect((await until(() => watching.updates[0], 'notification_update')).notification?.title).toBe('Primeiro');
    const rows = await server.db.database.db
      .select({ id: notificationsTable.id, userId: notificationsTable.userId })
      .from(notificationsTable)
      .where(eq(notificationsTable.idempotencyKey, key));
    // Listed last, the connected user's row was written first.
    expect(rows.sort((x, y) => x.id - y.id).map((row) => row.userId)).toEqual([
      online.id,
      ...offline.map((user) => user.id),
    ]);
    // The same key again, with one more user: only that one is new.
    const late = await signedIn();
    expect(
      (await service().deliver([...everyone, late.id], { type: 'system', title: 'Primeiro', message: 'x' }, key))
        .created,
    ).toBe(1);
    watching.socket.close();
  });

  test('a replayed goal of a followed team notifies each follower exactly once, also across a restart', async () => {
    const fan1 = await signedIn();
    const fan2 = await signedIn();
    const noGoals = await signedIn();
    const rival = await signedIn();
    expect((await fan1.browser.put('/api/user/follows', { teams: [teamIds.flamengo], matches: [] })).status).toBe(200);
    await fan2.browser.put('/api/user/follows', { teams: [teamIds.palmeiras], matches: [flamengoMatch] });
    await noGoals.browser.put('/api/user/follows', { teams: [], matches: [flamengoMatch] });
    await noGoals.browser.put('/api/user/notification-preferences', { goals: false });
    await rival.browser.put('/api/user/follows', { teams: [teamIds.others[0]], matches: [] });
    const watching = socketOf(fan1.browser);
    await connected(watching.socket);
    expect(await authenticate(watching.socket, fan1.id)).toEqual({ ok: true });

    clock.set(kickoff + 1.5 * MINUTE);
    await tick();
    clock.set(kickoff + 23 * MINUTE);
    await tick();
    const goal = await until(
      () => watching.updates.find((update) => update.notification?.title === 'Gol do Flamengo!'),
      'goal notification',
    );
    expect(goal.notification?.message).toBe("Flamengo 1 - 0 Palmeiras (23')");

    // The same goal offered again (a provider re-sending after a crash) and another tick: no new rows.
    await server.live.applyChanges([
      {
        matchId: flamengoMatch,
        status: 1,
        minute: 24,
        homeScore: 1,
        awayScore: 0,
        newGoals: [{ seq: 0, side: 'home', player: 'Pedro', minute: 23, offset: null, goalId: null }],
      },
    ]);
    await tick();

    // The same browser (session cookie) against the server of the moment (a restart changes the port).
    const now = (browser: TestClient) => Object.assign(new TestClient(server.url), { cookie: browser.cookie });
    // The match's alerts; its automatic report reaches followers too, as a news item (checked below).
    const titles = async (browser: TestClient) =>
      (await listOf(now(browser))).notifications
        .filter((n) => n.type === 'match')
        .map((n) => n.title)
        .reverse();
    expect(await titles(fan1.browser)).toEqual(['Começou: Flamengo x Palmeiras', 'Gol do Flamengo!']);
    expect(await titles(fan2.browser)).toEqual(['Começou: Flamengo x Palmeiras', 'Gol do Flamengo!']);
    expect(await titles(noGoals.browser)).toEqual(['Começou: Flamengo x Palmeiras']);
    expect(await titles(rival.browser)).toEqual([]);
    const [goalRow] = (await listOf(fan1.browser)).notifications;
    expect(goalRow).toMatchObject({ type: 'match', actionUrl: `/match/${flamengoMatch}`, priority: 'high' });
    watching.socket.close();

    // Restart before half-time; the new process goes on to the equaliser (51') and the final whistle.
    await server.close();
    clock.set(kickoff + 60 * MINUTE);
    await start();
    await tick();
    // The goal before the restart, re-offered to the new process, is still not repeated.
    await server.live.applyChanges([
      {
        matchId: flamengoMatch,
        status: 12,
        minute: 46,
        homeScore: 1,
        awayScore: 1,
        newGoals: [{ seq: 0, side: 'home', player: 'Pedro', minute: 23, offset: null, goalId: null }],
      },
    ]);
    clock.set(kickoff + 4 * 60 * MINUTE);
    await tick();
    expect(await titles(fan1.browser)).toEqual([
      'Começou: Flamengo x Palmeiras',
      'Gol do Flamengo!',
      'Intervalo',
      'Gol do Palmeiras!',
      'Gol do Flamengo!',
      'Fim de jogo',
    ]);
    // The report is written beside the live feed (fire and forget): wait for it before reading the list.
    await server.news.idle();
    const fan1List = (await listOf(now(fan1.browser))).notifications;
    expect(fan1List.filter((n) => n.type === 'news').map((n) => n.title)).toEqual([
      'Brasileirão Série A: Flamengo vence Palmeiras por 2 a 1',
    ]);
    const messages = fan1List
      .filter((n) => n.type === 'match')
      .map((n) => n.message)
      .reverse();
    expect(messages.slice(1)).toEqual([
      "Flamengo 1 - 0 Palmeiras (23')",
      'Flamengo 1 - 0 Palmeiras',
      "Flamengo 1 - 1 Palmeiras (51')",
      "Flamengo 2 - 1 Palmeiras (90+2')",
      'Flamengo 2 - 1 Palmeiras',
    ]);
    expect(await titles(noGoals.browser)).toEqual(['Começou: Flamengo x Palmeiras', 'Intervalo', 'Fim de jogo']);
    const goalRows = await server.db.database.db
      .select({ id: notificationsTable.id })
      .from(notificationsTable)
      .where(
        and(
          eq(notificationsTable.userId, fan2.id),
          eq(notificationsTable.idempotencyKey, `match:${flamengoMatch}:goal:0`),
        ),
      );
    expect(goalRows).toHaveLength(1);
  }, 240_000);

  test('verifying the email creates the welcome notification, once', async () => {
    const a = await signedIn();
    expect((await a.browser.post('/api/resend-verification', { email: a.email })).status).toBe(200);
    const mail = await until(async () => {
      const [row] = await server.db.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, a.email));
      return row;
    }, 'verification email');
    const link = new URL(mail.links[0]);
    const verified = await a.browser.get(link.pathname + link.search);
    expect(verified.status).toBe(302);
    const list = await listOf(a.browser);
    expect(list.notifications.map((n) => [n.title, n.actionUrl])).toEqual([
      ['Bem-vindo ao FutDados!', '/profile?tab=notifications'],
    ]);
  });

  test('web push: the local push service receives the notification; decrypted, it has the title and url', async () => {
    const a = await signedIn();
    const keys = subscriptionKeys();
    const endpoint = `${pushService.url}/push/${unique('device')}`;
    const subscribed = await a.browser.post('/api/push/subscriptions', {
      endpoint,
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    expect(subscribed.status).toBe(201);
    const path = new URL(endpoint).pathname;
    await service().notify(
      [a.id],
      {
        type: 'match',
        title: 'Gol do Flamengo!',
        message: 'Flamengo 1 - 0 Palmeiras',
        actionUrl: '/match/1',
        tag: 'match-1',
      },
      null,
    );
    const push = await until(() => pushService.received.find((received) => received.path === path), 'push');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const publicKey = (await a.browser.get('/api/push/public-key')).body.publicKey as string;
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w.-]+, k=${publicKey}$`));
    expect(decryptPush(push.body, keys)).toMatchObject({
      title: 'Gol do Flamengo!',
      body: 'Flamengo 1 - 0 Palmeiras',
      url: '/match/1',
      tag: 'match-1',
    });
    await until(
      async () => ((await server.db.database.db.select().from(pushQueue)).length === 0 ? true : undefined),
      'queue emptied',
    );

    // Another user cannot remove A's device.
    const b = await signedIn();
    const foreign = await b.browser.call('DELETE', '/api/push/subscriptions', { endpoint });
    expect(foreign.status).toBe(404);
    const removed = await a.browser.call('DELETE', '/api/push/subscriptions', { endpoint });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Notificações push desativadas neste dispositivo.');
  });

  test('web push: a 410 deletes the subscription; a 500 is retried until it goes through', async () => {
    const a = await signedIn();
    const gone = subscriptionKeys();
    const flaky = subscriptionKeys();
    const gonePath = `/push/${unique('gone')}`;
    const flakyPath = `/push/${unique('flaky')}`;
    let flakyCalls = 0;
    pushService.answer = (path) => {
      if (path === gonePath) return 410;
      if (path === flakyPath) return (flakyCalls += 1) === 1 ? 500 : 201;
      return 201;
    };
    for (const [path, keys] of [
      [gonePath, gone],
      [flakyPath, flaky],
    ] as const) {
      const response = await a.browser.post('/api/push/subscriptions', {
        endpoint: pushService.url + path,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      });
      expect(response.status).toBe(201);
    }
    await service().notify([a.id], { type: 'system', title: 'Teste de entrega', message: 'x' }, null);
    const subscriptionsOf = () =>
      server.db.database.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, a.id));
    await until(async () => ((await subscriptionsOf()).length === 1 ? true : undefined), '410 forgets the device');
    expect((await subscriptionsOf()).map((row) => row.endpoint)).toEqual([pushService.url + flakyPath]);
    const delivered = await until(
      () => (flakyCalls >= 2 ? pushService.received.filter((r) => r.path === flakyPath) : undefined),
      'retried push',
    );
    expect(delivered).toHaveLength(2);
    expect(decryptPush(delivered[1].body, flaky)).toMatchObject({ title: 'Teste de entrega', url: '/' });
    pushService.answer = () => 201;
  });

  test('a push queued before a restart is sent after it', async () => {
    const a = await signedIn();
    const keys = subscriptionKeys();
    const path = `/push/${unique('restart')}`;
    await a.browser.post('/api/push/subscriptions', {
      endpoint: pushService.url + path,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    // A process that stops before its sender runs: the row stays in push_queue.
    await server.close();
    server = await createTestApp({ db, env, now: clock.date, notifications: { startPush: false } });
    await server.listen();
    await service().notify([a.id], { type: 'system', title: 'Depois do reinício', message: 'x' }, null);
    expect(await server.db.database.db.select().from(pushQueue)).toHaveLength(1);
    await server.close();
    await start();
    const push = await until(() => pushService.received.find((received) => received.path === path), 'push');
    expect(decryptPush(push.body, keys)).toMatchObject({ title: 'Depois do reinício' });
  }, 240_000);

  test('an action queued offline by another account changes nothing for the one signed in now (409)', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await service().notify([b.id], { type: 'system', title: 'Para B', message: 'x' }, null);
    const replayed = await b.browser.call('POST', '/api/user/notifications/read-all', undefined, {
      'x-futdados-user': String(a.id),
    });
    expect(replayed.status).toBe(409);
    expect(replayed.body.message).toBe('Esta ação foi feita por outra conta neste navegador e foi descartada.');
    expect((await listOf(b.browser)).unreadCount).toBeGreaterThan(0);
    const own = await b.browser.call('POST', '/api/user/notifications/read-all', undefined, {
      'x-futdados-user': String(b.id),
    });
    expect(own.status).toBe(200);
    expect((await listOf(b.browser)).unreadCount).toBe(0);
  });

  test('push subscriptions: invalid bodies answer Portuguese messages', async () => {
    const a = await signedIn();
    const missing = await a.browser.post('/api/push/subscriptions', { endpoint: `${pushService.url}/x` });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Informe as chaves da inscrição de push.');
    const notUrl = await a.browser.post('/api/push/subscriptions', {
      endpoint: 'javascript:alert(1)',
      keys: { p256dh: 'abc', auth: 'def' },
    });
    expect(notUrl.status).toBe(400);
    expect(notUrl.body.message).toMatch(/^O endereço de push do navegador /);
  });
});
