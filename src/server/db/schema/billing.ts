// Billing: the plans on sale, each user's subscription, the payments that pay for it, and the
// history of every state change (time and source). Money is integer centavos. A provider's
// payment id is unique, so a repeated webhook can never apply the same payment twice.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const plans = pgTable(
  'plans',
  {
    /** Slug used in URLs (/checkout?plan=pro-monthly). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    /** "month", "year", or null for the free plan. */
    interval: text('interval'),
    /** "free" or "pro": the plan's label in the Entitlements contract and the checkout rules. */
    tier: text('tier').notNull(),
    /** What the plan unlocks (billing's entitlementsOf reads these; admins edit them). */
    fullPredictions: boolean('full_predictions').notNull().default(false),
    /** Followed teams with alerts; null = no limit. */
    maxFollowedTeams: integer('max_followed_teams'),
    /** What the plan includes, as shown on /plans. */
    features: jsonb('features').$type<string[]>().notNull().default([]),
    sortOrder: smallint('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('plans_price_cents_check', sql`${t.priceCents} >= 0`),
    check('plans_interval_check', sql`${t.interval} IS NULL OR ${t.interval} IN ('month', 'year')`),
    check('plans_tier_check', sql`${t.tier} IN ('free', 'pro')`),
    check(
      'plans_max_followed_teams_check',
      sql`${t.maxFollowedTeams} IS NULL OR ${t.maxFollowedTeams} BETWEEN 1 AND 1000`,
    ),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    /** One subscription per user; its history is in subscription_events and payments. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    /** pending → active → past_due → expired; canceled at the period end. */
    status: text('status').notNull(),
    currentPeriodStart: at('current_period_start'),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The open renewal PIX of the current period, if any. */
    renewalPaymentId: integer('renewal_payment_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_idx').on(t.userId),
    // The scheduler's scans: due renewals, period ends, grace ends.
    index('subscriptions_status_period_idx').on(t.status, t.currentPeriodEnd),
    check('subscriptions_status_check', sql`${t.status} IN ('pending', 'active', 'past_due', 'expired', 'canceled')`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** "checkout" (bought on /checkout) or "renewal" (PIX created before the period ends). */
    kind: text('kind').notNull(),
    /** "card" or "pix". */
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** pending, approved, rejected, refunded, expired. */
    status: text('status').notNull().default('pending'),
    /** "sandbox" or "mercadopago". */
    provider: text('provider').notNull(),
    /** The provider's payment id (known at creation for PIX, from the first webhook for card). */
    providerPaymentId: text('provider_payment_id'),
    /** Card: the provider's checkout (preference) id and pay page. */
    providerCheckoutId: text('provider_checkout_id'),
    redirectUrl: text('redirect_url'),
    /** PIX: the BR Code and when it stops being payable. */
    pixCode: text('pix_code'),
    pixExpiresAt: at('pix_expires_at'),
    /** Digits only; required by the provider for PIX. */
    payerCpf: text('payer_cpf'),
    /** Renewals: the period end being renewed (one open renewal per period). */
    renewalFor: at('renewal_for'),
    periodStart: at('period_start'),
    periodEnd: at('period_end'),
    approvedAt: at('approved_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_idx').on(t.provider, t.providerPaymentId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_pending_expiry_idx')
      .on(t.pixExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    // One open (or paid) renewal per subscription period, even with two schedulers running.
    uniqueIndex('payments_open_renewal_idx')
      .on(t.subscriptionId, t.renewalFor)
      .where(sql`${t.kind} = 'renewal' AND ${t.status} IN ('pending', 'approved')`),
    check('payments_amount_cents_check', sql`${t.amountCents} >= 0`),
    check('payments_kind_check', sql`${t.kind} IN ('checkout', 'renewal')`),
    check('payments_method_check', sql`${t.method} IN ('card', 'pix')`),
    check('payments_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected', 'refunded', 'expired')`),
  ],
);

/**
 * The columns of a state change (payment_events, subscription_events): from, to, who made it, its
 * detail and when. A function, as each table needs its own column objects.
 */
const stateChangeColumns = () => ({
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  source: text('source').notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Every payment state change: from, to, when and who (webhook:<provider>, scheduler, user, checkout). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    ...stateChangeColumns(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.id)],
);

/** Every subscription state change, with the period it set. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    ...stateChangeColumns(),
  },
  (t) => [index('subscription_events_subscription_idx').on(t.subscriptionId, t.id)],
);

/** Webhook notifications already handled, by the provider's notification id: a replay is a no-op. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** x-request-id of the notification. */
    eventId: text('event_id').notNull(),
    /** The provider payment id it was about. */
    dataId: text('data_id').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_provider_event_idx').on(t.provider, t.eventId)],
);

/**
 * The sandbox provider's own books (what Mercado Pago keeps on its side): card checkouts paid on
 * the local pay page and PIX charges, plus the webhook each change still has to deliver.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: serial('id').primaryKey(),
    /** Random, unguessable: the pay page address. */
    token: text('token').notNull(),
    /** Our payment id. */
    externalReference: text('external_reference').notNull(),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    /** created (card page not used yet), pending, approved, rejected, expired, refunded. */
    status: text('status').notNull(),
    pixCode: text('pix_code'),
    expiresAt: at('expires_at'),
    /** Where the pay page sends the buyer back, per outcome. */
    backUrls: jsonb('back_urls').$type<{ success: string; failure: string; pending: string }>(),
    /** The webhook to deliver: its notification id, attempts so far, next try (null = nothing to send). */
    webhookRequestId: text('webhook_request_id'),
    webhookAttempts: smallint('webhook_attempts').notNull().default(0),
    webhookNextAt: at('webhook_next_at'),
    webhookLastError: text('webhook_last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_charges_token_idx').on(t.token),
    index('sandbox_charges_webhook_idx')
      .on(t.webhookNextAt)
      .where(sql`${t.webhookNextAt} IS NOT NULL`),
  ],
);
