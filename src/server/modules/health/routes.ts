import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

export const healthRoutes =
  (deps: { database: Database; version: string }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          summary: 'Estado do servidor e do banco de dados',
          tags: ['sistema'],
          response: { 200: z.object({ status: z.literal('ok'), db: z.literal('ok'), version: z.string() }) },
        },
      },
      async (_request, reply) => {
        await deps.database.ping();
        reply.header('Cache-Control', 'no-store');
        return { status: 'ok' as const, db: 'ok' as const, version: deps.version };
      },
    );
  };
