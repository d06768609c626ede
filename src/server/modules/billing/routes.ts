// Until the billing issue: every account is on the free plan, with no subscription and no payments.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSubscriptionSchema } from '@shared/auth';
import { requireUser } from '../../plugins/session';
import { errorResponses } from '../../plugins/errors';

export const billingRoutes = (): FastifyPluginAsyncZod => async (app) => {
  app.get(
    '/subscription/current',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Assinatura atual do usuário',
        tags: ['assinatura'],
        response: { 200: currentSubscriptionSchema, ...errorResponses(401) },
      },
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ plan: 'free', status: 'none' }),
  );
  app.get(
    '/subscription/payments',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Pagamentos do usuário',
        tags: ['assinatura'],
        response: { 200: z.array(z.unknown()), ...errorResponses(401) },
      },
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send([]),
  );
};
