// SQL of the admin area's billing: the subscription and payment lists (filters, pages, CSV; each row
// names its user, read from auth's users in the same query), a payment's detail and history, and the
// dashboard's figures of subscriptions and payments as aggregates.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { batchesById, pageOf } from '../../../db/lists';
import { paymentEvents, payments, plans, subscriptions, users } from '../../../db/schema';
import type { AdminPayment, AdminSubscription } from '@shared/admin';
import type { z } from 'zod';
import type { paymentListQuerySchema, subscriptionListQuerySchema } from '@shared/admin';

type SubscriptionQuery = z.output<typeof subscriptionListQuerySchema>;
type PaymentQuery = z.output<typeof paymentListQuerySchema>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);
/** A LIKE pattern matching `text` literally anywhere. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const DAY_MS = 24 * 60 * 60 * 1000;

const subscriptionColumns = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  username: users.username,
  email: users.email,
  planId: subscriptions.planId,
  planName: plans.name,
  status: subscriptions.status,
  currentPeriodStart: subscriptions.currentPeriodStart,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  createdAt: subscriptions.createdAt,
};
type SubscriptionListRow = {
  [K in keyof typeof subscriptionColumns]: (typeof subscriptionColumns)[K]['_']['data'] | null;
};
function toAdminSubscription(row: SubscriptionListRow): AdminSubscription {
  return {
    id: row.id!,
    userId: row.userId!,
    username: row.username!,
    email: row.email!,
    planId: row.planId!,
    planName: row.planName!,
    status: row.status as AdminSubscription['status'],
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    cancelAtPeriodEnd: Boolean(row.cancelAtPeriodEnd),
    createdAt: row.createdAt!.toISOString(),
  };
}

const paymentColumns = {
  id: payments.id,
  userId: payments.userId,
  username: users.username,
  email: users.email,
  planId: payments.planId,
  planName: plans.name,
  kind: payments.kind,
  method: payments.method,
  status: payments.status,
  amountCents: payments.amountCents,
  provider: payments.provider,
  providerPaymentId: payments.providerPaymentId,
  createdAt: payments.createdAt,
  approvedAt: payments.approvedAt,
};
type PaymentListRow = { [K in keyof typeof paymentColumns]: (typeof paymentColumns)[K]['_']['data'] | null };
function toAdminPayment(row: PaymentListRow): AdminPayment {
  return {
    id: row.id!,
    userId: row.userId!,
    username: row.username!,
    email: row.email!,
    planId: row.planId!,
    planName: row.planName!,
    kind: row.kind as AdminPayment['kind'],
    method: row.method as AdminPayment['method'],
    status: row.status as AdminPayment['status'],
    amountCents: row.amountCents!,
    provider: row.provider!,
    providerPaymentId: row.providerPaymentId,
    createdAt: row.createdAt!.toISOString(),
    approvedAt: iso(row.approvedAt),
  };
}

function subscriptionWhere(query: Partial<SubscriptionQuery>): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(eq(subscriptions.status, query.status));
  if (query.plan) where.push(eq(subscriptions.planId, query.plan));
  if (query.q) where.push(or(ilike(users.username, contains(query.q)), ilike(users.email, contains(query.q)))!);
  return where.length ? and(...where) : undefined;
}

/** Dates are days of São Paulo (UTC-3, no daylight saving since 2019). */
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);

function paymentWhere(query: Partial<PaymentQuery>): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(eq(payments.status, query.status));
  if (query.method) where.push(eq(payments.method, query.method));
  if (query.from) where.push(gte(payments.createdAt, dayStart(query.from)));
  if (query.to) where.push(lt(payments.createdAt, new Date(dayStart(query.to).getTime() + DAY_MS)));
  if (query.q) where.push(or(ilike(users.username, contains(query.q)), ilike(users.email, contains(query.q)))!);
  return where.length ? and(...where) : undefined;
}

