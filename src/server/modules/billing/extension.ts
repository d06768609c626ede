// An admin adds days to a subscription's paid period: from its end, or from now when it already ended
// (an expired or past-due subscription becomes active again until the new end). One transaction: a
// conditional update (a concurrent change of status wins) and the event in the subscription's history.
import type { BillingRepo } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXTENDABLE = ['active', 'past_due', 'expired', 'canceled'];

export type ExtensionResult = 'extended' | 'not_found' | 'not_extendable';

export async function extendPaidPeriod(
  repo: BillingRepo,
  id: number,
  days: number,
  by: { source: string; reason: string; at: Date },
): Promise<ExtensionResult> {
  const { at } = by;
  return repo.transaction(async (tx) => {
    const subscription = await tx.subscriptionById(id);
    if (!subscription) return 'not_found';
    if (!EXTENDABLE.includes(subscription.status)) return 'not_extendable';
    const end = subscription.currentPeriodEnd;
    const from = end && end > at ? end : at;
    const newEnd = new Date(from.getTime() + days * DAY_MS);
    const toStatus = 'active';
    const patch = {
      status: toStatus,
      currentPeriodEnd: newEnd,
      currentPeriodStart: subscription.currentPeriodStart ?? at,
      // A canceled subscription keeps ending, now at the new end.
      cancelAtPeriodEnd: subscription.status === 'canceled' ? true : subscription.cancelAtPeriodEnd,
    };
    const updated = await tx.updateSubscription(id, patch, [subscription.status], at);
    if (!updated) return 'not_extendable';
    await tx.addSubscriptionEvent(id, {
      from: subscription.status,
      to: toStatus,
      source: by.source,
      detail: {
        extendedDays: days,
        reason: by.reason,
        previousEnd: end?.toISOString() ?? null,
        newEnd: newEnd.toISOString(),
      },
      at,
    });
    return 'extended';
  });
}
