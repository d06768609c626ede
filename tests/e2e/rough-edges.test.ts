// Rough edges a first-time fan hit (issue 22 points 6–11), in the built app at 375 and 1280 px.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from './harness';

/** The shared machine is slow at times: poll patiently, never sleep. */
const patient = { timeout: 15_000 };

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

async function openPage(width: number, path = '/'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(server.url + path);
  return page;
}

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
      await expect.poll(() => teams.getByRole('link').count(), patient).toBeGreaterThan(0);
      expect(await groupHeadings(dialog, 3)).toEqual(['Times', 'Partidas']);
      const flamengo = teams.getByRole('link').first();
      expect(await flamengo.innerText()).toContain('Flamengo');
      expect(await flamengo.getAttribute('href')).toMatch(/^\/team\/flamengo\/\d+$/);

      await box.fill('real');
      await expect.poll(() => teams.getByRole('link').first().innerText(), patient).toContain('Real Madrid');
      await box.fill('brasileir');
      const leagues = dialog.getByRole('region', { name: 'Ligas' });
      await expect.poll(() => leagues.getByRole('link').first().innerText(), patient).toContain('Brasileirão Série A');
      await leagues.getByRole('link').first().click();
      await page.waitForURL(/\/leagues\/[a-z0-9-]+\/\d+$/);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).innerText(), patient)
        .toContain('Brasileirão Série A');
      await page.close();
    });
  }

  test('/search shows the same groups under h2 headings', async () => {
    const page = await openPage(375, '/search?search=real');
    const main = page.getByRole('main');
    await expect.poll(() => groupHeadings(main, 2), patient).toEqual(['Times', 'Partidas']);
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
      await expect.poll(() => menu.isVisible(), patient).toBe(true);
      const marked = await menu.locator('[aria-current="page"]').allTextContents();
      await page.close();
      return marked.map((text) => text.trim());
    };
    expect(await current(`/leagues/${league.slug}/${league.id}`)).toEqual([]);
    expect(await current('/leagues')).toEqual(['Ligas']);
    expect(await current('/news/42')).toEqual(['Notícias']);
  });
});
