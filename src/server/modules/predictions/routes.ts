// AI HTTP API: the published backtest and the match predictions (full for Pro, favourite and band
// for everyone else: the gate is in the service, the user comes from the session).
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isValidYmd } from '@shared/datetime';
import {
  backtestSchema,
  backtestSummarySchema,
  dayPredictionsSchema,
  matchPredictionSchema,
} from '@shared/predictions';
import type { PredictionsService } from './service';
import { idTextSchema } from '@shared/integers';

const errorSchema = z.object({ message: z.string() });

const dayQuery = z.object({
  date: z
    .string()
    .refine(isValidYmd, 'deve ser um dia válido no formato AAAA-MM-DD')
    .optional()
    .describe('Dia em America/Sao_Paulo (AAAA-MM-DD); padrão: hoje'),
  league: idTextSchema().optional().describe('Id da liga'),
});

/** The answer depends on who asks (Pro or not): never stored by a shared cache. */
const PERSONAL = 'private, no-store';

/** A finished backtest changes at most once a match day; one still being computed must not be kept. */
function sendBacktest(reply: FastifyReply, answer: { json: string; ready: boolean }) {
  return reply
    .header('Cache-Control', answer.ready ? 'public, max-age=60' : 'no-store')
    .type('application/json; charset=utf-8')
    .send(answer.json as never);
}

export const predictionsRoutes =
  (deps: { predictions: PredictionsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { predictions } = deps;

    app.get(
      '/ai/backtest',
      {
        schema: {
          summary: 'Backtest publicado: métricas por liga e no total, e cada previsão com o resultado',
          tags: ['ia'],
          response: { 200: backtestSchema },
        },
      },
      async (_request, reply) => sendBacktest(reply, await predictions.backtestJson()),
    );

    app.get(
      '/ai/backtest/summary',
      {
        schema: {
          summary: 'O backtest sem a lista de previsões (tabela e calibração)',
          tags: ['ia'],
          response: { 200: backtestSummarySchema },
        },
      },
      async (_request, reply) => sendBacktest(reply, await predictions.backtestSummaryJson()),
    );

    app.get(
      '/ai/predictions',
      {
        schema: {
          summary: 'Previsões das partidas de um dia que ainda não terminaram (completas para o plano Pro)',
          tags: ['ia'],
          querystring: dayQuery,
          response: { 200: dayPredictionsSchema, 400: errorSchema },
        },
      },
      async (request, reply) => {
        const answer = await predictions.dayPredictions(request.query, request.auth?.user.id ?? null);
        return reply.header('Cache-Control', PERSONAL).header('Vary', 'Cookie').send(answer);
      },
    );

    app.get(
      '/ai/predictions/:matchId',
      {
        schema: {
          summary: 'Previsão de uma partida (completa para o plano Pro)',
          tags: ['ia'],
          params: z.object({ matchId: z.string().describe('Id numérico da partida') }),
          response: { 200: matchPredictionSchema, 404: errorSchema },
        },
      },
      async (request, reply) => {
        const answer = await predictions.matchPrediction(request.params.matchId, request.auth?.user.id ?? null);
        return reply.header('Cache-Control', PERSONAL).header('Vary', 'Cookie').send(answer);
      },
    );
  };
