// Renewals by PIX: the code of the next period (at most one open per period; the scheduler's comes
// with a notification and an email) and the code a subscriber asks for on the renewal page.
import { PIX_EXPIRY_MINUTES, formatCents, formatDateBr, type PlanInterval } from '@shared/billing-rules';
import type { Payment } from '@shared/billing';
import { conflict, unavailable } from '../../domain-errors';
import { renewalEmail } from '../email/templates';
import type { PaymentRow, SubscriptionWithPlan } from './repo';
import { addInterval, graceEnd } from './rules';
import type { AccountReads } from './account';
import { chargePix, failCreation } from './charges';
import { expirePayment } from './payments';
import { BILLING_MESSAGES, DAY_MS, MINUTE_MS, appUrl, runEffects, stateOf, type BillingContext } from './context';

export function createRenewals(context: BillingContext, account: Pick<AccountReads, 'getPayment'>) {
  /**
   * Creates the renewal PIX of the period ending at `renewalFor` (at most one open per period, even
   * with two schedulers), stores it on the subscription, and tells the user by notification and
   * email (the email only for the scheduled one: a code the user asked for is on their screen).
   */
  async function createRenewal(
    subscription: SubscriptionWithPlan,
    renewalFor: Date,
    source: 'scheduler' | 'user',
    now: Date,
  ): Promise<PaymentRow | null> {
    const { repo, provider } = context;
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
      await chargePix(
        context,
        payment,
        {
          description: `${context.productName} ${plan.name} - renovação`,
          payer: { email: user.email, name: user.username, cpf: payment.payerCpf ?? undefined },
          expiresAt,
        },
        now,
      );
    } catch (error) {
      context.log.error({ err: error, paymentId: payment.id }, 'billing: renewal PIX not created at the provider');
      await failCreation(context, payment, now);
      return null;
    }
    await repo.updateSubscription(subscription.id, { renewalPaymentId: payment.id }, ['active', 'past_due'], now);
    if (source === 'scheduler') {
      const link = appUrl(context, `/pix-renewal/${payment.id}`);
      const amount = formatCents(payment.amountCents);
      const dueDate = formatDateBr(renewalFor);
      await runEffects(context, [
        () =>
          context.notifier.notify(
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
          context.mailer.send(
            renewalEmail({
              product: context.productName,
              publicUrl: context.publicUrl,
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
   * The user's renewal PIX for the current period: the open one if its code is still valid,
   * else a new code (the old one expired, or none was created yet).
   */
  async function renewalCode(userId: number): Promise<Payment> {
    const now = context.now();
    const subscription = await context.repo.subscriptionOf(userId);
    const state = subscription && stateOf(subscription);
    if (
      !subscription ||
      !state ||
      !state.currentPeriodEnd ||
      state.cancelAtPeriodEnd ||
      !['active', 'past_due'].includes(state.status) ||
      now < new Date(state.currentPeriodEnd.getTime() - context.policy.renewalDays * DAY_MS) ||
      now >= graceEnd(state.currentPeriodEnd, context.policy)
    ) {
      throw conflict(BILLING_MESSAGES.noRenewalDue);
    }
    const viewer = { id: userId, role: 'user' };
    if (subscription.renewalPaymentId) {
      const open = await context.repo.paymentById(subscription.renewalPaymentId);
      if (open?.status === 'pending' && open.pixExpiresAt && open.pixExpiresAt > now && open.pixCode) {
        return account.getPayment(viewer, open.id);
      }
      if (open?.status === 'pending') {
        await context.repo.transaction((tx) => expirePayment(tx, open.id, 'user', now, { reason: 'new_code' }));
      }
    }
    const created = await createRenewal(subscription, state.currentPeriodEnd, 'user', now);
    if (!created) throw unavailable(BILLING_MESSAGES.providerDown);
    return account.getPayment(viewer, created.id);
  }

  return { createRenewal, renewalCode };
}

export type Renewals = ReturnType<typeof createRenewals>;
