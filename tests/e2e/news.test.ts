// News in Chromium against the built server: the start-up reports appear in /news, a click opens
// the article (automatic mark, sanitised body, related match card, team links, share with the
// copy-link fallback), the category tab filters, and an unknown article is a not-found page. At
// 375 and 1280 px, with screenshots.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { NewsList } from '@shared/news';
import { freePort, launchBrowser, startServer, type RunningServer } from './harness';
import { ceiling, eventually, IN_BACKGROUND, until } from '../support/wait';

const SHOTS = 'tests/e2e/screenshots';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const port = await freePort();
  server = await startServer({ port, env: { PUBLIC_URL: `http://127.0.0.1:${port}`, LIVE_PROVIDER: 'off' } });
  browser = await launchBrowser();
  // expect.poll belongs to tests: wait here for the first reports.
  const newsTotal = async () => ((await (await fetch(`${server.url}/api/news`)).json()) as NewsList).total;
  // The reports of the last week are written in the background after start.
  const { timeout, interval } = IN_BACKGROUND;
  await until(async () => (await newsTotal()) > 0, 'the first news reports', ceiling(timeout), interval);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(width: number): Promise<Page> {
  // No service worker: the test holds one API answer back at the page's own requests.
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'pt-BR',
    serviceWorkers: 'block',
  });
  return context.newPage();
}

describe.each([375, 1280])('news at %i px', (width) => {
  test('/news lists the reports; a click opens the article with its match, teams and share button', async () => {
    const page = await open(width);
    await page.goto(`${server.url}/news`);
    await page.getByRole('heading', { level: 1, name: 'Notícias' }).waitFor();
    const list = page.getByRole('list', { name: 'Notícias' });
    await list.waitFor();
    expect(await list.getByText('Resumo automático').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/news-${width}.png`, fullPage: false });

    // Open the first match report (category "Resumos"), its page slow to come as on a phone's network.
    let release = () => {};
    let held = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const requested = new Promise<void>((resolve) => (held = resolve));
    await page.route(/\/api\/news\?category=resumos/, async (route) => {
      held();
      await answered;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Resumos' }).click();
    await page.waitForURL(/category=resumos/);
    // Meanwhile the tabs stay and the old cards are marked busy (not a page-wide skeleton).
    await page.locator('ul[aria-label="Notícias"][aria-busy="true"]').waitFor();
    // Still so while the new page's answer is held back (the request has reached the route).
    await requested;
    expect(await page.locator('ul[aria-label="Notícias"][aria-busy="true"]').count()).toBe(1);
    release();
    // The tab is current at once and alone; the tabs stay while the old list, dimmed and marked busy,
    // waits for the new page (a round summary, category "Rodadas", may head the unfiltered list).
    const current = page.locator('nav[aria-label="Categorias"] a[aria-current="page"]');
    await current.filter({ hasText: 'Resumos' }).waitFor();
    expect(await current.allTextContents()).toEqual(['Resumos']);
    const shown = page.locator('ul[aria-label="Notícias"]:not([aria-busy]) article span.uppercase');
    await eventually(async () => new Set(await shown.allTextContents())).toEqual(new Set(['Resumos']));
    expect(await current.allTextContents()).toEqual(['Resumos']);
    const first = list.getByRole('heading', { level: 2 }).first().getByRole('link');
    const title = (await first.textContent())!;
    await first.click();
    await page.waitForURL(/\/news\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.title()).toContain(title);
    const article = page.locator('article');
    await article.getByText('Resumo automático', { exact: true }).waitFor();
    expect(await article.locator('h2', { hasText: 'Gols' }).count()).toBe(1);
    expect(await article.locator('script').count()).toBe(0);
    const related = page.getByRole('complementary', { name: 'Relacionados' });
    expect(await related.locator('[data-match-id]').count()).toBe(1);
    expect(await related.getByRole('link', { name: /^Notícias de / }).count()).toBe(2);
    await page.screenshot({ path: `${SHOTS}/news-article-${width}.png`, fullPage: true });

    // No Web Share and no clipboard permission here: the link is offered to copy by hand.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
        configurable: true,
      });
    });
    await related.getByRole('button', { name: 'Compartilhar notícia' }).click();
    const field = related.getByRole('textbox', { name: /Copie o link/ });
    expect(await field.inputValue()).toBe(page.url());

    // The body's link to the match moves inside the app.
    await article.getByRole('link', { name: 'Ver a partida' }).click();
    await page.waitForURL(/\/match\/[^/]+\/\d+$/);
    await page.context().close();
  });
});

test('an unknown article is a not-found page', async () => {
  const page = await open(375);
  await page.goto(`${server.url}/news/99999999`);
  await page.getByRole('heading', { level: 1, name: 'Notícia não encontrada' }).waitFor();
  await page.context().close();
});
