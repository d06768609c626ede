// Billing rules: plans, checkout, the provider's verdict on each payment (signed webhooks), the
// subscription it pays for, renewals by PIX, cancellation, and entitlementsOf() — the one
// function every gated call asks. Money rules: integer centavos, checked against what we asked
// for; a payment is approved once (conditional update + unique provider id); every state change
// is stored with its time and source. Notifications and emails go out after the commit.
import type { FastifyBaseLogger } from 'fastify';
import {
  FREE_PLAN_ID,
  PIX_EXPIRY_MINUTES,
  formatCents,
  formatDateBr,
  monthlyEquivalentCents,
  type PlanInterval,
} from '@shared/billing-rules';
import type {
  CheckoutBody,
  CheckoutResponse,
  CurrentSubscription,
  Entitlements,
  Payment,
  PaymentHistoryItem,
  Plan,
  PlanTier,
} from '@shared/billing';
import { HttpError, NOT_FOUND_MESSAGE } from '../../plugins/errors';
import type { Mailer } from '../email/mailer';
import { paymentConfirmedEmail, renewalEmail } from '../email/templates';
import type { BillingProvider, ProviderPayment, WebhookRequest } from './provider';
import { WebhookRejected } from './provider';
import type { BillingRepo, PaymentRow, PlanRow, SubscriptionWithPlan } from './repo';
import {
  addInterval,
  dueTransition,
  ADMIN_ENTITLEMENTS,
  entitlementsOf,
  graceEnd,
  isUsable,
  periodAfterPayment,
  planEntitlements,
  type BillingPolicy,
  type SubscriptionState,
  type SubscriptionStatus,
} from './rules';
import { receiptHtml } from './receipt';

/** The notification centre's producer (issue 10); app.ts wires the real one. */
export interface Notifier {
  notify(
    userIds: number[],
    payload: { type: 'system' | 'alert'; title: string; message: string; actionUrl?: string },
    idempotencyKey: string,
  ): Promise<void>;
}

export interface Viewer {
  id: number;
  role: string;
}

export interface BillingServiceOptions {
  repo: BillingRepo;
  provider: BillingProvider;
  notifier: Notifier;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  productName: string;
  policy: BillingPolicy;
  now?: () => Date;
  /** Checkouts one user may start per hour (each one creates a charge at the provider). */
  checkoutsPerHour?: number;
}

export const BILLING_MESSAGES = {
  planNotFound: 'Plano não encontrado.',
  freePlan: 'O plano Grátis não precisa de pagamento.',
  tooManyCheckouts: 'Muitas tentativas de pagamento na última hora. Aguarde um pouco e tente de novo.',
  providerDown: 'Não foi possível iniciar o pagamento agora. Tente novamente em instantes.',
  nothingToCancel: 'Você não tem uma assinatura ativa para cancelar.',
  nothingToResume: 'Não há cancelamento agendado para desfazer.',
  noRenewalDue: 'Não há renovação a pagar agora.',
  badSignature: 'Assinatura do webhook inválida.',
} as const;

type Effect = () => Promise<void>;
type Outcome =
  | 'approved'
  | 'rejected'
  | 'refunded'
  | 'expired'
  | 'unchanged'
  | 'duplicate'
  | 'ignored:unknown_payment'
  | 'ignored:amount_mismatch'
  | 'ignored:refunded'
  | 'ignored:already_paid'
  | 'ignored:other_attempt';

export interface SchedulerReport {
  pixExpired: number;
  renewalsCreated: number;
  pastDue: number;
  canceled: number;
  expired: number;
}

