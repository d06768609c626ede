// Push endpoints are URLs the server later calls (issue 23 point 6): only browsers' push services
// are stored, each numeric or private form is refused, a user keeps at most MAX_PUSH_DEVICES, another
// user's endpoint is never moved, and at send time a push service's name that resolves to a private
// address is not called. The DNS is the test's (the edge of the internet); the rest is the real server.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushDeliveries, pushSubscriptions } from '@server/db/schema';
import { MAX_PUSH_DEVICES } from '@server/modules/notifications/service';
import { databaseKinds } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { registerUser, uniqueName } from '../support/http-client';
import { startPushService, subscriptionKeys, type PushService } from '../support/push-service';
import { until } from '../support/wait';

const BAD_ENDPOINT = 'O endereço de push do navegador não é aceito.';

describe.each(databaseKinds())('push endpoints on %s', (kind) => {
  let server: TestApp;
  let pushService: PushService;
  /** What the test's DNS answers for a name (the push service's own address by default: loopback). */
  const dns = new Map<string, string[]>();
  const lookups: string[] = [];

  beforeAll(async () => {
    pushService = await startPushService();
    server = await createTestApp({
      kind,
      // The default allow-list: no PUSH_SERVICE_HOSTS, https only.
      env: { EMAIL_VERIFICATION: 'off' },
      notifications: {
        push: {
          retryDelaysMs: [30],
          pollMs: 0,
          resolve: async (hostname) => {
            lookups.push(hostname);
            return dns.get(hostname) ?? ['127.0.0.1'];
          },
        },
      },
    });
    await server.listen();
  });
  afterAll(async () => {
    await server?.close();
    await pushService?.close();
  });

  const db = () => server.db.database.db;
  const subscriptionsOf = (userId: number) =>
    db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(pushSubscriptions.id);
  const keys = () => {
    const { p256dh, auth } = subscriptionKeys();
    return { p256dh, auth };
  };
  const fcm = () => `https://fcm.googleapis.com/fcm/send/${uniqueName('device')}`;

  test('only browsers’ push services are stored: every private, numeric or foreign form is refused', async () => {
    const user = await registerUser(server.url);
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://2130706433/push',
      'https://0177.0.0.1/push',
      'https://0x7f.1/push',
      'https://127.1/push',
      'https://[::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://[::ffff:7f00:1]/push',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.8/push',
      'https://[fd00::1]/push',
      'https://push.exemplo.test/push',
      'https://fcm.googleapis.com.exemplo.test/push',
      'https://fcm.googleapis.com:8443/push',
      'https://user:senha@fcm.googleapis.com/push',
      'http://fcm.googleapis.com/push',
      'https://notify.windows.com/push',
    ]) {
      const response = await user.browser.post('/api/push/subscriptions', { endpoint, keys: keys() });
      expect([endpoint, response.status, response.body.message]).toEqual([endpoint, 400, BAD_ENDPOINT]);
    }
    expect(await subscriptionsOf(user.id)).toEqual([]);
    for (const endpoint of [
      fcm(),
      `https://updates.push.services.mozilla.com/wpush/v2/${uniqueName('m')}`,
      `https://db5p.notify.windows.com/w/?token=${uniqueName('w')}`,
      `https://web.push.apple.com/${uniqueName('a')}`,
    ]) {
      const response = await user.browser.post('/api/push/subscriptions', { endpoint, keys: keys() });
      expect([endpoint, response.status]).toEqual([endpoint, 201]);
    }
  });

  test('another user’s endpoint is never moved to you, and its keys stay', async () => {
    const owner = await registerUser(server.url);
    const attacker = await registerUser(server.url);
    const endpoint = fcm();
    const ownerKeys = keys();
    expect((await owner.browser.post('/api/push/subscriptions', { endpoint, keys: ownerKeys })).status).toBe(201);
    const stolen = await attacker.browser.post('/api/push/subscriptions', { endpoint, keys: keys() });
    expect(stolen.status).toBe(409);
    expect(stolen.body.message).toBe(
      'Este navegador já recebe as notificações de outra conta. Desative-as nela antes de ativar nesta.',
    );
    expect(await subscriptionsOf(attacker.id)).toEqual([]);
    expect(await subscriptionsOf(owner.id)).toEqual([expect.objectContaining({ endpoint, ...ownerKeys })]);
    // The owner renewing their own keys still works.
    const renewed = keys();
    expect((await owner.browser.post('/api/push/subscriptions', { endpoint, keys: renewed })).status).toBe(201);
    expect(await subscriptionsOf(owner.id)).toEqual([expect.objectContaining({ endpoint, ...renewed })]);
  });

  test(`a user keeps at most ${MAX_PUSH_DEVICES} devices: a new one replaces the oldest`, async () => {
    const user = await registerUser(server.url);
    const endpoints = Array.from({ length: MAX_PUSH_DEVICES + 3 }, fcm);
    for (const endpoint of endpoints)
      expect((await user.browser.post('/api/push/subscriptions', { endpoint, keys: keys() })).status).toBe(201);
    const kept = (await subscriptionsOf(user.id)).map((row) => row.endpoint);
    expect(kept).toEqual(endpoints.slice(3));
  });

  test('at send time a push service’s name that resolves to a private address is not called', async () => {
    for (const addresses of [['127.0.0.1'], ['142.250.0.10', '10.0.0.8'], ['::ffff:169.254.169.254']]) {
      const user = await registerUser(server.url);
      const endpoint = fcm();
      expect((await user.browser.post('/api/push/subscriptions', { endpoint, keys: keys() })).status).toBe(201);
      const [subscription] = await subscriptionsOf(user.id);
      dns.set('fcm.googleapis.com', addresses);
      const before = pushService.received.length;
      await server.notifications.service.notify([user.id], { type: 'system', title: 'Teste', message: 'x' }, null);
      // The send is given up at once (no retry) and the device forgotten.
      const outcomes = await until(async () => {
        const rows = await db()
          .select({ outcome: pushDeliveries.outcome })
          .from(pushDeliveries)
          .where(eq(pushDeliveries.subscriptionId, subscription.id));
        return rows.length ? rows.map((row) => row.outcome) : undefined;
      }, 'the push refused');
      expect(outcomes).toEqual(['dropped']);
      // The outcome is written first, then the device forgotten, in the same pass of the sender.
      await server.notifications.push.idle();
      expect(await subscriptionsOf(user.id)).toEqual([]);
      expect(lookups).toContain('fcm.googleapis.com');
      expect(pushService.received.length).toBe(before);
    }
  });
});
