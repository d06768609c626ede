// The parts of API-Football v3's answers the sync reads, as zod schemas: every answer is parsed, so
// a malformed or partial one is a recorded failure and writes nothing. Fields we do not read are
// let through; fields we read that may be null (the documentation's examples show them null) are
// nullable.
import { z } from 'zod';

/** The envelope of every answer: `errors` is an empty array, or an object naming what went wrong. */
export const envelopeSchema = z.object({
  get: z.string(),
  errors: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
  results: z.number(),
  response: z.array(z.unknown()),
});

const team = z.object({ id: z.number().int(), name: z.string().min(1), logo: z.string().nullish() });

const coverage = z
  .object({
    fixtures: z
      .object({
        events: z.boolean(),
        lineups: z.boolean(),
        statistics_fixtures: z.boolean(),
        statistics_players: z.boolean(),
      })
      .partial()
      .passthrough(),
    standings: z.boolean(),
    players: z.boolean(),
    top_scorers: z.boolean(),
    top_assists: z.boolean(),
    top_cards: z.boolean(),
    injuries: z.boolean(),
    predictions: z.boolean(),
    odds: z.boolean(),
  })
  .partial()
  .passthrough();

export type Coverage = z.infer<typeof coverage>;

/** GET /leagues?id=&current=true */
export const leagueSchema = z.object({
  league: z.object({ id: z.number().int(), name: z.string(), type: z.string() }),
  country: z.object({ name: z.string() }).passthrough(),
  seasons: z.array(
    z.object({
      year: z.number().int(),
      start: z.string().nullish(),
      end: z.string().nullish(),
      current: z.boolean(),
      coverage: coverage.nullish(),
    }),
  ),
});
export type ApiLeague = z.infer<typeof leagueSchema>;

/** GET /teams?league=&season= */
export const teamEntrySchema = z.object({
  team: team.extend({ country: z.string().nullish(), national: z.boolean().nullish(), code: z.string().nullish() }),
});
export type ApiTeamEntry = z.infer<typeof teamEntrySchema>;

const scorePair = z.object({ home: z.number().int().nullable(), away: z.number().int().nullable() });

/** GET /fixtures?league=&season= and ?date= */
export const fixtureSchema = z.object({
  fixture: z.object({
    id: z.number().int(),
    referee: z.string().nullish(),
    date: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'data inválida'),
    venue: z.object({ name: z.string().nullish(), city: z.string().nullish() }).nullish(),
    status: z.object({ short: z.string(), elapsed: z.number().nullish() }),
  }),
  league: z.object({ id: z.number().int(), season: z.number().int(), round: z.string().nullish() }),
  teams: z.object({ home: team, away: team }),
  goals: scorePair,
  score: z
    .object({ halftime: scorePair, fulltime: scorePair, extratime: scorePair, penalty: scorePair })
    .partial()
    .nullish(),
});
export type SyncFixture = z.infer<typeof fixtureSchema>;

const count = z.number().int().nullable();

/** GET /standings?league=&season=: one item, its league.standings a list of groups (tables). */
export const standingsSchema = z.object({
  league: z.object({
    id: z.number().int(),
    season: z.number().int(),
    standings: z.array(
      z.array(
        z.object({
          rank: z.number().int(),
          team,
          points: z.number().int(),
          goalsDiff: z.number().int().nullish(),
          group: z.string().nullish(),
          all: z.object({
            played: count,
            win: count,
            draw: count,
            lose: count,
            goals: z.object({ for: count, against: count }),
          }),
        }),
      ),
    ),
  }),
});
export type ApiStandings = z.infer<typeof standingsSchema>;

/** GET /players/topscorers?league=&season= */
export const scorerSchema = z.object({
  player: z.object({ id: z.number().int(), name: z.string().min(1) }),
  statistics: z
    .array(
      z.object({
        team,
        goals: z.object({ total: count, assists: count }).partial(),
        penalty: z.object({ scored: count }).partial().nullish(),
      }),
    )
    .min(1),
});
export type ApiScorer = z.infer<typeof scorerSchema>;
