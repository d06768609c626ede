// A player's page (issue 31 point 3): /player/{id}/{slug}, one identity across matches and tournaments.
import { z } from 'zod';
import { competitionRefSchema, matchSchema, playMinuteSchema, teamRefSchema } from './football';
import { int4 } from './integers';

export const playerDetailSchema = z.object({
  player: z.object({
    id: int4(),
    name: z.string(),
    slug: z.string(),
    /** "GK", "DF", "MF", "FW" as the latest squad gives it. */
    position: z.string().nullable(),
    /** Shirt number in the latest squad. */
    shirtNumber: int4().nullable(),
    /** YYYY-MM-DD, and the age today computed from it; null when the source has no birth date. */
    birthDate: z.string().nullable(),
    age: int4().nullable(),
    nationalTeam: teamRefSchema.nullable(),
    club: z.string().nullable(),
  }),
  /** Per competition and season, most recent first. */
  totals: z.array(
    z.object({
      competition: competitionRefSchema,
      team: teamRefSchema,
      matches: int4(),
      starts: int4(),
      /** Minutes on the pitch counted from the lineups and substitutions (90 a full match, 120 with extra time). */
      minutes: int4(),
      goals: int4(),
      yellowCards: int4(),
      redCards: int4(),
    }),
  ),
  /** The matches he played in, most recent first. */
  matches: z.array(
    z.object({
      match: matchSchema,
      started: z.boolean(),
      shirtNumber: int4().nullable(),
      goals: int4(),
      yellow: z.boolean(),
      red: z.boolean(),
      subbedOn: playMinuteSchema.nullable(),
      subbedOff: playMinuteSchema.nullable(),
    }),
  ),
  timestamp: z.number(),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

/** A player as search lists him (the "Jogadores" group). */
export const playerSearchItemSchema = z.object({
  id: int4(),
  name: z.string(),
  slug: z.string(),
  /** His national team or club, to tell namesakes apart. */
  team: z.string().nullable(),
  position: z.string().nullable(),
});
export type PlayerSearchItem = z.infer<typeof playerSearchItemSchema>;
