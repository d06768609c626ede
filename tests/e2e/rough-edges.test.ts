// Rough edges a first-time fan hit (issue 22 points 6–11), in the built app at 375 and 1280 px.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { freePort, launchBrowser, startServer, type RunningServer, openPageAt } from './harness';
import { eventually } from '../support/wait';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  // Accounts sign in on registration (the signed-in header is checked).
  server = await startServer({ port, env: { PUBLIC_URL: `http://127.0.0.1:${port}`, EMAIL_VERIFICATION: 'off' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const openPage = (width: number, path = '/'): Promise<Page> => openPageAt(browser, server, width, path);

/** The headings of the result groups, in order. */
const groupHeadings = async (scope: ReturnType<Page['getByRole']>, level: number) =>
  (await scope.getByRole('heading', { level }).allTextContents()).map((text) => text.trim());

describe('search finds teams and leagues (point 6)', () => {
  for (const width of [375, 1280]) {
    test(`the dialog shows Times, Ligas and Partidas at ${width} px, the team a fan means first`, async () => {
      const page = await openPage(width);
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Pesquisar partidas/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      const box = dialog.getByRole('searchbox', { name: 'Pesquisar partidas por time' });
      await box.fill('flam');
      const teams = dialog.getByRole('region', { name: 'Times' });
      await eventually(() => teams.getByRole('link').count()).toBeGreaterThan(0);
      expect(await groupHeadings(dialog, 3)).toEqual(['Times', 'Partidas']);
      const flamengo = teams.getByRole('link').first();
      expect(await flamengo.innerText()).toContain('Flamengo');
      expect(await flamengo.getAttribute('href')).toMatch(/^\/team\/flamengo\/\d+$/);

      await box.fill('real');
      await eventually(() => teams.getByRole('link').first().innerText()).toContain('Real Madrid');
      await box.fill('brasileir');
      const leagues = dialog.getByRole('region', { name: 'Ligas' });
      await eventually(() => leagues.getByRole('link').first().innerText()).toContain('Brasileirão Série A');
      await leagues.getByRole('link').first().click();
      await page.waitForURL(/\/leagues\/[a-z0-9-]+\/\d+$/);
      await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toContain('Brasileirão Série A');
      await page.close();
    });
  }

  test('/search shows the same groups under h2 headings', async () => {
    const page = await openPage(375, '/search?search=real');
    const main = page.getByRole('main');
    await eventually(() => groupHeadings(main, 2)).toEqual(['Times', 'Partidas']);
    const teams = main.getByRole('region', { name: 'Times' });
    expect(await teams.getByRole('link').first().innerText()).toContain('Real Madrid');
    await page.close();
  });
});

describe('the mobile drawer (point 11, spec §2)', () => {
  test('only Notícias stays active on its sub-paths; Ligas is active on /leagues only', async () => {
    const found = (await (await fetch(`${server.url}/api/search?q=brasileirao`)).json()) as {
      leagues: { id: number; slug: string }[];
    };
    const league = found.leagues[0];
    const current = async (path: string) => {
      const page = await openPage(375, path);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Menu' });
      await eventually(() => menu.isVisible()).toBe(true);
      const marked = await menu.locator('[aria-current="page"]').allTextContents();
      await page.close();
      return marked.map((text) => text.trim());
    };
    expect(await current(`/leagues/${league.slug}/${league.id}`)).toEqual([]);
    expect(await current('/leagues')).toEqual(['Ligas']);
    expect(await current('/news/42')).toEqual(['Notícias']);
  });
});

describe('layout at 375, 768 and 1280 px (point 7)', () => {
  /** Whether an element shows its whole text (no ellipsis, nothing cut sideways). */
  const fits = (locator: ReturnType<Page['locator']>) =>
    locator.evaluateAll((elements) => elements.map((e) => [e.textContent!.trim(), e.scrollWidth <= e.clientWidth]));

  test('signed in at 375 px, the Demo badge and the account do not cover the logo', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL: server.url });
    const page = await context.newPage();
    const username = `fan${Date.now().toString(36)}`;
    const response = await page.request.post('/api/register', {
      data: { username, email: `${username}@exemplo.test`, password: 'segredo123' },
      headers: { Origin: server.url },
    });
    expect(response.status()).toBe(201);
    await page.goto('/profile?tab=subscription');
    const header = page.getByRole('banner').first();
    await eventually(() => page.getByTestId('notification-bell').first().isVisible()).toBe(true);
    const logo = (await header.getByRole('link', { name: 'FutDados - início' }).boundingBox())!;
    const badge = (await header.getByRole('link', { name: /dados de demonstração/ }).boundingBox())!;
    expect(badge.x).toBeGreaterThanOrEqual(logo.x + logo.width);
    // Nothing in the header is pushed off the phone.
    expect(await header.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    // The active profile tab (Assinatura, the last) is shown whole in its scrolling row.
    const tabs = page.getByRole('tablist');
    const active = tabs.getByRole('tab', { name: 'Assinatura' });
    await eventually(() => active.getAttribute('data-state')).toBe('active');
    const row = (await tabs.boundingBox())!;
    const tab = (await active.boundingBox())!;
    expect(tab.x).toBeGreaterThanOrEqual(row.x);
    expect(tab.x + tab.width).toBeLessThanOrEqual(row.x + row.width + 0.5);
    await context.close();
  });

  test.each([375, 1280])('"Times em campo hoje" shows whole names at %i px', async (width) => {
    const page = await openPage(width);
    const names = page.getByRole('region', { name: 'Times em campo hoje' }).locator('[data-team-name]');
    await eventually(() => names.count()).toBeGreaterThan(0);
    for (const [name, whole] of await fits(names)) expect(whole, String(name)).toBe(true);
    await page.close();
  });

  test('at 375 px the standings show every Brasileirão name whole (no "Internacio…")', async () => {
    const leagues = (await (await fetch(`${server.url}/api/leagues`)).json()) as {
      countries: { leagues: { id: number; slug: string; name: string }[] }[];
    };
    const brasileirao = leagues.countries.flatMap((c) => c.leagues).find((l) => l.name === 'Brasileirão Série A')!;
    const page = await openPage(375, `/leagues/${brasileirao.slug}/${brasileirao.id}`);
    const names = page.getByTestId('standings-table').locator('[data-team-name]');
    await eventually(() => names.count()).toBe(20);
    const measured = await fits(names);
    expect(measured.map(([name]) => name)).toContain('Internacional');
    for (const [name, whole] of measured) expect(whole, String(name)).toBe(true);
    await page.close();
  });

  test("at 375 px the /ai backtest table's model header is whole, in view before any sideways scroll", async () => {
    const page = await openPage(375, '/ai');
    const region = page.getByRole('region', { name: 'Backtest por liga' });
    const header = region.getByRole('columnheader', { name: /Modelo Dixon–Coles/ });
    await eventually(() => header.isVisible()).toBe(true);
    const [[, whole]] = await fits(header);
    expect(whole).toBe(true);
    const [text, box] = await header.evaluate((th) => {
      const range = document.createRange();
      range.selectNodeContents(th);
      const r = range.getBoundingClientRect();
      return [th.textContent, { left: r.left, right: r.right }] as const;
    });
    const scroller = (await region.boundingBox())!;
    expect(box.right, String(text)).toBeLessThanOrEqual(scroller.x + scroller.width);
    await page.close();
  });

  for (const width of [768, 1280]) {
    test(`the desktop header shows the search box at ${width} px, its words not cut`, async () => {
      const page = await openPage(width);
      const box = page.getByRole('banner').getByRole('button', { name: 'Pesquisar partidas por time' });
      await eventually(() => box.isVisible()).toBe(true);
      const [[text, whole]] = await fits(box.locator('[data-search-placeholder]'));
      expect(whole).toBe(true);
      if (width >= 1280) expect(text).toContain('Pesquisar partidas por time...');
      await page.close();
    });
  }
});
