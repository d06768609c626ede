// Composes the server: config → database → plugins (what cuts across) → one module per domain, each
// module's index.ts saying what runs while the server is up (started when ready, stopped on close).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Server as SocketServer } from 'socket.io';
import { headHtml } from '@shared/seo';
import type { Config } from './config';
import { loggerOptions } from './log-format';
import type { Database } from './db/client';
import { frameworkErrorOptions, HttpError, registerErrorHandling, registerErrorSchemas } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerBodyLimits } from './plugins/body-limits';
import { warnOnForwardedRequests } from './plugins/proxy-warning';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerEtags } from './plugins/etag';
import { registerApiDocs } from './plugins/api-docs';
import { registerClient } from './plugins/static';
import { serverRender } from './plugins/server-render';
import { attachRealtime, attachUserSockets, disconnectSessions } from './plugins/realtime';
import { registerCsrfProtection } from './plugins/csrf';
import { readSession, registerSession, sessionCookie } from './plugins/session';
import { connectSharedState, localState } from './plugins/shared-state';
import { healthRoutes } from './modules/health/routes';
import { demoCalendarOf } from './modules/football/demo-calendar';
import { footballRoutes } from './modules/football/routes';
import { createFootballService, type FootballService } from './modules/football/service';
import { searchRoutes } from './modules/search/routes';
import { createAuth } from './modules/auth';
import { authRoutes } from './modules/auth/routes';
import type { AuthService } from './modules/auth/service';
import { adminRoutes } from './modules/admin/routes';
import { auditLog } from './modules/admin/audit';
import { createAdminService } from './modules/admin/service';
import { adminPageStatus } from './modules/admin/page-status';
import { createContentAdmin } from './modules/admin/content';
import { coverImages } from './modules/admin/cover-images';
import { coverImageRoutes } from './modules/admin/cover-routes';
import { createBroadcasts, type Broadcasts } from './modules/admin/broadcasts/service';
import { createBilling, type Billing, type Notifier } from './modules/billing';
import { billingRoutes } from './modules/billing/routes';
import { createContactService } from './modules/contact/service';
import { contactRoutes } from './modules/contact/routes';
import { createPrivacyService } from './modules/privacy/service';
import { privacyRoutes } from './modules/privacy/routes';
import { createMailer } from './modules/email/mailer';
import {
  createLive,
  createLiveLeadership,
  type GatewayLimits,
  type LiveProvider,
  type LiveService,
} from './modules/live';
import type { LeaderElection } from './modules/live/leader';
import { predictionsRoutes } from './modules/predictions/routes';
import { createPredictions } from './modules/predictions';
import type { Entitlements, PredictionsService } from './modules/predictions/service';
import { updatesRoutes } from './modules/updates/routes';
import { createUpdatesService, type UpdatesService } from './modules/updates/service';
import { bonusRoutes } from './modules/bonus/routes';
import { createBonusService, type BonusService } from './modules/bonus/service';
import { createNews, newsRoutes, type NewsFollowers, type NewsNotifier, type NewsService } from './modules/news';
import { createNotifications, type Notifications, type NotificationsOptions } from './modules/notifications';
import { notificationsRoutes } from './modules/notifications/routes';
import { createSeoService, type NewsSource } from './modules/seo/service';
import { seoRoutes } from './modules/seo/routes';

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
  /** How often a signed-in socket's session is looked up again (default 60 s; see attachUserSockets). */
  socketRecheckMs?: number;
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
  socketRecheckMs,
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
    startPush: notificationsDeps.startPush,
  });
  runWhileUp(app, notifications);

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
  const liveLeadership = createLiveLeadership(live, {
    enabled: config.LIVE_PROVIDER !== 'off',
    sessionLock: database.sessionLock,
    retryMs: config.LIVE_LEADER_RETRY_MS,
    log: app.log,
  });
  runWhileUp(app, liveLeadership);

  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    db: database.db,
    log: app.log,
    publicUrl: config.PUBLIC_URL,
  });
  const {
    service: auth,
    accounts,
    ...authLifecycle
  } = createAuth({
    db: database.db,
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
  const cookie = sessionCookie({
    name: config.SESSION_COOKIE_NAME,
    secure: config.PUBLIC_URL.startsWith('https:'),
    tlsAtProxy: config.TLS_AT_PROXY === 'on',
  });
  registerCsrfProtection(app, { publicUrl: config.PUBLIC_URL, publicUrlConfigured: config.publicUrlConfigured });
  registerSession(app, { service: auth, cookie });
  attachUserSockets(io, {
    cookieName: config.SESSION_COOKIE_NAME,
    userOf: async (token) => {
      const found = await auth.authenticate(token);
      return found && { userId: found.user.id, sessionId: found.sessionId };
    },
    sessionActive: (sessionId) => auth.sessionActive(sessionId),
    sessionExpiry: (sessionId) => auth.sessionExpiry(sessionId),
    recheckMs: socketRecheckMs,
    now,
    allowedOrigin: (origin, host) =>
      origin === undefined ||
      origin === new URL(config.PUBLIC_URL).origin ||
      (!config.publicUrlConfigured && (origin === `http://${host}` || origin === `https://${host}`)),
    log: app.log,
  });
  app.addHook('onReady', () => authLifecycle.start());
  // On close (after the modules' stops): the emails under way are sent, then the mailer closes.
  app.addHook('onClose', async () => {
    await authLifecycle.stop();
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
    startScheduler: billingDeps.startScheduler,
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
  runWhileUp(app, billing);

  // The admin area (issue 13): audited changes to accounts, subscriptions and payments.
  const adminAudit = auditLog(database.db, now);
  const admin = createAdminService({
    auth,
    accounts,
    billing: billing.admin,
    notifications: notifications.admin,
    audit: adminAudit,
    now,
  });
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

  const { service: predictions, ...predictionsLifecycle } = createPredictions({
    db: database.db,
    football,
    log: app.log,
    now,
    // The one question every gated call asks: billing's entitlementsOf (tests may pose as Pro).
    entitlements: entitlements ?? ((userId) => billing.service.entitlementsOf(userId)),
    refreshMs: config.PREDICTIONS_REFRESH_MS,
  });
  runWhileUp(app, predictionsLifecycle);

  // Updates (CHANGELOG.md + admins' entries) and bonus offers: issue 12 points 4 and 5.
  const updates = createUpdatesService({ db: database.db, changelogPath: config.CHANGELOG_PATH, log: app.log, now });
  const bonus = createBonusService({ db: database.db, helpUrl: config.BONUS_HELP_URL, now });
  // News: automatic reports of the matches the live feed finishes and, once listening, of the last
  // NEWS_REPORT_DAYS days. Publishing tells the followers of the article's teams who keep the news
  // preference on, through the notification centre's notify().
  const { service: news, ...newsLifecycle } = createNews({
    db: database.db,
    football,
    log: app.log,
    now,
    author: config.PRODUCT_NAME,
    reportDays: config.NEWS_REPORT_DAYS,
    notifier: newsDeps.notifier ?? notifications.service,
    followers: newsDeps.followers ?? notifications.service.newsFollowers,
    live,
    backfill: newsDeps.backfill,
  });
  app.addHook('onListen', async () => newsLifecycle.listening());
  app.addHook('preClose', () => newsLifecycle.stop());

  // /admin/news (issue 13 point 10): articles, covers (under DATA_DIR/uploads/news), updates, bonus, plans.
  const images = coverImages(path.join(config.DATA_DIR, 'uploads', 'news'));
  const content = createContentAdmin({
    plans: billing.admin.plans,
    news,
    updates,
    bonus,
    images,
    audit: adminAudit,
    now,
  });
  await app.register(coverImageRoutes({ images }));

  // Issue 22 point 5: the one contact form and its admin inbox; the user's data export and deletion.
  const contact = createContactService({ db: database.db, audit: adminAudit, now });
  const privacy = createPrivacyService({ db: database.db, product: config.PRODUCT_NAME, now, auth });

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ database, version: config.version, liveRole: liveLeadership.role }));
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

  const adminPage = adminPageStatus(admin);
  await registerClient(app, {
    clientDir: config.CLIENT_DIR,
    productName: config.PRODUCT_NAME,
    demoMode: config.demoMode,
    publicUrl: config.PUBLIC_URL,
    pageHead: async (url, request, reply) => {
      const head = await seo.pageHead(url);
      if ('redirect' in head) return head;
      // An admin detail page's status is its record's (issue 35 point 1).
      const viewerRole = async () => (await readSession({ service: auth, cookie }, request, reply))?.user.role ?? null;
      const status = head.status === 200 ? await adminPage(url, viewerRole) : head.status;
      return { status, html: headHtml(head.seo) };
    },
    ssr: serverRender(app, config.CLIENT_DIR),
  });
  const leader = liveLeadership.leader;
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

/** What a module runs while the server is up (its index.ts says what): started when ready, stopped before closing. */
function runWhileUp(app: FastifyInstance, module: { start(): unknown; stop(): Promise<void> }): void {
  app.addHook('onReady', async () => {
    await module.start();
  });
  app.addHook('preClose', () => module.stop());
}
