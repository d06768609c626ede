// Football HTTP API: matches, leagues, teams, crests, head-to-head and statistics.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  h2hSchema,
  leagueDetailSchema,
  leagueListSchema,
  leagueStatsSchema,
  matchDetailSchema,
  matchFilterSchema,
  matchListSchema,
  teamDetailSchema,
} from '@shared/football';
import { isValidYmd } from '@shared/datetime';
import { playerDetailSchema } from '@shared/players';
import { errorResponses } from '../../plugins/errors';
import { jsonOnce } from '../../plugins/json-once';
import { CREST_SIZES, type CrestSize } from './crest';
import type { CachedMatches } from './match-cache';
import type { FootballService } from './service';
import { matchesJson } from './to-match';
import { idTextSchema } from '@shared/integers';

const idParams = z.object({ id: z.string().describe('Id numérico') });
const seasonQuery = z.object({ season: z.string().regex(/^\d+$/, 'deve ser um número').optional() });

const dayQuery = z.object({
  date: z
    .string()
    .refine(isValidYmd, 'deve ser um dia válido no formato AAAA-MM-DD')
    .optional()
    .describe('Dia em America/Sao_Paulo (AAAA-MM-DD); padrão: hoje'),
  includeTeams: z
    .enum(['true', 'false'])
    .optional()
    .describe('Os times sempre vêm em cada partida; aceito por compatibilidade'),
  league: idTextSchema().optional().describe('Id da liga'),
  status: matchFilterSchema.optional(),
});

const LONG_CACHE = 'public, max-age=31536000, immutable';

/** A match list answer as JSON, each match's JSON reused (to-match.ts listedMatch). */
export function matchListJson(list: CachedMatches): string {
  return jsonOnce(list, () => `{"matches":${matchesJson(list.matches)},"timestamp":${JSON.stringify(list.timestamp)}}`);
}

export const footballRoutes =
  (deps: { football: FootballService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { football } = deps;

    app.get(
      '/soccer/matches',
      {
        schema: {
          summary: 'Partidas de um dia (padrão: hoje, America/Sao_Paulo)',
          tags: ['futebol'],
          querystring: dayQuery,
          response: { 200: matchListSchema },
        },
      },
      async (request, reply) => {
        const result = await football.dayMatches(request.query);
        // Today's list changes minute by minute; other days change only when matches settle.
        reply.header('Cache-Control', result.isToday ? 'no-store' : 'public, max-age=60');
        return reply.type('application/json; charset=utf-8').send(matchListJson(result.list) as never);
      },
    );

    app.get(
      '/soccer/matches/live',
      { schema: { summary: 'Partidas ao vivo agora', tags: ['futebol'], response: { 200: matchListSchema } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return reply.type('application/json; charset=utf-8').send(matchListJson(await football.liveMatches()) as never);
      },
    );

    app.get(
      '/soccer/matches/:id',
      {
        schema: {
          summary: 'Uma partida: placar, gols, forma, confronto direto e classificação',
          tags: ['futebol'],
          params: idParams,
          response: { 200: matchDetailSchema, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return football.matchDetail(request.params.id);
      },
    );

    app.get(
      '/leagues',
      {
        schema: {
          summary: 'Ligas por país, com a temporada atual',
          tags: ['futebol'],
          response: { 200: leagueListSchema },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=300');
        return football.leagues();
      },
    );

    app.get(
      '/leagues/:id',
      {
        schema: {
          summary: 'Uma liga: classificação, rodadas, artilharia e temporadas',
          tags: ['futebol'],
          params: idParams,
          querystring: seasonQuery,
          response: { 200: leagueDetailSchema, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return football.leagueDetail(request.params.id, request.query.season);
      },
    );

    app.get(
      '/players/:id',
      {
        schema: {
          summary: 'Um jogador: identidade, totais por competição e partidas',
          tags: ['futebol'],
          params: idParams,
          response: { 200: playerDetailSchema, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return football.playerDetail(request.params.id);
      },
    );

    app.get(
      '/teams/:id',
      {
        schema: {
          summary: 'Um time: identidade, competições, forma, jogos e estatísticas',
          tags: ['futebol'],
          params: idParams,
          response: { 200: teamDetailSchema, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return football.teamDetail(request.params.id);
      },
    );

    app.get(
      '/teams/:id/crest.svg',
      {
        schema: {
          summary: 'Escudo do time (SVG gerado com as cores e as iniciais)',
          tags: ['futebol'],
          params: idParams,
          response: { 200: z.string(), ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const svg = await football.crest(request.params.id);
        reply.header('Content-Type', 'image/svg+xml; charset=utf-8').header('Cache-Control', LONG_CACHE);
        return svg;
      },
    );

    app.get(
      '/teams/:id/crest.webp',
      {
        schema: {
          summary: 'Escudo do time em WebP (o SVG desenhado em 96 px, ou 192 px com size=192)',
          tags: ['futebol'],
          params: idParams,
          // (The URL's `v`, the drawing's version, only keeps old pictures out of caches.)
          querystring: z.object({
            size: z
              .enum(CREST_SIZES.map(String) as ['96', '192'])
              .optional()
              .describe('Largura em pixels: 96 (padrão) ou 192'),
          }),
          response: { 200: z.any(), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const size = Number(request.query.size ?? CREST_SIZES[0]) as CrestSize;
        const picture = await football.crestImage(request.params.id, size);
        reply.header('Content-Type', 'image/webp').header('Cache-Control', LONG_CACHE);
        return picture;
      },
    );

    app.get(
      '/h2h/:home/:away',
      {
        schema: {
          summary: 'Confronto direto entre dois times (ids ou slugs)',
          tags: ['futebol'],
          params: z.object({ home: z.string(), away: z.string() }),
          response: { 200: h2hSchema, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return football.h2h(request.params.home, request.params.away);
      },
    );

    app.get(
      '/stats',
      {
        schema: {
          summary: 'Estatísticas de uma liga e temporada',
          tags: ['futebol'],
          querystring: z.object({
            league: z.string().regex(/^\d+$/, 'deve ser um número').optional(),
            season: z.string().regex(/^\d+$/, 'deve ser um número').optional(),
          }),
          response: { 200: leagueStatsSchema, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return football.stats(request.query.league, request.query.season);
      },
    );
  };
