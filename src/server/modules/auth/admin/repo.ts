// SQL of the admin area's accounts: the user list (filters, sort, pages; its plan filter and column
// join billing's subscriptions, the one read across modules a paged list needs), a user's sessions,
// the dashboard's account figures, and the standing change (role, disabled) that guards the last admin.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { batchesById, pageOf } from '../../../db/lists';
import { plans, sessions, subscriptions, users } from '../../../db/schema';
import type { AdminUser } from '@shared/admin';
import type { z } from 'zod';
import type { userListQuerySchema } from '@shared/admin';

type UserQuery = z.output<typeof userListQuerySchema>;

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

function toAdminUser(row: UserListRow): AdminUser {
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

const USER_SORT_COLUMNS = {
  createdAt: users.createdAt,
  username: users.username,
  email: users.email,
  lastLoginAt: users.lastLoginAt,
} as const;

export function accountsAdminRepo(db: Db) {
  const userBase = () =>
    db
      .select(userColumns)
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .leftJoin(plans, eq(plans.id, subscriptions.planId))
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

  return {
    async listUsers(query: UserQuery): Promise<{ items: AdminUser[]; total: number }> {
      const where = userWhere(query);
      const column = USER_SORT_COLUMNS[query.sort];
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, total] = await Promise.all([
        pageOf(
          userBase()
            .where(where)
            .orderBy(
              query.order === 'asc' ? sql`${column} ASC NULLS FIRST` : sql`${column} DESC NULLS LAST`,
              direction(users.id),
            ),
          query,
        ),
        userCount(where),
      ]);
      return { items: rows.map(toAdminUser), total };
    },

    countUsers: (query: Partial<UserQuery>) => userCount(userWhere(query)),

    /** Every user matching the filters, in pages of `batch` (the CSV export streams these). */
    eachUser(query: Partial<UserQuery>, batch = 500): AsyncGenerator<AdminUser[]> {
      const where = userWhere(query);
      return batchesById(
        batch,
        (afterId: number) =>
          userBase()
            .where(and(where, sql`${users.id} > ${afterId}`))
            .orderBy(asc(users.id))
            .limit(batch),
        toAdminUser,
      );
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

    /** The dashboard's account figures, one aggregate query. */
    async userFigures(now: Date) {
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
      return userFigures;
    },
  };
}

/**
 * Changes a user's role or disabled flag, with what the caller writes beside it (the admin's audit
 * row, through `alsoInTransaction`), in one transaction. When the change
 * takes an active admin away, the active admins' rows are locked first and the change is refused
 * (returns false) unless another one remains: two admins demoting each other at once cannot both win.
 */
export async function changeStanding(
  db: Db,
  target: { id: number; role: string; disabled: boolean },
  patch: { role?: 'user' | 'admin'; disabled?: boolean; adminRevokedAt?: Date | null },
  alsoInTransaction: (tx: Db) => Promise<void>,
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
    await alsoInTransaction(tx as unknown as Db);
    return true;
  });
}
