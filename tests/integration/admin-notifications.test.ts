// Admin notifications over a real server on PGlite and PostgreSQL (issue 13 point 9): every call is
// the admin's only (visitor 401, user 403); audiences are resolved in SQL (everyone active, a plan's
// subscribers, a team's followers, one user); sending goes through the producer (stored, socket,
// push) with counts in the history; every change is audited with before/after; a scheduled one is
// sent once at its time by the injected clock, also by two processes at once and across a restart.
// The dashboard's notification figures and the user page's devices are checked here too.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { and, eq, sql } from 'drizzle-orm';
import { adminAuditLog, notifications, teams, users } from '@server/db/schema';
import { NOTIFICATION_EVENTS, type NotificationUpdate } from '@shared/notifications-rules';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http-client';
import { ManualClock, recordingNotifier } from '../support/billing';
import { insertLiveFixtures } from '../support/live-fixtures';
import { until } from '../support/wait';

const SECRET = 'segredo-do-webhook-de-teste-123';
const MINUTE = 60_000;
let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`;

describe.each(databaseKinds())('admin notifications on %s', (kind) => {
  let db: TestDatabase;
  let server: TestApp;
  let flamengo: number;
  let palmeiras: number;
  const clock = new ManualClock(new Date());
  const pushes: string[] = [];
  const sockets: Socket[] = [];
  const start = () =>
    createTestApp({
      db,
      env: { EMAIL_VERIFICATION: 'off', BILLING_WEBHOOK_SECRET: SECRET, NOTIFICATION_SCHEDULER_MS: '0' },
      now: clock.now,
      billing: { now: clock.now, notifier: recordingNotifier(), startScheduler: false },
      notifications: {
        push: {
          pollMs: 0,
          retryDelaysMs: [],
          // The push service: accepts, except for endpoints whose path says 'gone' (the device unsubscribed).
          send: async (push) => {
            pushes.push(push.subscription.endpoint);
            return { statusCode: push.subscription.endpoint.includes('gone') ? 410 : 201 };
          },
        },
      },
    });
  const database = () => server.db.database.db;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await insertLiveFixtures(db.database.db, [
      {
        home: 'Flamengo',
        away: 'Palmeiras',
        kickoffAt: new Date(Date.now() + 86_400_000),
        ht: [0, 0],
        ft: [0, 0],
        goals: [],
      },
    ]);
    const rows = await db.database.db.select({ id: teams.id, name: teams.name }).from(teams);
    flamengo = rows.find((row) => row.name === 'Flamengo')!.id;
    palmeiras = rows.find((row) => row.name === 'Palmeiras')!.id;
    server = await start();
    await server.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
    await db.drop();
  });
  beforeEach(() => clock.set(new Date()));

  async function signedIn(options: { admin?: boolean } = {}) {
    const username = unique('fan');
    const email = `${username}@exemplo.test`;
    const browser = new TestClient(server.url);
    const response = await browser.post('/api/register', { username, email, password: 'segredo123' });
    expect(response.status).toBe(201);
    const id = response.body.id as number;
    if (options.admin) await database().update(users).set({ role: 'admin' }).where(eq(users.id, id));
    return { browser, id, email, username };
  }

  async function follower(teamId: number) {
    const user = await signedIn();
    expect((await user.browser.call('PUT', '/api/user/follows', { teams: [teamId], matches: [] })).status).toBe(200);
    return user;
  }

  const compose = (audience: { kind: string; value?: string }, extra: Record<string, unknown> = {}) => ({
    title: 'Clássico hoje',
    message: 'Acompanhe ao vivo no FutDados.',
    actionUrl: '/matches',
    type: 'news',
    audience,
    ...extra,
  });

  const auditOf = (id: number) =>
    database()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'notification'), eq(adminAuditLog.targetId, String(id))))
      .orderBy(adminAuditLog.id);

  const rowsOf = (broadcastId: number) =>
    database().select().from(notifications).where(eq(notifications.broadcastId, broadcastId));

  test('every call: visitor 401, user 403, admin allowed; bad input answers in Portuguese', async () => {
    const admin = await signedIn({ admin: true });
    const user = await signedIn();
    const target = await signedIn();
    const scheduled = await admin.browser.post(
      '/api/admin/notifications',
      compose(
        { kind: 'user', value: String(target.id) },
        { scheduledAt: new Date(clock.now().getTime() + 60 * MINUTE).toISOString() },
      ),
    );
    expect(scheduled.status).toBe(200);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/notifications'],
      ['GET', '/api/admin/notifications/audiences'],
      ['POST', '/api/admin/notifications/preview', compose({ kind: 'everyone' })],
      ['POST', '/api/admin/notifications', compose({ kind: 'user', value: target.email })],
      ['POST', `/api/admin/notifications/${scheduled.body.broadcast.id}/cancel`],
    ];
    const visitor = new TestClient(server.url);
    for (const [method, path, body] of calls) {
      const asVisitor = await visitor.call(method, path, body);
      expect(asVisitor.status, `${method} ${path} as visitor`).toBe(401);
      expect(asVisitor.body.message).toBe('Você precisa entrar na sua conta.');
      const asUser = await user.browser.call(method, path, body);
      expect(asUser.status, `${method} ${path} as user`).toBe(403);
      expect(Object.keys(asUser.body)).toEqual(['message']);
    }
    expect(await rowsOf(scheduled.body.broadcast.id)).toEqual([]);
    for (const [method, path, body] of calls) {
      const asAdmin = await admin.browser.call(method, path, body);
      expect(asAdmin.status, `${method} ${path} as admin: ${JSON.stringify(asAdmin.body)}`).toBe(200);
    }

    const bad: [unknown, string][] = [
      [compose({ kind: 'everyone' }, { title: '' }), 'Informe o título.'],
      [compose({ kind: 'everyone' }, { message: 'x'.repeat(301) }), 'A mensagem deve ter no máximo 300 caracteres.'],
      [
        compose({ kind: 'everyone' }, { actionUrl: 'javascript:alert(1)' }),
        'O link deve ser um caminho do site (começando com /) ou um endereço https.',
      ],
      [compose({ kind: 'team' }), 'Informe o plano, o time ou o usuário que vai receber.'],
      [compose({ kind: 'team', value: '999999' }), 'Time não encontrado.'],
      [compose({ kind: 'plan', value: 'nenhum' }), 'Plano não encontrado.'],
      [compose({ kind: 'user', value: 'ninguem@exemplo.test' }), 'Usuário não encontrado (informe o id ou o email).'],
      [
        compose({ kind: 'everyone' }, { scheduledAt: new Date(clock.now().getTime() - MINUTE).toISOString() }),
        'A data de agendamento precisa estar no futuro.',
      ],
      [compose({ kind: 'everyone' }, { scheduledAt: 'amanhã' }), 'A data de agendamento é inválida.'],
    ];
    for (const [body, message] of bad) {
      const response = await admin.browser.post('/api/admin/notifications', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    // A sent one cannot be canceled; an unknown one is not found.
    const sentId = (await admin.browser.get('/api/admin/notifications')).body.items.find(
      (item: { status: string }) => item.status === 'sent',
    ).id;
    const notCancelable = await admin.browser.post(`/api/admin/notifications/${sentId}/cancel`);
    expect(notCancelable.status).toBe(409);
    expect(notCancelable.body.message).toBe('Só notificações agendadas (ainda não enviadas) podem ser canceladas.');
    expect((await admin.browser.post('/api/admin/notifications/999999/cancel')).status).toBe(404);
  });

  test('audiences in SQL: a team’s followers, a plan’s subscribers, one user, everyone active', async () => {
    const admin = await signedIn({ admin: true });
    const fans = [await follower(flamengo), await follower(flamengo)];
    const rival = await follower(palmeiras);
    const disabledFan = await follower(flamengo);
    await database().update(users).set({ disabled: true }).where(eq(users.id, disabledFan.id));

    const options = await admin.browser.get('/api/admin/notifications/audiences');
    expect(options.body.plans.map((plan: { id: string }) => plan.id)).toContain('pro-monthly');
    expect(options.body.teams).toContainEqual({ id: flamengo, name: 'Flamengo', followers: expect.any(Number) });

    const preview = await admin.browser.post(
      '/api/admin/notifications/preview',
      compose({ kind: 'team', value: String(flamengo) }),
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      recipients: 2,
      audienceLabel: 'Seguidores do Flamengo',
      notification: {
        type: 'news',
        title: 'Clássico hoje',
        message: 'Acompanhe ao vivo no FutDados.',
        actionUrl: '/matches',
      },
    });
    // The preview sends nothing.
    expect((await fans[0].browser.get('/api/user/notifications')).body.notifications).toEqual([]);

    // Plan: a subscriber bought Pro (sandbox card).
    const buyer = await signedIn();
    const checkout = await buyer.browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'card' });
    expect(checkout.status).toBe(201);
    const page = await fetch(server.url + checkout.body.redirectUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
      body: new URLSearchParams({ outcome: 'approve' }).toString(),
    });
    expect(page.status).toBe(303);
    const plan = await admin.browser.post(
      '/api/admin/notifications/preview',
      compose({ kind: 'plan', value: 'pro-monthly' }),
    );
    expect(plan.body.recipients).toBeGreaterThanOrEqual(1);
    const [{ planSubscribers }] = (
      await database().execute<{ planSubscribers: number }>(
        sql`select count(*)::int as "planSubscribers" from subscriptions s join users u on u.id = s.user_id where s.plan_id = 'pro-monthly' and s.status = 'active' and not u.disabled`,
      )
    ).rows;
    expect(plan.body.recipients).toBe(Number(planSubscribers));

    const one = await admin.browser.post(
      '/api/admin/notifications/preview',
      compose({ kind: 'user', value: rival.email.toUpperCase() }),
    );
    expect(one.body).toMatchObject({ recipients: 1, audienceLabel: `Usuário ${rival.email}` });
    const [{ active }] = (
      await database().execute<{ active: number }>(sql`select count(*)::int as active from users where not disabled`)
    ).rows;
    const everyone = await admin.browser.post('/api/admin/notifications/preview', compose({ kind: 'everyone' }));
    expect(everyone.body.recipients).toBe(Number(active));

    // Sent to the team: the two active followers get it, nobody else.
    const sent = await admin.browser.post(
      '/api/admin/notifications',
      compose({ kind: 'team', value: String(flamengo) }),
    );
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Notificação enviada para 2 usuários.');
    const rows = await rowsOf(sent.body.broadcast.id);
    expect(rows.map((row) => row.userId).sort()).toEqual(fans.map((fan) => fan.id).sort());
    const list = (await fans[1].browser.get('/api/user/notifications')).body;
    expect(list.unreadCount).toBe(1);
    expect(list.notifications[0]).toMatchObject({ type: 'news', title: 'Clássico hoje', actionUrl: '/matches' });
    expect((await rival.browser.get('/api/user/notifications')).body.notifications).toEqual([]);
  });

  test('send now: stored, live on the socket, pushed; history counts; audit with before/after', async () => {
    const admin = await signedIn({ admin: true });
    const online = await follower(palmeiras);
    const offline = await follower(palmeiras);
    // The online fan has the app open (socket with the session cookie) and push on two devices, one gone.
    const socket: Socket = connect(server.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { origin: server.url, cookie: `futdados_session=${online.browser.cookie}` },
    });
    sockets.push(socket);
    const updates: NotificationUpdate[] = [];
    socket.on(NOTIFICATION_EVENTS.notificationUpdate, (update: NotificationUpdate) => updates.push(update));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    // Joins the user's room (the id must be the session's own).
    await socket.timeout(5000).emitWithAck(NOTIFICATION_EVENTS.authenticate, online.id);
    const endpoint = `https://fcm.googleapis.com/fcm/send/${unique('ok')}`;
    for (const url of [endpoint, `https://updates.push.services.mozilla.com/wpush/v2/${unique('gone')}`]) {
      const subscribed = await online.browser.post('/api/push/subscriptions', {
        endpoint: url,
        keys: { p256dh: 'BPr' + 'a'.repeat(84), auth: 'b'.repeat(22) },
      });
      expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
    }

    // Other tests' fans follow Palmeiras too: the audience is whatever the preview counts.
    const expected = (
      await admin.browser.post('/api/admin/notifications/preview', compose({ kind: 'team', value: String(palmeiras) }))
    ).body.recipients as number;
    const sent = await admin.browser.post(
      '/api/admin/notifications',
      compose({ kind: 'team', value: String(palmeiras) }, { type: 'alert' }),
    );
    expect(sent.status).toBe(200);
    const id = sent.body.broadcast.id as number;
    expect(sent.body.broadcast).toMatchObject({ status: 'sent', recipients: expected, socketDelivered: 1, read: 0 });
    await until(() => updates[0], 'the live update');
    expect(updates[0]).toMatchObject({ type: 'new_notification', notification: { title: 'Clássico hoje' } });
    socket.close();

    // Pushes: one accepted, one device gone (forgotten).
    await server.notifications.push.idle();
    await until(async () => {
      const item = (await admin.browser.get('/api/admin/notifications')).body.items.find(
        (b: { id: number }) => b.id === id,
      );
      return item.pushed === 1 ? item : undefined;
    }, 'pushed count');
    // A read counts.
    const [mine] = (await offline.browser.get('/api/user/notifications')).body.notifications;
    expect((await offline.browser.post(`/api/user/notifications/${mine.id}/read`)).status).toBe(200);
    const item = (await admin.browser.get('/api/admin/notifications')).body.items.find(
      (b: { id: number }) => b.id === id,
    );
    expect(item).toMatchObject({
      status: 'sent',
      recipients: expected,
      socketDelivered: 1,
      pushed: 1,
      read: 1,
      audienceKind: 'team',
      audienceLabel: 'Seguidores do Palmeiras',
      createdBy: admin.id,
      createdByEmail: admin.email,
    });

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'notification.send', actorId: admin.id, before: null });
    expect(entry.after).toMatchObject({ id, status: 'sent', recipients: expected, title: 'Clássico hoje' });

    // The user page lists the remaining device with its last success; the dashboard counts today's.
    const detail = await admin.browser.get(`/api/admin/users/${online.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.devices).toEqual([
      expect.objectContaining({ browser: 'Chrome', endpointHost: 'fcm.googleapis.com', lastFailureAt: null }),
    ]);
    expect(detail.body.devices[0].lastSuccessAt).not.toBeNull();
    const dashboard = await admin.browser.get('/api/admin/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.live.notificationsSentToday).toBeGreaterThanOrEqual(2);
    expect(dashboard.body.live.pushSuccessRate).toBeGreaterThan(0);
    expect(dashboard.body.live.pushSuccessRate).toBeLessThan(1);
    // Existing fields stay.
    expect(dashboard.body.live).toHaveProperty('connectedSockets');
  });

  test('scheduled: sent once at its time (injected clock), by two passes at once; cancel audited', async () => {
    const admin = await signedIn({ admin: true });
    const fan = await follower(flamengo);
    const at = new Date(clock.now().getTime() + 30 * MINUTE);
    const scheduled = await admin.browser.post(
      '/api/admin/notifications',
      compose({ kind: 'user', value: String(fan.id) }, { scheduledAt: at.toISOString() }),
    );
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({
      message: 'Notificação agendada.',
      broadcast: { status: 'scheduled', recipients: 0 },
    });
    const id = scheduled.body.broadcast.id as number;
    const toCancel = await admin.browser.post(
      '/api/admin/notifications',
      compose({ kind: 'user', value: String(fan.id) }, { title: 'Cancelada', scheduledAt: at.toISOString() }),
    );
    const canceled = await admin.browser.post(`/api/admin/notifications/${toCancel.body.broadcast.id}/cancel`);
    expect(canceled.body).toMatchObject({ message: 'Agendamento cancelado.', broadcast: { status: 'canceled' } });
    const [, cancelEntry] = await auditOf(toCancel.body.broadcast.id);
    expect(cancelEntry).toMatchObject({ action: 'notification.cancel' });
    expect(cancelEntry.before).toMatchObject({ status: 'scheduled' });
    expect(cancelEntry.after).toMatchObject({ status: 'canceled' });
    expect((await auditOf(id))[0]).toMatchObject({ action: 'notification.schedule', before: null });

    // Before its time: nothing.
    clock.advance(29 * MINUTE);
    expect(await server.broadcasts.runDue()).toBe(0);
    expect(await rowsOf(id)).toEqual([]);
    // At its time, two passes at once (as two processes would): one sends it, once.
    clock.advance(MINUTE);
    const passes = await Promise.all([server.broadcasts.runDue(), server.broadcasts.runDue()]);
    expect(passes.sort()).toEqual([0, 1]);
    expect(await server.broadcasts.runDue()).toBe(0);
    expect(await rowsOf(id)).toHaveLength(1);
    expect(
      (await fan.browser.get('/api/user/notifications')).body.notifications.map((n: { title: string }) => n.title),
    ).toEqual(['Clássico hoje']);
    const item = (await admin.browser.get('/api/admin/notifications')).body.items.find(
      (b: { id: number }) => b.id === id,
    );
    expect(item).toMatchObject({ status: 'sent', recipients: 1, sentAt: clock.now().toISOString() });
    // The scheduler's send is audited once (two passes ran), in the name of the admin who scheduled it.
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['notification.schedule', 'notification.scheduled_send']);
    const sentEntry = entries[1]!;
    expect(sentEntry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      ip: null,
      reason: 'Enviada pelo agendador no horário marcado.',
      createdAt: clock.now(),
    });
    expect(sentEntry.before).toMatchObject({ id, status: 'sending', recipients: 0 });
    expect(sentEntry.after).toMatchObject({ id, status: 'sent', recipients: 1, sentBy: 'scheduler' });
  });

  test(
    'across a restart: a scheduled one due while down is sent once; a send that died midway resumes without repeats',
    { timeout: 60_000 },
    async () => {
      const admin = await signedIn({ admin: true });
      const fans = [await follower(palmeiras), await follower(palmeiras)];
      const at = new Date(clock.now().getTime() + 10 * MINUTE);
      const scheduled = await admin.browser.post(
        '/api/admin/notifications',
        compose(
          { kind: 'team', value: String(palmeiras) },
          { title: 'Depois do reinício', scheduledAt: at.toISOString() },
        ),
      );
      const id = scheduled.body.broadcast.id as number;
      // A send that "died" after reaching the first fan: status sending, its lease passed, one row stored.
      const dying = await admin.browser.post(
        '/api/admin/notifications',
        compose({ kind: 'team', value: String(palmeiras) }, { title: 'Pela metade', scheduledAt: at.toISOString() }),
      );
      const dyingId = dying.body.broadcast.id as number;
      await server.notifications.service.deliver(
        [fans[0].id],
        { type: 'news', title: 'Pela metade', message: 'x', broadcastId: dyingId },
        `broadcast:${dyingId}`,
      );
      await database().execute(
        sql`update notification_broadcasts set status = 'sending', claimed_until = ${new Date(clock.now().getTime() + MINUTE).toISOString()}::timestamptz where id = ${dyingId}`,
      );

      // The server is down while both become due; a new process on the same database.
      await server.close();
      clock.advance(15 * MINUTE);
      server = await start();
      await server.listen();
      expect(await server.broadcasts.runDue()).toBe(2);
      expect(await server.broadcasts.runDue()).toBe(0);
      // Every Palmeiras follower (other tests' too) has exactly one of each: none missing, none repeated.
      const followers = (
        await database().execute<{ user_id: number }>(
          sql`select f.user_id from team_follows f join users u on u.id = f.user_id where f.team_id = ${palmeiras} and not u.disabled order by f.user_id`,
        )
      ).rows.map((row) => Number(row.user_id));
      expect(followers).toEqual(expect.arrayContaining(fans.map((fan) => fan.id)));
      for (const broadcastId of [id, dyingId]) {
        const rows = await rowsOf(broadcastId);
        expect(rows.map((row) => row.userId).sort((a, b) => a - b)).toEqual(followers);
      }
      // Restarting again sends nothing more.
      await server.close();
      server = await start();
      await server.listen();
      expect(await server.broadcasts.runDue()).toBe(0);
      const browser = new TestClient(server.url);
      expect((await browser.post('/api/login', { email: admin.email, password: 'segredo123' })).status).toBe(200);
      const items = (await browser.get('/api/admin/notifications')).body.items;
      expect(items.find((b: { id: number }) => b.id === id)).toMatchObject({
        status: 'sent',
        recipients: followers.length,
      });
      expect(items.find((b: { id: number }) => b.id === dyingId)).toMatchObject({
        status: 'sent',
        recipients: followers.length,
      });
      // Each scheduler send has its audit row, written once across the restarts.
      for (const broadcastId of [id, dyingId])
        expect(
          (await auditOf(broadcastId))
            .filter((entry) => entry.action === 'notification.scheduled_send')
            .map((entry) => entry.actorId),
        ).toEqual([admin.id]);
    },
  );
});
