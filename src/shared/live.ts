// Zod schemas of the live socket payloads (server side and tests); the app uses their types only.
import { z } from 'zod';
import { matchSchema } from './football';

export const matchesSyncSchema = z.object({
  matches: z.array(matchSchema),
  /** Server time in ms since epoch; never goes backwards. */
  timestamp: z.number(),
});
export type MatchesSync = z.infer<typeof matchesSyncSchema>;

export const liveMatchUpdateSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('single_match'), match: matchSchema, timestamp: z.number().optional() }),
  z.object({ type: z.literal('multiple_matches'), matches: z.array(matchSchema), timestamp: z.number().optional() }),
]);
export type LiveMatchUpdate = z.infer<typeof liveMatchUpdateSchema>;
