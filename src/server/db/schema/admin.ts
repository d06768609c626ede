// The admin audit log: one row per change an admin makes (who, what, target, before and after, when,
// from which address). Append-only: the app has an insert and reads, no update or delete, and the
// database refuses UPDATE and DELETE on the table (trigger in the admin_audit migration).
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    /** The admin's id and email at the time (kept as text so the row outlives the account). */
    actorId: integer('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** What was done, e.g. "user.disable", "subscription.extend", "payment.refund". */
    action: text('action').notNull(),
    /** "user", "subscription", "payment"... and its id. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt),
    index('admin_audit_log_target_idx').on(table.targetType, table.targetId),
    index('admin_audit_log_actor_idx').on(table.actorId),
  ],
);
