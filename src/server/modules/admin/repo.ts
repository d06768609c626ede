// SQL of the admin area: lists with server-side filters, sort and pagination, and the dashboard's
// figures as aggregates (count/sum/group by in the database, never loops over rows here).
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  adminAuditLog,
  notifications,
  paymentEvents,
  payments,
  plans,
  pushDeliveries,
  pushSubscriptions,
  sessions,
  subscriptions,
  users,
} from '../../db/schema';
import { browserOfPushHost } from '@shared/admin-notifications';
import type {
  AdminPayment,
  AdminSubscription,
  AdminUser,
  PaymentListQuery,
  SubscriptionListQuery,
  UserListQuery,
} from '@shared/admin';
import type { z } from 'zod';
import type { paymentListQuerySchema, subscriptionListQuerySchema, userListQuerySchema } from '@shared/admin';

type UserQuery = z.output<typeof userListQuerySchema>;
type SubscriptionQuery = z.output<typeof subscriptionListQuerySchema>;
type PaymentQuery = z.output<typeof paymentListQuerySchema>;
export type { UserListQuery, SubscriptionListQuery, PaymentListQuery };

const iso = (value: Date | null) => (value ? value.toISOString() : null);
/** A LIKE pattern matching `text` literally anywhere. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const DAY_MS = 24 * 60 * 60 * 1000;

const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  disabled: users.disabled,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  planId: subscriptions.planId,
  planName: plans.name,
  subscriptionStatus: subscriptions.status,
};

type UserListRow = {
  id: number;
  username: string;
  email: string;
  role: string;
  emailVerifiedAt: Date | null;
  disabled: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
  planId: string | null;
  planName: string | null;
  subscriptionStatus: string | null;
};

export function toAdminUser(row: UserListRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'user',
    emailVerified: row.emailVerifiedAt !== null,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: iso(row.lastLoginAt),
    planId: row.planId,
    planName: row.planName,
    subscriptionStatus: row.subscriptionStatus as AdminUser['subscriptionStatus'],
  };
}

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
export function toAdminSubscription(row: SubscriptionListRow): AdminSubscription {
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
export function toAdminPayment(row: PaymentListRow): AdminPayment {
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

function userWhere(query: Partial<UserQuery>): SQL | undefined {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = contains(query.q);
    where.push(or(ilike(users.username, pattern), ilike(users.email, pattern))!);
  }
  if (query.role) where.push(eq(users.role, query.role));
  if (query.verified !== undefined)
    where.push(query.verified ? sql`${users.emailVerifiedAt} IS NOT NULL` : sql`${users.emailVerifiedAt} IS NULL`);
  if (query.disabled !== undefined) where.push(eq(users.disabled, query.disabled));
  if (query.plan === 'none') where.push(sql`${subscriptions.id} IS NULL`);
  else if (query.plan) where.push(eq(subscriptions.planId, query.plan));
  return where.length ? and(...where) : undefined;
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

const USER_SORT_COLUMNS = {
  createdAt: users.createdAt,
  username: users.username,
  email: users.email,
  lastLoginAt: users.lastLoginAt,
} as const;

export function adminRepo(db: Db) {
  const userBase = () =>
    db
      .select(userColumns)
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .leftJoin(plans, eq(plans.id, subscriptions.planId))
      .$dynamic();
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
  // How many rows a list's filters match (its pages' total, a CSV export's size).
  const userCount = async (where: SQL | undefined) =>
    (
      await db
        .select({ total: count() })
        .from(users)
        .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
        .where(where)
    )[0].total;
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
    async listUsers(query: UserQuery): Promise<{ items: AdminUser[]; total: number }> {
      const where = userWhere(query);
      const column = USER_SORT_COLUMNS[query.sort];
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, total] = await Promise.all([
        userBase()
          .where(where)
          .orderBy(
            query.order === 'asc' ? sql`${column} ASC NULLS FIRST` : sql`${column} DESC NULLS LAST`,
            direction(users.id),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        userCount(where),
      ]);
      return { items: rows.map(toAdminUser), total };
    },

    countUsers: (query: Partial<UserQuery>) => userCount(userWhere(query)),
    countSubscriptions: (query: Partial<SubscriptionQuery>) => subscriptionCount(subscriptionWhere(query)),
    countPayments: (query: Partial<PaymentQuery>) => paymentCount(paymentWhere(query)),

    /** Every user matching the filters, in pages of `batch` (the CSV export streams these). */
    async *eachUser(query: Partial<UserQuery>, batch = 500): AsyncGenerator<AdminUser[]> {
      let afterId = 0;
      for (;;) {
        const where = userWhere(query);
        const rows = await userBase()
          .where(and(where, sql`${users.id} > ${afterId}`))
          .orderBy(asc(users.id))
          .limit(batch);
        if (rows.length) yield rows.map(toAdminUser);
        if (rows.length < batch) return;
        afterId = rows[rows.length - 1].id;
      }
    },

    async userById(id: number): Promise<AdminUser | undefined> {
      const [row] = await userBase().where(eq(users.id, id));
      return row && toAdminUser(row);
    },

    async sessionsOf(userId: number, now: Date) {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > ${now}`))
        .orderBy(desc(sessions.lastSeenAt))
        .limit(50);
    },

    /** The user's push devices (most recent first); the endpoint itself is a secret of the device, only its host is shown. */
    async devicesOf(userId: number) {
      const rows = await db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          createdAt: pushSubscriptions.createdAt,
          lastSuccessAt: pushSubscriptions.lastSuccessAt,
          lastFailureAt: pushSubscriptions.lastFailureAt,
          lastError: pushSubscriptions.lastError,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(50);
      return rows.map((row) => {
        let host = '?';
        try {
          host = new URL(row.endpoint).host;
        } catch {
          // A stored endpoint is always a URL (checked on subscribe); '?' just in case.
        }
        return {
          id: row.id,
          browser: browserOfPushHost(host),
          endpointHost: host,
          createdAt: row.createdAt.toISOString(),
          lastSuccessAt: iso(row.lastSuccessAt),
          lastFailureAt: iso(row.lastFailureAt),
          lastError: row.lastError,
        };
      });
    },

    /** Notifications stored and the push success rate since midnight in São Paulo (two aggregates). */
    async notificationFigures(now: Date) {
      const saoPaulo = new Date(now.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const since = dayStart(saoPaulo);
      const [[stored], [pushes]] = await Promise.all([
        db.select({ total: count() }).from(notifications).where(gte(notifications.createdAt, since)),
        db
          .select({
            sent: sql<number>`count(*) filter (where ${pushDeliveries.outcome} = 'sent')`.mapWith(Number),
            finished:
              sql<number>`count(*) filter (where ${pushDeliveries.outcome} in ('sent', 'gone', 'dropped'))`.mapWith(
                Number,
              ),
          })
          .from(pushDeliveries)
          .where(gte(pushDeliveries.createdAt, since)),
      ]);
      return {
        notificationsSentToday: stored.total,
        pushSuccessRate: pushes.finished ? pushes.sent / pushes.finished : null,
      };
    },

    async countAdmins(options: { exceptId?: number } = {}): Promise<number> {
      const [{ total }] = await db
        .select({ total: count() })
        .from(users)
        .where(
          and(
            eq(users.role, 'admin'),
            eq(users.disabled, false),
            options.exceptId ? sql`${users.id} <> ${options.exceptId}` : undefined,
          ),
        );
      return total;
    },

    async listSubscriptions(query: SubscriptionQuery): Promise<{ items: AdminSubscription[]; total: number }> {
      const where = subscriptionWhere(query);
      const [rows, total] = await Promise.all([
        subscriptionBase()
          .where(where)
          .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        subscriptionCount(where),
      ]);
      return { items: rows.map(toAdminSubscription), total };
    },

    async *eachSubscription(query: Partial<SubscriptionQuery>, batch = 500): AsyncGenerator<AdminSubscription[]> {
      let afterId = 0;
      for (;;) {
        const rows = await subscriptionBase()
          .where(and(subscriptionWhere(query), sql`${subscriptions.id} > ${afterId}`))
          .orderBy(asc(subscriptions.id))
          .limit(batch);
        if (rows.length) yield rows.map(toAdminSubscription);
        if (rows.length < batch) return;
        afterId = rows[rows.length - 1].id;
      }
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
        paymentBase()
          .where(where)
          .orderBy(desc(payments.createdAt), desc(payments.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        paymentCount(where),
      ]);
      return { items: rows.map(toAdminPayment), total };
    },

    async *eachPayment(query: Partial<PaymentQuery>, batch = 500): AsyncGenerator<AdminPayment[]> {
      let afterId = 0;
      for (;;) {
        const rows = await paymentBase()
          .where(and(paymentWhere(query), sql`${payments.id} > ${afterId}`))
          .orderBy(asc(payments.id))
          .limit(batch);
        if (rows.length) yield rows.map(toAdminPayment);
        if (rows.length < batch) return;
        afterId = rows[rows.length - 1].id;
      }
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

    /** The dashboard's figures, each one aggregate query. */
    async dashboard(now: Date) {
      const days7 = new Date(now.getTime() - 7 * DAY_MS);
      const days30 = new Date(now.getTime() - 30 * DAY_MS);
      const [userFigures] = await db
        .select({
          total: count(),
          new7d: sql<number>`count(*) filter (where ${users.createdAt} >= ${days7})`.mapWith(Number),
          new30d: sql<number>`count(*) filter (where ${users.createdAt} >= ${days30})`.mapWith(Number),
          verified: sql<number>`count(*) filter (where ${users.emailVerifiedAt} is not null)`.mapWith(Number),
          disabled: sql<number>`count(*) filter (where ${users.disabled})`.mapWith(Number),
          admins: sql<number>`count(*) filter (where ${users.role} = 'admin')`.mapWith(Number),
        })
        .from(users);
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
      return {
        users: userFigures,
        subscriptions: {
          activeByPlan: activeByPlan.map(({ planId, planName, count: n }) => ({ planId, planName, count: n })),
          mrrCents: Math.round(activeByPlan.reduce((sum, row) => sum + row.mrrCents, 0)),
          churned30d: churn.churned,
          churnRate30d: churn.base ? churn.churned / churn.base : 0,
        },
        payments: { byStatus30d, revenuePerDay },
      };
    },
  };
}

export type AdminRepo = ReturnType<typeof adminRepo>;

export type AuditInsert = typeof adminAuditLog.$inferInsert;
export type AuditRow = typeof adminAuditLog.$inferSelect;

/**
 * The audit log's SQL: insert and select only. There is deliberately no update or delete (and the
 * database refuses both: trigger of the admin_audit_append_only migration).
 */
export function auditRepo(db: Db) {
  return {
    async insert(values: AuditInsert): Promise<void> {
      await db.insert(adminAuditLog).values(values);
    },
    async list(filter: {
      action?: string;
      targetType?: string;
      targetId?: string;
      actorId?: number;
      before?: number;
      limit: number;
    }): Promise<AuditRow[]> {
      const where: SQL[] = [];
      if (filter.action) where.push(eq(adminAuditLog.action, filter.action));
      if (filter.targetType) where.push(eq(adminAuditLog.targetType, filter.targetType));
      if (filter.targetId) where.push(eq(adminAuditLog.targetId, filter.targetId));
      if (filter.actorId) where.push(eq(adminAuditLog.actorId, filter.actorId));
      if (filter.before) where.push(lt(adminAuditLog.id, filter.before));
      return db
        .select()
        .from(adminAuditLog)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(adminAuditLog.id))
        .limit(filter.limit);
    },
  };
}

/**
 * Changes a user's role or disabled flag, with its audit row, in one transaction. When the change
 * takes an active admin away, the active admins' rows are locked first and the change is refused
 * (returns false) unless another one remains: two admins demoting each other at once cannot both win.
 */
export async function changeStanding(
  db: Db,
  target: { id: number; role: string; disabled: boolean },
  patch: { role?: 'user' | 'admin'; disabled?: boolean; adminRevokedAt?: Date | null },
  audit: AuditInsert,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const losesAdmin =
      target.role === 'admin' && !target.disabled && (patch.role === 'user' || patch.disabled === true);
    if (losesAdmin) {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.disabled, false)))
        .for('update');
      if (!admins.some((admin) => admin.id !== target.id)) return false;
    }
    await tx.update(users).set(patch).where(eq(users.id, target.id));
    await tx.insert(adminAuditLog).values(audit);
    return true;
  });
}
