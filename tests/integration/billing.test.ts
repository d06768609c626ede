// Billing over a real server with the sandbox provider, on PGlite and PostgreSQL: checkout →
// sandbox approval → signed webhook → subscription active → entitlements; duplicate, replayed,
// out-of-order and forged webhooks; renewal PIX 3 days before the end, paid or left to expire;
// cancel; owner-only payments; two schedulers at once. The clock is a manual one.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { parsePixCode, SIMULATED_PIX_KEY } from '@server/modules/billing/pix';
import { billingRepo } from '@server/modules/billing/repo';
import { SandboxProvider, type SandboxNotification } from '@server/modules/billing/sandbox/provider';
import { sandboxRepo } from '@server/modules/billing/sandbox/repo';
import { emailRepo } from '@server/modules/email/repo';
import { sandboxCharges, users } from '@server/db/schema';
import { databaseKinds } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http-client';
import { DAY_MS, ManualClock, postWebhook, recordingNotifier, signedWebhook } from '../support/billing';

const SECRET = 'segredo-do-webhook-de-teste-123';
const CPF = '529.982.247-25';
let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`;

describe.each(databaseKinds())('billing with the sandbox on %s', (kind) => {
  let server: TestApp;
  const clock = new ManualClock(new Date('2026-03-10T15:00:00Z'));
  const notifier = recordingNotifier();
  const db = () => server.db.database.db;
  const repo = () => billingRepo(db());
  const scheduler = () => server.billing.service.runScheduler();

  beforeAll(async () => {
    server = await createTestApp({
      kind,
      env: { EMAIL_VERIFICATION: 'off', BILLING_WEBHOOK_SECRET: SECRET },
      billing: { now: clock.now, notifier, startScheduler: false },
    });
    await server.listen();
  });
  afterAll(() => server.close());
  beforeEach(() => clock.set(new Date('2026-03-10T15:00:00Z')));

  async function signedIn() {
    const username = unique('fan');
    const email = `${username}@exemplo.test`;
    const browser = new TestClient(server.url);
    const response = await browser.post('/api/register', { username, email, password: 'segredo123' });
    expect(response.status).toBe(201);
    return { browser, id: response.body.id as number, email, username };
  }

  /** The sandbox pay page's form, posted as the browser posts it. */
  async function payPage(path: string, outcome: 'approve' | 'decline' | 'pending', origin = server.url) {
    const response = await fetch(server.url + path, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      body: new URLSearchParams({ outcome }).toString(),
    });
    return { status: response.status, location: response.headers.get('location'), text: await response.text() };
  }

  async function buyByCard(browser: TestClient, planId = 'pro-monthly') {
    const checkout = await browser.post('/api/billing/checkout', { planId, method: 'card' });
    expect(checkout.status).toBe(201);
    const page = await payPage(checkout.body.redirectUrl, 'approve');
    expect(page.status).toBe(303);
    return checkout.body.paymentId as number;
  }

  /** Everything a forged webhook must leave untouched. */
  async function snapshot(userId: number, paymentId: number) {
    const payment = await repo().paymentById(paymentId);
    const subscription = await repo().subscriptionOf(userId);
    return {
      payment: {
        status: payment?.status,
        approvedAt: payment?.approvedAt,
        providerPaymentId: payment?.providerPaymentId,
      },
      paymentEvents: (await repo().paymentEventsOf(paymentId)).length,
      subscription: subscription && {
        status: subscription.status,
        end: subscription.currentPeriodEnd,
        plan: subscription.planId,
      },
      subscriptionEvents: subscription ? (await repo().subscriptionEventsOf(subscription.id)).length : 0,
    };
  }

  test('GET /api/plans: the three plans in centavos, with intervals and features', async () => {
    const response = await new TestClient(server.url).get('/api/plans');
    expect(response.status).toBe(200);
    expect(response.body.map((plan: { id: string }) => plan.id)).toEqual(['free', 'pro-monthly', 'pro-annual']);
    const [free, monthly, annual] = response.body;
    expect(free).toMatchObject({ name: 'Grátis', priceCents: 0, interval: null, tier: 'free' });
    expect(monthly).toMatchObject({ name: 'Pro Mensal', priceCents: 1990, interval: 'month', tier: 'pro' });
    expect(annual).toMatchObject({
      name: 'Pro Anual',
      priceCents: 17990,
      interval: 'year',
      monthlyEquivalentCents: 1499,
    });
    for (const plan of response.body) expect(plan.features.length).toBeGreaterThan(2);
    // Statistics are public: no plan sells "advanced statistics" (an entitlement that gated nothing).
    for (const plan of response.body) {
      expect(plan.features.join('\n')).not.toContain('Estatísticas avançadas');
      expect(plan.entitlements).not.toHaveProperty('advancedStats');
    }
  });

  test('a visitor: free entitlements, and 401 on the signed-in calls', async () => {
    const visitor = new TestClient(server.url);
    expect((await visitor.get('/api/billing/entitlements')).body).toEqual({
      plan: 'free',
      fullPredictions: false,
      maxFollowedTeams: 3,
    });
    expect((await visitor.get('/api/subscription/current')).status).toBe(401);
    expect((await visitor.get('/api/subscription/payments')).status).toBe(401);
    expect((await visitor.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'card' })).status).toBe(401);
    expect((await visitor.get('/api/billing/payments/1')).status).toBe(401);
  });

  test('card: checkout → sandbox pay page → signed webhook → active subscription → Pro entitlements', async () => {
    const { browser, id } = await signedIn();
    expect((await browser.get('/api/subscription/current')).body).toMatchObject({
      plan: 'free',
      status: 'none',
      entitlements: { plan: 'free' },
    });
    const checkout = await browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'card' });
    expect(checkout.status).toBe(201);
    expect(checkout.body).toMatchObject({
      status: 'pending',
      redirectUrl: expect.stringMatching(/^\/api\/billing\/sandbox\/pay\//),
    });
    const paymentId = checkout.body.paymentId;
    expect((await browser.get('/api/subscription/current')).body).toMatchObject({
      status: 'pending',
      plan: 'pro-monthly',
    });

    const page = await fetch(server.url + checkout.body.redirectUrl);
    const html = await page.text();
    expect(html).toContain('R$ 19,90');
    expect(html).toContain('Aprovar pagamento');

    const approved = await payPage(checkout.body.redirectUrl, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.location).toBe(`/checkout/success?payment_id=${paymentId}`);

    const payment = await browser.get(`/api/billing/payments/${paymentId}`);
    expect(payment.body).toMatchObject({
      id: paymentId,
      status: 'approved',
      method: 'card',
      amountCents: 1990,
      planId: 'pro-monthly',
      periodStart: '2026-03-10T15:00:00.000Z',
      periodEnd: '2026-04-10T15:00:00.000Z',
    });
    expect((await browser.get('/api/subscription/current')).body).toMatchObject({
      plan: 'pro-monthly',
      status: 'active',
      currentPeriodEnd: '2026-04-10T15:00:00.000Z',
      cancelAtPeriodEnd: false,
      renewalPaymentId: null,
      entitlements: { plan: 'pro', fullPredictions: true, maxFollowedTeams: null },
    });
    expect(await server.billing.service.entitlementsOf(id)).toMatchObject({ plan: 'pro' });
    expect((await browser.get('/api/billing/entitlements')).body.plan).toBe('pro');

    // Every state change stored with time and source.
    const events = await repo().paymentEventsOf(paymentId);
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.source])).toEqual([
      [null, 'pending', 'checkout'],
      ['pending', 'approved', 'webhook:sandbox'],
    ]);
    const subscription = (await repo().subscriptionOf(id))!;
    expect(
      (await repo().subscriptionEventsOf(subscription.id)).map((event) => [
        event.fromStatus,
        event.toStatus,
        event.source,
      ]),
    ).toEqual([
      [null, 'pending', 'checkout'],
      ['pending', 'active', 'webhook:sandbox'],
    ]);
    expect(notifier.sent.find((item) => item.key === `payment:${paymentId}:approved`)?.payload.title).toBe(
      'Pagamento confirmado',
    );
    const history = await browser.get('/api/subscription/payments');
    expect(history.body[0]).toMatchObject({
      id: paymentId,
      plan: 'pro-monthly',
      method: 'card',
      amountCents: 1990,
      status: 'approved',
      receiptUrl: `/api/billing/payments/${paymentId}/receipt`,
    });
    const receipt = await browser.get(history.body[0].receiptUrl);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toContain('Recibo de pagamento');
    expect(receipt.body).toContain('R$ 19,90');
  });

  test('entitlementsOf gates the AI predictions: limited for free, full once Pro is paid, full for admins', async () => {
    const { browser, id } = await signedIn();
    const access = async (client: TestClient) => (await client.get('/api/ai/predictions')).body.access;
    expect(await access(new TestClient(server.url))).toBe('limited');
    expect(await access(browser)).toBe('limited');
    await buyByCard(browser);
    expect(await access(browser)).toBe('full');

    const staff = await signedIn();
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, staff.id));
    expect(await access(staff.browser)).toBe('full');
    expect((await staff.browser.get('/api/subscription/current')).body).toMatchObject({
      status: 'none',
      entitlements: { plan: 'pro', fullPredictions: true },
    });
    expect((await server.billing.service.entitlementsOf(id)).fullPredictions).toBe(true);
  });

  test('the confirmation email goes out through the mailer with the receipt link', async () => {
    const { browser, email } = await signedIn();
    const paymentId = await buyByCard(browser);
    const mails = await emailRepo(db()).listTo(email);
    expect(mails[0].subject).toBe('Pagamento confirmado: Pro Mensal');
    expect(mails[0].links[0]).toContain(`/api/billing/payments/${paymentId}/receipt`);
  });

  test('duplicate and replayed webhooks change nothing; the payment is approved once', async () => {
    const { browser, id } = await signedIn();
    const paymentId = await buyByCard(browser);
    const before = await snapshot(id, paymentId);
    const payment = (await repo().paymentById(paymentId))!;
    const charge = payment.providerPaymentId!;
    const chargeRow = (
      await db()
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.id, Number(charge)))
    )[0];

    // The same notification again (same x-request-id): a replay.
    const replay = signedWebhook({
      provider: 'sandbox',
      dataId: charge,
      secret: SECRET,
      now: clock.now(),
      requestId: chargeRow.webhookRequestId!,
    });
    expect((await postWebhook(server.url, replay)).body).toMatchObject({ received: true, outcome: 'duplicate' });
    // A new notification about the same approved payment, twice at once.
    const again = [1, 2].map(() =>
      signedWebhook({ provider: 'sandbox', dataId: charge, secret: SECRET, now: clock.now() }),
    );
    const results = await Promise.all(again.map((hook) => postWebhook(server.url, hook)));
    expect(results.map((result) => result.body.outcome)).toEqual(['duplicate', 'duplicate']);
    expect(await snapshot(id, paymentId)).toEqual(before);
  });

  test('an out-of-order notification (the provider now says rejected) never undoes an approval', async () => {
    const { browser, id } = await signedIn();
    const paymentId = await buyByCard(browser);
    const before = await snapshot(id, paymentId);
    const charge = (await repo().paymentById(paymentId))!.providerPaymentId!;
    await db()
      .update(sandboxCharges)
      .set({ status: 'rejected' })
      .where(eq(sandboxCharges.id, Number(charge)));
    const late = signedWebhook({ provider: 'sandbox', dataId: charge, secret: SECRET, now: clock.now() });
    expect((await postWebhook(server.url, late)).body.outcome).toBe('unchanged');
    expect(await snapshot(id, paymentId)).toEqual(before);
  });

  test('card left pending, then approved on the pay page: pending → approved', async () => {
    const { browser } = await signedIn();
    const checkout = await browser.post('/api/billing/checkout', { planId: 'pro-annual', method: 'card' });
    const pending = await payPage(checkout.body.redirectUrl, 'pending');
    expect(pending.location).toBe(`/checkout/pending?payment_id=${checkout.body.paymentId}`);
    const payment = await browser.get(`/api/billing/payments/${checkout.body.paymentId}`);
    expect(payment.body).toMatchObject({ status: 'pending', redirectUrl: checkout.body.redirectUrl });
    const approved = await payPage(checkout.body.redirectUrl, 'approve');
    expect(approved.location).toBe(`/checkout/success?payment_id=${checkout.body.paymentId}`);
    expect((await browser.get('/api/subscription/current')).body).toMatchObject({
      plan: 'pro-annual',
      status: 'active',
      currentPeriodEnd: '2027-03-10T15:00:00.000Z',
    });
  });

  test('card declined: the payment is rejected and the subscription is not activated', async () => {
    const { browser } = await signedIn();
    const checkout = await browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'card' });
    const declined = await payPage(checkout.body.redirectUrl, 'decline');
    expect(declined.location).toBe(`/checkout/failure?payment_id=${checkout.body.paymentId}`);
    expect((await browser.get(`/api/billing/payments/${checkout.body.paymentId}`)).body.status).toBe('rejected');
    expect((await browser.get('/api/subscription/current')).body).toMatchObject({
      status: 'pending',
      entitlements: { plan: 'free' },
    });
  });

  describe('forged webhooks change nothing', () => {
    let user: Awaited<ReturnType<typeof signedIn>>;
    let paymentId: number;
    let charge: string;

    beforeEach(async () => {
      user = await signedIn();
      const checkout = await user.browser.post('/api/billing/checkout', {
        planId: 'pro-monthly',
        method: 'pix',
        cpf: CPF,
      });
      paymentId = checkout.body.paymentId;
      charge = (await repo().paymentById(paymentId))!.providerPaymentId!;
      // The provider really has it approved: only the notification is under test.
      await db()
        .update(sandboxCharges)
        .set({ status: 'approved' })
        .where(eq(sandboxCharges.id, Number(charge)));
    });

    const expectUnchanged = async (before: Awaited<ReturnType<typeof snapshot>>) => {
      expect(await snapshot(user.id, paymentId)).toEqual(before);
      expect(before.payment.status).toBe('pending');
      expect((await server.billing.service.entitlementsOf(user.id)).plan).toBe('free');
    };

    test('bad signature → 401', async () => {
      const before = await snapshot(user.id, paymentId);
      const hook = signedWebhook({
        provider: 'sandbox',
        dataId: charge,
        secret: 'outro-segredo-qualquer-123',
        now: clock.now(),
      });
      const response = await postWebhook(server.url, hook);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Assinatura do webhook inválida.');
      await expectUnchanged(before);
    });

    test('no signature at all → 401', async () => {
      const before = await snapshot(user.id, paymentId);
      const hook = signedWebhook({ provider: 'sandbox', dataId: charge, secret: SECRET, now: clock.now() });
      const response = await postWebhook(server.url, {
        ...hook,
        headers: { 'x-request-id': hook.headers['x-request-id'] } as never,
      });
      expect(response.status).toBe(401);
      await expectUnchanged(before);
    });

    test('a signature for another payment id (data.id swapped) → 401', async () => {
      const before = await snapshot(user.id, paymentId);
      const other = signedWebhook({ provider: 'sandbox', dataId: '999999', secret: SECRET, now: clock.now() });
      const swapped = {
        ...other,
        path: other.path.replace('data.id=999999', `data.id=${charge}`),
        body: { ...other.body, data: { id: charge } },
      };
      expect((await postWebhook(server.url, swapped)).status).toBe(401);
      await expectUnchanged(before);
    });

    test('stale timestamp (a captured notification replayed 10 minutes later) → 401', async () => {
      const before = await snapshot(user.id, paymentId);
      const hook = signedWebhook({
        provider: 'sandbox',
        dataId: charge,
        secret: SECRET,
        now: new Date(clock.now().getTime() - 10 * 60_000),
      });
      expect((await postWebhook(server.url, hook)).status).toBe(401);
      await expectUnchanged(before);
    });

    test('wrong amount at the provider → ignored', async () => {
      await db()
        .update(sandboxCharges)
        .set({ amountCents: 100 })
        .where(eq(sandboxCharges.id, Number(charge)));
      const before = await snapshot(user.id, paymentId);
      const hook = signedWebhook({ provider: 'sandbox', dataId: charge, secret: SECRET, now: clock.now() });
      const response = await postWebhook(server.url, hook);
      expect(response).toMatchObject({ status: 200, body: { outcome: 'ignored:amount_mismatch' } });
      await expectUnchanged(before);
    });

    test('unknown payment → logged and ignored', async () => {
      const before = await snapshot(user.id, paymentId);
      const hook = signedWebhook({ provider: 'sandbox', dataId: '987654', secret: SECRET, now: clock.now() });
      expect((await postWebhook(server.url, hook)).body.outcome).toBe('ignored:unknown_payment');
      await expectUnchanged(before);
    });

    test('replay of an already handled notification id → nothing', async () => {
      const requestId = 'already-seen-request';
      await repo().recordWebhook({
        provider: 'sandbox',
        eventId: requestId,
        dataId: charge,
        outcome: 'unchanged',
        at: clock.now(),
      });
      const before = await snapshot(user.id, paymentId);
      const hook = signedWebhook({ provider: 'sandbox', dataId: charge, secret: SECRET, now: clock.now(), requestId });
      expect((await postWebhook(server.url, hook)).body.outcome).toBe('duplicate');
      await expectUnchanged(before);
    });

    test('approval of an already refunded payment → ignored', async () => {
      await db()
        .update(sandboxCharges)
        .set({ status: 'approved' })
        .where(eq(sandboxCharges.id, Number(charge)));
      await repo().updatePayment(paymentId, { status: 'refunded' }, ['pending'], clock.now());
      const before = await snapshot(user.id, paymentId);
      const hook = signedWebhook({ provider: 'sandbox', dataId: charge, secret: SECRET, now: clock.now() });
      expect((await postWebhook(server.url, hook)).body.outcome).toBe('ignored:refunded');
      expect(await snapshot(user.id, paymentId)).toEqual(before);
    });

    test('a webhook for a provider that is not configured → 404', async () => {
      const before = await snapshot(user.id, paymentId);
      const hook = signedWebhook({ provider: 'mercadopago', dataId: charge, secret: SECRET, now: clock.now() });
      expect((await postWebhook(server.url, hook)).status).toBe(404);
      await expectUnchanged(before);
    });
  });

  test('PIX: a valid BR Code for R$ 19,90 that expires in 30 minutes; paid on the sandbox bank → approved', async () => {
    const { browser } = await signedIn();
    const checkout = await browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'pix', cpf: CPF });
    expect(checkout.status).toBe(201);
    expect(checkout.body.pix.expiresAt).toBe('2026-03-10T15:30:00.000Z');
    const parsed = parsePixCode(checkout.body.pix.code);
    // A simulation: the key is on .invalid, which no bank's key directory holds (nobody can be paid).
    expect(parsed).toMatchObject({
      key: 'simulacao-nao-pague@futdados.invalid',
      amountCents: 1990,
      merchantCity: 'SAO PAULO',
    });
    const payment = await browser.get(`/api/billing/payments/${checkout.body.paymentId}`);
    expect(payment.body).toMatchObject({
      status: 'pending',
      method: 'pix',
      pix: checkout.body.pix,
      sandboxPayUrl: expect.stringMatching(/^\/api\/billing\/sandbox\/pay\//),
    });
    const paid = await payPage(payment.body.sandboxPayUrl, 'approve');
    expect(paid.status).toBe(200);
    expect(paid.text).toContain('PIX enviado');
    expect((await browser.get(`/api/billing/payments/${checkout.body.paymentId}`)).body.status).toBe('approved');
    expect((await browser.get('/api/subscription/current')).body.status).toBe('active');
  });

  test('PIX not paid in 30 minutes: expired by the scheduler, and the sandbox bank refuses it', async () => {
    const { browser } = await signedIn();
    const checkout = await browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'pix', cpf: CPF });
    const { sandboxPayUrl } = (await browser.get(`/api/billing/payments/${checkout.body.paymentId}`)).body;
    clock.advance(29 * 60_000);
    await scheduler();
    expect((await browser.get(`/api/billing/payments/${checkout.body.paymentId}`)).body.status).toBe('pending');
    clock.advance(60_000);
    await scheduler();
    expect((await browser.get(`/api/billing/payments/${checkout.body.paymentId}`)).body.status).toBe('expired');
    const late = await payPage(sandboxPayUrl, 'approve');
    expect(late.text).not.toContain('Pagamento aprovado');
    expect((await browser.get(`/api/billing/payments/${checkout.body.paymentId}`)).body.status).toBe('expired');
  });

  test('sandbox webhooks are retried with backoff until accepted, and a restarted process resumes them', async () => {
    const { browser } = await signedIn();
    const checkout = await browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'pix', cpf: CPF });
    const { sandboxPayUrl } = (await browser.get(`/api/billing/payments/${checkout.body.paymentId}`)).body;
    const token = sandboxPayUrl.split('/').pop();
    const viaApp = async (notification: SandboxNotification) =>
      (
        await server.app.inject({
          method: 'POST',
          url: notification.path,
          headers: { ...notification.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(notification.body),
        })
      ).statusCode;
    const provider = (deliver: (notification: SandboxNotification) => Promise<number>) =>
      new SandboxProvider({
        repo: sandboxRepo(db()),
        receiver: { key: SIMULATED_PIX_KEY, merchantName: 'FutDados', merchantCity: 'SAO PAULO' },
        secret: SECRET,
        toleranceSeconds: 300,
        deliver,
        now: clock.now,
        log: server.app.log,
      });
    const attempts: number[] = [];
    const down = provider(async () => {
      attempts.push(clock.now().getTime());
      return 503;
    });
    const status = async () => (await browser.get(`/api/billing/payments/${checkout.body.paymentId}`)).body.status;

    await down.act(token, 'approve');
    expect(attempts).toHaveLength(1);
    expect(await status()).toBe('pending');
    clock.advance(5_000);
    await down.tick(clock.now()); // not due yet (first retry after 10 s)
    expect(attempts).toHaveLength(1);
    clock.advance(5_000);
    await down.tick(clock.now());
    expect(attempts).toHaveLength(2);
    expect(await status()).toBe('pending');

    // The process restarts: a new provider on the same database picks the delivery up when due (20 s later).
    const restarted = provider(viaApp);
    clock.advance(19_000);
    await restarted.tick(clock.now());
    expect(await status()).toBe('pending');
    clock.advance(1_000);
    await restarted.tick(clock.now());
    expect(await status()).toBe('approved');
    const charge = (await db().select().from(sandboxCharges).where(eq(sandboxCharges.token, token)))[0];
    expect(charge).toMatchObject({ webhookNextAt: null, webhookAttempts: 2 });
  });

  test('checkout input errors come back in Portuguese', async () => {
    const { browser } = await signedIn();
    const cases: [unknown, number, string][] = [
      [{ planId: 'pro-monthly', method: 'pix' }, 400, 'Informe o CPF'],
      [{ planId: 'pro-monthly', method: 'pix', cpf: '123.456.789-00' }, 400, 'CPF inválido'],
      [{ planId: 'pro-monthly', method: 'boleto' }, 400, 'Cartão de crédito ou PIX'],
      [{ planId: 'free', method: 'card' }, 400, 'O plano Grátis não precisa de pagamento.'],
      [{ planId: 'ouro', method: 'card' }, 404, 'Plano não encontrado.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await browser.post('/api/billing/checkout', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.message).toContain(message);
    }
  });

  test('checkout from another origin is refused (CSRF); an active subscriber cannot buy again', async () => {
    const { browser } = await signedIn();
    const forged = new TestClient(server.url, { origin: 'https://evil.example' });
    forged.cookie = browser.cookie;
    expect((await forged.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'card' })).status).toBe(403);
    await buyByCard(browser);
    const again = await browser.post('/api/billing/checkout', { planId: 'pro-annual', method: 'card' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Você já tem o plano Pro Mensal ativo até 10/04/2026.');
  });

  test('the sandbox pay page form refuses another origin', async () => {
    const { browser } = await signedIn();
    const checkout = await browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'card' });
    expect((await payPage(checkout.body.redirectUrl, 'approve', 'https://evil.example')).status).toBe(403);
    expect((await browser.get(`/api/billing/payments/${checkout.body.paymentId}`)).body.status).toBe('pending');
  });

  test("another user's payment is 404 (as is a missing one); an admin can read it", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const paymentId = await buyByCard(owner.browser);
    const stranger = await other.browser.get(`/api/billing/payments/${paymentId}`);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual((await other.browser.get('/api/billing/payments/99999999')).body);
    expect((await other.browser.get(`/api/billing/payments/${paymentId}/receipt`)).status).toBe(404);
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, other.id));
    expect((await other.browser.get(`/api/billing/payments/${paymentId}`)).body.id).toBe(paymentId);
  });

  test('checkouts are limited per user per hour', async () => {
    const { browser } = await signedIn();
    for (let i = 0; i < 10; i++) {
      expect((await browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'card' })).status).toBe(201);
    }
    const flooded = await browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'card' });
    expect(flooded.status).toBe(429);
    clock.advance(61 * 60_000);
    expect((await browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'card' })).status).toBe(201);
  });

  describe('renewal', () => {
    /** A user with Pro Mensal from 10/03 15:00 to 10/04 15:00. */
    async function subscriber() {
      const user = await signedIn();
      await buyByCard(user.browser);
      return user;
    }
    const end = new Date('2026-04-10T15:00:00Z');

    test('created 3 days before the end (once), emailed with /pix-renewal/{id}; paid → period extended', async () => {
      const user = await subscriber();
      clock.set(new Date(end.getTime() - 3 * DAY_MS - 60_000));
      await scheduler();
      expect((await user.browser.get('/api/subscription/current')).body.renewalPaymentId).toBeNull();

      clock.set(new Date(end.getTime() - 3 * DAY_MS));
      await scheduler();
      const current = (await user.browser.get('/api/subscription/current')).body;
      const renewalId = current.renewalPaymentId;
      expect(renewalId).toEqual(expect.any(Number));
      await scheduler();
      expect(
        (await user.browser.get('/api/subscription/payments')).body.filter(
          (p: { kind: string }) => p.kind === 'renewal',
        ),
      ).toHaveLength(1);

      const renewal = (await user.browser.get(`/api/billing/payments/${renewalId}`)).body;
      expect(renewal).toMatchObject({
        kind: 'renewal',
        method: 'pix',
        status: 'pending',
        amountCents: 1990,
        periodStart: end.toISOString(),
        periodEnd: '2026-05-10T15:00:00.000Z',
        pix: { expiresAt: end.toISOString() },
      });
      expect(parsePixCode(renewal.pix.code)?.amountCents).toBe(1990);
      const mail = (await emailRepo(db()).listTo(user.email))[0];
      expect(mail.subject).toBe('Renove sua assinatura Pro Mensal com PIX');
      expect(mail.links[0]).toBe(`${server.config.PUBLIC_URL}/pix-renewal/${renewalId}`);
      expect(notifier.sent.find((item) => item.key === `renewal:${renewalId}`)?.payload).toMatchObject({
        type: 'alert',
        actionUrl: `/pix-renewal/${renewalId}`,
      });

      clock.advance(DAY_MS);
      await payPage(renewal.sandboxPayUrl, 'approve');
      expect((await user.browser.get('/api/subscription/current')).body).toMatchObject({
        status: 'active',
        currentPeriodEnd: '2026-05-10T15:00:00.000Z',
        renewalPaymentId: null,
      });
      // The period end passes: nothing lapses, the next renewal comes 3 days before 10/05.
      clock.set(new Date(end.getTime() + DAY_MS));
      await scheduler();
      expect((await user.browser.get('/api/subscription/current')).body.status).toBe('active');
    });

    test('unpaid: past_due (still Pro during the grace days), then expired; a new code can be asked for meanwhile', async () => {
      const user = await subscriber();
      clock.set(new Date(end.getTime() - 3 * DAY_MS));
      await scheduler();
      const renewalId = (await user.browser.get('/api/subscription/current')).body.renewalPaymentId;

      clock.set(end);
      await scheduler();
      const pastDue = (await user.browser.get('/api/subscription/current')).body;
      expect(pastDue).toMatchObject({ status: 'past_due', entitlements: { plan: 'pro' } });
      expect(pastDue.graceEndsAt).toBe('2026-04-13T15:00:00.000Z');
      expect((await user.browser.get(`/api/billing/payments/${renewalId}`)).body.status).toBe('expired');

      const fresh = await user.browser.post('/api/billing/subscription/renewal');
      expect(fresh.status).toBe(200);
      expect(fresh.body).toMatchObject({
        kind: 'renewal',
        status: 'pending',
        pix: { expiresAt: '2026-04-10T15:30:00.000Z' },
      });
      expect(fresh.body.id).not.toBe(renewalId);
      expect((await user.browser.post('/api/billing/subscription/renewal')).body.id).toBe(fresh.body.id);

      clock.set(new Date(end.getTime() + 3 * DAY_MS));
      await scheduler();
      expect((await user.browser.get('/api/subscription/current')).body).toMatchObject({
        status: 'expired',
        entitlements: { plan: 'free' },
      });
      expect((await user.browser.get(`/api/billing/payments/${fresh.body.id}`)).body.status).toBe('expired');
      const subscription = (await repo().subscriptionOf(user.id))!;
      expect(
        (await repo().subscriptionEventsOf(subscription.id)).map((event) => [event.toStatus, event.source]).slice(-2),
      ).toEqual([
        ['past_due', 'scheduler'],
        ['expired', 'scheduler'],
      ]);
    });

    test('paid during the grace days: the period continues from the old end', async () => {
      const user = await subscriber();
      clock.set(new Date(end.getTime() + DAY_MS));
      await scheduler(); // catches up: past_due, and the renewal it had not created yet
      const current = (await user.browser.get('/api/subscription/current')).body;
      expect(current.status).toBe('past_due');
      const renewal = (await user.browser.get(`/api/billing/payments/${current.renewalPaymentId}`)).body;
      await payPage(renewal.sandboxPayUrl, 'approve');
      expect((await user.browser.get('/api/subscription/current')).body).toMatchObject({
        status: 'active',
        currentPeriodEnd: '2026-05-10T15:00:00.000Z',
      });
    });

    test('cancel from the profile: no renewal, Pro until the end, then canceled; resume undoes it', async () => {
      const user = await subscriber();
      const canceled = await user.browser.post('/api/billing/subscription/cancel');
      expect(canceled.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, entitlements: { plan: 'pro' } });
      const resumed = await user.browser.post('/api/billing/subscription/resume');
      expect(resumed.body.cancelAtPeriodEnd).toBe(false);
      await user.browser.post('/api/billing/subscription/cancel');

      clock.set(new Date(end.getTime() - 3 * DAY_MS));
      await scheduler();
      expect((await user.browser.get('/api/subscription/current')).body.renewalPaymentId).toBeNull();
      clock.set(new Date(end.getTime() - 1000));
      expect((await server.billing.service.entitlementsOf(user.id)).plan).toBe('pro');
      clock.set(end);
      // Entitlements read the clock: no Pro day is given away while the scheduler is late.
      expect((await server.billing.service.entitlementsOf(user.id)).plan).toBe('free');
      await scheduler();
      expect((await user.browser.get('/api/subscription/current')).body).toMatchObject({
        status: 'canceled',
        entitlements: { plan: 'free' },
      });
      expect((await user.browser.post('/api/billing/subscription/cancel')).status).toBe(409);
    });

    test('two schedulers at once (a second process on the same database) create one renewal', async () => {
      const user = await subscriber();
      const second = await createTestApp({
        db: server.db,
        env: { EMAIL_VERIFICATION: 'off', BILLING_WEBHOOK_SECRET: SECRET },
        billing: { now: clock.now, notifier: recordingNotifier(), startScheduler: false },
      });
      try {
        clock.set(new Date(end.getTime() - 2 * DAY_MS));
        const reports = await Promise.all([scheduler(), second.billing.service.runScheduler(), scheduler()]);
        expect(reports.reduce((sum, report) => sum + report.renewalsCreated, 0)).toBe(1);
        const renewals = (await user.browser.get('/api/subscription/payments')).body.filter(
          (payment: { kind: string }) => payment.kind === 'renewal',
        );
        expect(renewals).toHaveLength(1);
      } finally {
        await second.app.close();
      }
    });

    test('a refund of the current period ends it', async () => {
      const user = await subscriber();
      const [payment] = (await user.browser.get('/api/subscription/payments')).body;
      const providerId = (await repo().paymentById(payment.id))!.providerPaymentId!;
      expect(await server.billing.sandbox!.refund(providerId)).toBe(true);
      expect((await user.browser.get(`/api/billing/payments/${payment.id}`)).body.status).toBe('refunded');
      expect((await user.browser.get('/api/subscription/current')).body).toMatchObject({
        status: 'expired',
        entitlements: { plan: 'free' },
      });
    });
  });
});

describe('outside the demo (DEMO_MODE=off)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { EMAIL_VERIFICATION: 'off', DEMO_MODE: 'off' } });
    await server.listen();
  });
  afterAll(() => server.close());

  test('the sandbox bank that approves a payment by a click does not exist: 404', async () => {
    const browser = new TestClient(server.url);
    const username = `semdemo${Date.now().toString(36)}`;
    const email = `${username}@exemplo.test`;
    expect((await browser.post('/api/register', { username, email, password: 'segredo123' })).status).toBe(201);
    const checkout = await browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'pix', cpf: CPF });
    expect(checkout.status).toBe(201);
    const token = (await server.db.database.db.select().from(sandboxCharges)).at(-1)!.token;
    const page = await browser.get(`/api/billing/sandbox/pay/${token}`);
    expect(page.status).toBe(404);
    const pay = await server.app.inject({
      method: 'POST',
      url: `/api/billing/sandbox/pay/${token}`,
      headers: {
        origin: server.url,
        cookie: `futdados_session=${browser.cookie}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'outcome=approve',
    });
    expect(pay.statusCode).toBe(404);
    expect((await browser.get(`/api/billing/payments/${checkout.body.paymentId}`)).body.status).toBe('pending');
    expect((await browser.get('/api/subscription/current')).body.status).not.toBe('active');
  });
});
