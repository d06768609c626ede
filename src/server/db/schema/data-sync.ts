// A deployment kept current from API-Football (issue 32): per configured league, the season being
// synced, its coverage and the outcome of the last sync; which feed team is which of ours and which
// feed fixture is which match (unique on the provider's ids, so a re-sync adds no duplicate); the
// one daily request budget every process and the live feed spend from; official tables and scorers.
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { matches, seasons, teams } from './football';

export const dataSyncCompetitions = pgTable('data_sync_competitions', {
  /** API-Football's league id (API_FOOTBALL_LEAGUES). */
  leagueId: integer('league_id').primaryKey(),
  /** The competition it fills (the catalogue's code, or "api-football:<id>" for one the catalogue lacks). */
  competitionCode: text('competition_code').notNull(),
  name: text('name'),
  /** The provider's season year of the current season (2026 for 2026/27). */
  season: integer('season'),
  seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'set null' }),
  /** The season's `coverage` object as /leagues gives it: what may be asked for. */
  coverage: jsonb('coverage'),
  leagueSyncedAt: timestamp('league_synced_at', { withTimezone: true }),
  teamsSyncedAt: timestamp('teams_synced_at', { withTimezone: true }),
  fixturesSyncedAt: timestamp('fixtures_synced_at', { withTimezone: true }),
  tablesSyncedAt: timestamp('tables_synced_at', { withTimezone: true }),
  /** A match finished since the last tables sync: standings and scorers are read once its round is over. */
  tablesDue: boolean('tables_due').notNull().default(true),
  /** Last attempt: when, "ok" or "falha", and what happened in Portuguese (the admin page shows it). */
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  lastOutcome: text('last_outcome'),
  lastMessage: text('last_message'),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
});

export const dataSyncTeams = pgTable('data_sync_teams', {
  /** API-Football's team id. */
  apiTeamId: integer('api_team_id').primaryKey(),
  teamId: integer('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  /** The name as the feed gives it. */
  name: text('name').notNull(),
  leagueId: integer('league_id'),
  /** "name" (found by name or alias), "created" (new: listed for the admin), "admin" (placed by hand). */
  placement: text('placement').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const dataSyncFixtures = pgTable(
  'data_sync_fixtures',
  {
    fixtureId: integer('fixture_id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id').notNull(),
    /** The provider's short status (PST, CANC, ...): "Adiado" and "Cancelado" come from it. */
    providerStatus: text('provider_status').notNull(),
    /** The kick-off before the feed moved it (a rescheduled match says its new date). */
    previousKickoffAt: timestamp('previous_kickoff_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('data_sync_fixtures_match_idx').on(t.matchId)],
);

/** Requests made today (UTC) from one provider's daily quota, by every process and job. */
export const apiRequestBudget = pgTable(
  'api_request_budget',
  {
    provider: text('provider').notNull(),
    /** UTC day, YYYY-MM-DD (the quota resets at 00:00 UTC). */
    day: text('day').notNull(),
    used: integer('used').notNull().default(0),
    /** What the provider's header said is left, counted down since; null: not told yet today. */
    remaining: integer('remaining'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.day] })],
);

/** The official table and top scorers of a season, as the feed gave them last. */
export const seasonOfficialTables = pgTable('season_official_tables', {
  seasonId: integer('season_id')
    .primaryKey()
    .references(() => seasons.id, { onDelete: 'cascade' }),
  /** [{ group, rank, teamId, name, played, won, drawn, lost, goalsFor, goalsAgainst, points }] */
  standings: jsonb('standings'),
  /** [{ rank, name, apiPlayerId, teamId, team, goals, assists, penalties }] */
  scorers: jsonb('scorers'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
