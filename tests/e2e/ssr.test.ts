// Server rendering of the public pages (issue 14 point 2): plain HTTP (no JavaScript) gets each page's
// real content inside #root, with its head and the Query state the browser hydrates from; Chromium
// without JavaScript shows it; with JavaScript the page hydrates without a hydration error, and
// navigation goes on in the browser. Private pages keep the plain shell.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, ConsoleMessage } from 'playwright-core';
import type { LeagueDetail, LeagueList, Match, TeamDetail } from '@shared/football';
import type { NewsList } from '@shared/news';
import { matchSlug } from '@shared/slug';
import { launchBrowser, recentFinishedMatch, startServer, type RunningServer } from './harness';
import { eventually } from '../support/wait';

let server: RunningServer;
let browser: Browser;
let finished: Match;

const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  finished = (await recentFinishedMatch(server))!;
  expect(finished).toBeDefined();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const matchPath = (m: Match) => `/match/${matchSlug(m.homeTeam.name, m.awayTeam.name)}/${m.id}`;

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

interface ServerPage {
  status: number;
  html: string;
  /** Text of #root, tags removed. */
  rootText: string;
  /** The Query keys the page was rendered from (sent in the router's hydration data). */
  queryKeys: unknown[][];
  /** The response's CSP header. */
  csp: string;
}

async function getPage(path: string): Promise<ServerPage> {
  const response = await fetch(server.url + path, { redirect: 'manual' });
  const html = await response.text();
  const root = /<div id="root">([\s\S]+)<\/div>\s*<noscript>/.exec(html);
  const content = root ? root[1].replace(/<script\b[\s\S]*?<\/script>/g, '') : '';
  return {
    status: response.status,
    html,
    rootText: decode(content.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' '),
    queryKeys: [...html.matchAll(/queryHash:"((?:[^"\\]|\\.)*)"/g)].map(
      (m) => JSON.parse(JSON.parse(`"${m[1]}"`) as string) as unknown[],
    ),
    csp: response.headers.get('content-security-policy') ?? '',
  };
}

/**
 * Inline scripts run only with the response's nonce (script-src has no 'unsafe-inline'): every <script>
 * has a src, is a data block, or carries that nonce.
 */
function expectInlineScriptsWithNonce({ html, csp }: ServerPage) {
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeDefined();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
  expect(scripts.filter((attrs) => attrs.includes(`nonce="${nonce}"`)).length).toBeGreaterThan(0);
  for (const attrs of scripts) {
    if (!/\bsrc=|type="application\/(ld\+)?json"/.test(attrs)) expect(attrs).toContain(`nonce="${nonce}"`);
  }
}

test('a match page is HTML with both teams, the score and the competition in #root, plus its head', async () => {
  const page = await getPage(matchPath(finished));
  expect(page.status).toBe(200);
  expect(page.rootText).toContain(finished.homeTeam.name);
  expect(page.rootText).toContain(finished.awayTeam.name);
  expect(page.rootText).toContain(finished.competition!.name);
  expect(page.rootText).toMatch(new RegExp(`\\b${finished.homeScore}\\s*(-|x|×)?\\s*${finished.awayScore}\\b`));
  // The head as before: one canonical, the match's JSON-LD.
  expect(page.html.match(/<link rel="canonical"/g)).toHaveLength(1);
  expect(page.html).toContain('"@type":"SportsEvent"');
  // The data it was rendered from, for the browser's hydration: the match detail query.
  expect(page.queryKeys).toContainEqual(['soccer', 'match', String(finished.id)]);
  expectInlineScriptsWithNonce(page);
});

test('before the first paint a page loads only the start-up file and its loader helper, not the app', async () => {
  const { html } = await getPage('/');
  const scripts = [
    ...[...html.matchAll(/<script type="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]),
  ];
  expect(scripts.length).toBeGreaterThan(0);
  let bytes = 0;
  for (const src of scripts) bytes += (await (await fetch(server.url + src)).arrayBuffer()).byteLength;
  // boot.ts and Vite's preload helper are ~3 KB; the app (React, the router, main) is over 150 KB, so a
  // chunk grouping that made boot import it would show here.
  expect(bytes).toBeLessThan(10_000);
});

test('loading /, a match, a league and /news starts no Intl (ICU): times, dates and numbers come from pt-br.ts', async () => {
  const leagues = await api<LeagueList>('/api/leagues');
  const league = leagues.countries.flatMap((c) => c.leagues)[0];
  const news = await api<NewsList>('/api/news');
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'pt-BR' });
  // Every way into ICU the app could take, counted with where it came from.
  await context.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { intlCalls: string[] }).intlCalls = calls;
    const note = (name: string) => calls.push(`${name} ${new Error().stack?.split('\n').slice(2, 4).join(' ')}`);
    const intl = Intl as unknown as Record<string, object>;
    for (const name of [
      'DateTimeFormat',
      'NumberFormat',
      'PluralRules',
      'Collator',
      'RelativeTimeFormat',
      'ListFormat',
    ]) {
      intl[name] = new Proxy(intl[name] as () => unknown, {
        construct: (target, args) => (note(name), Reflect.construct(target, args) as object),
        apply: (target, self, args) => (note(name), Reflect.apply(target, self, args) as unknown),
      });
    }
    const methods: [object, string][] = [
      [String.prototype, 'localeCompare'],
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ];
    for (const [proto, key] of methods) {
      const original = (proto as Record<string, (...args: unknown[]) => unknown>)[key];
      (proto as Record<string, unknown>)[key] = function (this: unknown, ...args: unknown[]) {
        note(key);
        return original.apply(this, args);
      };
    }
  });
  const page = await context.newPage();
  for (const path of [
    '/',
    matchPath(finished),
    `/leagues/${league.slug}/${league.id}`,
    '/news',
    `/news/${news.items[0].id}`,
  ]) {
    await page.goto(server.url + path);
    await page.waitForSelector('#root[data-app]', { state: 'attached' });
    // The live socket, the persisted cache and the idle preloads have run once the network is quiet
    // and the page has been idle after it.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls), path).toEqual([]);
  }
  // The count works: a formatter made now is seen.
  await page.evaluate(() => new Intl.NumberFormat('pt-BR').format(1));
  expect(await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls.length)).toBe(1);
  await context.close();
});

