// SQL of notifications: the centre's rows (always scoped to one user), follows and preferences,
// push subscriptions, the push queue and the stored VAPID keys.
import { and, asc, desc, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  matchFollows,
  matches,
  notificationPreferences,
  notifications,
  pushDeliveries,
  pushKeys,
  pushQueue,
  pushSubscriptions,
  teamFollows,
  teams,
} from '../../db/schema';
import type { NotificationPreferenceKey } from '@shared/notifications-rules';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type PreferencesRow = typeof notificationPreferences.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export interface QueuedPush {
  id: number;
  attempts: number;
  /** The admin broadcast it belongs to, if any. */
  broadcastId?: number | null;
  payload: Record<string, unknown>;
  subscription: Pick<PushSubscriptionRow, 'id' | 'endpoint' | 'p256dh' | 'auth'>;
}

const notExpired = (now: Date) => or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now));

/** Preference column per kind: a fixed map, never a name from input. */
const PREFERENCE_COLUMNS: Record<NotificationPreferenceKey, string> = {
  goals: 'goals',
  kickoff: 'kickoff',
  halftime: 'halftime',
  fulltime: 'fulltime',
  news: 'news',
  redCards: 'red_cards',
};

export function notificationsRepo(db: Db) {
  return {
    /**
     * One notification for each user, in one statement (INSERT … SELECT over the ids): ten thousand
     * followers of a team cost one round trip, not ten thousand rows of parameters. A (user,
     * idempotency key) already stored is skipped. Returns the new rows' users and ids.
     */
    async insertForUsers(
      userIds: number[],
      row: Omit<NewNotification, 'userId' | 'id' | 'readAt'> & { createdAt: Date },
    ): Promise<Array<{ id: number; userId: number }>> {
      if (userIds.length === 0) return [];
      const result = await db.execute<{ id: number; user_id: number }>(sql`
        insert into notifications
          (user_id, type, title, message, action_url, image, icon, priority, expires_at, created_at, idempotency_key,
           broadcast_id)
        select each_user, ${row.type}::text, ${row.title}::text, ${row.message}::text, ${row.actionUrl ?? null}::text,
          ${row.image ?? null}::text, ${row.icon ?? null}::text, ${row.priority ?? 'normal'}::text,
          ${row.expiresAt?.toISOString() ?? null}::timestamptz, ${row.createdAt.toISOString()}::timestamptz,
          ${row.idempotencyKey ?? null}::text, ${row.broadcastId ?? null}::int
        from unnest(${sql.param(userIds)}::int[]) as each_user
        on conflict (user_id, idempotency_key) do nothing
        returning id, user_id`);
      return result.rows.map((created) => ({ id: Number(created.id), userId: Number(created.user_id) }));
    },

    async list(userId: number, now: Date, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), notExpired(now)))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), notExpired(now)));
      return Number(row?.count ?? 0);
    },

    /** True when the user has that notification (read now, or already). */
    async markRead(userId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: number, now: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async removeAll(userId: number): Promise<number> {
      const rows = await db
        .delete(notifications)
        .where(eq(notifications.userId, userId))
        .returning({ id: notifications.id });
      return rows.length;
    },

    // --- follows and preferences

    async follows(userId: number): Promise<{ teams: number[]; matches: number[] }> {
      const [teamRows, matchRows] = await Promise.all([
        db
          .select({ id: teamFollows.teamId })
          .from(teamFollows)
          .where(eq(teamFollows.userId, userId))
          .orderBy(asc(teamFollows.createdAt), asc(teamFollows.teamId)),
        db
          .select({ id: matchFollows.matchId })
          .from(matchFollows)
          .where(eq(matchFollows.userId, userId))
          .orderBy(asc(matchFollows.createdAt), asc(matchFollows.matchId)),
      ]);
      return { teams: teamRows.map((row) => row.id), matches: matchRows.map((row) => row.id) };
    },

    /** Which of these ids exist (teams, matches). */
    async existing(teamIds: number[], matchIds: number[]): Promise<{ teams: Set<number>; matches: Set<number> }> {
      const [teamRows, matchRows] = await Promise.all([
        teamIds.length ? db.select({ id: teams.id }).from(teams).where(inArray(teams.id, teamIds)) : [],
        matchIds.length ? db.select({ id: matches.id }).from(matches).where(inArray(matches.id, matchIds)) : [],
      ]);
      return { teams: new Set(teamRows.map((row) => row.id)), matches: new Set(matchRows.map((row) => row.id)) };
    },

    /** Replaces the user's follows; rows kept keep their creation time (the order they were followed in). */
    async replaceFollows(userId: number, follows: { teams: number[]; matches: number[] }, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(teamFollows)
          .where(
            and(
              eq(teamFollows.userId, userId),
              follows.teams.length ? sql`${teamFollows.teamId} <> all(${sql.param(follows.teams)}::int[])` : undefined,
            ),
          );
        await tx
          .delete(matchFollows)
          .where(
            and(
              eq(matchFollows.userId, userId),
              follows.matches.length
                ? sql`${matchFollows.matchId} <> all(${sql.param(follows.matches)}::int[])`
                : undefined,
            ),
          );
        if (follows.teams.length)
          await tx
            .insert(teamFollows)
            .values(follows.teams.map((teamId) => ({ userId, teamId, createdAt: now })))
            .onConflictDoNothing();
        if (follows.matches.length)
          await tx
            .insert(matchFollows)
            .values(follows.matches.map((matchId) => ({ userId, matchId, createdAt: now })))
            .onConflictDoNothing();
      });
    },

    /** Users following the match or one of its teams who want this kind (no preferences row = yes). */
    async followersOf(
      target: { matchId: number; teamIds: number[] },
      kind: NotificationPreferenceKey,
    ): Promise<number[]> {
      const column = sql.identifier(PREFERENCE_COLUMNS[kind]);
      const teamIds = target.teamIds.length ? target.teamIds : [0];
      const result = await db.execute<{ user_id: number }>(sql`
        select f.user_id from (
          select user_id from team_follows where team_id = any(${sql.param(teamIds)}::int[])
          union
          select user_id from match_follows where match_id = ${target.matchId}
        ) f
        left join notification_preferences p on p.user_id = f.user_id
        where coalesce(p.${column}, true)
        order by f.user_id`);
      return result.rows.map((row) => Number(row.user_id));
    },

    async preferences(userId: number): Promise<PreferencesRow | undefined> {
      const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
      return row;
    },

    async savePreferences(
      userId: number,
      values: Record<NotificationPreferenceKey, boolean>,
      now: Date,
    ): Promise<PreferencesRow> {
      const [row] = await db
        .insert(notificationPreferences)
        .values({ userId, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...values, updatedAt: now } })
        .returning();
      return row;
    },

    // --- push

    /**
     * A device subscribes (or renews its keys). An endpoint another user holds is never moved: false,
     * nothing written. The user keeps only their `maxPerUser` newest devices.
     */
    async saveSubscription(
      userId: number,
      input: { endpoint: string; p256dh: string; auth: string; sessionId?: string | null },
      maxPerUser: number,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const saved = await tx
          .insert(pushSubscriptions)
          .values({ userId, ...input })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { p256dh: input.p256dh, auth: input.auth, sessionId: input.sessionId ?? null },
            setWhere: eq(pushSubscriptions.userId, userId),
          })
          .returning({ id: pushSubscriptions.id });
        if (saved.length === 0) return false;
        const newest = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(maxPerUser);
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
        return true;
      });
    },

    async removeSubscription(userId: number, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    async removeSubscriptionById(id: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async subscriptionCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      return Number(row?.count ?? 0);
    },

    /** One queue row per device of these users, in one statement. Returns how many were queued. */
    async enqueuePush(
      userIds: number[],
      payload: Record<string, unknown>,
      broadcastId: number | null = null,
    ): Promise<number> {
      if (userIds.length === 0) return 0;
      const result = await db.execute(sql`
        insert into push_queue (subscription_id, payload, broadcast_id)
        select id, ${JSON.stringify(payload)}::jsonb, ${broadcastId}::int from push_subscriptions
        where user_id = any(${sql.param(userIds)}::int[])
        returning id`);
      return result.rows.length;
    },

    /** Takes up to `limit` due pushes for `leaseMs` (another sender skips them meanwhile). */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<QueuedPush[]> {
      const until = new Date(now.getTime() + leaseMs);
      const claimed = await db.transaction(async (tx) => {
        const due = await tx
          .select({ id: pushQueue.id })
          .from(pushQueue)
          .where(
            and(
              sql`${pushQueue.nextAttemptAt} <= ${now.toISOString()}::timestamptz`,
              or(isNull(pushQueue.lockedUntil), sql`${pushQueue.lockedUntil} < ${now.toISOString()}::timestamptz`),
            ),
          )
          .orderBy(asc(pushQueue.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(pushQueue)
          .set({ lockedUntil: until })
          .where(
            inArray(
              pushQueue.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
      if (claimed.length === 0) return [];
      const subscriptions = await db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.id, [...new Set(claimed.map((row) => row.subscriptionId))]));
      const byId = new Map(subscriptions.map((row) => [row.id, row]));
      return claimed
        .filter((row) => byId.has(row.subscriptionId))
        .sort((a, b) => a.id - b.id)
        .map((row) => ({
          id: row.id,
          attempts: row.attempts,
          broadcastId: row.broadcastId,
          payload: row.payload,
          subscription: byId.get(row.subscriptionId)!,
        }));
    },

    /**
     * One attempt's outcome, kept for the admin figures (success rate, a broadcast's pushes), and
     * the device's last success or failure (the admin's user page).
     */
    async recordPush(
      push: Pick<QueuedPush, 'broadcastId' | 'subscription'>,
      outcome: 'sent' | 'retry' | 'gone' | 'dropped',
      statusCode: number | undefined,
      error: string | null,
      at: Date,
    ): Promise<void> {
      await db.insert(pushDeliveries).values({
        subscriptionId: push.subscription.id,
        broadcastId: push.broadcastId ?? null,
        outcome,
        statusCode: statusCode && statusCode > 0 && statusCode < 1000 ? statusCode : null,
        createdAt: at,
      });
      if (outcome === 'gone') return;
      await db
        .update(pushSubscriptions)
        .set(outcome === 'sent' ? { lastSuccessAt: at } : { lastFailureAt: at, lastError: (error ?? '').slice(0, 200) })
        .where(eq(pushSubscriptions.id, push.subscription.id));
    },

    async pushDone(id: number): Promise<void> {
      await db.delete(pushQueue).where(eq(pushQueue.id, id));
    },

    async pushRetry(id: number, attempts: number, nextAttemptAt: Date, error: string): Promise<void> {
      await db
        .update(pushQueue)
        .set({ attempts, nextAttemptAt, lockedUntil: null, lastError: error.slice(0, 500) })
        .where(eq(pushQueue.id, id));
    },

    async pendingPushes(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(pushQueue);
      return Number(row?.count ?? 0);
    },

    async nextPushAt(): Promise<Date | null> {
      // A row another sender holds is due again when its lease ends.
      const due = sql<string>`greatest(${pushQueue.nextAttemptAt}, coalesce(${pushQueue.lockedUntil}, ${pushQueue.nextAttemptAt}))`;
      const [row] = await db.select({ at: due }).from(pushQueue).orderBy(due).limit(1);
      return row ? new Date(row.at) : null;
    },

    /** The stored VAPID pair; the first caller's candidate wins when two processes start at once. */
    async vapidKeys(candidate: () => { publicKey: string; privateKey: string }) {
      const [stored] = await db.select().from(pushKeys).where(eq(pushKeys.id, 1));
      if (stored) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
      await db
        .insert(pushKeys)
        .values({ id: 1, ...candidate() })
        .onConflictDoNothing();
      const [row] = await db.select().from(pushKeys).where(eq(pushKeys.id, 1));
      return { publicKey: row.publicKey, privateKey: row.privateKey };
    },
  };
}

export type NotificationsRepo = ReturnType<typeof notificationsRepo>;
