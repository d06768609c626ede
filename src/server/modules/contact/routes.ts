// POST /api/contact (public, signed in or out) and the admin inbox /api/admin/contact-messages.
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactBodySchema, contactListQuerySchema, contactListSchema } from '@shared/contact';
import { actionResultSchema, idParamsSchema } from '@shared/admin';
import { errorResponses } from '../../plugins/errors';
import { actorOf, requireAdmin } from '../../plugins/session';
import type { ContactService } from './service';

const noStore = { 'Cache-Control': 'no-store' };
/** A flood guard on every call (bad ones included); the service's own limit counts accepted messages. */
const FLOOD = { max: 30, timeWindow: 15 * 60 * 1000 };

export const contactRoutes =
  (deps: { service: ContactService; rateLimit?: Partial<RateLimitPluginOptions> }): FastifyPluginAsyncZod =>
  async (app) => {
    const { service } = deps;
    await app.register(rateLimit, { ...deps.rateLimit, global: false });

    app.post(
      '/contact',
      {
        config: { rateLimit: FLOOD },
        schema: {
          summary: 'Envia uma mensagem à equipe (contato, suporte, feedback, privacidade, segurança)',
          tags: ['contato'],
          body: contactBodySchema,
          response: { 201: z.object({ message: z.string() }), ...errorResponses(400, 429) },
        },
      },
      async (request, reply) => {
        const message = await service.send(request.body, {
          ip: request.ip,
          userId: request.auth?.user.id ?? null,
        });
        return reply.status(201).headers(noStore).send({ message });
      },
    );

    app.get(
      '/admin/contact-messages',
      {
        preHandler: requireAdmin,
        schema: {
          summary: 'Caixa de mensagens do formulário de contato (só administradores)',
          tags: ['admin'],
          querystring: contactListQuerySchema,
          response: { 200: contactListSchema, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.inbox(request.query.status)),
    );

    app.post(
      '/admin/contact-messages/:id/handled',
      {
        preHandler: requireAdmin,
        schema: {
          summary: 'Marca uma mensagem como resolvida (registrado na auditoria)',
          tags: ['admin'],
          params: idParamsSchema,
          response: { 200: actionResultSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply.headers(noStore).send({ message: await service.markHandled(actorOf(request), request.params.id) }),
    );
  };
