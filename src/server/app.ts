// Composes the server: plugins for what cuts across, one module per domain under /api.
import { demoCalendarOf } from './modules/football/demo-calendar';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import helmet from 'helmet';
import { nonceSource } from './plugins/csp-nonce';
import compress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Server as SocketServer } from 'socket.io';
import type { Config } from './config';
import { loggerOptions } from './log-format';
import type { Database } from './db/client';
import { errorResponses, frameworkErrorOptions, HttpError, registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerEtags } from './plugins/etag';
import { registerClient } from './plugins/static';
import { attachRealtime, attachUserSockets, disconnectSessions } from './plugins/realtime';
import { registerCsrfProtection } from './plugins/csrf';
import { registerSession, sessionCookie } from './plugins/session';
import { healthRoutes } from './modules/health/routes';
import { footballRoutes } from './modules/football/routes';
import { createFootballService, type FootballService } from './modules/football/service';
import { searchRoutes } from './modules/search/routes';
import { authRoutes } from './modules/auth/routes';
import { adminRoutes } from './modules/admin/routes';
import { auditLog } from './modules/admin/audit';
import { createAdminService } from './modules/admin/service';
import { createContentAdmin } from './modules/admin/content';
import { coverImages } from './modules/admin/cover-images';
import { coverImageRoutes } from './modules/admin/cover-routes';
import { createBroadcasts, type Broadcasts } from './modules/admin/broadcasts/service';
import { billingRoutes } from './modules/billing/routes';
import { authRepo } from './modules/auth/repo';
import { createAuthService, type AuthService } from './modules/auth/service';
import { createContactService } from './modules/contact/service';
import { contactRoutes } from './modules/contact/routes';
import { createPrivacyService } from './modules/privacy/service';
import { privacyRoutes } from './modules/privacy/routes';
import { createMailer } from './modules/email/mailer';
import { createLive, type GatewayLimits, type LiveProvider, type LiveService } from './modules/live';
import { predictionsRoutes } from './modules/predictions/routes';
import { createPredictionsService, type Entitlements, type PredictionsService } from './modules/predictions/service';
import { createBilling, type Billing, type Notifier } from './modules/billing';
import { updatesRoutes } from './modules/updates/routes';
import { createUpdatesService, type UpdatesService } from './modules/updates/service';
import { bonusRoutes } from './modules/bonus/routes';
import { createBonusService, type BonusService } from './modules/bonus/service';
import { createNews, newsRoutes, type NewsFollowers, type NewsNotifier, type NewsService } from './modules/news';
import { isFinished } from '@shared/match-status';
import { createNotifications, type Notifications, type NotificationsOptions } from './modules/notifications';
import { notificationsRoutes } from './modules/notifications/routes';
import { notificationsRepo } from './modules/notifications/repo';
import { createSeoService, type NewsSource } from './modules/seo/service';
import { seoRoutes } from './modules/seo/routes';
import { headHtml } from '@shared/seo';
import { LeaderElection } from './modules/live/leader';
import { connectSharedState, localState } from './plugins/shared-state';
import { LOCK_KEYS } from './db/session-lock';

/** The channel on which a process tells the others that matches changed (their answer caches go). */
const MATCHES_CHANGED = 'matches-changed';

export interface AppDeps {
  config: Config;
  database: Database;
  /**
   * The app's clock: "today" of the day lists, which matches are settled, the live replay, what the
   * predictions may know. Tests pass a fixed or hand-moved clock so they do not depend on the date they run.
   */
  now?: () => Date;
  /** Tests may replace the live provider or the socket limits. */
  live?: { provider?: LiveProvider; gateway?: GatewayLimits };
  /** Sees every route as it is registered (the route fuzz test walks them all). */
  onRoute?: (route: RouteOptions) => void;
  /** What a user may see of predictions; tests pose as a Pro user with it. */
  entitlements?: Entitlements;
  /** Tests drive billing with their own clock and notifier, and run its scheduler by hand. */
  billing?: { now?: () => Date; notifier?: Notifier; startScheduler?: boolean };
  /** Tests record the news notifications and say who follows which team; backfill: false skips the start-up reports. */
  news?: { notifier?: NewsNotifier; followers?: NewsFollowers; backfill?: boolean };
  /** Tests shorten push retries or replace the push sending; `startPush: false` leaves the queue to them. */
  notifications?: { push?: NotificationsOptions['push']; startPush?: boolean };
  /** SEO: where news comes from (the news module), and a smaller sitemap file limit for tests. */
  seo?: { news?: NewsSource; sitemapMaxUrls?: number };
  /** Tests lengthen the match answer cache to see that another process's write clears it. */
  football?: { matchCacheTtlMs?: number };
}

