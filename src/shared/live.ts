// Zod schemas of the live socket payloads (server side and tests); the app uses their types only.
import { z } from 'zod';
import { matchSchema } from './football';

export const matchesSyncSchema = z.object({
  matches: z.array(matchSchema),
  /** Server time in ms since epoch; never goes backwards. */
  timestamp: z.number(),
});
export type MatchesSync = z.infer<typeof matchesSyncSchema>;

/**
 * A card or substitution the live feed has just seen (issue 31), beside the match in the update:
 * names as the source gives them (null: not named). The match page's timeline grows from these
 * (and from the clock, for a client that only polls).
 */
export const liveEventSchema = z.object({
  matchId: z.number().int(),
  seq: z.number().int(),
  type: z.enum(['yellow', 'second_yellow', 'red', 'substitution']),
  side: z.enum(['home', 'away']),
  minute: z.number().int(),
  offset: z.number().int().nullable(),
  playerName: z.string().nullable(),
  relatedName: z.string().nullable(),
});
export type LiveEventUpdate = z.infer<typeof liveEventSchema>;

const liveEvents = z.array(liveEventSchema).optional();

export const liveMatchUpdateSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('single_match'),
    match: matchSchema,
    timestamp: z.number().optional(),
    events: liveEvents,
  }),
  z.object({
    type: z.literal('multiple_matches'),
    matches: z.array(matchSchema),
    timestamp: z.number().optional(),
    events: liveEvents,
  }),
]);
export type LiveMatchUpdate = z.infer<typeof liveMatchUpdateSchema>;