test('a league page has its table rows; a team page its name and latest results; /news and / their headlines', async () => {
  const leagues = await api<LeagueList>('/api/leagues');
  const premier = leagues.countries.flatMap((c) => c.leagues).find((l) => l.name === 'Premier League')!;
  const detail = await api<LeagueDetail>(`/api/leagues/${premier.id}`);
  const league = await getPage(`/leagues/${premier.slug}/${premier.id}`);
  expect(league.status).toBe(200);
  const table = detail.tables[0].rows;
  expect(table.length).toBeGreaterThan(10);
  for (const row of table) expect(league.rootText).toContain(row.team.name);
  // The rows in table order.
  const order = table.map((row) => league.rootText.indexOf(` ${row.team.name} `));
  expect(order.every((at) => at > 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);

  const team = await api<TeamDetail>(`/api/teams/${finished.homeTeam.id}`);
  const teamPage = await getPage(`/team/${finished.homeTeam.slug}/${finished.homeTeam.id}`);
  expect(teamPage.status).toBe(200);
  expect(teamPage.rootText).toContain(team.team.name);
  expect(teamPage.rootText).toContain(finished.awayTeam.name);
  expect(teamPage.html).toContain('"@type":"SportsTeam"');

  const news = await api<NewsList>('/api/news');
  expect(news.items.length).toBeGreaterThan(0);
  const newsPage = await getPage('/news');
  expect(newsPage.status).toBe(200);
  for (const item of news.items.slice(0, 5)) expect(newsPage.rootText).toContain(item.title);
  // The home page's news section arrives drawn too (on a day with few matches it is on the first
  // screen, and headlines drawn late were its largest paint).
  const home = await getPage('/');
  for (const item of news.items.slice(0, 4)) expect(home.rootText).toContain(item.title);
});

test('private pages, a wrong slug and a missing page keep the shell, the redirect and the 404', async () => {
  for (const path of ['/profile', '/admin', '/checkout/success']) {
    const page = await getPage(path);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).not.toContain('<script nonce=');
  }
  const wrong = await fetch(`${server.url}/match/errado-vs-errado/${finished.id}`, { redirect: 'manual' });
  expect(wrong.status).toBe(301);
  expect(wrong.headers.get('location')).toContain(matchPath(finished));
  const missing = await getPage('/match/x-vs-y/999999999');
  expect(missing.status).toBe(404);
  expect(missing.html).toContain('<div id="root"></div>');
});

const hydrationProblem = (text: string) =>
  /hydrat|didn't match|server rendered|Minified React error #(418|419|421|422|423|425)/i.test(text);

test('Chromium: without JavaScript the match is on screen; with it the page hydrates cleanly and navigates', async () => {
  mkdirSync('test-results', { recursive: true });
  const noJs = await browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
  const still = await noJs.newPage();
  await still.goto(server.url + matchPath(finished));
  await eventually(() => still.getByRole('heading', { level: 1 }).innerText()).toContain(finished.homeTeam.name);
  await expect(still.getByText(finished.competition!.name).first().isVisible()).resolves.toBe(true);
  await still.screenshot({ path: 'test-results/ssr-match-nojs-375.png', fullPage: true });
  await noJs.close();

  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (hydrationProblem(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(server.url + matchPath(finished));
  // hydrateRoot over the server's HTML (main.tsx marks it), not a fresh client render.
  await eventually(() => page.evaluate(() => document.getElementById('root')?.dataset.app)).toBe('hydrated');
  // Hydrated: the server's head is still the page's, one canonical (lib/seo.ts: kept until the first navigation).
  expect(await page.evaluate(() => document.querySelectorAll('link[rel="canonical"]').length)).toBe(1);
  expect(await page.evaluate(() => document.querySelectorAll('link[rel="canonical"][data-seo]').length)).toBe(1);
  // A click is handled by the router (no full page load): the team page appears.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('link', { name: finished.awayTeam.name }).first().click();
  await page.waitForURL(`**/team/${finished.awayTeam.slug}/${finished.awayTeam.id}`);
  await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toContain(finished.awayTeam.name);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  // From the first navigation the router's <HeadContent /> owns the head: the server's tags are gone.
  await eventually(() =>
    page.evaluate(() => document.querySelectorAll('link[rel="canonical"]:not([data-seo])').length),
  ).toBe(1);
  expect(await page.evaluate(() => document.querySelectorAll('[data-seo]:not(title)').length)).toBe(0);
  // The other public pages hydrate cleanly too.
  for (const path of [
    '/',
    '/leagues',
    '/news',
    '/matches',
    `/team/${finished.homeTeam.slug}/${finished.homeTeam.id}`,
  ]) {
    await page.goto(server.url + path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
  await context.close();
});
