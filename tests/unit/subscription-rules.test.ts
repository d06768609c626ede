// The subscription state machine as plain functions of (state, now): a month of a subscriber's
// life walked with an injected clock, period arithmetic, and what each state unlocks.
import { describe, expect, test } from 'vitest';
import {
  addInterval,
  applyTransition,
  dueTransition,
  entitlementsOf,
  isUsable,
  periodAfterPayment,
  type SubscriptionState,
} from '@server/modules/billing/rules';
import { mapMercadoPagoStatus } from '@server/modules/billing/mercadopago';
import { signNotification, verifySignedNotification, WebhookRejected } from '@server/modules/billing/provider';

const DAY = 24 * 60 * 60 * 1000;
const policy = { renewalDays: 3, graceDays: 3 };
const start = new Date('2026-01-31T12:00:00Z');
const end = new Date('2026-02-28T12:00:00Z');
const at = (offsetDays: number) => new Date(end.getTime() + offsetDays * DAY);
const active: SubscriptionState = {
  status: 'active',
  currentPeriodStart: start,
  currentPeriodEnd: end,
  cancelAtPeriodEnd: false,
};

describe('periods', () => {
  test('one calendar month or year later, clamped to the end of the month', () => {
    expect(addInterval(new Date('2026-01-31T12:00:00Z'), 'month')).toEqual(new Date('2026-02-28T12:00:00Z'));
    expect(addInterval(new Date('2028-01-31T12:00:00Z'), 'month')).toEqual(new Date('2028-02-29T12:00:00Z'));
    expect(addInterval(new Date('2026-03-10T15:00:00Z'), 'month')).toEqual(new Date('2026-04-10T15:00:00Z'));
    expect(addInterval(new Date('2026-12-15T00:00:00Z'), 'month')).toEqual(new Date('2027-01-15T00:00:00Z'));
    expect(addInterval(new Date('2028-02-29T10:00:00Z'), 'year')).toEqual(new Date('2029-02-28T10:00:00Z'));
  });

  test('a payment extends a running (or grace-days) subscription from its end, else starts now', () => {
    expect(periodAfterPayment(active, 'month', at(-2), policy)).toEqual({
      start: end,
      end: new Date('2026-03-28T12:00:00Z'),
    });
    expect(periodAfterPayment({ ...active, status: 'past_due' }, 'month', at(2), policy).start).toEqual(end);
    const lapsed = at(4);
    expect(periodAfterPayment({ ...active, status: 'past_due' }, 'month', lapsed, policy).start).toEqual(lapsed);
    expect(periodAfterPayment({ ...active, status: 'expired' }, 'year', lapsed, policy)).toEqual({
      start: lapsed,
      end: addInterval(lapsed, 'year'),
    });
    expect(periodAfterPayment(null, 'month', lapsed, policy).start).toEqual(lapsed);
  });
});

describe('state machine with an injected clock', () => {
  test('active → renewal 3 days before → past_due at the end → expired after the grace days', () => {
    let state = active;
    let hasRenewal = false;
    const walk: string[] = [];
    for (let hour = -5 * 24; hour <= 5 * 24; hour += 1) {
      const now = new Date(end.getTime() + hour * 3_600_000);
      const transition = dueTransition(state, now, policy, hasRenewal);
      if (!transition) continue;
      walk.push(`${hour / 24}d ${transition.action}`);
      if (transition.action === 'create_renewal') {
        expect(transition.renewalFor).toEqual(end);
        hasRenewal = true;
      }
      state = applyTransition(state, transition);
    }
    expect(walk).toEqual(['-3d create_renewal', '0d to_past_due', '3d to_expired']);
    expect(state.status).toBe('expired');
  });

  test('canceled at the period end: no renewal, then canceled', () => {
    const canceling = { ...active, cancelAtPeriodEnd: true };
    expect(dueTransition(canceling, at(-3), policy, false)).toBeNull();
    expect(dueTransition(canceling, at(-0.001), policy, false)).toBeNull();
    expect(dueTransition(canceling, at(0), policy, false)).toEqual({ action: 'to_canceled' });
  });

  test('a scheduler that was down past the end: past_due first, then the renewal it missed', () => {
    expect(dueTransition(active, at(1), policy, false)).toEqual({ action: 'to_past_due' });
    const pastDue = { ...active, status: 'past_due' as const };
    expect(dueTransition(pastDue, at(1), policy, false)).toEqual({ action: 'create_renewal', renewalFor: end });
    expect(dueTransition(pastDue, at(1), policy, true)).toBeNull();
  });

  test('pending, expired and canceled subscriptions have nothing due', () => {
    for (const status of ['pending', 'expired', 'canceled'] as const) {
      expect(dueTransition({ ...active, status }, at(10), policy, false)).toBeNull();
    }
    expect(dueTransition({ ...active, currentPeriodEnd: null }, at(0), policy, false)).toBeNull();
  });

  test('usable: active until the end (+ grace unless canceling), past_due until the grace ends', () => {
    expect(isUsable(active, at(-1), policy)).toBe(true);
    expect(isUsable(active, at(2.9), policy)).toBe(true);
    expect(isUsable(active, at(3), policy)).toBe(false);
    expect(isUsable({ ...active, cancelAtPeriodEnd: true }, at(-0.001), policy)).toBe(true);
    expect(isUsable({ ...active, cancelAtPeriodEnd: true }, at(0), policy)).toBe(false);
    expect(isUsable({ ...active, status: 'past_due' }, at(2), policy)).toBe(true);
    expect(isUsable({ ...active, status: 'pending' }, at(-1), policy)).toBe(false);
    expect(isUsable({ ...active, status: 'expired' }, at(-1), policy)).toBe(false);
  });

  test('entitlements: the plan row while the subscription is usable, else the free plan row', () => {
    const pro = { tier: 'pro', fullPredictions: true, maxFollowedTeams: null };
    const free = { tier: 'free', fullPredictions: false, maxFollowedTeams: 2 };
    expect(entitlementsOf({ ...active, plan: pro }, free, at(-1), policy)).toEqual({
      plan: 'pro',
      fullPredictions: true,

      maxFollowedTeams: null,
    });
    // Past the grace days: the free plan row's (edited here to 2 teams), not a constant.
    expect(entitlementsOf({ ...active, plan: pro }, free, at(4), policy)).toEqual({
      plan: 'free',
      fullPredictions: false,

      maxFollowedTeams: 2,
    });
    expect(entitlementsOf(null, free, at(0), policy).maxFollowedTeams).toBe(2);
    // An edited Pro plan gives what its row says.
    expect(entitlementsOf({ ...active, plan: { ...pro, maxFollowedTeams: 50 } }, free, at(0), policy)).toMatchObject({
      plan: 'pro',
      maxFollowedTeams: 50,
    });
    // No free plan row at all: what the free plan was created with.
    expect(entitlementsOf(null, null, at(0), policy)).toEqual({
      plan: 'free',
      fullPredictions: false,

      maxFollowedTeams: 3,
    });
  });
});