const MINUTE_MS = 60_000;
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function toPlan(row: PlanRow): Plan {
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

const stateOf = (subscription: SubscriptionWithPlan): SubscriptionState & { tier: PlanTier } => ({
  status: subscription.status as SubscriptionStatus,
  currentPeriodStart: subscription.currentPeriodStart,
  currentPeriodEnd: subscription.currentPeriodEnd,
  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  tier: subscription.plan.tier as PlanTier,
});

export class BillingService {
  private readonly now: () => Date;

  constructor(private readonly options: BillingServiceOptions) {
    this.now = options.now ?? (() => new Date());
  }

  get providerName() {
    return this.options.provider.name;
  }

  async listPlans(): Promise<Plan[]> {
    return (await this.options.repo.listPlans()).map(toPlan);
  }

  /**
   * What the user may use right now: their plan's (the plan row's entitlement columns) while the
   * subscription is usable; everything for admins (staff check what subscribers see); the free
   * plan row's otherwise, and for a visitor (null).
   */
  async entitlementsOf(userId: number | null): Promise<Entitlements> {
    if (userId === null) return this.entitlementsFrom(undefined, undefined);
    const [subscription, user] = await Promise.all([
      this.options.repo.subscriptionOf(userId),
      this.options.repo.userById(userId),
    ]);
    return this.entitlementsFrom(subscription, user?.role);
  }

  private async entitlementsFrom(
    subscription: SubscriptionWithPlan | undefined,
    role: string | undefined,
  ): Promise<Entitlements> {
    const now = this.now();
    const state = subscription && stateOf(subscription);
    if (state && isUsable(state, now, this.options.policy)) return planEntitlements(subscription.plan);
    if (role === 'admin') return ADMIN_ENTITLEMENTS;
    const free = await this.options.repo.planById(FREE_PLAN_ID);
    return entitlementsOf(null, free, now, this.options.policy);
  }

  async currentSubscription(userId: number): Promise<CurrentSubscription> {
    const [subscription, user] = await Promise.all([
      this.options.repo.subscriptionOf(userId),
      this.options.repo.userById(userId),
    ]);
    const entitlements = await this.entitlementsFrom(subscription, user?.role);
    if (!subscription) {
      const free = await this.options.repo.planById(FREE_PLAN_ID);
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
    const now = this.now();
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
        running && end && !subscription.cancelAtPeriodEnd && now >= end
          ? iso(graceEnd(end, this.options.policy))
          : null,
      entitlements,
    };
  }

  async paymentHistory(userId: number): Promise<PaymentHistoryItem[]> {
    const rows = await this.options.repo.paymentsOf(userId);
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
  }

  /** Owner or admin; anyone else gets the same 404 as for a payment that does not exist. */
  async getPayment(viewer: Viewer, paymentId: number): Promise<Payment> {
    const payment = await this.visiblePayment(viewer, paymentId);
    const plan = await this.options.repo.planById(payment.planId);
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
      serverTime: this.now().toISOString(),
    };
  }

  async receipt(viewer: Viewer, paymentId: number): Promise<string> {
    const payment = await this.visiblePayment(viewer, paymentId);
    if (payment.status !== 'approved' && payment.status !== 'refunded') throw new HttpError(404, NOT_FOUND_MESSAGE);
    const [plan, user] = await Promise.all([
      this.options.repo.planById(payment.planId),
      this.options.repo.userById(payment.userId),
    ]);
    return receiptHtml({ product: this.options.productName, payment, planName: plan?.name ?? payment.planId, user });
  }

  private async visiblePayment(viewer: Viewer, paymentId: number): Promise<PaymentRow> {
    const payment = await this.options.repo.paymentById(paymentId);
    if (!payment || (payment.userId !== viewer.id && viewer.role !== 'admin')) {
      throw new HttpError(404, NOT_FOUND_MESSAGE);
    }
    return payment;
  }

  async checkout(userId: number, body: CheckoutBody): Promise<CheckoutResponse> {
    const { repo, provider, policy } = this.options;
    const plan = await repo.planById(body.planId);
    if (!plan || !plan.active) throw new HttpError(404, BILLING_MESSAGES.planNotFound);
    if (plan.tier === 'free' || plan.priceCents <= 0 || !plan.interval) {
      throw new HttpError(400, BILLING_MESSAGES.freePlan);
    }
    const user = await repo.userById(userId);
    if (!user) throw new HttpError(401, 'Você precisa entrar na sua conta.');
    const now = this.now();
    const recent = await repo.countCheckoutsSince(userId, new Date(now.getTime() - 60 * MINUTE_MS));
    if (recent >= (this.options.checkoutsPerHour ?? 10)) throw new HttpError(429, BILLING_MESSAGES.tooManyCheckouts);

    const payment = await repo.transaction(async (tx) => {
      let subscription = await tx.subscriptionOf(userId, { lock: true });
      if (subscription) {
        const state = stateOf(subscription);
        if (state.status === 'active' && !state.cancelAtPeriodEnd && isUsable(state, now, policy)) {
          throw new HttpError(
            409,
            `Você já tem o plano ${subscription.plan.name} ativo até ${formatDateBr(subscription.currentPeriodEnd!)}.`,
          );
        }
      }
      if (!subscription) {
        const created = await tx.insertSubscription({
          userId,
          planId: plan.id,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        });
        await tx.addSubscriptionEvent(created.id, {
          from: null,
          to: 'pending',
          source: 'checkout',
          detail: { planId: plan.id },
          at: now,
        });
        subscription = { ...created, plan };
      } else if (['pending', 'expired', 'canceled'].includes(subscription.status)) {
        await tx.updateSubscription(
          subscription.id,
          { status: 'pending', planId: plan.id },
          [subscription.status],
          now,
        );
        await tx.addSubscriptionEvent(subscription.id, {
          from: subscription.status,
          to: 'pending',
          source: 'checkout',
          detail: { planId: plan.id },
          at: now,
        });
      }
      const row = await tx.insertPayment({
        userId,
        planId: plan.id,
        subscriptionId: subscription.id,
        kind: 'checkout',
        method: body.method,
        amountCents: plan.priceCents,
        provider: provider.name,
        payerCpf: body.cpf || null,
        createdAt: now,
        updatedAt: now,
      });
      await tx.addPaymentEvent(row.id, {
        from: null,
        to: 'pending',
        source: 'checkout',
        detail: { method: body.method },
        at: now,
      });
      return row;
    });

    const reference = String(payment.id);
    const payer = { email: user.email, name: user.username, cpf: body.cpf || undefined };
    try {
      if (body.method === 'card') {
        const checkout = await provider.createCardCheckout({
          externalReference: reference,
          amountCents: payment.amountCents,
          title: `${this.options.productName} ${plan.name}`,
          payer,
          // The provider appends its own parameters (Mercado Pago: payment_id, external_reference, status).
          backUrls: {
            success: this.url('/checkout/success'),
            failure: this.url('/checkout/failure'),
            pending: this.url('/checkout/pending'),
          },
          notificationUrl: this.webhookUrl(),
        });
        await repo.updatePayment(
          payment.id,
          { providerCheckoutId: checkout.checkoutId, redirectUrl: checkout.redirectUrl },
          ['pending'],
          now,
        );
        return { paymentId: payment.id, status: 'pending', redirectUrl: checkout.redirectUrl };
      }
      const charge = await provider.createPixCharge({
        externalReference: reference,
        amountCents: payment.amountCents,
        description: `${this.options.productName} ${plan.name}`,
        payer,
        expiresAt: new Date(now.getTime() + PIX_EXPIRY_MINUTES * MINUTE_MS),
        notificationUrl: this.webhookUrl(),
      });
      await repo.updatePayment(
        payment.id,
        {
          providerPaymentId: charge.providerPaymentId,
          pixCode: charge.code,
          pixExpiresAt: charge.expiresAt,
          redirectUrl: charge.sandboxPayUrl ?? null,
        },
        ['pending'],
        now,
      );
      return {
        paymentId: payment.id,
        status: 'pending',
        pix: { code: charge.code, expiresAt: charge.expiresAt.toISOString() },
      };
    } catch (error) {
      this.options.log.error({ err: error, paymentId: payment.id }, 'billing: provider refused to create the charge');
      await this.failCreation(payment, now);
      throw new HttpError(502, BILLING_MESSAGES.providerDown);
    }
  }

  /** A charge the provider never created: the payment is closed as rejected, with the reason. */
  private async failCreation(payment: PaymentRow, now: Date) {
    await this.options.repo.transaction(async (tx) => {
      const failed = await tx.updatePayment(payment.id, { status: 'rejected' }, ['pending'], now);
      if (failed) {
        await tx.addPaymentEvent(payment.id, {
          from: 'pending',
          to: 'rejected',
          source: 'checkout',
          detail: { reason: 'provider_error' },
          at: now,
        });
      }
    });
  }

  async cancel(userId: number): Promise<CurrentSubscription> {
    const now = this.now();
    const effects: Effect[] = [];
    await this.options.repo.transaction(async (tx) => {
      const subscription = await tx.subscriptionOf(userId, { lock: true });
      if (!subscription || !['active', 'past_due'].includes(subscription.status)) {
        throw new HttpError(409, BILLING_MESSAGES.nothingToCancel);
      }
      if (subscription.cancelAtPeriodEnd) return;
      const toStatus = subscription.status === 'past_due' ? 'canceled' : 'active';
      await tx.updateSubscription(
        subscription.id,
        { status: toStatus, cancelAtPeriodEnd: true, renewalPaymentId: null },
        [subscription.status],
        now,
      );
      await tx.addSubscriptionEvent(subscription.id, {
        from: subscription.status,
        to: toStatus,
        source: 'user',
        detail: { cancelAtPeriodEnd: true },
        at: now,
      });
      if (subscription.renewalPaymentId) {
        await this.expirePayment(tx, subscription.renewalPaymentId, 'user', now, { reason: 'subscription_canceled' });
      }
      const until = subscription.currentPeriodEnd;
      effects.push(() =>
        this.options.notifier.notify(
          [userId],
          {
            type: 'system',
            title: 'Assinatura cancelada',
            message:
              toStatus === 'active' && until
                ? `Você continua com o ${subscription.plan.name} até ${formatDateBr(until)}. Nada mais será cobrado.`
                : `Sua assinatura ${subscription.plan.name} foi encerrada.`,
            actionUrl: '/profile?tab=subscription',
          },
          `subscription:${subscription.id}:cancel:${now.getTime()}`,
        ),
      );
    });
    await this.run(effects);
    return this.currentSubscription(userId);
  }

  async resume(userId: number): Promise<CurrentSubscription> {
    const now = this.now();
    await this.options.repo.transaction(async (tx) => {
      const subscription = await tx.subscriptionOf(userId, { lock: true });
      if (
        !subscription ||
        subscription.status !== 'active' ||
        !subscription.cancelAtPeriodEnd ||
        !subscription.currentPeriodEnd ||
        now >= subscription.currentPeriodEnd
      ) {
        throw new HttpError(409, BILLING_MESSAGES.nothingToResume);
      }
      await tx.updateSubscription(subscription.id, { cancelAtPeriodEnd: false }, ['active'], now);
      await tx.addSubscriptionEvent(subscription.id, {
        from: 'active',
        to: 'active',
        source: 'user',
        detail: { cancelAtPeriodEnd: false },
        at: now,
      });
    });
    return this.currentSubscription(userId);
  }

  /**
   * The user's renewal PIX for the current period: the open one if its code is still valid,
   * else a new code (the old one expired, or none was created yet).
   */
  async renewalCode(userId: number): Promise<Payment> {
    const now = this.now();
    const subscription = await this.options.repo.subscriptionOf(userId);
    const state = subscription && stateOf(subscription);
    if (
      !subscription ||
      !state ||
      !state.currentPeriodEnd ||
      state.cancelAtPeriodEnd ||
      !['active', 'past_due'].includes(state.status) ||
      now < new Date(state.currentPeriodEnd.getTime() - this.options.policy.renewalDays * 24 * 60 * MINUTE_MS) ||
      now >= graceEnd(state.currentPeriodEnd, this.options.policy)
    ) {
      throw new HttpError(409, BILLING_MESSAGES.noRenewalDue);
    }
    const viewer = { id: userId, role: 'user' };
    if (subscription.renewalPaymentId) {
      const open = await this.options.repo.paymentById(subscription.renewalPaymentId);
      if (open?.status === 'pending' && open.pixExpiresAt && open.pixExpiresAt > now && open.pixCode) {
        return this.getPayment(viewer, open.id);
      }
      if (open?.status === 'pending') {
        await this.options.repo.transaction((tx) =>
          this.expirePayment(tx, open.id, 'user', now, { reason: 'new_code' }),
        );
      }
    }
    const created = await this.createRenewal(subscription, state.currentPeriodEnd, 'user', now);
    if (!created) throw new HttpError(502, BILLING_MESSAGES.providerDown);
    return this.getPayment(viewer, created.id);
  }

  /**
   * A notification from the provider. Forged, stale or replayed ones change nothing; a verified
   * one is looked up at the provider and applied once.
   */
  async handleWebhook(providerName: string, request: WebhookRequest): Promise<{ received: boolean; outcome: string }> {
    const { provider, repo, log } = this.options;
    if (providerName !== provider.name) throw new HttpError(404, NOT_FOUND_MESSAGE);
    const now = this.now();
    let notice;
    try {
      notice = provider.verifyWebhook(request, now);
    } catch (error) {
      if (error instanceof WebhookRejected) {
        log.warn({ provider: providerName, reason: error.reason }, 'billing: webhook recusado');
        throw new HttpError(401, BILLING_MESSAGES.badSignature);
      }
      throw error;
    }
    if (!notice) return { received: true, outcome: 'ignored:topic' };
    if (await repo.webhookSeen(provider.name, notice.eventId)) return { received: true, outcome: 'duplicate' };
    const found = await provider.getPayment(notice.providerPaymentId);
    if (!found) {
      log.warn(
        { provider: providerName, providerPaymentId: notice.providerPaymentId },
        'billing: webhook de pagamento desconhecido',
      );
      await repo.recordWebhook({
        provider: provider.name,
        eventId: notice.eventId,
        dataId: notice.providerPaymentId,
        outcome: 'ignored:unknown_payment',
        at: now,
      });
      return { received: true, outcome: 'ignored:unknown_payment' };
    }
    const outcome = await this.applyProviderPayment(found, `webhook:${provider.name}`, notice.eventId);
    return { received: true, outcome };
  }

  /** Applies what the provider says about one of its payments to ours; returns what happened. */
  async applyProviderPayment(found: ProviderPayment, source: string, eventId?: string): Promise<Outcome> {
    const { repo, provider, log } = this.options;
    const now = this.now();
    const effects: Effect[] = [];
    const outcome = await repo.transaction(async (tx): Promise<Outcome> => {
      if (eventId) {
        const first = await tx.recordWebhook({
          provider: provider.name,
          eventId,
          dataId: found.id,
          outcome: 'processing',
          at: now,
        });
        if (!first) return 'duplicate';
      }
      const result = await this.applyInTransaction(tx, found, source, now, effects);
      if (eventId) await tx.recordWebhookOutcome(provider.name, eventId, result);
      return result;
    });
    if (outcome.startsWith('ignored')) {
      log.warn({ providerPaymentId: found.id, status: found.status, outcome }, 'billing: notificação ignorada');
    }
    await this.run(effects);
    return outcome;
  }

  private async applyInTransaction(
    tx: BillingRepo,
    found: ProviderPayment,
    source: string,
    now: Date,
    effects: Effect[],
  ): Promise<Outcome> {
    const providerName = this.options.provider.name;
    let payment = await tx.paymentByProviderId(providerName, found.id);
    if (!payment && found.externalReference && /^\d{1,9}$/.test(found.externalReference)) {
      const byReference = await tx.paymentById(Number(found.externalReference), { lock: true });
      if (byReference?.provider === providerName) payment = byReference;
    }
    if (!payment) return 'ignored:unknown_payment';
    payment = (await tx.paymentById(payment.id, { lock: true }))!;
    const otherAttempt = payment.providerPaymentId !== null && payment.providerPaymentId !== found.id;

    if (found.status === 'approved') {
      if (payment.status === 'refunded') return 'ignored:refunded';
      if (payment.status === 'approved') return otherAttempt ? 'ignored:already_paid' : 'duplicate';
      if (found.currency !== 'BRL' || found.amountCents !== payment.amountCents) {
        this.options.log.error(
          {
            paymentId: payment.id,
            expected: payment.amountCents,
            received: found.amountCents,
            currency: found.currency,
          },
          'billing: valor aprovado diferente do cobrado',
        );
        return 'ignored:amount_mismatch';
      }
      await this.approve(tx, payment, found.id, source, now, effects);
      return 'approved';
    }
    if (otherAttempt) return 'ignored:other_attempt';
    if (found.status === 'pending') {
      if (payment.status === 'pending' && !payment.providerPaymentId) {
        await tx.updatePayment(payment.id, { providerPaymentId: found.id }, ['pending'], now);
      }
      return 'unchanged';
    }
    if (found.status === 'rejected' || found.status === 'expired') {
      const changed = await tx.updatePayment(
        payment.id,
        { status: found.status, providerPaymentId: found.id },
        ['pending'],
        now,
      );
      if (!changed) return 'unchanged';
      await tx.addPaymentEvent(payment.id, { from: 'pending', to: found.status, source, at: now });
      if (found.status === 'rejected') {
        const userId = payment.userId;
        const id = payment.id;
        effects.push(() =>
          this.options.notifier.notify(
            [userId],
            {
              type: 'system',
              title: 'Pagamento recusado',
              message: 'Seu pagamento não foi aprovado. Tente outro cartão ou pague com PIX.',
              actionUrl: `/checkout/failure?payment_id=${id}`,
            },
            `payment:${id}:rejected`,
          ),
        );
      }
      return found.status;
    }
    // refunded
    const refunded = await tx.updatePayment(payment.id, { status: 'refunded' }, ['approved'], now);
    if (!refunded) return 'unchanged';
    await tx.addPaymentEvent(payment.id, { from: 'approved', to: 'refunded', source, at: now });
    const subscription = await tx.subscriptionOf(payment.userId, { lock: true });
    if (
      subscription &&
      ['active', 'past_due'].includes(subscription.status) &&
      payment.periodEnd &&
      subscription.currentPeriodEnd?.getTime() === payment.periodEnd.getTime()
    ) {
      // The money for the current period went back: the period it paid for ends now.
      await tx.updateSubscription(
        subscription.id,
        { status: 'expired', renewalPaymentId: null },
        [subscription.status],
        now,
      );
      await tx.addSubscriptionEvent(subscription.id, {
        from: subscription.status,
        to: 'expired',
        source,
        detail: { refundedPaymentId: payment.id },
        at: now,
      });
    }
    return 'refunded';
  }

  private async approve(
    tx: BillingRepo,
    payment: PaymentRow,
    providerPaymentId: string,
    source: string,
    now: Date,
    effects: Effect[],
  ): Promise<void> {
    const approved = await tx.updatePayment(
      payment.id,
      { status: 'approved', providerPaymentId, approvedAt: now },
      ['pending', 'rejected', 'expired'],
      now,
    );
    if (!approved) return;
    await tx.addPaymentEvent(payment.id, {
      from: payment.status,
      to: 'approved',
      source,
      detail: { providerPaymentId, amountCents: payment.amountCents },
      at: now,
    });
    const plan = (await tx.planById(payment.planId))!;
    const interval = (plan.interval ?? 'month') as PlanInterval;
    let subscription = await tx.subscriptionOf(payment.userId, { lock: true });
    const period = periodAfterPayment(subscription ? stateOf(subscription) : null, interval, now, this.options.policy);
    const patch = {
      status: 'active',
      planId: plan.id,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      cancelAtPeriodEnd: false,
      renewalPaymentId: null,
    };
    const fromStatus = subscription?.status ?? null;
    if (subscription) {
      await tx.updateSubscription(subscription.id, patch, [subscription.status], now);
    } else {
      const created = await tx.insertSubscription({ userId: payment.userId, ...patch, createdAt: now, updatedAt: now });
      subscription = { ...created, plan };
    }
    await tx.addSubscriptionEvent(subscription.id, {
      from: fromStatus,
      to: 'active',
      source,
      detail: { paymentId: payment.id, periodStart: period.start.toISOString(), periodEnd: period.end.toISOString() },
      at: now,
    });
    await tx.updatePayment(
      payment.id,
      { subscriptionId: subscription.id, periodStart: period.start, periodEnd: period.end },
      ['approved'],
      now,
    );

    const userId = payment.userId;
    const renewal = payment.kind === 'renewal';
    effects.push(
      () =>
        this.options.notifier.notify(
          [userId],
          {
            type: 'system',
            title: 'Pagamento confirmado',
            message: renewal
              ? `Renovação confirmada: seu ${plan.name} vale até ${formatDateBr(period.end)}.`
              : `Bem-vindo ao ${plan.name}! Sua assinatura vale até ${formatDateBr(period.end)}.`,
            actionUrl: '/profile?tab=subscription',
          },
          `payment:${payment.id}:approved`,
        ),
      async () => {
        const user = await this.options.repo.userById(userId);
        if (!user) return;
        await this.options.mailer.send(
          paymentConfirmedEmail({
            product: this.options.productName,
            publicUrl: this.options.publicUrl,
            to: user.email,
            username: user.username,
            planName: plan.name,
            amount: formatCents(payment.amountCents),
            periodEnd: formatDateBr(period.end),
            link: this.url(receiptPath(payment.id)),
          }),
        );
      },
    );
  }

  private async expirePayment(
    tx: BillingRepo,
    paymentId: number,
    source: string,
    now: Date,
    detail: Record<string, unknown> = {},
  ): Promise<boolean> {
    const expired = await tx.updatePayment(paymentId, { status: 'expired' }, ['pending'], now);
    if (expired) await tx.addPaymentEvent(paymentId, { from: 'pending', to: 'expired', source, detail, at: now });
    return Boolean(expired);
  }

  /**
   * Creates the renewal PIX of the period ending at `renewalFor` (at most one open per period, even
   * with two schedulers), stores it on the subscription, and tells the user by notification and
   * email (the email only for the scheduled one: a code the user asked for is on their screen).
   */
  private async createRenewal(
    subscription: SubscriptionWithPlan,
    renewalFor: Date,
    source: 'scheduler' | 'user',
    now: Date,
  ): Promise<PaymentRow | null> {
    const { repo, provider } = this.options;
    const plan = subscription.plan;
    const interval = (plan.interval ?? 'month') as PlanInterval;
    const user = await repo.userById(subscription.userId);
    if (!user) return null;
    // Due at the period end; a code made later (grace days) is valid for the usual 30 minutes.
    const expiresAt = new Date(Math.max(renewalFor.getTime(), now.getTime() + PIX_EXPIRY_MINUTES * MINUTE_MS));
    const payment = await repo.transaction(async (tx) => {
      const row = await tx.insertRenewal({
        userId: subscription.userId,
        planId: plan.id,
        subscriptionId: subscription.id,
        kind: 'renewal',
        method: 'pix',
        amountCents: plan.priceCents,
        provider: provider.name,
        payerCpf: await tx.lastPayerCpf(subscription.userId),
        renewalFor,
        periodStart: renewalFor,
        periodEnd: addInterval(renewalFor, interval),
        pixExpiresAt: expiresAt,
        createdAt: now,
        updatedAt: now,
      });
      if (row)
        await tx.addPaymentEvent(row.id, {
          from: null,
          to: 'pending',
          source,
          detail: { renewalFor: renewalFor.toISOString() },
          at: now,
        });
      return row;
    });
    if (!payment) return null;
    try {
      const charge = await provider.createPixCharge({
        externalReference: String(payment.id),
        amountCents: payment.amountCents,
        description: `${this.options.productName} ${plan.name} - renovação`,
        payer: { email: user.email, name: user.username, cpf: payment.payerCpf ?? undefined },
        expiresAt,
        notificationUrl: this.webhookUrl(),
      });
      await repo.updatePayment(
        payment.id,
        {
          providerPaymentId: charge.providerPaymentId,
          pixCode: charge.code,
          pixExpiresAt: charge.expiresAt,
          redirectUrl: charge.sandboxPayUrl ?? null,
        },
        ['pending'],
        now,
      );
    } catch (error) {
      this.options.log.error({ err: error, paymentId: payment.id }, 'billing: renewal PIX not created at the provider');
      await this.failCreation(payment, now);
      return null;
    }
    await repo.updateSubscription(subscription.id, { renewalPaymentId: payment.id }, ['active', 'past_due'], now);
    if (source === 'scheduler') {
      const link = this.url(`/pix-renewal/${payment.id}`);
      const amount = formatCents(payment.amountCents);
      const dueDate = formatDateBr(renewalFor);
      await this.run([
        () =>
          this.options.notifier.notify(
            [user.id],
            {
              type: 'alert',
              title: 'Renove sua assinatura',
              message: `Seu ${plan.name} vence em ${dueDate}. Pague ${amount} com PIX para continuar.`,
              actionUrl: `/pix-renewal/${payment.id}`,
            },
            `renewal:${payment.id}`,
          ),
        () =>
          this.options.mailer.send(
            renewalEmail({
              product: this.options.productName,
              publicUrl: this.options.publicUrl,
              to: user.email,
              username: user.username,
              planName: plan.name,
              amount,
              dueDate,
              link,
            }),
          ),
      ]);
    }
    return payment;
  }

  /**
   * One pass of the timed work, safe to run from several processes and after any restart (every
   * change is a conditional update on stored state): the provider's own work, expired PIX codes,
   * renewals due, period ends and grace ends.
   */
  async runScheduler(): Promise<SchedulerReport> {
    const { repo, provider, policy } = this.options;
    const now = this.now();
    const report: SchedulerReport = { pixExpired: 0, renewalsCreated: 0, pastDue: 0, canceled: 0, expired: 0 };
    await provider.tick?.(now);
    for (const payment of await repo.expiredPendingPix(now)) {
      if (await repo.transaction((tx) => this.expirePayment(tx, payment.id, 'scheduler', now))) report.pixExpired += 1;
    }
    const day = 24 * 60 * MINUTE_MS;
    const due = await repo.subscriptionsDue({
      now,
      renewalEdge: new Date(now.getTime() + policy.renewalDays * day),
      graceCutoff: new Date(now.getTime() - policy.graceDays * day),
    });
    for (const candidate of due) {
      let subscription: SubscriptionWithPlan = candidate;
      let hasRenewal = candidate.hasRenewal;
      // A scheduler that was down catches up: active → past_due → expired in one pass.
      for (let step = 0; step < 3; step++) {
        const transition = dueTransition(stateOf(subscription), now, policy, hasRenewal);
        if (!transition) break;
        if (transition.action === 'create_renewal') {
          const created = await this.createRenewal(subscription, transition.renewalFor, 'scheduler', now);
          if (created) report.renewalsCreated += 1;
          hasRenewal = true;
          continue;
        }
        const to =
          transition.action === 'to_past_due'
            ? 'past_due'
            : transition.action === 'to_canceled'
              ? 'canceled'
              : 'expired';
        const moved = await this.moveSubscription(subscription, to, now);
        if (!moved) break;
        report[to === 'past_due' ? 'pastDue' : to] += 1;
        subscription = { ...subscription, status: to };
      }
    }
    return report;
  }

  private async moveSubscription(
    subscription: SubscriptionWithPlan,
    to: SubscriptionStatus,
    now: Date,
  ): Promise<boolean> {
    const effects: Effect[] = [];
    const moved = await this.options.repo.transaction(async (tx) => {
      const patch = to === 'past_due' ? { status: to } : { status: to, renewalPaymentId: null };
      const row = await tx.updateSubscription(subscription.id, patch, [subscription.status], now);
      if (!row) return false;
      await tx.addSubscriptionEvent(subscription.id, {
        from: subscription.status,
        to,
        source: 'scheduler',
        detail: { periodEnd: iso(subscription.currentPeriodEnd) },
        at: now,
      });
      if (to !== 'past_due' && subscription.renewalPaymentId) {
        await this.expirePayment(tx, subscription.renewalPaymentId, 'scheduler', now, { reason: `subscription_${to}` });
      }
      const name = subscription.plan.name;
      const message =
        to === 'past_due'
          ? `Seu ${name} venceu. Pague a renovação com PIX até ${formatDateBr(graceEnd(subscription.currentPeriodEnd!, this.options.policy))} para não perder o acesso.`
          : to === 'canceled'
            ? `Sua assinatura ${name} terminou, como você pediu. Você pode assinar de novo quando quiser.`
            : `Sua assinatura ${name} expirou por falta de pagamento. Assine de novo para voltar ao Pro.`;
      effects.push(() =>
        this.options.notifier.notify(
          [subscription.userId],
          {
            type: to === 'past_due' ? 'alert' : 'system',
            title:
              to === 'past_due'
                ? 'Assinatura vencida'
                : to === 'canceled'
                  ? 'Assinatura encerrada'
                  : 'Assinatura expirada',
            message,
            actionUrl:
              to === 'past_due' && subscription.renewalPaymentId
                ? `/pix-renewal/${subscription.renewalPaymentId}`
                : to === 'past_due'
                  ? '/profile?tab=subscription'
                  : '/plans',
          },
          `subscription:${subscription.id}:${to}:${iso(subscription.currentPeriodEnd)}`,
        ),
      );
      return true;
    });
    await this.run(effects);
    return moved;
  }

  /** Side effects after the commit: a failed notification or email is logged, never undoes the payment. */
  private async run(effects: Effect[]) {
    for (const effect of effects) {
      try {
        await effect();
      } catch (error) {
        this.options.log.error({ err: error }, 'billing: notificação ou email não enviado');
      }
    }
  }

  private url(path: string) {
    return `${this.options.publicUrl}${path}`;
  }

  private webhookUrl() {
    return this.url(`/api/billing/webhook/${this.options.provider.name}`);
  }
}

export const receiptPath = (paymentId: number) => `/api/billing/payments/${paymentId}/receipt`;
