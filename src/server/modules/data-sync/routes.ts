// The admin's data health (issue 32): /api/admin/data-sync (status), .../sync ("Sincronizar
// agora", rate limited: each one spends the day's shared budget), .../teams/:apiTeamId/place.
// Every route behind requireAdmin (one hook); changes audited by the admin service.
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiTeamParamsSchema, dataSyncStatusSchema, placeTeamBodySchema, teamChoicesSchema } from '@shared/data-sync';
import { errorResponses } from '../../plugins/errors';
import { actorOf, requireAdmin } from '../../plugins/session';
import type { DataSyncAdmin } from './admin';

const noStore = { 'Cache-Control': 'no-store' };
const tags = ['admin'];
/** "Sincronizar agora": a few a quarter of an hour, whoever asks (the budget is the deployment's). */
const SYNC_NOW_LIMIT = { max: 3, timeWindow: 15 * 60 * 1000 };

export const dataSyncRoutes =
  (deps: { admin: DataSyncAdmin; rateLimit?: Partial<RateLimitPluginOptions> }): FastifyPluginAsyncZod =>
  async (app) => {
    const { admin } = deps;
    await app.register(rateLimit, { ...deps.rateLimit, global: false });
    app.addHook('preHandler', requireAdmin);

    app.get(
      '/admin/data-sync',
      {
        schema: {
          summary: 'Saúde dos dados: sincronização por competição, requisições do dia, times a posicionar',
          tags,
          response: { 200: dataSyncStatusSchema, ...errorResponses(401, 403) },
        },
      },
      async (_request, reply) => reply.headers(noStore).send(await admin.status()),
    );

    app.get(
      '/admin/data-sync/teams',
      {
        schema: {
          summary: 'Times existentes onde um time da API pode ser posicionado',
          tags,
          response: { 200: teamChoicesSchema, ...errorResponses(401, 403) },
        },
      },
      async (_request, reply) => reply.headers(noStore).send(await admin.teamChoices()),
    );

    app.post(
      '/admin/data-sync/sync',
      {
        // Counted after the admin check (preHandler, after the plugin's requireAdmin hook): a
        // visitor's or a fan's refused call must not spend the admins' allowance. One count for
        // the deployment, whoever asks: the budget it spends is the deployment's.
        config: { rateLimit: { ...SYNC_NOW_LIMIT, hook: 'preHandler', keyGenerator: () => 'data-sync-now' } },
        schema: {
          summary: 'Sincronizar agora (limitado; registrado na auditoria)',
          tags,
          response: { 200: dataSyncStatusSchema, ...errorResponses(401, 403, 429) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await admin.syncNow(actorOf(request))),
    );

    app.post(
      '/admin/data-sync/teams/:apiTeamId/place',
      {
        schema: {
          summary: 'Posiciona um time da API em um time existente (registrado na auditoria)',
          tags,
          params: apiTeamParamsSchema,
          body: placeTeamBodySchema,
          response: { 200: dataSyncStatusSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) =>
        reply
          .headers(noStore)
          .send(await admin.placeTeam(actorOf(request), request.params.apiTeamId, request.body.teamId)),
    );
  };
