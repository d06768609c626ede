// Account calls of spec §7: register, login, logout, current user, profile, passwords, email links.
import { z } from 'zod';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  changePasswordBodySchema,
  loginBodySchema,
  loginErrorSchema,
  messageSchema,
  registerBodySchema,
  registerVerificationSchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  updateUserBodySchema,
  userSchema,
} from '@shared/auth';
import { authOf, requireUser, type SessionCookie } from '../../plugins/session';
import { errorSchema } from '@shared/api-error';
import { errorResponses } from '../../plugins/errors';
import { MESSAGES, toUser, type AuthService, type ClientContext } from './service';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Per-IP limits (generous: mobile carriers put many users behind one address). */
const LIMITS = {
  register: { max: 10, timeWindow: 60 * 60 * 1000 },
  emailRequests: { max: 10, timeWindow: FIFTEEN_MINUTES },
  changePassword: { max: 10, timeWindow: FIFTEEN_MINUTES },
  profile: { max: 20, timeWindow: FIFTEEN_MINUTES },
};

const tags = ['conta'];
const noStore = { 'Cache-Control': 'no-store' };

export const authRoutes =
  (deps: {
    service: AuthService;
    cookie: SessionCookie;
    /** Shared rate-limit store options (Redis, with several processes). */
    rateLimit?: Partial<RateLimitPluginOptions>;
    /** ADMIN_FALLBACK_EMAILS, lower-cased: GET /api/user says whether the user is on it, nothing more. */
    adminFallbackEmails?: readonly string[];
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { service, cookie } = deps;
    await app.register(rateLimit, { ...deps.rateLimit, global: false });

    const context = (request: FastifyRequest): ClientContext => ({
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      sessionToken: cookie.read(request),
    });

    app.post(
      '/register',
      {
        config: { rateLimit: LIMITS.register },
        schema: {
          summary: 'Cria uma conta',
          tags,
          body: registerBodySchema,
          response: { 201: z.union([registerVerificationSchema, userSchema]), ...errorResponses(409, 429) },
        },
      },
      async (request, reply) => {
        const { response, session } = await service.register(request.body, context(request));
        if (session) cookie.set(reply, session.token, session.expiresAt);
        return reply.status(201).headers(noStore).send(response);
      },
    );

    app.post(
      '/login',
      {
        schema: {
          summary: 'Entra com email (ou nome de usuário) e senha',
          tags,
          body: loginBodySchema,
          response: {
            200: userSchema,
            401: loginErrorSchema,
            // A disabled or unverified account, or a call refused by the origin check.
            403: z.union([loginErrorSchema, errorSchema]),
            429: loginErrorSchema,
            500: z.union([loginErrorSchema, errorSchema]),
          },
        },
      },
      async (request, reply) => {
        const { user, session } = await service.login(request.body, context(request));
        cookie.set(reply, session.token, session.expiresAt);
        return reply.headers(noStore).send(user);
      },
    );

    app.post(
      '/logout',
      { schema: { summary: 'Sai da conta (encerra a sessão no servidor)', tags, response: { 200: messageSchema } } },
      async (request, reply) => {
        await service.logout(request.auth?.sessionId);
        cookie.clear(reply);
        return reply.headers(noStore).send({ message: MESSAGES.loggedOut });
      },
    );

    app.get(
      '/user',
      {
        preHandler: requireUser,
        schema: {
          summary: 'O usuário da sessão (401 para visitantes)',
          tags,
          response: { 200: userSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        const user = toUser(authOf(request).user);
        const adminFallback = deps.adminFallbackEmails?.includes(user.email.toLowerCase()) ?? false;
        return reply.headers(noStore).send({ ...user, adminFallback });
      },
    );

    app.put(
      '/user',
      {
        preHandler: requireUser,
        config: { rateLimit: LIMITS.profile },
        schema: {
          summary:
            'Atualiza o nome de usuário; um novo email fica pendente (pendingEmail) até o link enviado a ele ser aberto',
          tags,
          body: updateUserBodySchema,
          response: { 200: userSchema, ...errorResponses(401, 409, 429) },
        },
      },
      async (request, reply) =>
        reply.headers(noStore).send(await service.updateProfile(authOf(request).user, request.body)),
    );

    app.post(
      '/change-password',
      {
        preHandler: requireUser,
        config: { rateLimit: LIMITS.changePassword },
        schema: {
          summary: 'Troca a senha e encerra as outras sessões',
          tags,
          body: changePasswordBodySchema,
          response: { 200: messageSchema, ...errorResponses(401, 429) },
        },
      },
      async (request) => ({ message: await service.changePassword(authOf(request), request.body) }),
    );

    app.post(
      '/reset-password',
      {
        config: { rateLimit: LIMITS.emailRequests },
        schema: {
          summary: 'Pede o link de redefinição ({ email }) ou define a nova senha ({ token, password })',
          tags,
          body: resetPasswordBodySchema,
          response: { 200: messageSchema, ...errorResponses(429) },
        },
      },
      async (request) => {
        const body = request.body;
        if ('token' in body)
          return { message: await service.confirmReset(body.token, body.password, { ip: request.ip }) };
        return { message: service.requestReset(body.email) };
      },
    );

    app.post(
      '/resend-verification',
      {
        config: { rateLimit: LIMITS.emailRequests },
        schema: {
          summary: 'Reenvia o link de confirmação de email',
          tags,
          body: resendVerificationBodySchema,
          response: { 200: messageSchema, ...errorResponses(429) },
        },
      },
      async (request) => ({ message: service.resendVerification(request.body.email) }),
    );

    app.get(
      '/verify-email',
      {
        schema: {
          summary:
            'Confirma o email pelo link enviado (redireciona para /auth) ou a troca de email (para /profile?emailChanged=1)',
          tags,
          querystring: z.object({ token: z.string().max(200).optional() }),
        },
      },
      async (request, reply) => {
        const result = request.query.token ? await service.verifyEmail(request.query.token) : null;
        if (result === 'email_changed') return reply.headers(noStore).redirect('/profile?emailChanged=1');
        return reply.headers(noStore).redirect(`/auth?verified=${result ? 1 : 0}`);
      },
    );
  };
