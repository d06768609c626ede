// Checkout: a user buys a plan. The pending subscription and payment are stored first (one
// transaction, the subscription row locked), then the provider is asked for the charge; the
// provider's verdict arrives later by webhook (payments.ts).
import { PIX_EXPIRY_MINUTES, formatDateBr } from '@shared/billing-rules';
import type { CheckoutBody, CheckoutResponse } from '@shared/billing';
import { conflict, invalid, notFound, rateLimited, unauthorized, unavailable } from '../../domain-errors';
import { isUsable } from './rules';
import { chargeCard, chargePix, failCreation } from './charges';
import { BILLING_MESSAGES, MINUTE_MS, stateOf, type BillingContext } from './context';

export function createCheckout(context: BillingContext) {
  const { repo, policy } = context;

  return async function checkout(userId: number, body: CheckoutBody): Promise<CheckoutResponse> {
    const plan = await repo.planById(body.planId);
    if (!plan || !plan.active) throw notFound(BILLING_MESSAGES.planNotFound);
    if (plan.tier === 'free' || plan.priceCents <= 0 || !plan.interval) {
      throw invalid(BILLING_MESSAGES.freePlan);
    }
    const user = await repo.userById(userId);
    if (!user) throw unauthorized('Você precisa entrar na sua conta.');
    const now = context.now();
    const recent = await repo.countCheckoutsSince(userId, new Date(now.getTime() - 60 * MINUTE_MS));
    if (recent >= context.checkoutsPerHour) throw rateLimited(BILLING_MESSAGES.tooManyCheckouts);

    const payment = await repo.transaction(async (tx) => {
      let subscription = await tx.subscriptionOf(userId, { lock: true });
      if (subscription) {
        const state = stateOf(subscription);
        if (state.status === 'active' && !state.cancelAtPeriodEnd && isUsable(state, now, policy)) {
          throw conflict(
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
        provider: context.provider.name,
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

    const title = `${context.productName} ${plan.name}`;
    const payer = { email: user.email, name: user.username, cpf: body.cpf || undefined };
    try {
      if (body.method === 'card') {
        const redirectUrl = await chargeCard(context, payment, { title, payer }, now);
        return { paymentId: payment.id, status: 'pending', redirectUrl };
      }
      const expiresAt = new Date(now.getTime() + PIX_EXPIRY_MINUTES * MINUTE_MS);
      const charge = await chargePix(context, payment, { description: title, payer, expiresAt }, now);
      return {
        paymentId: payment.id,
        status: 'pending',
        pix: { code: charge.code, expiresAt: charge.expiresAt.toISOString() },
      };
    } catch (error) {
      context.log.error({ err: error, paymentId: payment.id }, 'billing: provider refused to create the charge');
      await failCreation(context, payment, now);
      throw unavailable(BILLING_MESSAGES.providerDown);
    }
  };
}
