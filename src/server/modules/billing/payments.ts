// The provider's verdict on our payments, applied once: approved (the subscription's new period,
// the confirmation by notification and email), rejected, expired or refunded (a refunded current
// period ends now). Webhooks, the admin area and the sandbox all come through applyProviderPayment().
import { formatCents, formatDateBr, type PlanInterval } from '@shared/billing-rules';
import { paymentConfirmedEmail } from '../email/templates';
import type { ProviderPayment } from './provider';
import type { BillingRepo, PaymentRow } from './repo';
import { periodAfterPayment } from './rules';
import { appUrl, receiptPath, runEffects, stateOf, type BillingContext, type Effect } from './context';

/** What applying a provider's payment did (stored as the webhook's outcome). */
export type Outcome =
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
  | 'ignored:other_attempt'
  | 'refunded:account_deleted';

/** A pending payment closed as expired (its PIX code ran out, or the subscription it renews ended). */
export async function expirePayment(
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

export function createPaymentTransitions(context: BillingContext) {
  /** Applies what the provider says about one of its payments to ours; returns what happened. */
  async function applyProviderPayment(found: ProviderPayment, source: string, eventId?: string): Promise<Outcome> {
    const { repo, provider, log } = context;
    const now = context.now();
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
      const result = await applyInTransaction(tx, found, source, now, effects);
      if (eventId) await tx.recordWebhookOutcome(provider.name, eventId, result);
      return result;
    });
    if (outcome.startsWith('ignored')) {
      log.warn({ providerPaymentId: found.id, status: found.status, outcome }, 'billing: notificação ignorada');
    }
    await runEffects(context, effects);
    return outcome;
  }

  async function applyInTransaction(
    tx: BillingRepo,
    found: ProviderPayment,
    source: string,
    now: Date,
    effects: Effect[],
  ): Promise<Outcome> {
    const providerName = context.provider.name;
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
        context.log.error(
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
      if ((await tx.userById(payment.userId))?.deletedAt) {
        await refundForDeletedAccount(tx, payment, found.id, source, now, effects);
        return 'refunded:account_deleted';
      }
      await approve(tx, payment, found.id, source, now, effects);
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
          context.notifier.notify(
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

  /**
   * Records that the provider took the money for an open payment (`approved`, or `refunded` straight
   * away), with its event; false when another delivery closed it first.
   */
  async function markPaid(
    tx: BillingRepo,
    payment: PaymentRow,
    to: 'approved' | 'refunded',
    providerPaymentId: string,
    source: string,
    now: Date,
    extraDetail: Record<string, unknown> = {},
  ): Promise<boolean> {
    const updated = await tx.updatePayment(
      payment.id,
      { status: to, providerPaymentId, approvedAt: now },
      ['pending', 'rejected', 'expired'],
      now,
    );
    if (!updated) return false;
    await tx.addPaymentEvent(payment.id, {
      from: payment.status,
      to,
      source,
      detail: { providerPaymentId, amountCents: payment.amountCents, ...extraDetail },
      at: now,
    });
    return true;
  }

  /**
   * A PIX code issued before the account was deleted, paid after: the account must not come back to
   * life with a subscription. The payment is closed as refunded and the money goes back through the
   * provider (after the transaction; its own "refunded" notification then changes nothing).
   */
  async function refundForDeletedAccount(
    tx: BillingRepo,
    payment: PaymentRow,
    providerPaymentId: string,
    source: string,
    now: Date,
    effects: Effect[],
  ): Promise<void> {
    const closed = await markPaid(tx, payment, 'refunded', providerPaymentId, source, now, {
      reason: 'account_deleted',
    });
    if (!closed) return;
    effects.push(async () => {
      const refunded = await context.provider.refund(providerPaymentId, `payment:${payment.id}:account-deleted`);
      if (!refunded)
        context.log.error(
          { paymentId: payment.id, providerPaymentId },
          'billing: estorno de pagamento de conta excluída recusado pelo provedor: estorne manualmente',
        );
    });
  }

  async function approve(
    tx: BillingRepo,
    payment: PaymentRow,
    providerPaymentId: string,
    source: string,
    now: Date,
    effects: Effect[],
  ): Promise<void> {
    const approved = await markPaid(tx, payment, 'approved', providerPaymentId, source, now);
    if (!approved) return;
    const plan = (await tx.planById(payment.planId))!;
    const interval = (plan.interval ?? 'month') as PlanInterval;
    let subscription = await tx.subscriptionOf(payment.userId, { lock: true });
    const period = periodAfterPayment(subscription ? stateOf(subscription) : null, interval, now, context.policy);
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
        context.notifier.notify(
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
        const user = await context.repo.userById(userId);
        if (!user) return;
        await context.mailer.send(
          paymentConfirmedEmail({
            product: context.productName,
            publicUrl: context.publicUrl,
            to: user.email,
            username: user.username,
            planName: plan.name,
            amount: formatCents(payment.amountCents),
            periodEnd: formatDateBr(period.end),
            link: appUrl(context, receiptPath(payment.id)),
          }),
        );
      },
    );
  }

  return { applyProviderPayment };
}
export type PaymentTransitions = ReturnType<typeof createPaymentTransitions>;
