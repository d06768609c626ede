// Composes the server (decision 0115): the platform (what cuts across), then each module built in
// order of dependencies from what it is passed, then one list that registers their routes and what
// they run while the server is up (started when ready, stopped before close, in the list's order),
// then the client. Each module's module.ts says what it is made of.
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import { headHtml } from '@shared/seo';
import type { Config } from './config';
import type { Database } from './db/client';
import { later, registerModules } from './module-registry';
import { createPlatform, registerSessions } from './platform';
import { PERSONAL_DATA_PARTS } from './personal-data';
import { registerClient } from './plugins/static';
import { serverRender } from './plugins/server-render';
import { readSession } from './plugins/session';
import { healthRoutes } from './modules/health/routes';
import { searchRoutes } from './modules/search/routes';
import { footballModule } from './modules/football/module';
import type { FootballService } from './modules/football/service';
import { notificationsModule } from './modules/notifications/module';
import type { Notifications, NotificationsOptions } from './modules/notifications';
import { dataSyncModule } from './modules/data-sync/module';
import type { DataSync } from './modules/data-sync';
import { liveModule } from './modules/live/module';
import type { GatewayLimits, LiveProvider, LiveService } from './modules/live';
import type { LeaderElection } from './modules/live/leader';
import { authModule } from './modules/auth/module';
import type { AuthService } from './modules/auth/service';
import { billingModule } from './modules/billing/module';
import type { Billing, BillingService, Notifier } from './modules/billing';
import { predictionsModule } from './modules/predictions/module';
import type { Entitlements, PredictionsService } from './modules/predictions/service';
import { createUpdatesService, type UpdatesService } from './modules/updates/service';
import { updatesRoutes } from './modules/updates/routes';
import { createBonusService, type BonusService } from './modules/bonus/service';
import { bonusRoutes } from './modules/bonus/routes';
import { newsModule } from './modules/news/module';
import type { NewsFollowers, NewsNotifier, NewsService } from './modules/news';
import { adminModule } from './modules/admin/module';
import { adminPageStatus } from './modules/admin/page-status';
import type { Broadcasts } from './modules/admin/broadcasts/service';
import { createContactService } from './modules/contact/service';
import { contactRoutes } from './modules/contact/routes';
import { createPrivacyService } from './modules/privacy/service';
import { privacyRoutes } from './modules/privacy/routes';
import { seoModule } from './modules/seo/module';
import type { NewsSource } from './modules/seo/service';

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
  /** How often the signed-in sockets' sessions are swept, in one query (default 60 s; see attachUserSockets). */
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
  /** The deployment's data sync from API-Football (issue 32). */
  dataSync: DataSync;
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

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, now = () => new Date() } = deps;
  const { app, processId, shared, io, mailer, cookie } = await createPlatform(config, database.db, deps.onRoute);
  const base = { config, db: database.db, log: app.log, now };

  // The one cycle: the follow limit (notifications) is billing's, and billing's notices go out through
  // notifications. Notifications is built first and asks billing through this, set once billing is.
  const entitlementsOf = later<BillingService['entitlementsOf']>('billing');

  const football = footballModule({
    ...base,
    shared,
    processId,
    soleWriter: database.kind === 'pglite',
    matchCacheTtlMs: deps.football?.matchCacheTtlMs,
  });
  const notifications = await notificationsModule({
    ...base,
    io,
    maxFollowedTeams: async (userId) => (await entitlementsOf.get()(userId)).maxFollowedTeams,
    ...deps.notifications,
  });
  const dataSync = dataSyncModule({
    ...base,
    processId,
    sessionLock: database.sessionLock,
    football: football.service,
  });
  const live = liveModule({
    ...base,
    io,
    sessionLock: database.sessionLock,
    matches: football.service,
    budget: dataSync.sync.budget,
    ...deps.live,
    onApplied: (changes, matches, previousStatuses) =>
      notifications.service.onLiveChanges(changes, matches, previousStatuses),
  });
  const auth = authModule({
    ...base,
    io,
    mailer,
    shared,
    cookie,
    onEmailVerified: (userId) => notifications.service.welcome(userId),
    socketRecheckMs: deps.socketRecheckMs,
  });
  const billing = billingModule({
    ...base,
    now: deps.billing?.now ?? now,
    mailer,
    shared,
    processId,
    notifier: deps.billing?.notifier ?? notifications.service,
    startScheduler: deps.billing?.startScheduler,
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
  entitlementsOf.set((userId) => billing.service.entitlementsOf(userId));
  const predictions = predictionsModule({
    ...base,
    football: football.service,
    // The one question every gated call asks: billing's entitlementsOf (tests may pose as Pro).
    entitlements: deps.entitlements ?? ((userId) => billing.service.entitlementsOf(userId)),
  });
  // Updates (CHANGELOG.md + admins' entries) and bonus offers: issue 12 points 4 and 5.
  const updates = createUpdatesService({ ...base, changelogPath: config.CHANGELOG_PATH });
  const bonus = createBonusService({ ...base, helpUrl: config.BONUS_HELP_URL });
  const news = newsModule({
    ...base,
    football: football.service,
    notifier: deps.news?.notifier ?? notifications.service,
    followers: deps.news?.followers ?? notifications.service.newsFollowers,
    live: live.service,
    backfill: deps.news?.backfill,
  });
  const admin = adminModule({
    ...base,
    auth: auth.service,
    accounts: auth.accounts,
    billing: billing.admin,
    notifications,
    news: news.service,
    updates,
    bonus,
    live: live.service,
    connectedSockets: () => io.engine.clientsCount,
  });
  // Issue 22 point 5: the one contact form and its admin inbox; the user's data export and deletion,
  // composed of each module's part.
  const contact = createContactService({ ...base, audit: admin.audit });
  const privacy = createPrivacyService({
    ...base,
    parts: PERSONAL_DATA_PARTS,
    product: config.PRODUCT_NAME,
    auth: auth.service,
  });
  const seo = seoModule({
    ...base,
    football: football.service,
    news: news.service,
    newsSource: deps.seo?.news,
    sitemapMaxUrls: deps.seo?.sitemapMaxUrls,
  });

  registerSessions(app, config, auth.service, cookie);
  const { rateLimit } = shared;
  await registerModules(app, [
    { name: 'health', routes: [healthRoutes({ database, version: config.version, liveRole: live.leadership.role })] },
    notifications,
    live,
    football,
    { name: 'search', routes: [searchRoutes({ football: football.service })] },
    auth,
    { name: 'privacy', routes: [privacyRoutes({ service: privacy, cookie, rateLimit })] },
    { name: 'contact', routes: [contactRoutes({ service: contact, rateLimit })] },
    billing,
    predictions,
    { name: 'updates', routes: [updatesRoutes({ updates })] },
    { name: 'bonus', routes: [bonusRoutes({ bonus })] },
    news,
    admin,
    dataSync.module(admin.audit, rateLimit),
    seo,
  ]);

  const adminPage = adminPageStatus(admin.service);
  await registerClient(app, {
    clientDir: config.CLIENT_DIR,
    productName: config.PRODUCT_NAME,
    demoMode: config.demoMode,
    publicUrl: config.PUBLIC_URL,
    pageHead: async (url, request, reply) => {
      const head = await seo.service.pageHead(url);
      if ('redirect' in head) return head;
      // An admin detail page's status is its record's (issue 35 point 1).
      const viewerRole = async () =>
        (await readSession({ service: auth.service, cookie }, request, reply))?.user.role ?? null;
      const status = head.status === 200 ? await adminPage(url, viewerRole) : head.status;
      return { status, html: headHtml(head.seo) };
    },
    ssr: serverRender(app, config.CLIENT_DIR),
  });
  return {
    app,
    io,
    auth: auth.service,
    football: football.service,
    live: live.service,
    dataSync: dataSync.sync,
    leader: live.leadership.leader,
    predictions: predictions.service,
    billing,
    notifications,
    news: news.service,
    updates,
    bonus,
    broadcasts: admin.broadcasts,
  };
}
