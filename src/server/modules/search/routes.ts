// Match search by team (spec §3 "Match (search result)", §5, §9), and teams and leagues by name.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { directorySearchSchema, searchResultSchema } from '@shared/football';
import { SEARCH } from '@shared/constants';
import { jsonOnce } from '../../plugins/json-once';
import type { FootballService } from '../football/service';
import { matchesJson } from '../football/to-match';

const searchText = z
  .string()
  .trim()
  .min(SEARCH.minChars, `A busca precisa de pelo menos ${SEARCH.minChars} caracteres.`)
  .max(80);

export const searchRoutes =
  (deps: { football: FootballService }): FastifyPluginAsyncZod =>
  async (app) => {
    // Beside the spec's match search: the teams and leagues the text names, shown above the matches.
    app.get(
      '/search',
      {
        schema: {
          summary: 'Busca times e ligas pelo nome (sem acento, tolera erros de digitação)',
          tags: ['busca'],
          querystring: z.object({ q: searchText }),
          response: { 200: directorySearchSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.football.searchDirectory(request.query.q);
      },
    );
    app.get(
      '/search/matches',
      {
        schema: {
          summary: 'Busca partidas pelo nome dos times (sem acento, tolera erros de digitação)',
          tags: ['busca'],
          querystring: z.object({
            q: searchText,
            limit: z.coerce.number().int().min(1).max(SEARCH.maxLimit).default(SEARCH.limit),
          }),
          response: { 200: searchResultSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const matches = await deps.football.searchMatches(request.query.q, request.query.limit);
        return reply
          .type('application/json; charset=utf-8')
          .send(jsonOnce(matches, () => matchesJson(matches)) as never);
      },
    );
  };