describe('webhook signature (Mercado Pago x-signature)', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  const request = (headers: Record<string, string>, dataId = '123456') => ({
    headers,
    query: { 'data.id': dataId, type: 'payment' },
    body: { data: { id: dataId }, type: 'payment' },
  });

  test('accepts HMAC-SHA256 over id:{data.id};request-id:{x-request-id};ts:{ts};', () => {
    const headers = signNotification({ dataId: '123456', secret: 'segredo', now, requestId: 'req-1' });
    expect(headers['x-signature']).toMatch(/^ts=1777629600,v1=[0-9a-f]{64}$/);
    expect(verifySignedNotification(request(headers), { secret: 'segredo', toleranceSeconds: 300, now })).toEqual({
      eventId: 'req-1',
      providerPaymentId: '123456',
    });
  });

  test.each([
    ['wrong secret', { secret: 'outro' }, {}],
    ['stale ts', {}, { now: new Date(now.getTime() - 301_000) }],
    ['ts from the future', {}, { now: new Date(now.getTime() + 301_000) }],
  ])('refuses %s', (_name, verify, sign) => {
    const headers = signNotification({ dataId: '123456', secret: 'segredo', now, ...sign });
    expect(() =>
      verifySignedNotification(request(headers), { secret: 'segredo', toleranceSeconds: 300, now, ...verify }),
    ).toThrow(WebhookRejected);
  });

  test('refuses a missing header, another data.id, and a body about another payment', () => {
    const headers = signNotification({ dataId: '123456', secret: 'segredo', now });
    const options = { secret: 'segredo', toleranceSeconds: 300, now };
    expect(() => verifySignedNotification(request({ 'x-request-id': 'x' }), options)).toThrow(WebhookRejected);
    expect(() => verifySignedNotification(request(headers, '654321'), options)).toThrow(WebhookRejected);
    expect(() => verifySignedNotification({ ...request(headers), body: { data: { id: '999' } } }, options)).toThrow(
      WebhookRejected,
    );
  });

  test('a signed notification about another topic is not a payment notice', () => {
    const headers = signNotification({ dataId: '123456', secret: 'segredo', now });
    expect(
      verifySignedNotification(
        { headers, query: { 'data.id': '123456', type: 'merchant_order' }, body: {} },
        { secret: 'segredo', toleranceSeconds: 300, now },
      ),
    ).toBeNull();
  });
});

test('Mercado Pago statuses in ours', () => {
  expect(mapMercadoPagoStatus('approved')).toBe('approved');
  expect(mapMercadoPagoStatus('in_process')).toBe('pending');
  expect(mapMercadoPagoStatus('pending')).toBe('pending');
  expect(mapMercadoPagoStatus('rejected')).toBe('rejected');
  expect(mapMercadoPagoStatus('cancelled', 'expired')).toBe('expired');
  expect(mapMercadoPagoStatus('cancelled', 'by_collector')).toBe('rejected');
  expect(mapMercadoPagoStatus('refunded')).toBe('refunded');
  expect(mapMercadoPagoStatus('charged_back')).toBe('refunded');
});
