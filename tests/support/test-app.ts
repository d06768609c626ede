// The real server for integration tests: inject() for speed, or listening on a real port.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp, type App, type AppDeps } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import { openDatabase } from '@server/db/client';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './database';

export interface TestApp extends App {
  config: Config;
  db: TestDatabase;
  /** Base URL once listen() was called. */
  url: string;
  listen(): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    kind?: DatabaseKind;
    env?: Record<string, string>;
    db?: TestDatabase;
    /** The app's clock (default: the real one). */
    now?: AppDeps['now'];
    live?: AppDeps['live'];
    onRoute?: AppDeps['onRoute'];
    entitlements?: AppDeps['entitlements'];
    billing?: AppDeps['billing'];
    news?: AppDeps['news'];
    notifications?: AppDeps['notifications'];
    seo?: AppDeps['seo'];
    football?: AppDeps['football'];
    /** How often the signed-in sockets' sessions are swept (default 60 s). */
    socketRecheckMs?: AppDeps['socketRecheckMs'];
  } = {},
): Promise<TestApp> {
  const db = options.db ?? (await createTestDatabase(options.kind ?? 'pglite'));
  const config = loadConfig(
    // Test clients pose as many addresses behind one proxy (X-Forwarded-For), as production does with TRUST_PROXY=1.
    // Predictions refit when a test asks (predictions.refresh()), not on a timer in the background.
    {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      CLIENT_DIR: 'dist/client',
      TRUST_PROXY: '1',
      PREDICTIONS_REFRESH_MS: '0',
      // Test files share one Redis and their databases all start at id 1: a prefix of its own keeps
      // this app's counts and broadcasts apart (instances meant to share state pass the same one).
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
      ...options.env,
    },
    'test',
  );
  const built = await buildApp({
    config,
    database: db.database,
    now: options.now,
    live: options.live,
    onRoute: options.onRoute,
    entitlements: options.entitlements,
    billing: options.billing,
    news: options.news,
    notifications: options.notifications,
    seo: options.seo,
    football: options.football,
    socketRecheckMs: options.socketRecheckMs,
  });
  const { app } = built;
  const testApp: TestApp = {
    ...built,
    config,
    db,
    url: '',
    async listen() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      testApp.url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      return testApp.url;
    },
    async close() {
      await app.close();
      if (!options.db) await db.drop();
    },
  };
  return testApp;
}

/**
 * Another server on the same PostgreSQL database with a pool of its own, as another process would
 * have (listening; closing it closes that pool).
 */
export async function createPeerApp(
  databaseUrl: string,
  options: Omit<NonNullable<Parameters<typeof createTestApp>[0]>, 'db' | 'kind'> = {},
): Promise<TestApp> {
  const database = await openDatabase({ databaseUrl, dataDir: 'unused' });
  const app = await createTestApp({ ...options, db: { database, url: databaseUrl, drop: () => database.close() } });
  await app.listen();
  const close = app.close.bind(app);
  app.close = async () => {
    await close();
    await database.close();
  };
  return app;
}
