// The server against the local API-Football fake, as the live-provider and data-sync tests set it
// up: one place for the key, the provider's settings and the app's env, so that a new test of
// either does not copy them again.
import { ApiFootballProvider, type ApiFootballLog } from '@server/modules/live/api-football';
import type { TestDatabase } from './database';
import { createTestApp, type TestApp } from './test-app';
import type { manualClock } from './live-fixtures';
import { startFakeApiFootball, type FakeApiFootball, type FakeFixture } from './fake-api-football';
import { serveSeasons, type FakeSeason } from './fake-api-football-data';

export const API_FOOTBALL_KEY = 'test-api-football-key';
export const silentLog: ApiFootballLog = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

export interface LiveApiFootballApp {
  fake: FakeApiFootball;
  provider: ApiFootballProvider;
  testApp: TestApp;
  /** The app's base URL (it listens on a real port, for HTTP reads and sockets). */
  url: string;
  /**
   * One poll at the time the budget said the next request is due (the first at once); returns the
   * requests that poll made.
   */
  step(): Promise<string[]>;
  /** Closes the app and the fake; the database stays the caller's. */
  close(): Promise<void>;
}

/** A live provider against the fake, polled by hand (no timer): a test's process, or a restart of it. */
export function apiFootballProvider(options: {
  db: TestDatabase;
  clock: ReturnType<typeof manualClock>;
  fake: FakeApiFootball;
  log?: ApiFootballLog;
}): ApiFootballProvider {
  return new ApiFootballProvider({
    db: options.db.database.db,
    clock: options.clock,
    log: options.log ?? silentLog,
    autoPoll: false,
    baseUrl: options.fake.url,
    key: API_FOOTBALL_KEY,
    dailyRequests: 100,
    minIntervalMs: 15_000,
    random: () => 0.5,
  });
}

/**
 * The fake serving `fixtures`, the live provider polled by hand (no timer) on the test's clock, and
 * the app on a port with that provider.
 */
export async function startLiveApiFootball(options: {
  db: TestDatabase;
  clock: ReturnType<typeof manualClock>;
  fixtures: FakeFixture[];
  log?: ApiFootballLog;
}): Promise<LiveApiFootballApp> {
  const { db, clock } = options;
  const fake = await startFakeApiFootball({ key: API_FOOTBALL_KEY });
  for (const fixture of options.fixtures) fake.set(fixture);
  const provider = apiFootballProvider({ db, clock, fake, log: options.log });
  const testApp = await createTestApp({ db, now: clock.date, live: { provider } });
  const url = await testApp.listen();
  let wait = 0;
  return {
    fake,
    provider,
    testApp,
    url,
    async step() {
      clock.advance(wait);
      const before = fake.requests.length;
      wait = await provider.poll();
      return fake.requests.slice(before);
    },
    async close() {
      await testApp.close();
      await fake.close();
    },
  };
}

/** A Série A 2026 season at the fake: what a test does not give is empty. */
export function serieA2026(season: Partial<FakeSeason> = {}): FakeSeason {
  return {
    leagueId: 71,
    name: 'Serie A',
    country: 'Brazil',
    year: 2026,
    start: '2026-04-01',
    end: '2026-12-06',
    teams: [],
    fixtures: [],
    standings: [],
    scorers: [],
    ...season,
  };
}

/** The fake serving `seasons` for the data sync, and the env that points the app's sync at it. */
export async function startDataSyncFake(seasons: FakeSeason[], env: Record<string, string> = {}) {
  const fake = await startFakeApiFootball({ key: API_FOOTBALL_KEY });
  serveSeasons(fake, seasons);
  return {
    fake,
    env: {
      LIVE_PROVIDER: 'off',
      DATA_SYNC: 'api-football',
      API_FOOTBALL_KEY,
      API_FOOTBALL_URL: fake.url,
      ...env,
    } as Record<string, string>,
  };
}
