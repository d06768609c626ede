// The billing contract (issue 11, point 8): plans, checkout, payments, subscription and
// entitlements. The server validates with these schemas; the app imports their types only
// (the zod-free rules and constants live in billing-rules.ts).
import { z } from 'zod';
import {
  CPF_INVALID_MESSAGE,
  CPF_REQUIRED_MESSAGE,
  isValidCpf,
  cpfDigits,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
} from './billing-rules';
import { int4, idTextSchema } from './integers';

export const planTierSchema = z.enum(['free', 'pro']);
export type PlanTier = z.infer<typeof planTierSchema>;

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: int4(),
  interval: z.enum(['month', 'year']).nullable(),
  features: z.array(z.string()),
  tier: planTierSchema,
  description: z.string(),
  /** The price per month (the annual plan divided by 12, rounded down). */
  monthlyEquivalentCents: int4(),
  /** What the plan unlocks (plan data, edited at /admin/news): /plans compares plans by it. */
  entitlements: z.object({
    fullPredictions: z.boolean(),
    /** null = no limit. */
    maxFollowedTeams: int4().nullable(),
  }),
});
export type Plan = z.infer<typeof planSchema>;
export const planListSchema = z.array(planSchema);

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

export const checkoutBodySchema = z
  .object({
    planId: z.string().trim().min(1, 'Escolha um plano').max(40),
    method: z.enum(PAYMENT_METHODS, { message: 'Escolha Cartão de crédito ou PIX' }),
    cpf: z
      .string()
      .trim()
      .max(20, CPF_INVALID_MESSAGE)
      .refine((value) => value === '' || isValidCpf(value), CPF_INVALID_MESSAGE)
      .transform(cpfDigits)
      .optional(),
  })
  .refine((body) => body.method !== 'pix' || Boolean(body.cpf), {
    message: CPF_REQUIRED_MESSAGE,
    path: ['cpf'],
  });
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const pixSchema = z.object({
  /** The BR Code text ("copia e cola"); the app draws the QR code from it. */
  code: z.string(),
  expiresAt: z.string(),
});
export type PixCharge = z.infer<typeof pixSchema>;

export const checkoutResponseSchema = z.object({
  paymentId: int4(),
  status: paymentStatusSchema,
  /** Card: the provider's pay page. */
  redirectUrl: z.string().optional(),
  pix: pixSchema.optional(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const paymentSchema = z.object({
  id: int4(),
  status: paymentStatusSchema,
  method: paymentMethodSchema,
  amountCents: int4(),
  planId: z.string(),
  pix: pixSchema.optional(),
  planName: z.string(),
  /** "checkout" (a purchase) or "renewal" (the PIX sent before the period ends). */
  kind: z.enum(['checkout', 'renewal']),
  provider: z.string(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  /** The period this payment pays for, when known (renewals: from creation; purchases: once approved). */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** Card payments still waiting for the buyer: where to continue paying. */
  redirectUrl: z.string().optional(),
  /** Sandbox only: the simulated bank page that pays this PIX. */
  sandboxPayUrl: z.string().optional(),
  /** The server's clock, so the countdown does not depend on the device's. */
  serverTime: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const entitlementsSchema = z.object({
  plan: planTierSchema,
  fullPredictions: z.boolean(),
  /** null = unlimited. */
  maxFollowedTeams: int4().nullable(),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

export const currentSubscriptionSchema = z.object({
  /** The subscription's plan id ("free" without one). What it unlocks now is in `entitlements`. */
  plan: z.string(),
  status: subscriptionStatusSchema,
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  renewalPaymentId: int4().nullable(),
  planName: z.string(),
  priceCents: int4(),
  interval: z.enum(['month', 'year']).nullable(),
  currentPeriodStart: z.string().nullable(),
  /** past_due: the subscription expires at this moment unless the renewal is paid. */
  graceEndsAt: z.string().nullable(),
  entitlements: entitlementsSchema,
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

export const paymentHistoryItemSchema = z.object({
  id: int4(),
  date: z.string(),
  plan: z.string(),
  planName: z.string(),
  method: paymentMethodSchema,
  amountCents: int4(),
  status: paymentStatusSchema,
  kind: z.enum(['checkout', 'renewal']),
  /** Approved payments: the printable receipt. */
  receiptUrl: z.string().nullable(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;
export const paymentHistorySchema = z.array(paymentHistoryItemSchema);

export const paymentIdParamsSchema = z.object({
  id: idTextSchema(),
});

export const webhookAckSchema = z.object({ received: z.boolean(), outcome: z.string() });
