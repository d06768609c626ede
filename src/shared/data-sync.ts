// The admin's "Saúde dos dados" page (issue 32): per competition the last sync and its outcome,
// today's API-Football requests, and the feed's teams no name could place.
import { z } from 'zod';

export const dataSyncStatusSchema = z.object({
  /** false: this deployment does not sync (no key, or DATA_SYNC=off): the page says so. */
  enabled: z.boolean(),
  competitions: z.array(
    z.object({
      leagueId: z.number().int(),
      code: z.string(),
      name: z.string().nullable(),
      season: z.number().int().nullable(),
      coverage: z.unknown(),
      lastSyncAt: z.string().nullable(),
      lastOutcome: z.string().nullable(),
      lastMessage: z.string().nullable(),
      lastSuccessAt: z.string().nullable(),
      fixturesSyncedAt: z.string().nullable(),
      tablesSyncedAt: z.string().nullable(),
    }),
  ),
  requests: z.object({ used: z.number().int(), remaining: z.number().int(), limit: z.number().int() }),
  unplaced: z.array(
    z.object({
      apiTeamId: z.number().int(),
      name: z.string(),
      leagueId: z.number().int().nullable(),
      teamId: z.number().int(),
    }),
  ),
});
export type DataSyncStatusPayload = z.infer<typeof dataSyncStatusSchema>;

export const teamChoicesSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type TeamChoice = z.infer<typeof teamChoicesSchema>[number];

export const placeTeamBodySchema = z.object({ teamId: z.coerce.number().int().positive('Escolha um time.') });
export const apiTeamParamsSchema = z.object({ apiTeamId: z.coerce.number().int().positive() });
