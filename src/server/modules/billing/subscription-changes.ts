// The subscriber's own changes: cancel at the period's end (the open renewal code expires with it)
// and undo that cancellation while the period lasts.
import { formatDateBr } from '@shared/billing-rules';
import type { CurrentSubscription } from '@shared/billing';
import { conflict } from '../../domain-errors';
import type { AccountReads } from './account';
import { expirePayment } from './payments';
import { BILLING_MESSAGES, runEffects, type BillingContext, type Effect } from './context';

export function createSubscriptionChanges(context: BillingContext, account: Pick<AccountReads, 'currentSubscription'>) {
  async function cancel(userId: number): Promise<CurrentSubscription> {
    const now = context.now();
    const effects: Effect[] = [];
    await context.repo.transaction(async (tx) => {
      const subscription = await tx.subscriptionOf(userId, { lock: true });
      if (!subscription || !['active', 'past_due'].includes(subscription.status)) {
        throw conflict(BILLING_MESSAGES.nothingToCancel);
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
        await expirePayment(tx, subscription.renewalPaymentId, 'user', now, { reason: 'subscription_canceled' });
      }
      const until = subscription.currentPeriodEnd;
      effects.push(() =>
        context.notifier.notify(
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
    await runEffects(context, effects);
    return account.currentSubscription(userId);
  }

  async function resume(userId: number): Promise<CurrentSubscription> {
    const now = context.now();
    await context.repo.transaction(async (tx) => {
      const subscription = await tx.subscriptionOf(userId, { lock: true });
      if (
        !subscription ||
        subscription.status !== 'active' ||
        !subscription.cancelAtPeriodEnd ||
        !subscription.currentPeriodEnd ||
        now >= subscription.currentPeriodEnd
      ) {
        throw conflict(BILLING_MESSAGES.nothingToResume);
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
    return account.currentSubscription(userId);
  }

  return { cancel, resume };
}
