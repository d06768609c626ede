// GET /api/soccer/matches?date=&includeTeams=true: the day's matches in the shared Match shape,
// used by the app's 15 s polling fallback and the service worker's background sync.
// The football module owns this path at merge; what must survive there: the { matches, timestamp }
// shape and Cache-Control no-store for today.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchListSchema } from '@shared/football';
import type { LiveService } from './service';

const querySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'use o formato AAAA-MM-DD')
    .optional(),
  includeTeams: z.enum(['true', 'false']).optional(),
});

export const liveRoutes =
  (deps: { live: LiveService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/soccer/matches',
      {
        schema: {
          summary: 'Partidas de um dia (padrão: hoje, horário de Brasília)',
          tags: ['partidas'],
          querystring: querySchema,
          response: { 200: matchListSchema },
        },
      },
      async (request, reply) => {
        const day = request.query.date ?? deps.live.today();
        // Today's scores change every minute: never cached by the browser or a proxy.
        reply.header('Cache-Control', day === deps.live.today() ? 'no-store' : 'no-cache');
        return deps.live.matchesFor(day);
      },
    );
  };
