// Live feed bookkeeping: every goal the live provider has announced, in order. A restart reads
// this back, so a goal is never announced twice nor skipped (the unique (match, seq) makes the
// write idempotent). And the outbox of persisted batches whose notifications are not produced yet.
import { integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goals, matches } from './football';

export const liveGoals = pgTable(
  'live_goals',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** 0-based order of the goal in the match. */
    seq: smallint('seq').notNull(),
    /** "home" or "away". */
    side: text('side').notNull(),
    /** Scorer when the data knows it. */
    player: text('player'),
    minute: smallint('minute').notNull(),
    offset: smallint('offset'),
    /** The real goal it replays, when the data has one. */
    goalId: integer('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('live_goals_match_seq_idx').on(t.matchId, t.seq)],
);

/**
 * Transactional outbox of the live feed: each batch that changed something is written here in the
 * transaction that persists it, and deleted once the notification producer finished with it. A
 * process that dies in between leaves the row; the next leader replays it at start (the producer is
 * idempotent per user and key), so a persisted goal is never left without its notifications.
 */
export const liveOutbox = pgTable('live_outbox', {
  /** Replay order. */
  id: serial('id').primaryKey(),
  /** The batch as the provider offered it (LiveChange[]). */
  changes: jsonb('changes').notNull(),
  /** Per change, the match's stored status before it (kick-off, half-time, full-time are status changes). */
  previousStatuses: jsonb('previous_statuses').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
