// Bonus HTTP API: the offers still valid now (expired ones are never sent) and the help link.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bonusListSchema } from '@shared/bonus';
import type { BonusService } from './service';

export const bonusRoutes =
  (deps: { bonus: BonusService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/bonus',
      {
        schema: {
          summary: 'Ofertas de bônus válidas agora, a que vence primeiro antes, e o link de ajuda sobre apostas',
          tags: ['conteúdo'],
          response: { 200: bonusListSchema },
        },
      },
      // A short cache: an offer must disappear soon after it expires.
      async (_request, reply) => reply.header('Cache-Control', 'public, max-age=30').send(await deps.bonus.list()),
    );
  };
