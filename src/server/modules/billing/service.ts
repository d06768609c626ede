// Billing: plans, checkout, the provider's verdict on each payment (signed webhooks), the
// subscription it pays for, renewals by PIX, cancellation, and entitlementsOf() — the one function
// every gated call asks. Money rules: integer centavos, checked against what we asked for; a
// payment is approved once (conditional update + unique provider id); every state change is stored
// with its time and source. Notifications and emails go out after the commit.
//
// One file per job, sharing a BillingContext (context.ts): account.ts (reads), checkout.ts,
// subscription-changes.ts (cancel, resume), payments.ts (the provider's verdict), webhooks.ts,
// renewals.ts, scheduler.ts (the timed pass); charges.ts creates the card and PIX charges.
import { createAccountReads } from './account';
import { createCheckout } from './checkout';
import { createSubscriptionChanges } from './subscription-changes';
import { createPaymentTransitions } from './payments';
import { createWebhookHandler } from './webhooks';
import { createRenewals } from './renewals';
import { createSchedulerPass } from './scheduler';
import { billingContext, type BillingServiceOptions } from './context';

export function createBillingService(options: BillingServiceOptions) {
  const context = billingContext(options);
  const account = createAccountReads(context);
  const payments = createPaymentTransitions(context);
  const renewals = createRenewals(context, account);
  return {
    ...account,
    checkout: createCheckout(context),
    ...createSubscriptionChanges(context, account),
    renewalCode: renewals.renewalCode,
    ...payments,
    ...createWebhookHandler(context, payments),
    ...createSchedulerPass(context, renewals),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
