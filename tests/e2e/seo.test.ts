// The head in a real browser: the server's head stays the page's head until the first navigation, then
// the router's replaces it (one canonical, one set of JSON-LD) and follows client-side navigation from
// a league to a team to a match.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from './harness';
import { eventually } from '../support/wait';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const headState = (page: Page) =>
  page.evaluate(() => ({
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    ogTitle: [...document.querySelectorAll('meta[property="og:title"]')].map((m) => m.getAttribute('content')),
    types: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => (JSON.parse(s.textContent ?? '{}') as { '@type': string })['@type'],
    ),
    serverTags: document.querySelectorAll('[data-seo]:not(title)').length,
  }));

test('the head follows navigation: league → team → match, one canonical and the right JSON-LD each time', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}/leagues`);
  await page
    .getByRole('link', { name: /Premier League/ })
    .first()
    .click();
  await page.waitForURL('**/leagues/premier-league/*');
  await eventually(async () => (await headState(page)).types).toEqual(
    expect.arrayContaining(['SportsOrganization', 'BreadcrumbList']),
  );
  let state = await headState(page);
  expect(state.serverTags).toBe(0);
  expect(state.canonicals).toEqual([expect.stringMatching(new RegExp(`${new URL(page.url()).pathname}$`))]);
  expect(state.ogTitle).toEqual([expect.stringMatching(/^Premier League .+ \| FutDados - Estatísticas de Futebol$/)]);

  await page.getByRole('table').getByRole('link', { name: 'Arsenal' }).click();
  await page.waitForURL('**/team/arsenal/*');
  await eventually(async () => (await headState(page)).types).toContain('SportsTeam');
  state = await headState(page);
  expect(state.types).not.toContain('SportsOrganization');
  expect(state.canonicals).toEqual([expect.stringMatching(new RegExp(`${new URL(page.url()).pathname}$`))]);
  expect(state.ogTitle).toEqual(['Arsenal | FutDados - Estatísticas de Futebol']);

  const match = page.locator('a[href^="/match/"]').first();
  await match.scrollIntoViewIfNeeded();
  await match.click();
  await page.waitForURL('**/match/**');
  await eventually(async () => (await headState(page)).types).toContain('SportsEvent');
  state = await headState(page);
  expect(state.types.filter((t) => t === 'SportsEvent')).toHaveLength(1);
  expect(state.canonicals).toEqual([expect.stringMatching(new RegExp(`${new URL(page.url()).pathname}$`))]);
  await page.close();
});

test('a deep link gets the server head without JavaScript; the app keeps it, then the router owns the head from the first navigation', async () => {
  const [match] = (await (await fetch(`${server.url}/api/search/matches?q=flamengo&limit=1`)).json()) as {
    id: number;
  }[];
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto(`${server.url}/match/${match.id}`);
  const before = await headState(bare);
  expect(before.types).toEqual(expect.arrayContaining(['SportsEvent', 'BreadcrumbList']));
  expect(before.canonicals).toHaveLength(1);
  expect(before.serverTags).toBeGreaterThan(0);
  await context.close();

  // Once hydrated, the head is the server's, unchanged and not doubled (the SEO builders load later).
  const page = await browser.newPage();
  await page.goto(`${server.url}/match/${match.id}`);
  await page.waitForSelector('#root[data-app="hydrated"]', { state: 'attached' });
  expect(await headState(page)).toEqual(before);

  // The first navigation: the router's head replaces the server's.
  await page.locator('a[href^="/team/"]').first().click();
  await page.waitForURL('**/team/**');
  await eventually(async () => (await headState(page)).types).toContain('SportsTeam');
  const after = await headState(page);
  expect(after.serverTags).toBe(0);
  expect(after.types).not.toContain('SportsEvent');
  expect(after.canonicals).toEqual([expect.stringMatching(new RegExp(`${new URL(page.url()).pathname}$`))]);
  await page.close();
});