export function billingAdminRepo(db: Db) {
  const subscriptionBase = () =>
    db
      .select(subscriptionColumns)
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .$dynamic();
  const paymentBase = () =>
    db
      .select(paymentColumns)
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .innerJoin(plans, eq(plans.id, payments.planId))
      .$dynamic();
  const subscriptionCount = async (where: SQL | undefined) =>
    (
      await db
        .select({ total: count() })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(where)
    )[0].total;
  const paymentCount = async (where: SQL | undefined) =>
    (await db.select({ total: count() }).from(payments).innerJoin(users, eq(users.id, payments.userId)).where(where))[0]
      .total;

  return {
    countSubscriptions: (query: Partial<SubscriptionQuery>) => subscriptionCount(subscriptionWhere(query)),
    countPayments: (query: Partial<PaymentQuery>) => paymentCount(paymentWhere(query)),

    async listSubscriptions(query: SubscriptionQuery): Promise<{ items: AdminSubscription[]; total: number }> {
      const where = subscriptionWhere(query);
      const [rows, total] = await Promise.all([
        pageOf(subscriptionBase().where(where).orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id)), query),
        subscriptionCount(where),
      ]);
      return { items: rows.map(toAdminSubscription), total };
    },

    eachSubscription(query: Partial<SubscriptionQuery>, batch = 500): AsyncGenerator<AdminSubscription[]> {
      const where = subscriptionWhere(query);
      return batchesById(
        batch,
        (afterId: number) =>
          subscriptionBase()
            .where(and(where, sql`${subscriptions.id} > ${afterId}`))
            .orderBy(asc(subscriptions.id))
            .limit(batch),
        toAdminSubscription,
      );
    },

    async subscriptionById(id: number): Promise<AdminSubscription | undefined> {
      const [row] = await subscriptionBase().where(eq(subscriptions.id, id));
      return row && toAdminSubscription(row);
    },

    async subscriptionOfUser(userId: number): Promise<AdminSubscription | undefined> {
      const [row] = await subscriptionBase().where(eq(subscriptions.userId, userId));
      return row && toAdminSubscription(row);
    },

    async listPayments(query: PaymentQuery): Promise<{ items: AdminPayment[]; total: number }> {
      const where = paymentWhere(query);
      const [rows, total] = await Promise.all([
        pageOf(paymentBase().where(where).orderBy(desc(payments.createdAt), desc(payments.id)), query),
        paymentCount(where),
      ]);
      return { items: rows.map(toAdminPayment), total };
    },

    eachPayment(query: Partial<PaymentQuery>, batch = 500): AsyncGenerator<AdminPayment[]> {
      const where = paymentWhere(query);
      return batchesById(
        batch,
        (afterId: number) =>
          paymentBase()
            .where(and(where, sql`${payments.id} > ${afterId}`))
            .orderBy(asc(payments.id))
            .limit(batch),
        toAdminPayment,
      );
    },

    async paymentsOfUser(userId: number): Promise<AdminPayment[]> {
      const rows = await paymentBase()
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(50);
      return rows.map(toAdminPayment);
    },

    async paymentById(id: number) {
      const [row] = await db
        .select({
          ...paymentColumns,
          pixExpiresAt: payments.pixExpiresAt,
          periodStart: payments.periodStart,
          periodEnd: payments.periodEnd,
        })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .innerJoin(plans, eq(plans.id, payments.planId))
        .where(eq(payments.id, id));
      if (!row) return undefined;
      return {
        ...toAdminPayment(row),
        pixExpiresAt: iso(row.pixExpiresAt),
        periodStart: iso(row.periodStart),
        periodEnd: iso(row.periodEnd),
      };
    },

    async paymentEventsOf(paymentId: number) {
      const rows = await db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, paymentId))
        .orderBy(asc(paymentEvents.id));
      return rows.map((row) => ({
        id: row.id,
        fromStatus: row.fromStatus,
        toStatus: row.toStatus,
        source: row.source,
        detail: row.detail,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** The dashboard's figures of subscriptions and payments, each one aggregate query. */
    async dashboard(now: Date) {
      const days30 = new Date(now.getTime() - 30 * DAY_MS);
      const usable = and(
        inArray(subscriptions.status, ['active', 'past_due']),
        sql`(${subscriptions.currentPeriodEnd} IS NULL OR ${subscriptions.currentPeriodEnd} > ${now})`,
      );
      const activeByPlan = await db
        .select({
          planId: plans.id,
          planName: plans.name,
          count: count(),
          // Monthly recurring revenue: each paying subscription's price per month (annual / 12).
          mrrCents:
            sql<number>`coalesce(sum(case when ${plans.interval} = 'year' then ${plans.priceCents} / 12.0 else ${plans.priceCents} end), 0)`.mapWith(
              Number,
            ),
        })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(usable)
        .groupBy(plans.id, plans.name, plans.sortOrder)
        .orderBy(asc(plans.sortOrder));
      // Churn over the last 30 days: paid subscriptions that ended in them, over every subscription
      // paid at some moment of them (still paying, or ended inside the window). The old base left out
      // subscriptions started inside the window, so "1 cancelamento" could read "churn 0%" (issue 35).
      const paid = sql`${subscriptions.currentPeriodStart} IS NOT NULL`;
      const endedInWindow = sql`${subscriptions.status} in ('expired', 'canceled') and ${subscriptions.updatedAt} >= ${days30}`;
      const [churn] = await db
        .select({
          churned: sql<number>`count(*) filter (where ${paid} and ${endedInWindow})`.mapWith(Number),
          base: sql<number>`count(*) filter (where ${paid} and (${subscriptions.status} in ('active', 'past_due') or (${endedInWindow})))`.mapWith(
            Number,
          ),
        })
        .from(subscriptions);
      const byStatus30d = await db
        .select({
          status: payments.status,
          count: count(),
          amountCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number),
        })
        .from(payments)
        .where(gte(payments.createdAt, days30))
        .groupBy(payments.status)
        .orderBy(asc(payments.status));
      // Days of São Paulo (UTC-3 all year), without relying on the server's time zone data.
      const day = sql<string>`to_char((${payments.approvedAt} AT TIME ZONE 'UTC') - interval '3 hours', 'YYYY-MM-DD')`;
      const revenuePerDay = await db
        .select({
          day,
          amountCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number),
        })
        .from(payments)
        .where(and(eq(payments.status, 'approved'), gte(payments.approvedAt, days30)))
        .groupBy(day)
        .orderBy(day);
      // One pass over the plans: each one's count for the list, its revenue into the total.
      let mrrCents = 0;
      const plansActive: { planId: string; planName: string; count: number }[] = [];
      for (const { planId, planName, count: n, mrrCents: planMrr } of activeByPlan) {
        plansActive.push({ planId, planName, count: n });
        mrrCents += planMrr;
      }
      return {
        subscriptions: {
          activeByPlan: plansActive,
          mrrCents: Math.round(mrrCents),
          churned30d: churn.churned,
          churnRate30d: churn.base ? churn.churned / churn.base : 0,
        },
        payments: { byStatus30d, revenuePerDay },
      };
    },
  };
}
