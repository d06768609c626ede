// Billing's part of the user's rights: subscriptions, payments and their histories. What the law makes
// us keep (payments and their history, for tax and consumer-protection records) stays, cut from the
// person: the subscription ends now (no renewal is charged nor offered to an account that is gone),
// a pending payment expires, and each payment loses its CPF and PIX code.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { paymentEvents, payments, subscriptionEvents, subscriptions } from '../../../db/schema';
import type { PersonalDataPart } from '../../privacy/personal-data';

export const billingPersonalData: PersonalDataPart = {
  module: 'billing',
  columns: {
    'subscriptions.user_id': { section: 'subscriptions', deletion: 'mantida por lei (registro fiscal), encerrada' },
    'payments.user_id': { section: 'payments', deletion: 'mantido por lei (registro fiscal), sem CPF nem código PIX' },
  },

  async export(db, { id: userId }) {
    const ownSubscriptions = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const ownPayments = await db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(asc(payments.createdAt));
    const subscriptionIds = ownSubscriptions.map((s) => s.id);
    const paymentIds = ownPayments.map((p) => p.id);
    return {
      subscriptions: ownSubscriptions,
      subscriptionEvents: subscriptionIds.length
        ? await db.select().from(subscriptionEvents).where(inArray(subscriptionEvents.subscriptionId, subscriptionIds))
        : [],
      payments: ownPayments,
      paymentEvents: paymentIds.length
        ? await db.select().from(paymentEvents).where(inArray(paymentEvents.paymentId, paymentIds))
        : [],
    };
  },

  async erase(tx, { id: userId }, at) {
    // The subscription ends now: no renewal is charged nor offered to an account that is gone.
    const open = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['pending', 'active', 'past_due'])));
    for (const subscription of open) {
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', cancelAtPeriodEnd: true, renewalPaymentId: null, updatedAt: at })
        .where(eq(subscriptions.id, subscription.id));
      await tx.insert(subscriptionEvents).values({
        subscriptionId: subscription.id,
        fromStatus: subscription.status,
        toStatus: 'canceled',
        source: 'account_deletion',
        createdAt: at,
      });
    }
    const pending = await tx
      .update(payments)
      .set({ status: 'expired', updatedAt: at })
      .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (pending.length) {
      await tx.insert(paymentEvents).values(
        pending.map((p) => ({
          paymentId: p.id,
          fromStatus: 'pending',
          toStatus: 'expired',
          source: 'account_deletion',
          createdAt: at,
        })),
      );
    }
    await tx.update(payments).set({ payerCpf: null, pixCode: null }).where(eq(payments.userId, userId));
  },
};
