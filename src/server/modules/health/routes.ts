import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

export const healthRoutes =
  (deps: {
    database: Database;
    version: string;
    liveRole: () => 'leader' | 'standby' | 'off';
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          summary: 'Estado do servidor e do banco de dados',
          tags: ['sistema'],
          response: {
            200: z.object({
              status: z.literal('ok'),
              db: z.literal('ok'),
              version: z.string(),
              /** This process's part in the live feed: the one leader plays it, standbys wait to take over. */
              live: z.enum(['leader', 'standby', 'off']),
            }),
            503: z.object({
              status: z.literal('error'),
              db: z.literal('error'),
              version: z.string(),
              live: z.enum(['leader', 'standby', 'off']),
              message: z.string(),
            }),
          },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        try {
          await deps.database.ping();
        } catch (error) {
          request.log.error({ err: error }, 'database ping failed');
          return reply.status(503).send({
            status: 'error' as const,
            db: 'error' as const,
            version: deps.version,
            live: deps.liveRole(),
            message: 'Banco de dados indisponível',
          });
        }
        return { status: 'ok' as const, db: 'ok' as const, version: deps.version, live: deps.liveRole() };
      },
    );
  };
