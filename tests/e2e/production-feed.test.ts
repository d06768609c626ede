// Issue 32 point 5: the built server as a deployment runs it (NODE_ENV=production, PostgreSQL,
// Redis, LIVE_PROVIDER=api-football, the data sync on) against the local API-Football fake. The
// sync brings today's match of a synced league to the home page; the fake starts it and the match
// page, open in Chromium, sees the goal the fake then scores (score and goals list) without a reload.
// The server keeps its real clock, so the fixture is dated now.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { MatchList } from '@shared/football';
import { freePort, launchBrowser, startServer, type RunningServer } from './harness';
import { createPostgresDatabase } from '../support/database';
import { startFakeApiFootball, type FakeApiFootball } from '../support/fake-api-football';
import { serveSeasons, type FakeSeason } from '../support/fake-api-football-data';
import { eventually, IN_BACKGROUND } from '../support/wait';

const KEY = 'test-api-football-key';
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

let fake: FakeApiFootball;
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let server: RunningServer;
let browser: Browser;
let emptyFootballData: string;
let season: FakeSeason;
let serverOptions: Parameters<typeof startServer>[0];

// Kicked off a minute ago: the feed is about to say it started.
const kickoff = new Date(Date.now() - 60_000);
const fixture: FakeSeason['fixtures'][number] = {
  id: 7001,
  round: 'Regular Season - 38',
  date: kickoff.toISOString(),
  status: 'NS',
  elapsed: null,
  home: { id: 127, name: 'Flamengo' },
  away: { id: 121, name: 'Palmeiras' },
};

beforeAll(async () => {
  if (!postgresUrl || !redisUrl) throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are needed');
  fake = await startFakeApiFootball({ key: KEY, dailyRemaining: 100_000 });
  const year = kickoff.getUTCFullYear();
  season = {
    leagueId: 71,
    name: 'Serie A',
    country: 'Brazil',
    year,
    start: `${year}-01-01`,
    end: `${year}-12-31`,
    teams: [fixture.home, fixture.away],
    fixtures: [fixture],
    standings: [],
    scorers: [],
  };
  serveSeasons(fake, [season]);
  // The live answers (live=all, ids=) read the same object the sync's answers do.
  fake.set(fixture);
  database = await createPostgresDatabase(postgresUrl, 'futdados_prod_e2e');
  emptyFootballData = mkdtempSync(path.join(tmpdir(), 'futdados-no-data-'));
  const port = await freePort();
  serverOptions = {
    port,
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: 'smtp://127.0.0.1:1',
      BILLING_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-teste-123',
      MERCADOPAGO_WEBHOOK_SECRET: 'segredo-123',
      DEMO_MODE: '',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      FOOTBALL_DATA_DIR: emptyFootballData,
      LIVE_PROVIDER: 'api-football',
      DATA_SYNC: 'api-football',
      API_FOOTBALL_KEY: KEY,
      API_FOOTBALL_URL: fake.url,
      API_FOOTBALL_LEAGUES: '71',
      API_FOOTBALL_DAILY_REQUESTS: '100000',
      API_FOOTBALL_MIN_INTERVAL_MS: '1000',
      DATA_SYNC_TICK_MS: '500',
      LIVE_LEADER_RETRY_MS: '200',
    },
  };
  server = await startServer(serverOptions);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
  await database?.drop();
  if (emptyFootballData) rmSync(emptyFootballData, { recursive: true, force: true });
});

const scoreboard = (page: Page) => page.getByLabel('Placar', { exact: true }).innerText();
const goalsListed = (page: Page) => page.getByTestId('match-goals').locator('li').count();
const documentLoads = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);

test('today synced from the feed on the home page; the goal the feed scores reaches the open match page', async () => {
  // The sync's first pass writes the league's season and today's match.
  const today = async () =>
    ((await (await fetch(`${server.url}/api/soccer/matches`)).json()) as MatchList).matches.filter(
      (m) => m.homeTeam.name === 'Flamengo' && m.awayTeam.name === 'Palmeiras',
    );
  await eventually(async () => (await today()).length, IN_BACKGROUND).toBe(1);
  const [match] = await today();
  // The live feed planned its day at start, before the sync wrote this match: its idle recheck (one
  // API_FOOTBALL_MIN_INTERVAL_MS here) finds it in our calendar without a restart.

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(server.url);
  const row = page.locator(`a[data-match-id="${match.id}"]`).first();
  await eventually(() => row.count(), IN_BACKGROUND).toBe(1);
  expect(await row.innerText()).toContain('Flamengo');

  // The feed starts it; open its page from the home page's row.
  Object.assign(fixture, { status: '1H', elapsed: 3, goals: [0, 0] });
  await eventually(
    async () =>
      ((await (await fetch(`${server.url}/api/soccer/matches/live`)).json()) as MatchList).matches.map((m) => m.id),
    IN_BACKGROUND,
  ).toContain(match.id);
  await row.click();
  await eventually(() => page.url(), IN_BACKGROUND).toMatch(new RegExp(`/match/.*${match.id}$`));
  await eventually(() => scoreboard(page), IN_BACKGROUND).toMatch(/^0\s*-\s*0$/);
  expect(await goalsListed(page)).toBe(0);

  // Every text the goals card shows from here on (each DOM change, not samples of it).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { goalsCardTexts: string[] }).goalsCardTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="match-goals"]')?.textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  // The goal: the open page gets it from the live feed, without a reload.
  Object.assign(fixture, {
    elapsed: 12,
    goals: [1, 0],
    events: [{ minute: 11, side: 'home', player: 'Pedro', type: 'Goal', detail: 'Normal Goal' }],
  });
  await eventually(() => scoreboard(page), IN_BACKGROUND).toMatch(/^1\s*-\s*0$/);
  await eventually(() => goalsListed(page), IN_BACKGROUND).toBe(1);
  // The scorer the feed names, from the match's timeline: the live update moves the score at once,
  // and the page's detail, asked again on that update, brings the scorer a moment later.
  await eventually(() => page.getByTestId('match-goals').innerText(), IN_BACKGROUND).toContain('Pedro');
  // In between, the goal was on its way: never "no scorers in this competition's data".
  const texts = await page.evaluate(() => (window as unknown as { goalsCardTexts: string[] }).goalsCardTexts);
  expect(texts.filter((text) => text.includes('não constam'))).toEqual([]);
  expect(await documentLoads(page)).toBe(1);
}, 300_000);
