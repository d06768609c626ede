// The story of a match (issue 31): the people who play it, who started and came on, and what
// happened minute by minute. One player is one identity across matches and tournaments.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { matches, seasons, teams } from './football';

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    /**
     * Identity key: the name folded (no accents, lower case) and the birth date when the source has
     * one ("kylian mbappe|1998-12-20"); else the name and the national team's key.
     */
    key: text('key').notNull().unique(),
    /** Name as fans read it: "Kylian Mbappé" (the source's capitals folded to a title). */
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Other spellings sources use ("Mbappé", "Kylian MBAPPE"), for search and joining. */
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** ISO date (YYYY-MM-DD) as the squad list gives it. */
    birthDate: text('birth_date'),
    /** "GK", "DF", "MF" or "FW" as the latest squad gives it. */
    position: text('position'),
    nationalTeamId: integer('national_team_id').references(() => teams.id),
    /** Club where a source names it (openfootball's World Cup squads do not). */
    club: text('club'),
    /** API-Football's player id, when a deployment has joined one. */
    apiFootballId: integer('api_football_id').unique(),
  },
  (t) => [index('players_national_team_idx').on(t.nationalTeamId)],
);

/** A team's squad for a season: shirt number and position (the Elenco of a team page). */
export const squadMembers = pgTable(
  'squad_members',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    shirtNumber: smallint('shirt_number'),
    /** "GK", "DF", "MF", "FW"; "coach" for the head coach. */
    position: text('position'),
  },
  (t) => [
    uniqueIndex('squad_members_unique').on(t.seasonId, t.teamId, t.playerId),
    index('squad_members_player_idx').on(t.playerId),
    index('squad_members_team_idx').on(t.teamId, t.seasonId),
  ],
);

/** One player in a match's lineup: a starter (with his line of the formation) or a substitute. */
export const lineupEntries = pgTable(
  'lineup_entries',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** Name as the source spells it in this match. */
    name: text('name').notNull(),
    shirtNumber: smallint('shirt_number'),
    position: text('position'),
    starter: boolean('starter').notNull(),
    /** Starters: line of the formation, 0 = goalkeeper, then defence to attack; null on the bench. */
    line: smallint('line'),
    /** Order within the line as the source lists it (right to left as it reads), or bench order. */
    slot: smallint('slot').notNull(),
    captain: boolean('captain').notNull().default(false),
  },
  (t) => [
    uniqueIndex('lineup_entries_unique').on(t.matchId, t.side, t.playerId),
    index('lineup_entries_player_idx').on(t.playerId),
  ],
);

/**
 * What happened in a match, in order: goals (type goal, penalty, own_goal), cards (yellow,
 * second_yellow, red) and substitutions (player comes on, relatedPlayer goes off).
 */
export const matchEvents = pgTable(
  'match_events',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** Position in the match's story (0 first): the import's upsert key. */
    seq: smallint('seq').notNull(),
    type: text('type').notNull(),
    /** The side the event belongs to: for an own goal, the side credited with it. */
    side: text('side').notNull(),
    minute: smallint('minute').notNull(),
    /** Stoppage time: 90+3 is minute 90, offset 3. */
    offset: smallint('offset'),
    /** The scorer, the booked player or the one who comes on; null when the source does not name him. */
    playerId: integer('player_id').references(() => players.id),
    playerName: text('player_name'),
    /** A substitution's player going off. */
    relatedPlayerId: integer('related_player_id').references(() => players.id),
    relatedName: text('related_name'),
  },
  (t) => [uniqueIndex('match_events_unique').on(t.matchId, t.seq), index('match_events_player_idx').on(t.playerId)],
);
