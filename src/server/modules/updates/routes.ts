// Updates HTTP API: the changelog of /updates (CHANGELOG.md and the admins' entries).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateListSchema } from '@shared/updates';
import type { UpdatesService } from './service';

export const updatesRoutes =
  (deps: { updates: UpdatesService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/updates',
      {
        schema: {
          summary:
            'Novidades da plataforma, da mais recente para a mais antiga (a mais recente marcada como nova por 7 dias)',
          tags: ['conteúdo'],
          response: { 200: updateListSchema },
        },
      },
      async (_request, reply) => reply.header('Cache-Control', 'public, max-age=60').send(await deps.updates.list()),
    );
  };
