// A match's team statistics (issue 31 point 6) as the live provider last read them: one row per
// statistic, both sides beside each other (the page draws one pair of bars per row). Only a source
// that has them writes here (API-Football where the league's coverage has them); a match without
// rows has none, which the page says.
import { doublePrecision, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { matches } from './football';

export const matchTeamStatistics = pgTable(
  'match_team_statistics',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** One of TEAM_STAT_KINDS (src/shared/football-rules.ts). */
    kind: text('kind').notNull(),
    /** Null: the source gave no value for that side. Possession and pass accuracy in percent. */
    home: doublePrecision('home'),
    away: doublePrecision('away'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('match_team_statistics_unique').on(t.matchId, t.kind)],
);