export interface App {
  app: FastifyInstance;
  io: SocketServer;
  /** Accounts; drain() waits for the emails sent after an answer (tests wait on it, not on time). */
  auth: AuthService;
  football: FootballService;
  live: LiveService;
  /** This process's part in the live feed (leader or standby). */
  leader: LeaderElection;
  predictions: PredictionsService;
  billing: Billing;
  news: NewsService;
  /** notify() for every producer (billing, news, admin), the push sender. */
  notifications: Notifications;
  /** The admin area writes updates and bonus offers through these (create/update validate). */
  updates: UpdatesService;
  bonus: BonusService;
  /** Admin notifications; runDue() is the scheduler's pass (tests call it with their clock). */
  broadcasts: Broadcasts;
}

export async function buildApp({
  config,
  database,
  now = () => new Date(),
  live: liveDeps = {},
  onRoute,
  entitlements,
  billing: billingDeps = {},
  news: newsDeps = {},
  notifications: notificationsDeps = {},
  seo: seoDeps = {},
  football: footballDeps = {},
}: AppDeps): Promise<App> {
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
  if (config.TRUST_PROXY === false || config.TRUST_PROXY === 0) warnOnForwardedRequests(app);
  // Every documented route answers its errors with the one { message } schema: bad input and
  // server failures anywhere, a refused origin or content type on the calls that change state.
  // A route's own entries (401, 404, the login error...) are kept.
  app.addHook('onRoute', (route) => {
    onRoute?.(route);
    if (!route.schema || route.schema.hide) return;
    const methods = [route.method].flat();
    const changesState = methods.some((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method));
    route.schema.response = {
      ...(changesState ? errorResponses(400, 403, 415, 500) : errorResponses(400, 500)),
      ...(route.schema.response as object | undefined),
    };
  });

  // The security headers, built once (the Fastify plugin built helmet's middleware again on every
  // request, about 0.05 ms of each API call).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Inline scripts only with this response's nonce (the server-rendered page's hydration data).
        scriptSrc: ["'self'", nonceSource],
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
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  // Before compression: ETags are of the JSON itself (lists answer 304 when unchanged).
  registerEtags(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(fastifyCookie);

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.PRODUCT_NAME} API`, version: config.version, description: 'API do aplicativo.' },
    },
    transform: jsonSchemaTransform,
  });
  // The API's map is for developers: off in production unless API_DOCS=on.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // With REDIS_URL: cache invalidation, login throttle and rate limits shared by every process.
  const processId = randomUUID(); // tells this process's own messages apart from the others'
  const shared = config.REDIS_URL
    ? await connectSharedState(config.REDIS_URL, app.log, config.REDIS_PREFIX)
    : localState();
  app.addHook('onClose', () => shared.close());
  const football = createFootballService({
    db: database.db,
    dataDir: config.FOOTBALL_DATA_DIR,
    ...demoCalendarOf(config),
    now,
    matchCacheTtlMs: footballDeps.matchCacheTtlMs,
    soleWriter: database.kind === 'pglite',
    onInvalidate: shared.shared ? () => shared.publish(MATCHES_CHANGED, processId) : undefined,
  });
  shared.subscribe(MATCHES_CHANGED, (from) => {
    if (from !== processId) football.dropCachedMatches();
  });

  const io = await attachRealtime(app, {
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    origin: config.PUBLIC_URL,
  });

  // Notifications (issue 10): one producer, notify(), used by live, auth (welcome) and billing below.
  // The follow limit asks billing, built further down (the call happens only on requests).
  const notifications = await createNotifications({
    config,
    db: database.db,
    io,
    log: app.log,
    now,
    maxFollowedTeams: async (userId) => (await billing.service.entitlementsOf(userId)).maxFollowedTeams,
    push: notificationsDeps.push,
  });
  if (notificationsDeps.startPush !== false) {
    app.addHook('onReady', async () => notifications.push.start());
    app.addHook('preClose', () => notifications.push.stop());
  }

  const live = createLive({
    db: database.db,
    io,
    log: app.log,
    speed: config.LIVE_SPEED,
    tickMs: config.LIVE_TICK_MS,
    matches: football,
    clock: { now: () => now().getTime() },
    provider: liveDeps.provider,
    gateway: liveDeps.gateway,
    apiFootball:
      config.LIVE_PROVIDER === 'api-football'
        ? {
            baseUrl: config.API_FOOTBALL_URL,
            key: config.API_FOOTBALL_KEY!,
            dailyRequests: config.API_FOOTBALL_DAILY_REQUESTS,
            minIntervalMs: config.API_FOOTBALL_MIN_INTERVAL_MS,
          }
        : undefined,
    onApplied: (changes, matches, previousStatuses) =>
      notifications.service.onLiveChanges(changes, matches, previousStatuses),
  });
  // One live engine across processes: the leader plays the feed, the others stand by (live/leader.ts).
  const leader = new LeaderElection({
    lock: database.sessionLock?.(LOCK_KEYS.liveEngine) ?? null,
    retryMs: config.LIVE_LEADER_RETRY_MS,
    onElected: () => live.start(),
    onDeposed: () => live.stop(),
    log: app.log,
  });
  if (config.LIVE_PROVIDER !== 'off') {
    app.addHook('onReady', () => leader.start());
    app.addHook('preClose', () => leader.stop());
  }
  const liveRole = () => (config.LIVE_PROVIDER === 'off' ? 'off' : leader.role);

  const users = authRepo(database.db);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    db: database.db,
    log: app.log,
    publicUrl: config.PUBLIC_URL,
  });
  const auth = createAuthService({
    repo: users,
    mailer,
    log: app.log,
    publicUrl: config.PUBLIC_URL,
    productName: config.PRODUCT_NAME,
    emailVerification: config.EMAIL_VERIFICATION === 'on',
    adminEmails: config.adminEmails,
    sessionDays: config.SESSION_DAYS,
    onEmailVerified: (userId) => notifications.service.welcome(userId),
    // Sessions are stamped with the app's clock: the admin re-authentication rule reads them with it.
    now,
    throttleStore: shared.throttleStore,
    onSessionsEnded: (sessionIds) => disconnectSessions(io, sessionIds),
  });
  const cookie = sessionCookie({ name: config.SESSION_COOKIE_NAME, secure: config.PUBLIC_URL.startsWith('https:') });
  registerCsrfProtection(app, { publicUrl: config.PUBLIC_URL, publicUrlConfigured: config.publicUrlConfigured });
  registerSession(app, { service: auth, cookie });
  attachUserSockets(io, {
    cookieName: config.SESSION_COOKIE_NAME,
    userOf: async (token) => {
      const found = await auth.authenticate(token);
      return found && { userId: found.user.id, sessionId: found.sessionId };
    },
    sessionActive: (sessionId) => auth.sessionActive(sessionId),
    allowedOrigin: (origin, host) =>
      origin === undefined ||
      origin === new URL(config.PUBLIC_URL).origin ||
      (!config.publicUrlConfigured && (origin === `http://${host}` || origin === `https://${host}`)),
    log: app.log,
  });
  app.addHook('onReady', async () => {
    const promoted = await auth.promoteConfiguredAdmins();
    if (promoted) app.log.info(`${promoted} conta(s) de ADMIN_EMAILS promovida(s) a administrador`);
    await auth.pruneExpiredSessions();
  });
  app.addHook('onClose', async () => {
    await auth.drain();
    mailer.close();
  });

  const billing = createBilling({
    config,
    db: database.db,
    mailer,
    notifier: billingDeps.notifier ?? notifications.service,
    log: app.log,
    now: billingDeps.now ?? now,
    processId,
    // The sandbox calls the same webhook route a real provider would, through the whole request pipeline.
    deliver: async (notification) =>
      (
        await app.inject({
          method: 'POST',
          url: notification.path,
          headers: { ...notification.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(notification.body),
        })
      ).statusCode,
  });
  if (billingDeps.startScheduler !== false) {
    app.addHook('onReady', async () => billing.scheduler.start());
    app.addHook('preClose', () => billing.scheduler.stop());
  }

  // The admin area (issue 13): audited changes to accounts, subscriptions and payments.
  const adminAudit = auditLog(database.db, now);
  const admin = createAdminService({ db: database.db, auth, billing, audit: adminAudit, now });
  // Admin notifications: sent through notify()'s producer; scheduled ones by a timer (one process each).
  const broadcasts = createBroadcasts({
    db: database.db,
    notifications: notifications.service,
    audit: adminAudit,
    log: app.log,
    now,
  });
  if (config.NOTIFICATION_SCHEDULER_MS > 0)
    app.addHook('onReady', async () => broadcasts.start(config.NOTIFICATION_SCHEDULER_MS));
  app.addHook('preClose', () => broadcasts.stop());

  const predictions = createPredictionsService({
    db: database.db,
    football,
    log: app.log,
    now,
    // The one question every gated call asks: billing's entitlementsOf (tests may pose as Pro).
    entitlements: entitlements ?? ((userId) => billing.service.entitlementsOf(userId)),
  });
  if (config.PREDICTIONS_REFRESH_MS > 0)
    app.addHook('onReady', async () => predictions.start(config.PREDICTIONS_REFRESH_MS));
  app.addHook('preClose', () => predictions.stop());

  // Updates (CHANGELOG.md + admins' entries) and bonus offers: issue 12 points 4 and 5.
  const updates = createUpdatesService({ db: database.db, changelogPath: config.CHANGELOG_PATH, log: app.log, now });
  const bonus = createBonusService({ db: database.db, helpUrl: config.BONUS_HELP_URL, now });
  // News: automatic reports of the matches the live feed finishes and, at start, of the last
  // NEWS_REPORT_DAYS days. Publishing tells the followers of the article's teams who keep the news
  // preference on, through the notification centre's notify().
  const followersRepo = notificationsRepo(database.db);
  const news = createNews({
    db: database.db,
    football,
    log: app.log,
    now,
    author: config.PRODUCT_NAME,
    reportDays: config.NEWS_REPORT_DAYS,
    notifier: newsDeps.notifier ?? notifications.service,
    followers: newsDeps.followers ?? ((teamIds) => followersRepo.followersOf({ matchId: 0, teamIds }, 'news')),
  });
  if (config.NEWS_REPORT_DAYS > 0) {
    live.onPersisted((changes) => {
      const finished = changes.filter((change) => isFinished(change.status)).map((change) => change.matchId);
      if (finished.length)
        news.reportMatches(finished).catch((error) => app.log.error({ err: error }, 'match reports failed'));
    });
    if (newsDeps.backfill !== false)
      app.addHook('onListen', async () => {
        // In the background, once listening: the server answers while the week's reports are written.
        news.backfill().catch((error) => app.log.error({ err: error }, 'news backfill failed'));
      });
  }
  app.addHook('preClose', async () => {
    news.stop();
    await news.idle();
  });

  // /admin/news (issue 13 point 10): articles, covers (under DATA_DIR/uploads/news), updates, bonus, plans.
  const images = coverImages(path.join(config.DATA_DIR, 'uploads', 'news'));
  const content = createContentAdmin({ db: database.db, news, updates, bonus, images, audit: adminAudit, now });
  await app.register(coverImageRoutes({ images }));

  // Issue 22 point 5: the one contact form and its admin inbox; the user's data export and deletion.
  const contact = createContactService({ db: database.db, audit: adminAudit, now });
  const privacy = createPrivacyService({ db: database.db, product: config.PRODUCT_NAME, now });

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ database, version: config.version, liveRole }));
      await api.register(footballRoutes({ football }));
      await api.register(searchRoutes({ football }));
      await api.register(
        authRoutes({
          service: auth,
          cookie,
          rateLimit: shared.rateLimit,
          adminFallbackEmails: config.adminFallbackEmails,
        }),
      );
      await api.register(privacyRoutes({ service: privacy, cookie, rateLimit: shared.rateLimit }));
      await api.register(contactRoutes({ service: contact, rateLimit: shared.rateLimit }));
      await api.register(
        adminRoutes({
          service: admin,
          audit: adminAudit,
          broadcasts,
          live,
          connectedSockets: () => io.engine.clientsCount,
          now,
          content,
        }),
      );
      await api.register(
        billingRoutes({
          service: billing.service,
          // The sandbox's pay page approves a payment by a click: only in the demo.
          sandbox: config.demoMode ? billing.sandbox : null,
          now: billing.now,
          rateLimit: shared.rateLimit,
        }),
      );
      await api.register(predictionsRoutes({ predictions }));
      await api.register(updatesRoutes({ updates }));
      await api.register(bonusRoutes({ bonus }));
      await api.register(newsRoutes({ news }));
      await api.register(notificationsRoutes({ service: notifications.service }));
    },
    { prefix: '/api' },
  );

  // SEO: each public page's head in its HTML, robots.txt, the sitemap and match share images.
  const seo = createSeoService({
    football,
    site: { product: config.PRODUCT_NAME, origin: config.PUBLIC_URL },
    // Tests may pass their own; otherwise the news module's published articles.
    news: seoDeps.news ?? {
      async article(id) {
        try {
          const article = await news.article(id);
          return { ...article, image: article.coverImage };
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 404) return null;
          throw error;
        }
      },
      published: () => news.publishedIds(),
    },
  });
  await app.register(seoRoutes({ seo, origin: config.PUBLIC_URL, now, sitemapMaxUrls: seoDeps.sitemapMaxUrls }));

  await registerClient(app, {
    clientDir: config.CLIENT_DIR,
    productName: config.PRODUCT_NAME,
    demoMode: config.demoMode,
    publicUrl: config.PUBLIC_URL,
    pageHead: async (url) => {
      const head = await seo.pageHead(url);
      return 'redirect' in head ? head : { status: head.status, html: headHtml(head.seo) };
    },
    ssr: {
      // The client build's sibling folder: dist/client → dist/ssr/entry-server.js.
      entryFile: path.join(path.dirname(path.resolve(config.CLIENT_DIR)), 'ssr', 'entry-server.js'),
      // The page's API calls answered in-process: the same routes and JSON, as a signed-out visitor.
      fetch: async (url, init) => {
        if ((init.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) {
          throw new Error(`a renderização no servidor só lê a API (${init.method ?? 'GET'} ${url})`);
        }
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
        const body =
          response.statusCode === 204 || response.statusCode === 304 ? null : new Uint8Array(response.rawPayload);
        const type = response.headers['content-type'];
        return new Response(body, {
          status: response.statusCode,
          headers: typeof type === 'string' ? { 'content-type': type } : {},
        });
      },
    },
  });
  return {
    app,
    io,
    auth,
    football,
    live,
    leader,
    predictions,
    billing,
    notifications,
    news,
    updates,
    bonus,
    broadcasts,
  };
}

/**
 * Behind a proxy with TRUST_PROXY off every visitor has the proxy's address, so the per-address
 * limits (login, sign-up, email) treat the whole site as one client. Said once, at the first
 * request that carries X-Forwarded-For.
 */
function warnOnForwardedRequests(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    app.log.warn(
      'Requisições chegam com X-Forwarded-For, mas TRUST_PROXY está desligado: todos os visitantes parecem vir do endereço do proxy e os limites por endereço valem para o site inteiro. Defina TRUST_PROXY (ex.: 1 para um proxy).',
    );
  });
}
