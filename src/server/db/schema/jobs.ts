// Periodic jobs shared by several processes: each row is one job and when it is next due. A process
// runs a due job only after claiming its row (SELECT … FOR UPDATE SKIP LOCKED, moving next_run_at on),
// so with N processes each period's pass runs once.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** The process that ran it last (a random id per start), for the logs. */
  lastRunBy: text('last_run_by'),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});
