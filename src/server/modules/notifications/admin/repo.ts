// SQL of the admin area's notifications: a user's push devices and the dashboard's figures of the day.
import { count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notifications, pushDeliveries, pushSubscriptions } from '../../../db/schema';
import { browserOfPushHost } from '@shared/admin-notifications';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
/** Dates are days of São Paulo (UTC-3, no daylight saving since 2019). */
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);

export function notificationsAdminRepo(db: Db) {
  return {
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
  };
}

export type NotificationsAdmin = ReturnType<typeof notificationsAdminRepo>;
