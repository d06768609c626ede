// Charges at the provider for one of our payments (referenced by its id): a hosted card checkout or a
// PIX code, stored on the payment; and closing a payment whose charge the provider never created.
import type { PaymentRow } from './repo';
import type { Payer, PixChargeResult } from './provider';
import { appUrl, webhookUrl, type BillingContext } from './context';

/** Opens the provider's card checkout page; returns where the buyer goes. */
export async function chargeCard(
  context: BillingContext,
  payment: PaymentRow,
  charge: { title: string; payer: Payer },
  now: Date,
): Promise<string> {
  const checkout = await context.provider.createCardCheckout({
    externalReference: String(payment.id),
    amountCents: payment.amountCents,
    title: charge.title,
    payer: charge.payer,
    // The provider appends its own parameters (Mercado Pago: payment_id, external_reference, status).
    backUrls: {
      success: appUrl(context, '/checkout/success'),
      failure: appUrl(context, '/checkout/failure'),
      pending: appUrl(context, '/checkout/pending'),
    },
    notificationUrl: webhookUrl(context),
  });
  await context.repo.updatePayment(
    payment.id,
    { providerCheckoutId: checkout.checkoutId, redirectUrl: checkout.redirectUrl },
    ['pending'],
    now,
  );
  return checkout.redirectUrl;
}

/** Creates the PIX code (first purchase or renewal) and stores it, with the sandbox's pay page, on the payment. */
export async function chargePix(
  context: BillingContext,
  payment: PaymentRow,
  charge: { description: string; payer: Payer; expiresAt: Date },
  now: Date,
): Promise<PixChargeResult> {
  const created = await context.provider.createPixCharge({
    externalReference: String(payment.id),
    amountCents: payment.amountCents,
    description: charge.description,
    payer: charge.payer,
    expiresAt: charge.expiresAt,
    notificationUrl: webhookUrl(context),
  });
  await context.repo.updatePayment(
    payment.id,
    {
      providerPaymentId: created.providerPaymentId,
      pixCode: created.code,
      pixExpiresAt: created.expiresAt,
      redirectUrl: created.sandboxPayUrl ?? null,
    },
    ['pending'],
    now,
  );
  return created;
}

/** A charge the provider never created: the payment is closed as rejected, with the reason. */
export async function failCreation(context: BillingContext, payment: PaymentRow, now: Date): Promise<void> {
  await context.repo.transaction(async (tx) => {
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
