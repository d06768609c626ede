// The Mercado Pago provider through the official SDK against a local fake of its API (started
// here, no network), on PGlite and PostgreSQL: Checkout Pro preference for card, PIX payment with
// its qr_code, lookup by id after a webhook signed with x-signature; wrong amount, out-of-order
// statuses, refunds, forged notifications and a provider that refuses to create the charge.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@server/db/schema';
import { billingRepo } from '@server/modules/billing/repo';
import { parsePixCode } from '@server/modules/billing/pix';
import { databaseKinds } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http-client';
import { ManualClock, postWebhook, recordingNotifier, signedWebhook } from '../support/billing';
import { startFakeMercadoPago, type FakeMercadoPago } from '../support/fake-mercadopago';

const ACCESS_TOKEN = 'TEST-1234567890-abcdef';
const MP_SECRET = 'mp-assinatura-secreta';
const PUBLIC_URL = 'https://futdados.test';
const CPF = '52998224725';
let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`;

describe.each(databaseKinds())('billing with Mercado Pago (local fake) on %s', (kind) => {
  let server: TestApp;
  let fake: FakeMercadoPago;
  const clock = new ManualClock(new Date('2026-06-01T12:00:00Z'));
  const repo = () => billingRepo(server.db.database.db);

  beforeAll(async () => {
    fake = await startFakeMercadoPago({ accessToken: ACCESS_TOKEN });
    server = await createTestApp({
      kind,
      env: {
        EMAIL_VERIFICATION: 'off',
        PUBLIC_URL,
        BILLING_PROVIDER: 'mercadopago',
        MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN,
        MERCADOPAGO_WEBHOOK_SECRET: MP_SECRET,
        MERCADOPAGO_API_URL: fake.url,
      },
      billing: { now: clock.now, notifier: recordingNotifier(), startScheduler: false },
    });
    await server.listen();
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  async function signedIn() {
    const username = unique('mp');
    const browser = new TestClient(server.url, { origin: PUBLIC_URL });
    const response = await browser.post('/api/register', {
      username,
      email: `${username}@exemplo.test`,
      password: 'segredo123',
    });
    expect(response.status).toBe(201);
    return { browser, id: response.body.id as number };
  }

  const notify = (dataId: string, options: { secret?: string; requestId?: string; now?: Date } = {}) =>
    postWebhook(
      server.url,
      signedWebhook({
        provider: 'mercadopago',
        dataId,
        secret: options.secret ?? MP_SECRET,
        now: options.now ?? clock.now(),
        requestId: options.requestId,
      }),
    );

  async function cardCheckout(browser: TestClient, planId = 'pro-monthly') {
    const checkout = await browser.post('/api/billing/checkout', { planId, method: 'card' });
    expect(checkout.status).toBe(201);
    const preferenceId = new URL(checkout.body.redirectUrl).searchParams.get('pref_id')!;
    return { paymentId: checkout.body.paymentId as number, preferenceId, redirectUrl: checkout.body.redirectUrl };
  }

  test('card: a Checkout Pro preference for R$ 19,90 with our reference, back URLs and idempotency key', async () => {
    const { browser } = await signedIn();
    const { paymentId, preferenceId, redirectUrl } = await cardCheckout(browser);
    expect(redirectUrl).toMatch(/^https:\/\/www\.mercadopago\.com\.br\/checkout\/v1\/redirect\?pref_id=/);
    const preference = fake.preferences.get(preferenceId);
    expect(preference).toMatchObject({
      items: [{ quantity: 1, unit_price: 19.9, currency_id: 'BRL' }],
      external_reference: String(paymentId),
      // Mercado Pago appends payment_id (its own) and external_reference (ours) on the way back.
      back_urls: {
        success: `${PUBLIC_URL}/checkout/success`,
        failure: `${PUBLIC_URL}/checkout/failure`,
        pending: `${PUBLIC_URL}/checkout/pending`,
      },
      notification_url: `${PUBLIC_URL}/api/billing/webhook/mercadopago`,
      auto_return: 'approved',
    });
    const request = fake.requests.find(
      (item) => item.path === '/checkout/preferences/' && item.body.external_reference === String(paymentId),
    )!;
    expect(request.headers['x-idempotency-key']).toBe(`checkout-${paymentId}`);
  });

  test('admin refund: POST /v1/payments/{id}/refunds with an idempotency key, then the payment is refunded', async () => {
    const { browser } = await signedIn();
    const { paymentId, preferenceId } = await cardCheckout(browser);
    const mpPayment = fake.payPreference(preferenceId, 'approved');
    expect((await notify(mpPayment)).status).toBe(200);
    const admin = await signedIn();
    await server.db.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const refund = await admin.browser.post(`/api/admin/payments/${paymentId}/refund`, { reason: 'pedido do cliente' });
    expect(refund.body).toEqual({ message: 'Pagamento reembolsado.' });
    const call = fake.requests.find(
      (item) => item.method === 'POST' && item.path === `/v1/payments/${mpPayment}/refunds`,
    );
    expect(call?.headers['x-idempotency-key']).toBe(`refund-${paymentId}`);
    expect((await repo().paymentById(paymentId))!.status).toBe('refunded');
    // Mercado Pago's webhook about the refund changes nothing more.
    expect((await notify(mpPayment)).body.outcome).not.toBe('refunded');
    // A refused refund (already refunded there) is a 409 here, before any call.
    expect((await admin.browser.post(`/api/admin/payments/${paymentId}/refund`, { reason: 'de novo' })).status).toBe(
      409,
    );
  });

  test('card approved at Mercado Pago → signed webhook → lookup → active subscription', async () => {
    const { browser, id } = await signedIn();
    const { paymentId, preferenceId } = await cardCheckout(browser);
    const mpPayment = fake.payPreference(preferenceId, 'approved');
    const result = await notify(mpPayment);
    expect(result).toMatchObject({ status: 200, body: { received: true, outcome: 'approved' } });
    expect((await browser.get(`/api/billing/payments/${paymentId}`)).body).toMatchObject({
      status: 'approved',
      provider: 'mercadopago',
      amountCents: 1990,
    });
    expect((await repo().paymentById(paymentId))!.providerPaymentId).toBe(mpPayment);
    expect((await server.billing.service.entitlementsOf(id)).plan).toBe('pro');
    expect(fake.requests.some((item) => item.method === 'GET' && item.path === `/v1/payments/${mpPayment}`)).toBe(true);
    // The same notification again, and an older "pending" one arriving late: nothing changes.
    expect((await notify(mpPayment)).body.outcome).toBe('duplicate');
    fake.setPayment(mpPayment, { status: 'in_process' });
    expect((await notify(mpPayment)).body.outcome).toBe('unchanged');
    fake.setPayment(mpPayment, { status: 'rejected' });
    expect((await notify(mpPayment)).body.outcome).toBe('unchanged');
    expect((await browser.get(`/api/billing/payments/${paymentId}`)).body.status).toBe('approved');
    expect((await repo().paymentEventsOf(paymentId)).map((event) => event.toStatus)).toEqual(['pending', 'approved']);
  });

  test('a declined card attempt, then an approved one on the same checkout: approved once, with the second id', async () => {
    const { browser } = await signedIn();
    const { paymentId, preferenceId } = await cardCheckout(browser);
    const declined = fake.payPreference(preferenceId, 'rejected');
    expect((await notify(declined)).body.outcome).toBe('rejected');
    const approved = fake.payPreference(preferenceId, 'approved');
    expect((await notify(approved)).body.outcome).toBe('approved');
    const payment = (await repo().paymentById(paymentId))!;
    expect(payment).toMatchObject({ status: 'approved', providerPaymentId: approved });
    // A third, also approved attempt (the buyer paid twice): logged, not applied again.
    const twice = fake.payPreference(preferenceId, 'approved');
    expect((await notify(twice)).body.outcome).toBe('ignored:already_paid');
    expect((await repo().paymentEventsOf(paymentId)).map((event) => event.toStatus)).toEqual([
      'pending',
      'rejected',
      'approved',
    ]);
  });

  test('PIX: payment_method_id pix with the payer CPF and a 30-minute expiry; its qr_code is the copia e cola', async () => {
    const { browser, id } = await signedIn();
    const checkout = await browser.post('/api/billing/checkout', { planId: 'pro-annual', method: 'pix', cpf: CPF });
    expect(checkout.status).toBe(201);
    const mpPayment = [...fake.payments.values()].find(
      (payment) => payment.external_reference === String(checkout.body.paymentId),
    );
    expect(mpPayment).toMatchObject({
      payment_method_id: 'pix',
      transaction_amount: 179.9,
      date_of_expiration: '2026-06-01T09:30:00.000-03:00',
      payer: { identification: { type: 'CPF', number: CPF } },
    });
    expect(checkout.body.pix.code).toBe(mpPayment.point_of_interaction.transaction_data.qr_code);
    expect(parsePixCode(checkout.body.pix.code)?.amountCents).toBe(17990);
    expect(checkout.body.pix.expiresAt).toBe('2026-06-01T12:30:00.000Z');

    fake.setPayment(String(mpPayment.id), { status: 'approved', status_detail: 'accredited' });
    expect((await notify(String(mpPayment.id))).body.outcome).toBe('approved');
    expect((await browser.get('/api/subscription/current')).body).toMatchObject({
      plan: 'pro-annual',
      status: 'active',
      currentPeriodEnd: '2027-06-01T12:00:00.000Z',
    });
    expect((await server.billing.service.entitlementsOf(id)).plan).toBe('pro');
  });

  test('an expired PIX at Mercado Pago (cancelled/expired) → our payment expires', async () => {
    const { browser } = await signedIn();
    const checkout = await browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'pix', cpf: CPF });
    const mpId = (await repo().paymentById(checkout.body.paymentId))!.providerPaymentId!;
    fake.setPayment(mpId, { status: 'cancelled', status_detail: 'expired' });
    expect((await notify(mpId)).body.outcome).toBe('expired');
    expect((await browser.get(`/api/billing/payments/${checkout.body.paymentId}`)).body.status).toBe('expired');
  });

  test('an approved payment for less than the plan (made outside our checkout) is ignored', async () => {
    const { browser, id } = await signedIn();
    const { paymentId } = await cardCheckout(browser);
    const forged = fake.addPayment({
      status: 'approved',
      transaction_amount: 1,
      external_reference: String(paymentId),
      payment_method_id: 'pix',
    });
    expect((await notify(forged)).body.outcome).toBe('ignored:amount_mismatch');
    expect((await repo().paymentById(paymentId))!.status).toBe('pending');
    expect((await server.billing.service.entitlementsOf(id)).plan).toBe('free');
  });

  test('refunded at Mercado Pago: the payment is refunded and the period it paid for ends', async () => {
    const { browser, id } = await signedIn();
    const { paymentId, preferenceId } = await cardCheckout(browser);
    const mpPayment = fake.payPreference(preferenceId, 'approved');
    await notify(mpPayment);
    fake.setPayment(mpPayment, { status: 'refunded' });
    expect((await notify(mpPayment)).body.outcome).toBe('refunded');
    expect((await repo().paymentById(paymentId))!.status).toBe('refunded');
    expect((await browser.get('/api/subscription/current')).body.status).toBe('expired');
    // An approval arriving after the refund is ignored.
    fake.setPayment(mpPayment, { status: 'approved' });
    expect((await notify(mpPayment)).body.outcome).toBe('ignored:refunded');
    expect((await server.billing.service.entitlementsOf(id)).plan).toBe('free');
  });

  test('forged notifications: wrong secret or stale ts → 401; unknown payment → ignored; no lookup for a forged one', async () => {
    const { browser } = await signedIn();
    const { preferenceId, paymentId } = await cardCheckout(browser);
    const mpPayment = fake.payPreference(preferenceId, 'approved');
    const lookups = () => fake.requests.filter((item) => item.path === `/v1/payments/${mpPayment}`).length;
    expect((await notify(mpPayment, { secret: 'segredo-errado' })).status).toBe(401);
    expect((await notify(mpPayment, { now: new Date(clock.now().getTime() - 6 * 60_000) })).status).toBe(401);
    expect(lookups()).toBe(0);
    expect((await repo().paymentById(paymentId))!.status).toBe('pending');
    expect((await notify('1999999999')).body.outcome).toBe('ignored:unknown_payment');
  });

  test('Mercado Pago refuses to create the charge → 502 in Portuguese, the payment is closed as rejected', async () => {
    const { browser, id } = await signedIn();
    fake.failCreates(400);
    try {
      const checkout = await browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'card' });
      expect(checkout.status).toBe(502);
      expect(checkout.body.message).toBe('Não foi possível iniciar o pagamento agora. Tente novamente em instantes.');
    } finally {
      fake.failCreates(null);
    }
    const [payment] = (await browser.get('/api/subscription/payments')).body;
    expect(payment.status).toBe('rejected');
    const events = await repo().paymentEventsOf(payment.id);
    expect(events.at(-1)).toMatchObject({ toStatus: 'rejected', detail: { reason: 'provider_error' } });
    expect((await server.billing.service.entitlementsOf(id)).plan).toBe('free');
  });
});
