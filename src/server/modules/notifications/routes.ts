// Notification calls (spec §7, issue 10): the centre's list and actions, follows, preferences, a
// test notification, and web push (public key, device subscriptions). Every call acts on the
// session's user only: another user's notification is simply not found (404), a visitor gets 401.
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  followsBodySchema,
  followsSchema,
  notificationActionSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  pushPublicKeySchema,
  pushSubscriptionAckSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '@shared/notifications';
import { authOf, requireUser } from '../../plugins/session';
import { errorResponses, HttpError } from '../../plugins/errors';
import { NOTIFICATION_MESSAGES, type NotificationsService } from './service';
import type { FastifyRequest } from 'fastify';
import { ACTION_USER_HEADER } from '@shared/constants';

const noStore = { 'Cache-Control': 'no-store' };
const tags = ['notificações'];

export const notificationsRoutes =
  (deps: { service: NotificationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { service } = deps;
    await app.register(rateLimit, { global: false });
    const userId = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;
    /** An action queued offline by one account and replayed while another is signed in changes nothing. */
    const sameUserAsAction = async (request: FastifyRequest) => {
      const claimed = request.headers[ACTION_USER_HEADER];
      if (claimed !== undefined && claimed !== String(userId(request)))
        throw new HttpError(409, NOTIFICATION_MESSAGES.otherAccount);
    };
    const guarded = { preHandler: [requireUser, sameUserAsAction] };

    app.get(
      '/user/notifications',
      {
        ...guarded,
        schema: {
          summary: 'Notificações do usuário (mais novas primeiro, até 100) e quantas não foram lidas',
          tags,
          querystring: notificationListQuerySchema,
          response: { 200: notificationListSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.list(userId(request))),
    );

    app.post(
      '/user/notifications/read-all',
      {
        ...guarded,
        schema: {
          summary: 'Marca todas as notificações como lidas',
          tags,
          response: { 200: notificationActionSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.markAllRead(userId(request))),
    );

    app.post(
      '/user/notifications/delete-all',
      {
        ...guarded,
        schema: {
          summary: 'Exclui todas as notificações',
          tags,
          response: { 200: notificationActionSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.removeAll(userId(request))),
    );

    app.post(
      '/user/notifications/test',
      {
        ...guarded,
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          summary: 'Envia uma notificação de teste por todos os canais (central, socket, push)',
          tags,
          response: { 201: notificationActionSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .headers(noStore)
          .send(await service.sendTest(userId(request))),
    );

    app.post(
      '/user/notifications/:id/read',
      {
        ...guarded,
        schema: {
          summary: 'Marca uma notificação como lida',
          tags,
          params: notificationIdParamsSchema,
          response: { 200: notificationActionSchema, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.markRead(userId(request), request.params.id)),
    );

    app.post(
      '/user/notifications/:id/delete',
      {
        ...guarded,
        schema: {
          summary: 'Exclui uma notificação',
          tags,
          params: notificationIdParamsSchema,
          response: { 200: notificationActionSchema, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.remove(userId(request), request.params.id)),
    );

    app.get(
      '/user/follows',
      {
        ...guarded,
        schema: {
          summary: 'Times e partidas que o usuário segue',
          tags,
          response: { 200: followsSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.follows(userId(request))),
    );

    app.put(
      '/user/follows',
      {
        ...guarded,
        schema: {
          summary: 'Substitui os times e partidas seguidos (times limitados pelo plano)',
          tags,
          body: followsBodySchema,
          response: { 200: followsSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.setFollows(userId(request), request.body)),
    );

    app.get(
      '/user/notification-preferences',
      {
        ...guarded,
        schema: {
          summary: 'Quais avisos o usuário quer receber',
          tags,
          response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.preferences(userId(request))),
    );

    app.put(
      '/user/notification-preferences',
      {
        ...guarded,
        schema: {
          summary: 'Muda quais avisos o usuário quer receber (só os campos enviados)',
          tags,
          body: notificationPreferencesUpdateSchema,
          response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) =>
        reply.headers(noStore).send(await service.setPreferences(userId(request), request.body)),
    );

    app.get(
      '/push/public-key',
      {
        schema: {
          summary: 'Chave pública VAPID para assinar notificações push',
          tags,
          response: { 200: pushPublicKeySchema },
        },
      },
      async (_request, reply) => reply.header('Cache-Control', 'public, max-age=300').send(service.publicKey()),
    );

    app.post(
      '/push/subscriptions',
      {
        ...guarded,
        schema: {
          summary: 'Ativa o push neste dispositivo (o PushSubscription do navegador)',
          tags,
          body: pushSubscriptionBodySchema,
          response: { 201: pushSubscriptionAckSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .headers(noStore)
          .send(await service.subscribe(userId(request), request.body, authOf(request).sessionId)),
    );

    app.delete(
      '/push/subscriptions',
      {
        ...guarded,
        schema: {
          summary: 'Desativa o push neste dispositivo',
          tags,
          body: pushUnsubscribeBodySchema,
          response: { 200: pushSubscriptionAckSchema, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) =>
        reply.headers(noStore).send(await service.unsubscribe(userId(request), request.body.endpoint)),
    );
  };
