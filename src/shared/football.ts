// The Match shape shared by the HTTP API, the socket events, the service worker and the app.
// One definition (zod), so the live feed, polling and search all speak the same language.
import { z } from 'zod';

export const teamRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** URL of the generated SVG crest. */
  img: z.string(),
});
export type TeamRef = z.infer<typeof teamRefSchema>;

export const competitionRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  country: z.string(),
  seasonName: z.string(),
});
export type CompetitionRef = z.infer<typeof competitionRefSchema>;

export const matchSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  /** Minute of play while live, null otherwise. */
  minute: z.number().int().nullable(),
  /** Kick-off as ISO 8601 (UTC). */
  matchDatetime: z.string(),
  /** Kick-off date in America/Sao_Paulo, YYYY-MM-DD. */
  matchDate: z.string(),
  /** Kick-off time in America/Sao_Paulo, HH:MM, or null when the kick-off time is unknown. */
  matchTime: z.string().nullable(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  homeTeam: teamRefSchema,
  awayTeam: teamRefSchema,
  competition: competitionRefSchema.optional(),
  round: z.string().nullable().optional(),
  /** Server time of the last change, ISO 8601. */
  updatedAt: z.string().optional(),
});
export type Match = z.infer<typeof matchSchema>;

export const matchListSchema = z.object({
  matches: z.array(matchSchema),
  /** Server time in ms since epoch; never goes backwards. */
  timestamp: z.number(),
});
export type MatchList = z.infer<typeof matchListSchema>;
