// Account reads: the plans, entitlementsOf() — the one question every gated call asks — and a
// user's subscription, payments and receipts.
import { FREE_PLAN_ID, monthlyEquivalentCents, type PlanInterval } from '@shared/billing-rules';
import type { CurrentSubscription, Entitlements, Payment, PaymentHistoryItem, Plan, PlanTier } from '@shared/billing';
import { NOT_FOUND_MESSAGE } from '../../plugins/errors';
import { notFound } from '../../domain-errors';
import type { PaymentRow, PlanRow, SubscriptionWithPlan } from './repo';
import { ADMIN_ENTITLEMENTS, entitlementsOf, graceEnd, isUsable, planEntitlements } from './rules';
import { receiptHtml } from './receipt';
import { iso, receiptPath, stateOf, type BillingContext } from './context';

export interface Viewer {
  id: number;
  role: string;
}

function toPlan(row: PlanRow): Plan {
  const interval = row.interval as PlanInterval | null;
  return {
    id: row.id,
    name: row.name,
    priceCents: row.priceCents,
    interval,
    features: row.features,
    tier: row.tier as PlanTier,
    description: row.description,
    monthlyEquivalentCents: monthlyEquivalentCents(row.priceCents, interval),
    entitlements: {
      fullPredictions: row.fullPredictions,
      maxFollowedTeams: row.maxFollowedTeams,
    },
  };
}

export function createAccountReads(context: BillingContext) {
  const { repo, policy } = context;

  async function entitlementsFrom(
    subscription: SubscriptionWithPlan | undefined,
    role: string | undefined,
  ): Promise<Entitlements> {
    const now = context.now();
    const state = subscription && stateOf(subscription);
    if (state && isUsable(state, now, policy)) return planEntitlements(subscription.plan);
    if (role === 'admin') return ADMIN_ENTITLEMENTS;
    const free = await repo.planById(FREE_PLAN_ID);
    return entitlementsOf(null, free, now, policy);
  }

  /** Owner or admin; anyone else gets the same 404 as for a payment that does not exist. */
  async function visiblePayment(viewer: Viewer, paymentId: number): Promise<PaymentRow> {
    const payment = await repo.paymentById(paymentId);
    if (!payment || (payment.userId !== viewer.id && viewer.role !== 'admin')) {
      throw notFound(NOT_FOUND_MESSAGE);
    }
    return payment;
  }

  return {
    async listPlans(): Promise<Plan[]> {
      return (await repo.listPlans()).map(toPlan);
    },

    /**
     * What the user may use right now: their plan's (the plan row's entitlement columns) while the
     * subscription is usable; everything for admins (staff check what subscribers see); the free
     * plan row's otherwise, and for a visitor (null).
     */
    async entitlementsOf(userId: number | null): Promise<Entitlements> {
      if (userId === null) return entitlementsFrom(undefined, undefined);
      const [subscription, user] = await Promise.all([repo.subscriptionOf(userId), repo.userById(userId)]);
      return entitlementsFrom(subscription, user?.role);
    },

    async currentSubscription(userId: number): Promise<CurrentSubscription> {
      const [subscription, user] = await Promise.all([repo.subscriptionOf(userId), repo.userById(userId)]);
      const entitlements = await entitlementsFrom(subscription, user?.role);
      if (!subscription) {
        const free = await repo.planById(FREE_PLAN_ID);
        return {
          plan: FREE_PLAN_ID,
          status: 'none',
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
          renewalPaymentId: null,
          planName: free?.name ?? 'Grátis',
          priceCents: 0,
          interval: null,
          currentPeriodStart: null,
          graceEndsAt: null,
          entitlements,
        };
      }
      const state = stateOf(subscription);
      const now = context.now();
      const running = state.status === 'active' || state.status === 'past_due';
      const end = subscription.currentPeriodEnd;
      return {
        plan: subscription.planId,
        status: state.status,
        currentPeriodEnd: iso(end),
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        renewalPaymentId: running ? subscription.renewalPaymentId : null,
        planName: subscription.plan.name,
        priceCents: subscription.plan.priceCents,
        interval: subscription.plan.interval as PlanInterval | null,
        currentPeriodStart: iso(subscription.currentPeriodStart),
        graceEndsAt:
          running && end && !subscription.cancelAtPeriodEnd && now >= end ? iso(graceEnd(end, policy)) : null,
        entitlements,
      };
    },

    async paymentHistory(userId: number): Promise<PaymentHistoryItem[]> {
      const rows = await repo.paymentsOf(userId);
      return rows.map((row) => ({
        id: row.id,
        date: row.createdAt.toISOString(),
        plan: row.planId,
        planName: row.planName,
        method: row.method as 'card' | 'pix',
        amountCents: row.amountCents,
        status: row.status as Payment['status'],
        kind: row.kind as 'checkout' | 'renewal',
        receiptUrl: row.status === 'approved' || row.status === 'refunded' ? receiptPath(row.id) : null,
      }));
    },

    async getPayment(viewer: Viewer, paymentId: number): Promise<Payment> {
      const payment = await visiblePayment(viewer, paymentId);
      const plan = await repo.planById(payment.planId);
      const pending = payment.status === 'pending';
      return {
        id: payment.id,
        status: payment.status as Payment['status'],
        method: payment.method as 'card' | 'pix',
        amountCents: payment.amountCents,
        planId: payment.planId,
        ...(payment.method === 'pix' && payment.pixCode && payment.pixExpiresAt
          ? { pix: { code: payment.pixCode, expiresAt: payment.pixExpiresAt.toISOString() } }
          : {}),
        planName: plan?.name ?? payment.planId,
        kind: payment.kind as 'checkout' | 'renewal',
        provider: payment.provider,
        createdAt: payment.createdAt.toISOString(),
        approvedAt: iso(payment.approvedAt),
        periodStart: iso(payment.periodStart),
        periodEnd: iso(payment.periodEnd),
        ...(pending && payment.method === 'card' && payment.redirectUrl ? { redirectUrl: payment.redirectUrl } : {}),
        ...(pending && payment.method === 'pix' && payment.provider === 'sandbox' && payment.redirectUrl
          ? { sandboxPayUrl: payment.redirectUrl }
          : {}),
        serverTime: context.now().toISOString(),
      };
    },

    async receipt(viewer: Viewer, paymentId: number): Promise<string> {
      const payment = await visiblePayment(viewer, paymentId);
      if (payment.status !== 'approved' && payment.status !== 'refunded') throw notFound(NOT_FOUND_MESSAGE);
      const [plan, user] = await Promise.all([repo.planById(payment.planId), repo.userById(payment.userId)]);
      return receiptHtml({ product: context.productName, payment, planName: plan?.name ?? payment.planId, user });
    },
  };
}

export type AccountReads = ReturnType<typeof createAccountReads>;
