// SQL of admin notifications: the audiences (each kind one query, disabled accounts never), the
// history with its read and push counts as subqueries, and the claim of a due broadcast by one
// process (UPDATE ... WHERE id = (SELECT ... FOR UPDATE SKIP LOCKED)).
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  notificationBroadcasts,
  notifications,
  plans,
  pushDeliveries,
  teamFollows,
  teams,
  users,
} from '../../../db/schema';
import type { AudienceKind } from '@shared/admin-notifications';

export type BroadcastRow = typeof notificationBroadcasts.$inferSelect;
export type NewBroadcast = typeof notificationBroadcasts.$inferInsert;
export interface BroadcastListRow {
  row: BroadcastRow;
  createdByEmail: string | null;
  read: number;
  pushed: number;
}

/** The audience's active users, as a subquery of one column `id`. */
function audienceQuery(audience: { kind: AudienceKind; value: string | null }, at: Date): SQL {
  const active = sql`u.disabled = false`;
  switch (audience.kind) {
    case 'everyone':
      return sql`select u.id from users u where ${active}`;
    case 'plan':
      // Who has Pro from this plan now: the subscriptions the dashboard counts as active.
      return sql`select u.id from users u join subscriptions s on s.user_id = u.id
        where ${active} and s.plan_id = ${audience.value}
          and s.status in ('active', 'past_due')
          and (s.current_period_end is null or s.current_period_end > ${at.toISOString()}::timestamptz)`;
    case 'team':
      return sql`select u.id from users u join team_follows f on f.user_id = u.id
        where ${active} and f.team_id = ${Number(audience.value)}`;
    case 'user':
      return sql`select u.id from users u where ${active} and u.id = ${Number(audience.value)}`;
  }
}

export function broadcastsRepo(db: Db) {
  /** The history's columns: the stored counts, plus reads and accepted pushes counted in SQL. */
  const listColumns = {
    row: notificationBroadcasts,
    createdByEmail: users.email,
    read: sql<number>`(select count(*) from ${notifications} n where n.broadcast_id = ${notificationBroadcasts.id} and n.read_at is not null)`.mapWith(
      Number,
    ),
    pushed:
      sql<number>`(select count(*) from ${pushDeliveries} d where d.broadcast_id = ${notificationBroadcasts.id} and d.outcome = 'sent')`.mapWith(
        Number,
      ),
  };
  const listBase = () =>
    db
      .select(listColumns)
      .from(notificationBroadcasts)
      .leftJoin(users, eq(users.id, notificationBroadcasts.createdBy))
      .$dynamic();

  return {
    async countAudience(audience: { kind: AudienceKind; value: string | null }, at: Date): Promise<number> {
      const result = await db.execute<{ total: number }>(
        sql`select count(*)::int as total from (${audienceQuery(audience, at)}) a`,
      );
      return Number(result.rows[0]?.total ?? 0);
    },

    /** The next `limit` users of the audience after `afterId`, in id order. */
    async audienceBatch(
      audience: { kind: AudienceKind; value: string | null },
      afterId: number,
      limit: number,
      at: Date,
    ): Promise<number[]> {
      const result = await db.execute<{ id: number }>(
        sql`select a.id from (${audienceQuery(audience, at)}) a where a.id > ${afterId} order by a.id limit ${limit}`,
      );
      return result.rows.map((row) => Number(row.id));
    },

    /** The composer's choices: every plan, and the teams someone follows (most followers first). */
    async audienceOptions() {
      const [planRows, teamRows] = await Promise.all([
        db.select({ id: plans.id, name: plans.name }).from(plans).orderBy(plans.sortOrder),
        db
          .select({ id: teams.id, name: teams.name, followers: sql<number>`count(*)::int`.mapWith(Number) })
          .from(teamFollows)
          .innerJoin(teams, eq(teams.id, teamFollows.teamId))
          .groupBy(teams.id, teams.name)
          .orderBy(sql`count(*) desc`, teams.name)
          .limit(500),
      ]);
      return { plans: planRows, teams: teamRows };
    },

    async plan(id: string) {
      const [row] = await db.select({ id: plans.id, name: plans.name }).from(plans).where(eq(plans.id, id));
      return row;
    },
    async team(id: number) {
      const [row] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, id));
      return row;
    },
    /** A user by id, or by email whatever its case. */
    async user(key: { id: number } | { email: string }) {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where('id' in key ? eq(users.id, key.id) : sql`lower(${users.email}) = lower(${key.email})`);
      return row;
    },

    async insert(values: NewBroadcast): Promise<BroadcastRow> {
      const [row] = await db.insert(notificationBroadcasts).values(values).returning();
      return row;
    },

    async byId(id: number): Promise<BroadcastListRow | undefined> {
      const [item] = await listBase().where(eq(notificationBroadcasts.id, id));
      return item;
    },

    async list(limit: number): Promise<BroadcastListRow[]> {
      return listBase().orderBy(desc(notificationBroadcasts.createdAt), desc(notificationBroadcasts.id)).limit(limit);
    },

    /** After a batch: the lease renewed and the batch's counts added. */
    async progress(id: number, at: Date, claimedUntil: Date, added: { online: number; pushQueued: number }) {
      await db
        .update(notificationBroadcasts)
        .set({
          claimedUntil,
          socketDelivered: sql`${notificationBroadcasts.socketDelivered} + ${added.online}`,
          pushQueued: sql`${notificationBroadcasts.pushQueued} + ${added.pushQueued}`,
          updatedAt: at,
        })
        .where(eq(notificationBroadcasts.id, id));
    },

    /** Sent: the recipients are the notification rows stored for it (also by an earlier, interrupted run). */
    async finish(id: number, at: Date): Promise<void> {
      await db
        .update(notificationBroadcasts)
        .set({
          status: 'sent',
          sentAt: at,
          claimedUntil: null,
          updatedAt: at,
          recipients: sql`(select count(*)::int from ${notifications} n where n.broadcast_id = ${id})`,
        })
        .where(and(eq(notificationBroadcasts.id, id), eq(notificationBroadcasts.status, 'sending')));
    },

    /** Only a scheduled one can be canceled; false otherwise. */
    async cancel(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(notificationBroadcasts)
        .set({ status: 'canceled', updatedAt: at })
        .where(and(eq(notificationBroadcasts.id, id), eq(notificationBroadcasts.status, 'scheduled')))
        .returning({ id: notificationBroadcasts.id });
      return rows.length > 0;
    },

    /** Takes one due broadcast for this process: scheduled and due, or sending with its lease passed. */
    async claimDue(at: Date, leaseMs: number): Promise<BroadcastRow | undefined> {
      const atText = at.toISOString();
      const result = await db.execute<{ id: number }>(sql`
        update notification_broadcasts
        set status = 'sending', claimed_until = ${new Date(at.getTime() + leaseMs).toISOString()}::timestamptz,
            updated_at = ${atText}::timestamptz
        where id = (
          select id from notification_broadcasts
          where (status = 'scheduled' and scheduled_at <= ${atText}::timestamptz)
             or (status = 'sending' and claimed_until <= ${atText}::timestamptz)
          order by scheduled_at, id
          limit 1
          for update skip locked
        )
        returning id`);
      const id = result.rows[0]?.id;
      if (id === undefined) return undefined;
      const [row] = await db
        .select()
        .from(notificationBroadcasts)
        .where(eq(notificationBroadcasts.id, Number(id)));
      return row;
    },
  };
}

export type BroadcastsRepo = ReturnType<typeof broadcastsRepo>;
