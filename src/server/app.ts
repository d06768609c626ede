// Composes the server: plugins for what cuts across, one module per domain under /api.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Server as SocketServer } from 'socket.io';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandling } from './plugins/errors';
import { registerClient } from './plugins/static';
import { attachRealtime } from './plugins/realtime';
import { healthRoutes } from './modules/health/routes';
import { createLive, type Clock, type LiveProvider, type LiveService } from './modules/live';
import { liveRoutes } from './modules/live/routes';

z.config(z.locales.pt());

export interface AppDeps {
  config: Config;
  database: Database;
  /** Tests drive the live feed with their own clock or provider. */
  live?: { clock?: Clock; provider?: LiveProvider };
}

export interface App {
  app: FastifyInstance;
  io: SocketServer;
  live: LiveService;
}

export async function buildApp({ config, database, live: liveDeps = {} }: AppDeps): Promise<App> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: true,
    // Per-request lines only when debugging; errors are logged either way.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.PUBLIC_URL.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https:'),
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.PRODUCT_NAME} API`, version: config.version, description: 'API do aplicativo.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const io = await attachRealtime(app, { redisUrl: config.REDIS_URL, origin: config.PUBLIC_URL });
  const live = createLive({
    db: database.db,
    io,
    log: app.log,
    speed: config.LIVE_SPEED,
    tickMs: config.LIVE_TICK_MS,
    ...liveDeps,
  });
  if (config.LIVE_PROVIDER !== 'off') {
    app.addHook('onReady', () => live.start());
    app.addHook('preClose', () => live.stop());
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ database, version: config.version }));
      await api.register(liveRoutes({ live }));
    },
    { prefix: '/api' },
  );

  await registerClient(app, {
    clientDir: config.CLIENT_DIR,
    productName: config.PRODUCT_NAME,
    adminFallbackEmails: config.ADMIN_FALLBACK_EMAILS,
  });
  return { app, io, live };
}
