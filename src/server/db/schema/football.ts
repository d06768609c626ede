// Football data: competitions, seasons, teams, matches and goals (imported from openfootball).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const competitions = pgTable('competitions', {
  id: serial('id').primaryKey(),
  /** openfootball code, e.g. "br.1", "uefa.cl", "worldcup". */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  country: text('country').notNull(),
  /** "league" (table) or "cup" (groups and knockouts). */
  kind: text('kind').notNull().default('league'),
  /** Lower comes first in lists. */
  priority: integer('priority').notNull().default(100),
});

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    /** Real season name as the data has it, e.g. "2025/26" or "2025". */
    name: text('name').notNull(),
    /** Source file key, e.g. "football.json/2025-26/en.1". */
    sourceKey: text('source_key').notNull().unique(),
    /** Hash of the imported file, so unchanged files are skipped. */
    checksum: text('checksum').notNull(),
    startsOn: text('starts_on'),
    endsOn: text('ends_on'),
  },
  (t) => [index('seasons_competition_idx').on(t.competitionId)],
);

// Team search reads names and aliases into an in-memory trigram index (modules/football/team-search.ts).
export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  /** Normalised identity key shared across competitions ("arsenal fc (eng)" and "arsenal fc" → one key). */
  key: text('key').notNull().unique(),
  /** Name as fans say it: "Flamengo". */
  name: text('name').notNull(),
  /** Name as the data has it: "CR Flamengo". */
  officialName: text('official_name').notNull(),
  shortName: text('short_name').notNull(),
  slug: text('slug').notNull(),
  country: text('country'),
  isNational: boolean('is_national').notNull().default(false),
  colorPrimary: text('color_primary').notNull(),
  colorSecondary: text('color_secondary').notNull(),
  aliases: text('aliases')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    /** Stable identity within the source, so re-imports update instead of duplicating. */
    sourceKey: text('source_key').notNull().unique(),
    round: text('round'),
    /** Order of the round within its season (0 = first), for round lists. */
    roundOrder: smallint('round_order').notNull().default(0),
    groupName: text('group_name'),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id),
    /** Kick-off in UTC, already moved by the demo calendar shift. */
    kickoffAt: timestamp('kickoff_at', { withTimezone: true }).notNull(),
    kickoffKnown: boolean('kickoff_known').notNull().default(true),
    venue: text('venue'),
    /** Officials and crowd where the source has them (openfootball's World Cup files, API-Football). */
    referee: text('referee'),
    attendance: integer('attendance'),
    /** Formation as its lines give it ("4-3-3") and the coach, per side; null when unknown. */
    homeFormation: text('home_formation'),
    awayFormation: text('away_formation'),
    homeCoach: text('home_coach'),
    awayCoach: text('away_coach'),
    /** Current state (spec §4 status codes), score and minute, as shown to users. */
    status: smallint('status').notNull().default(0),
    minute: smallint('minute'),
    homeScore: smallint('home_score'),
    awayScore: smallint('away_score'),
    /** The real result from the data (null when the source has not played it). */
    htHome: smallint('ht_home'),
    htAway: smallint('ht_away'),
    ftHome: smallint('ft_home'),
    ftAway: smallint('ft_away'),
    etHome: smallint('et_home'),
    etAway: smallint('et_away'),
    penHome: smallint('pen_home'),
    penAway: smallint('pen_away'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('matches_kickoff_idx').on(t.kickoffAt),
    index('matches_season_idx').on(t.seasonId, t.kickoffAt),
    index('matches_home_team_idx').on(t.homeTeamId, t.kickoffAt),
    index('matches_away_team_idx').on(t.awayTeamId, t.kickoffAt),
    index('matches_status_idx').on(t.status),
  ],
);

export const goals = pgTable(
  'goals',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** "home" or "away": the side credited with the goal (own goals count for the other side). */
    side: text('side').notNull(),
    player: text('player').notNull(),
    /** The scorer's identity where a source with players names him (one Mbappé, not two spellings). */
    playerId: integer('player_id'),
    minute: smallint('minute').notNull(),
    /** Stoppage-time offset: 90+3 is minute 90, offset 3. */
    offset: smallint('offset'),
    penalty: boolean('penalty').notNull().default(false),
    ownGoal: boolean('own_goal').notNull().default(false),
  },
  (t) => [index('goals_match_idx').on(t.matchId)],
);
