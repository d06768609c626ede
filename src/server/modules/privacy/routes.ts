// GET /api/user/export (a JSON download of the user's data) and DELETE /api/user (account deletion).
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountBodySchema } from '@shared/privacy';
import { errorResponses } from '../../plugins/errors';
import { authOf, requireUser, type SessionCookie } from '../../plugins/session';
import type { PrivacyService } from './service';

const tags = ['conta'];
const noStore = { 'Cache-Control': 'no-store' };
/** A password is checked on deletion: as few guesses as a real user needs. */
const DELETE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 };
const EXPORT_LIMIT = { max: 20, timeWindow: 15 * 60 * 1000 };

export const privacyRoutes =
  (deps: {
    service: PrivacyService;
    cookie: SessionCookie;
    rateLimit?: Partial<RateLimitPluginOptions>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { service } = deps;
    await app.register(rateLimit, { ...deps.rateLimit, global: false });

    app.get(
      '/user/export',
      {
        preHandler: requireUser,
        config: { rateLimit: EXPORT_LIMIT },
        schema: {
          summary: 'Baixa, em JSON, todos os dados que guardamos sobre a sua conta (LGPD art. 18)',
          tags,
          response: { 200: z.any(), ...errorResponses(401, 404, 429) },
        },
      },
      async (request, reply) => {
        const data = await service.exportData(authOf(request));
        const day = data.generatedAt.slice(0, 10);
        return reply
          .headers(noStore)
          .header('Content-Disposition', `attachment; filename="meus-dados-${day}.json"`)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(data, null, 2));
      },
    );

    app.delete(
      '/user',
      {
        preHandler: requireUser,
        config: { rateLimit: DELETE_LIMIT },
        schema: {
          summary: 'Exclui a conta (pede a senha); pagamentos ficam guardados, anonimizados, como a lei exige',
          tags,
          body: deleteAccountBodySchema,
          response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 409, 429) },
        },
      },
      async (request, reply) => {
        const message = await service.deleteAccount(authOf(request), request.body.password);
        deps.cookie.clear(reply);
        return reply.headers(noStore).send({ message });
      },
    );
  };
