// What every billing job shares: the repo, the provider, who tells the user (notifier, mailer), the
// policy and the clock; the app's links; and the side effects that run after a commit.
import type { FastifyBaseLogger } from 'fastify';
import type { PlanTier } from '@shared/billing';
import type { Mailer } from '../email/mailer';
import type { BillingProvider } from './provider';
import type { BillingRepo, SubscriptionWithPlan } from './repo';
import type { BillingPolicy, SubscriptionState, SubscriptionStatus } from './rules';

/** The notification centre's producer (issue 10); app.ts wires the real one. */
export interface Notifier {
  notify(
    userIds: number[],
    payload: { type: 'system' | 'alert'; title: string; message: string; actionUrl?: string },
    idempotencyKey: string,
  ): Promise<void>;
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

export interface BillingContext extends BillingServiceOptions {
  now: () => Date;
  checkoutsPerHour: number;
}

export const billingContext = (options: BillingServiceOptions): BillingContext => ({
  ...options,
  now: options.now ?? (() => new Date()),
  checkoutsPerHour: options.checkoutsPerHour ?? 10,
});

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

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export const stateOf = (subscription: SubscriptionWithPlan): SubscriptionState & { tier: PlanTier } => ({
  status: subscription.status as SubscriptionStatus,
  currentPeriodStart: subscription.currentPeriodStart,
  currentPeriodEnd: subscription.currentPeriodEnd,
  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  tier: subscription.plan.tier as PlanTier,
});

export const receiptPath = (paymentId: number) => `/api/billing/payments/${paymentId}/receipt`;

export const appUrl = (context: BillingContext, path: string) => `${context.publicUrl}${path}`;

/** Where the provider sends its notifications about our payments. */
export const webhookUrl = (context: BillingContext) => appUrl(context, `/api/billing/webhook/${context.provider.name}`);

/** A notification or email, sent once the change it tells of is committed. */
export type Effect = () => Promise<void>;

/** Side effects after the commit: a failed notification or email is logged, never undoes the payment. */
export async function runEffects(context: BillingContext, effects: Effect[]): Promise<void> {
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      context.log.error({ err: error }, 'billing: notificação ou email não enviado');
    }
  }
}
