// SQL of billing: plans, subscriptions, payments, their event history and handled webhooks.
// State changes are conditional updates (`WHERE status IN (...)`), so two processes, two webhooks
// or a webhook and the scheduler racing on one row can never both apply a change.
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  paymentEvents,
  payments,
  plans,
  subscriptionEvents,
  subscriptions,
  users,
  webhookEvents,
} from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentPatch = Partial<Omit<NewPayment, 'id' | 'userId'>>;
export type SubscriptionPatch = Partial<Omit<typeof subscriptions.$inferInsert, 'id' | 'userId'>>;

export interface SubscriptionWithPlan extends SubscriptionRow {
  plan: PlanRow;
}

export interface EventInput {
  from: string | null;
  to: string;
  source: string;
  detail?: Record<string, unknown>;
  at: Date;
}

/** A state change as the two event tables store it (their stateChangeColumns in the schema). */
function stateChangeValues(event: EventInput) {
  return {
    fromStatus: event.from,
    toStatus: event.to,
    source: event.source,
    detail: event.detail ?? {},
    createdAt: event.at,
  };
}

function queries(db: Db) {
  return {
    async listPlans(): Promise<PlanRow[]> {
      return db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sortOrder), asc(plans.id));
    },
    /** Every plan, inactive ones included (the admin area). */
    async allPlans(): Promise<PlanRow[]> {
      return db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.id));
    },
    async updatePlan(id: string, values: Partial<Omit<PlanRow, 'id' | 'createdAt'>>): Promise<PlanRow | undefined> {
      const [row] = await db.update(plans).set(values).where(eq(plans.id, id)).returning();
      return row;
    },
    async planById(id: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(plans).where(eq(plans.id, id));
      return row;
    },

    async userById(
      id: number,
    ): Promise<{ id: number; email: string; username: string; role: string; deletedAt: Date | null } | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          username: users.username,
          role: users.role,
          deletedAt: users.deletedAt,
        })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    async subscriptionOf(userId: number, options: { lock?: boolean } = {}): Promise<SubscriptionWithPlan | undefined> {
      const query = db
        .select({ subscription: subscriptions, plan: plans })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(eq(subscriptions.userId, userId));
      const [row] = options.lock ? await query.for('update', { of: subscriptions }) : await query;
      return row && { ...row.subscription, plan: row.plan };
    },
    async subscriptionById(id: number): Promise<SubscriptionWithPlan | undefined> {
      const [row] = await db
        .select({ subscription: subscriptions, plan: plans })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(eq(subscriptions.id, id));
      return row && { ...row.subscription, plan: row.plan };
    },
    async insertSubscription(values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).returning();
      return row;
    },
    /** Applies `patch` only while the status is one of `from`; undefined when it was not. */
    async updateSubscription(
      id: number,
      patch: SubscriptionPatch,
      from: string[],
      at: Date,
    ): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({ ...patch, updatedAt: at })
        .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, from)))
        .returning();
      return row;
    },
    async addSubscriptionEvent(subscriptionId: number, event: EventInput): Promise<void> {
      await db.insert(subscriptionEvents).values({ subscriptionId, ...stateChangeValues(event) });
    },
    async subscriptionEventsOf(subscriptionId: number) {
      return db
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
        .orderBy(asc(subscriptionEvents.id));
    },
    /**
     * Subscriptions with something due at `now` (the rules in rules.ts decide what): the period
     * ended, the grace days ended, or the renewal window opened and this period has no renewal yet.
     * Only those: subscriptions waiting for nothing never fill a batch.
     */
    async subscriptionsDue(options: { now: Date; renewalEdge: Date; graceCutoff: Date }, limit = 200) {
      const hasRenewal = sql<boolean>`exists (
        select 1 from ${payments}
        where ${payments.subscriptionId} = ${subscriptions.id}
          and ${payments.kind} = 'renewal'
          and ${payments.status} <> 'rejected'
          and ${payments.renewalFor} = ${subscriptions.currentPeriodEnd}
      )`;
      const rows = await db
        .select({ subscription: subscriptions, plan: plans, hasRenewal })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(
          and(
            inArray(subscriptions.status, ['active', 'past_due']),
            isNotNull(subscriptions.currentPeriodEnd),
            lte(subscriptions.currentPeriodEnd, options.renewalEdge),
            or(
              and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, options.now)),
              and(eq(subscriptions.status, 'past_due'), lte(subscriptions.currentPeriodEnd, options.graceCutoff)),
              and(eq(subscriptions.cancelAtPeriodEnd, false), not(hasRenewal)),
            ),
          ),
        )
        .orderBy(asc(subscriptions.currentPeriodEnd))
        .limit(limit);
      return rows.map((row) => ({ ...row.subscription, plan: row.plan, hasRenewal: Boolean(row.hasRenewal) }));
    },

    async insertPayment(values: NewPayment): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      return row;
    },
    /** A renewal for a period, unless one is already open for it (then undefined). */
    async insertRenewal(values: NewPayment): Promise<PaymentRow | undefined> {
      const [row] = await db
        .insert(payments)
        .values(values)
        .onConflictDoNothing({
          target: [payments.subscriptionId, payments.renewalFor],
          where: sql`${payments.kind} = 'renewal' AND ${payments.status} IN ('pending', 'approved')`,
        })
        .returning();
      return row;
    },
    async paymentById(id: number, options: { lock?: boolean } = {}): Promise<PaymentRow | undefined> {
      const query = db.select().from(payments).where(eq(payments.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },
    async paymentByProviderId(provider: string, providerPaymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
      return row;
    },
    /** Applies `patch` only while the status is one of `from`; undefined when it was not. */
    async updatePayment(id: number, patch: PaymentPatch, from: string[], at: Date): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({ ...patch, updatedAt: at })
        .where(and(eq(payments.id, id), inArray(payments.status, from)))
        .returning();
      return row;
    },
    async addPaymentEvent(paymentId: number, event: EventInput): Promise<void> {
      await db.insert(paymentEvents).values({ paymentId, ...stateChangeValues(event) });
    },
    async paymentEventsOf(paymentId: number) {
      return db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, paymentId))
        .orderBy(asc(paymentEvents.id));
    },
    async paymentsOf(userId: number, limit = 100): Promise<(PaymentRow & { planName: string })[]> {
      const rows = await db
        .select({ payment: payments, planName: plans.name })
        .from(payments)
        .innerJoin(plans, eq(plans.id, payments.planId))
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit);
      return rows.map((row) => ({ ...row.payment, planName: row.planName }));
    },
    async countCheckoutsSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.kind, 'checkout'), gte(payments.createdAt, since)));
      return row?.count ?? 0;
    },
    /** Pending PIX payments whose code has expired. */
    async expiredPendingPix(now: Date, limit = 200): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'pending'), eq(payments.method, 'pix'), lte(payments.pixExpiresAt, now)))
        .limit(limit);
    },

    /** The CPF of the user's latest PIX payer (a renewal PIX is issued to the same payer). */
    async lastPayerCpf(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ cpf: payments.payerCpf })
        .from(payments)
        .where(and(eq(payments.userId, userId), isNotNull(payments.payerCpf)))
        .orderBy(desc(payments.id))
        .limit(1);
      return row?.cpf ?? null;
    },

    async webhookSeen(provider: string, eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
      return Boolean(row);
    },
    /** Records a handled notification; false when it was already recorded (a replay). */
    async recordWebhook(values: { provider: string; eventId: string; dataId: string; outcome: string; at: Date }) {
      const rows = await db
        .insert(webhookEvents)
        .values({ ...values, receivedAt: values.at })
        .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
        .returning({ id: webhookEvents.id });
      return rows.length === 1;
    },
    async recordWebhookOutcome(provider: string, eventId: string, outcome: string): Promise<void> {
      await db
        .update(webhookEvents)
        .set({ outcome })
        .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
    },
    async webhookEventsOf(provider: string) {
      return db.select().from(webhookEvents).where(eq(webhookEvents.provider, provider)).orderBy(asc(webhookEvents.id));
    },
  };
}

export interface BillingRepo extends ReturnType<typeof queries> {
  /** Runs `work` in one transaction, with a repo bound to it. */
  transaction<T>(work: (tx: BillingRepo) => Promise<T>): Promise<T>;
}

export function billingRepo(db: Db): BillingRepo {
  return {
    ...queries(db),
    transaction: (work) => db.transaction((tx) => work(billingRepo(tx as unknown as Db))),
  };
}
