// The session cookie: reads it on every /api request (one indexed lookup, none without the cookie),
// exposes request.auth, and gives routes the requireUser / requireAdmin guards.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import type { Authenticated, AuthService } from '../modules/auth/service';
import type { SessionActor } from '../modules/admin/actor';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and session, or null for a visitor. */
    auth: Authenticated | null;
  }
}

export interface SessionCookieOptions {
  name: string;
  secure: boolean;
  /** TLS_AT_PROXY=on: Secure also when the proxy says the request came over https (X-Forwarded-Proto). */
  tlsAtProxy?: boolean;
}

export function sessionCookie(options: SessionCookieOptions) {
  const attributes = (reply: FastifyReply) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secure || (options.tlsAtProxy === true && reply.request.protocol === 'https'),
  });
  return {
    name: options.name,
    set(reply: FastifyReply, token: string, expiresAt: Date) {
      reply.setCookie(options.name, token, { ...attributes(reply), expires: expiresAt });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(options.name, attributes(reply));
    },
    read(request: FastifyRequest): string | undefined {
      const value = request.cookies[options.name];
      return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
    },
  };
}

export type SessionCookie = ReturnType<typeof sessionCookie>;

type SessionDeps = { service: AuthService; cookie: SessionCookie };

/** The request's session (null for a visitor), renewing or dropping its cookie as it goes. */
export async function readSession(
  deps: SessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Authenticated | null> {
  const token = deps.cookie.read(request);
  if (!token) return null;
  const auth = await deps.service.authenticate(token);
  if (!auth) {
    // Expired or revoked: drop the dead cookie so the browser stops sending it.
    deps.cookie.clear(reply);
    return null;
  }
  if (auth.renewedUntil) deps.cookie.set(reply, token, auth.renewedUntil);
  return auth;
}

export function registerSession(app: FastifyInstance, deps: SessionDeps): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    // The matched route, not the raw URL ('/%61pi/user' is '/api/user').
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const auth = await readSession(deps, request, reply);
    if (auth) request.auth = auth;
  });
}

export const UNAUTHENTICATED_MESSAGE = 'Você precisa entrar na sua conta.';

/** preHandler: 401 for visitors. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
}

/** preHandler: 401 for visitors, 403 for signed-in non-admins. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
  if (request.auth.user.role !== 'admin') throw new HttpError(403, 'Acesso restrito a administradores.');
}

/** The signed-in user inside a handler guarded by requireUser. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
  return request.auth;
}

/** The signed-in user as the actor of a change (admin services take this, never the request). */
export function actorOf(request: FastifyRequest): SessionActor {
  const { user, sessionId, signedInAt } = authOf(request);
  return { id: user.id, email: user.email, ip: request.ip, sessionId, signedInAt };
}
