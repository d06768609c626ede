// AI predictions: the published backtest, one row per predicted match (restart-safe, so the
// endpoint reads instead of recomputing, and a new finished match only adds its own row).
import { doublePrecision, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { competitions, matches, seasons } from './football';

export const predictionBacktest = pgTable(
  'prediction_backtest',
  {
    matchId: integer('match_id')
      .primaryKey()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** Model and settings that produced the row; rows of another version are recomputed. */
    modelVersion: text('model_version').notNull(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    /** São Paulo day of the match: the prediction used only results from before it. */
    day: text('day').notNull(),
    pHome: doublePrecision('p_home').notNull(),
    pDraw: doublePrecision('p_draw').notNull(),
    pAway: doublePrecision('p_away').notNull(),
    eloHome: doublePrecision('elo_home').notNull(),
    eloDraw: doublePrecision('elo_draw').notNull(),
    eloAway: doublePrecision('elo_away').notNull(),
    frequencyHome: doublePrecision('frequency_home').notNull(),
    frequencyDraw: doublePrecision('frequency_draw').notNull(),
    frequencyAway: doublePrecision('frequency_away').notNull(),
    /** Score after 90 minutes (what a 1X2 forecast is about). */
    homeScore: smallint('home_score').notNull(),
    awayScore: smallint('away_score').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prediction_backtest_season_idx').on(t.seasonId)],
);
