// What cuts across the modules, set up before them: the Fastify instance and its plugins (errors,
// input guard, security headers, ETags, compression, cookies, API docs), the state shared by every
// process (Redis, else this process's), socket.io, the mailer and the session cookie. After the
// modules: CSRF and the session every route reads (they need the auth service).
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { loggerOptions } from './log-format';
import { frameworkErrorOptions, registerErrorHandling, registerErrorSchemas } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerBodyLimits } from './plugins/body-limits';
import { warnOnForwardedRequests } from './plugins/proxy-warning';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerEtags } from './plugins/etag';
import { registerApiDocs } from './plugins/api-docs';
import { attachRealtime } from './plugins/realtime';
import { registerCsrfProtection } from './plugins/csrf';
import { registerSession, sessionCookie, type SessionCookie } from './plugins/session';
import { connectSharedState, localState } from './plugins/shared-state';
import type { AuthService } from './modules/auth/service';
import { createMailer } from './modules/email/mailer';

export async function createPlatform(config: Config, db: Db, onRoute?: (route: RouteOptions) => void) {
  const app = Fastify({
    logger: loggerOptions(config),
    // Only the proxies' own hops of X-Forwarded-For are believed; otherwise a client could fake its IP.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    // Per-request lines only when debugging; errors are logged either way.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
    ...frameworkErrorOptions(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  registerBodyLimits(app);
  if (config.TRUST_PROXY === false || config.TRUST_PROXY === 0) warnOnForwardedRequests(app);
  if (onRoute) app.addHook('onRoute', onRoute);
  registerErrorSchemas(app);
  registerSecurityHeaders(app, { publicUrl: config.PUBLIC_URL, tlsAtProxy: config.TLS_AT_PROXY === 'on' });
  // Before compression: ETags are of the JSON itself (lists answer 304 when unchanged).
  registerEtags(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await registerApiDocs(app, { productName: config.PRODUCT_NAME, version: config.version, page: config.apiDocs });

  // With REDIS_URL: cache invalidation, login throttle and rate limits shared by every process.
  const processId = randomUUID(); // tells this process's own messages apart from the others'
  const shared = config.REDIS_URL
    ? await connectSharedState(config.REDIS_URL, app.log, config.REDIS_PREFIX)
    : localState();
  app.addHook('onClose', () => shared.close());

  const io = await attachRealtime(app, {
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    origin: config.PUBLIC_URL,
  });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    db,
    log: app.log,
    publicUrl: config.PUBLIC_URL,
  });
  const cookie = sessionCookie({
    name: config.SESSION_COOKIE_NAME,
    secure: config.PUBLIC_URL.startsWith('https:'),
    tlsAtProxy: config.TLS_AT_PROXY === 'on',
  });
  return { app, processId, shared, io, mailer, cookie };
}

/** CSRF and the session, read by every route registered after this. */
export function registerSessions(app: FastifyInstance, config: Config, auth: AuthService, cookie: SessionCookie): void {
  registerCsrfProtection(app, { publicUrl: config.PUBLIC_URL, publicUrlConfigured: config.publicUrlConfigured });
  registerSession(app, { service: auth, cookie });
}
