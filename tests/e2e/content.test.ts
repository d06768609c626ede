// Issue 12 points 4, 5, 6 and 11 in Chromium against the built server: the home's three columns
// at 1280 px (leagues | matches and news | bonus), the bonus data asked for only when its column is
// reached, /bonus with its notices and sponsored link, /updates from CHANGELOG.md, /about — each
// at 1280 and 375 px, with screenshots.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openDatabase } from '@server/db/client';
import { createBonusService } from '@server/modules/bonus/service';
import type { UpdateList } from '@shared/updates';
import { launchBrowser, SEEDED_TEMPLATE_DIR, startServer, type RunningServer } from './harness';
import { eventually } from '../support/wait';

const SHOTS = 'tests/e2e/screenshots';
const HELP = 'https://ajuda.exemplo/jogo-responsavel';
const DAY = 24 * 60 * 60 * 1000;

let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // The offers an admin would have written, put in the server's database before it starts.
  dataDir = mkdtempSync(path.join(tmpdir(), 'futdados-e2e-content-'));
  if (existsSync(path.join(SEEDED_TEMPLATE_DIR, 'pglite')))
    cpSync(path.join(SEEDED_TEMPLATE_DIR, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const bonus = createBonusService({ db: database.db, helpUrl: HELP, now: () => new Date() });
    await bonus.create({
      operator: 'Operadora Exemplo',
      title: 'Bônus de boas-vindas de teste',
      description: 'Oferta escrita pelo teste para ver a página com um cartão de verdade.',
      terms: 'Regulamento da oferta de teste, com todas as condições.',
      ctaUrl: 'https://operadora.exemplo/oferta',
      expiresAt: new Date(Date.now() + 10 * DAY).toISOString(),
    });
  } finally {
    await database.close();
  }
  server = await startServer({ dataDir, env: { BONUS_HELP_URL: HELP } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function open(path: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(server.url + path);
  return page;
}

async function shoot(page: Page, name: string, width: number) {
  // From the top, so the sticky header and sidebar are drawn where they belong.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/content-${name}-${width}.png`, fullPage: true });
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('home at 1280: three columns — leagues left, matches and news centre, bonus right', async () => {
  const page = await open('/', 1280);
  const box = async (id: string) => (await page.getByTestId(id).boundingBox())!;
  const [left, centre, right] = [await box('home-left'), await box('home-centre'), await box('home-right')];
  expect(left.x + left.width).toBeLessThanOrEqual(centre.x);
  expect(centre.x + centre.width).toBeLessThanOrEqual(right.x);
  expect(Math.abs(left.y - centre.y)).toBeLessThan(2);
  expect(Math.abs(right.y - centre.y)).toBeLessThan(2);
  const centreColumn = page.getByTestId('home-centre');
  await centreColumn.getByRole('heading', { name: 'Partidas de hoje' }).waitFor();
  // The news section under the matches: loaded once reached (300 ms), with articles or the empty state.
  const news = centreColumn.getByRole('region', { name: 'Notícias' });
  await news.scrollIntoViewIfNeeded();
  await news.locator('li, :text("Nenhuma notícia publicada")').first().waitFor();
  expect(await news.getByLabel('Carregando notícias').count()).toBe(0);
  const rightColumn = page.getByTestId('home-right');
  // Back up to the top, where the bonus column starts: its rule loads it once reached, and the
  // scroll to the news may have come before it was.
  await page.evaluate(() => window.scrollTo(0, 0));
  await rightColumn.getByRole('heading', { name: 'Bônus', exact: true }).waitFor();
  await rightColumn.getByRole('heading', { name: 'Bônus de boas-vindas de teste' }).waitFor();
  await page
    .getByTestId('home-left')
    .getByRole('link', { name: /Brasileirão/ })
    .first()
    .waitFor();
  expect(await rightColumn.getByText('Jogue com responsabilidade').count()).toBe(1);
  await shoot(page, 'home', 1280);
  await page.close();
});

test('home at 375: one column, and the bonus data is asked for only once its column is reached', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  // The lazy sections' delays run on a test clock: stepped past, not waited for.
  await page.clock.install();
  const bonusRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/bonus') bonusRequests.push(request.url());
  });
  await page.goto(server.url + '/');
  // Leagues first below the matches, the bonus column last, far below the first screen.
  await page.getByTestId('home-centre').getByRole('heading', { name: 'Partidas de hoje' }).waitFor();
  // Past every section's delay (1.1 s at most): the sections on the first screen load, and their
  // data on screen proves the render that would also have asked for a reached bonus column.
  await page.clock.runFor(5000);
  await eventually(() =>
    page
      .locator('[aria-busy="true"], [data-skeleton]')
      .evaluateAll((nodes) => nodes.filter((node) => node.getBoundingClientRect().top < window.innerHeight).length),
  ).toBe(0);
  await page.evaluate(() => fetch('/api/health'));
  expect(bonusRequests).toEqual([]);
  expect(await noSideways(page)).toBe(true);
  await page.getByTestId('home-right').scrollIntoViewIfNeeded();
  await page.getByTestId('home-right').getByRole('heading', { name: 'Bônus de boas-vindas de teste' }).waitFor();
  expect(bonusRequests).toHaveLength(1);
  await shoot(page, 'home', 375);
  await page.close();
});

for (const width of [1280, 375]) {
  describe(`at ${width} px`, () => {
    test('/bonus: the offer with 18+, the message, the help link and a sponsored call to action', async () => {
      const page = await open('/bonus', width);
      const card = page.getByRole('region', { name: 'Bônus de boas-vindas de teste' });
      await card.waitFor();
      await card.getByText('18+').waitFor();
      await card.getByText('Jogue com responsabilidade').waitFor();
      expect(await card.getByRole('link', { name: /Precisa de ajuda/ }).getAttribute('href')).toBe(HELP);
      const cta = card.getByRole('link', { name: /Ver oferta/ });
      expect(await cta.getAttribute('rel')).toBe('sponsored noopener');
      expect(await cta.getAttribute('href')).toBe('https://operadora.exemplo/oferta');
      expect(await page.title()).toBe('FutDados - Bônus');
      expect(await noSideways(page)).toBe(true);
      await shoot(page, 'bonus', width);
      await page.close();
    });

    test('/updates: every version of CHANGELOG.md, newest first, "Novo" only where the server says', async () => {
      const api = (await (await fetch(`${server.url}/api/updates`)).json()) as UpdateList;
      expect(api.updates.length).toBeGreaterThanOrEqual(2);
      const page = await open('/updates', width);
      const versions = page
        .getByRole('list', { name: 'Versões' })
        .getByRole('listitem')
        .filter({ has: page.locator('h2') });
      await versions.first().waitFor();
      expect(await versions.count()).toBe(api.updates.length);
      for (const [index, entry] of api.updates.entries()) {
        const item = versions.nth(index);
        expect(await item.getByRole('heading', { level: 2 }).textContent()).toBe(entry.title);
        await item.getByText(`v${entry.version}`).waitFor();
        expect(await item.getByText('Novo', { exact: true }).count()).toBe(entry.isNew ? 1 : 0);
      }
      expect(await noSideways(page)).toBe(true);
      await shoot(page, 'updates', width);
      await page.close();
    });

    test('/about: mission, data source and licence, demo calendar, predictions with a link to /ai, contact', async () => {
      const page = await open('/about', width);
      for (const name of [
        'Nossa missão',
        'De onde vêm os dados',
        'O calendário de demonstração',
        'Como fazemos as previsões',
        'Contato',
      ])
        await page.getByRole('heading', { name }).waitFor();
      const data = page.getByRole('region', { name: 'De onde vêm os dados' });
      expect(await data.getByRole('link', { name: 'openfootball' }).getAttribute('href')).toBe(
        'https://github.com/openfootball',
      );
      await data.getByRole('link', { name: 'CC0 1.0' }).waitFor();
      expect(
        await page.getByRole('link', { name: 'Ver as previsões e o desempenho do modelo' }).getAttribute('href'),
      ).toBe('/ai');
      expect(await noSideways(page)).toBe(true);
      await shoot(page, 'about', width);
      await page.close();
    });
  });
}
