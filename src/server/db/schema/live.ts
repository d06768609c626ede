// Live feed bookkeeping: every goal the live provider has announced, in order. A restart reads
// this back, so a goal is never announced twice nor skipped (the unique (match, seq) makes the
// write idempotent).
import { integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
