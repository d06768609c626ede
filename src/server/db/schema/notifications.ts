// Notifications (issue 10): each user's notification centre, what they follow (teams, matches) and
// which kinds they want, their browsers' push subscriptions, the push send queue (restart-safe:
// a row stays until the push service accepted it or gave up on the device) and the VAPID key pair.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { matches, teams } from './football';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const notifications = pgTable(
  'notifications',
  {
    /** Numeric, so the client's "server id" rule (all digits, spec §4) holds. */
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Server type: match, news, system, marketing, alert. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    actionUrl: text('action_url'),
    image: text('image'),
    icon: text('icon'),
    /** low, normal, high. */
    priority: text('priority').notNull().default('normal'),
    expiresAt: at('expires_at'),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The producer's event key: one notification per (user, event), also across restarts. */
    idempotencyKey: text('idempotency_key'),
    /** The admin broadcast this notification came from (its read count is counted from here). */
    broadcastId: integer('broadcast_id').references(() => notificationBroadcasts.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('notifications_type_check', sql`${t.type} IN ('match', 'news', 'system', 'marketing', 'alert')`),
    check('notifications_priority_check', sql`${t.priority} IN ('low', 'normal', 'high')`),
    // The centre's list: newest first for one user.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The unread count reads only unread rows.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_user_key_idx').on(t.userId, t.idempotencyKey),
    index('notifications_broadcast_idx')
      .on(t.broadcastId)
      .where(sql`${t.broadcastId} IS NOT NULL`),
    // "Notifications sent today" on the admin dashboard.
    index('notifications_created_idx').on(t.createdAt),
  ],
);

export const teamFollows = pgTable(
  'team_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] }), index('team_follows_team_idx').on(t.teamId)],
);

export const matchFollows = pgTable(
  'match_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.matchId] }), index('match_follows_match_idx').on(t.matchId)],
);

/** One row per user who changed a preference; no row = every kind on. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  goals: boolean('goals').notNull().default(true),
  kickoff: boolean('kickoff').notNull().default(true),
  halftime: boolean('halftime').notNull().default(true),
  fulltime: boolean('fulltime').notNull().default(true),
  news: boolean('news').notNull().default(true),
  redCards: boolean('red_cards').notNull().default(true),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service URL of one browser on one device (unique: a device belongs to who subscribed last). */
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /**
     * The session (its id) that registered the device: a password change removes the devices other
     * sessions registered (perhaps a squatter's), a reset removes all. Null for devices older than this.
     */
    sessionId: text('session_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The last push the push service accepted for this device, and the last one it refused (admin user page). */
    lastSuccessAt: at('last_success_at'),
    lastFailureAt: at('last_failure_at'),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** Pushes to send: a row per (notification, device), removed once delivered or given up. */
export const pushQueue = pgTable(
  'push_queue',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** The JSON the service worker's push handler reads (title, body, url, tag, icon). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** While a sender holds the row (another process skips it until this passes). */
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The admin broadcast the push belongs to (its "pushed" count). */
    broadcastId: integer('broadcast_id'),
  },
  (t) => [index('push_queue_due_idx').on(t.nextAttemptAt)],
);

/**
 * One row per push attempt's outcome: sent (accepted by the push service), retry, gone (device
 * unsubscribed), dropped (gave up). The dashboard's push success rate and a broadcast's pushed
 * count are aggregates over it. No foreign keys: the device may be forgotten, the outcome stays.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id').notNull(),
    broadcastId: integer('broadcast_id'),
    outcome: text('outcome').notNull(),
    statusCode: smallint('status_code'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('push_deliveries_outcome_check', sql`${t.outcome} IN ('sent', 'retry', 'gone', 'dropped')`),
    index('push_deliveries_created_idx').on(t.createdAt),
    index('push_deliveries_broadcast_idx')
      .on(t.broadcastId)
      .where(sql`${t.broadcastId} IS NOT NULL`),
  ],
);

/**
 * Notifications an admin sends to an audience (issue 13 point 9), now or at scheduled_at. A due one
 * is claimed by one process (status scheduled → sending with a lease in claimed_until); a sending
 * one whose lease passed (its process died) is claimed again, and the per-user idempotency key
 * 'broadcast:<id>' keeps the second run from repeating anyone's notification.
 */
export const notificationBroadcasts = pgTable(
  'notification_broadcasts',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    actionUrl: text('action_url'),
    /** everyone, plan (value: plan id), team (value: team id), user (value: user id). */
    audienceKind: text('audience_kind').notNull(),
    audienceValue: text('audience_value'),
    /** The audience in words when it was composed ('Seguidores do Flamengo'). */
    audienceLabel: text('audience_label').notNull(),
    status: text('status').notNull(),
    scheduledAt: at('scheduled_at'),
    claimedUntil: at('claimed_until'),
    sentAt: at('sent_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    recipients: integer('recipients').notNull().default(0),
    socketDelivered: integer('socket_delivered').notNull().default(0),
    pushQueued: integer('push_queued').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('notification_broadcasts_status_check', sql`${t.status} IN ('scheduled', 'sending', 'sent', 'canceled')`),
    check('notification_broadcasts_audience_check', sql`${t.audienceKind} IN ('everyone', 'plan', 'team', 'user')`),
    index('notification_broadcasts_due_idx')
      .on(t.scheduledAt)
      .where(sql`${t.status} IN ('scheduled', 'sending')`),
    index('notification_broadcasts_created_idx').on(t.createdAt.desc()),
  ],
);

/** The VAPID key pair generated at first start when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are unset. */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('push_keys_single_row', sql`${t.id} = 1`)],
);
