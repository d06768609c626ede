// The admin check of spec §4/§7; the admin data calls come with the admin issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkAdminSchema } from '@shared/auth';
import { authOf, requireUser } from '../../plugins/session';
import { errorResponses } from '../../plugins/errors';

export const adminRoutes = (): FastifyPluginAsyncZod => async (app) => {
  app.get(
    '/admin/check-admin',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Diz se o usuário da sessão é administrador',
        tags: ['admin'],
        response: { 200: checkAdminSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send({ isAdmin: authOf(request).user.role === 'admin' }),
  );
};
