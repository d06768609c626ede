// The football pages in a real browser, at 1280 px and 375 px: home → league → team → match → h2h
// by clicking, the search dialog, the matches filters and canonical slugs.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { MatchList } from '@shared/football';
import { addDays, ymdIn } from '@shared/datetime';
import { launchBrowser, startServer, type RunningServer, openPageAt } from './harness';
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

const openPage = (width: number, path = '/'): Promise<Page> => openPageAt(browser, server, width, path);

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();

for (const width of [1280, 375]) {
  describe(`at ${width} px`, () => {
    test('home → league → team → match → head-to-head, by clicking', async () => {
      const page = await openPage(width);
      expect(await heading(page)).toBe('Futebol ao vivo e estatísticas');
      // The leagues column loads lazily once reached (spec §9 delays; below the matches and the news
      // on a phone), then links to the league (a news headline on the page may name the league too).
      const leagues = page.getByTestId('home-left');
      await leagues.scrollIntoViewIfNeeded();
      await leagues
        .getByRole('link', { name: /Premier League/ })
        .first()
        .click();
      await page.waitForURL('**/leagues/premier-league/*');
      await eventually(() => heading(page)).toBe('Premier League');
      const table = page.getByRole('table');
      await eventually(() => table.getByRole('row').count()).toBe(21);

      await table.getByRole('link', { name: 'Arsenal' }).click();
      await page.waitForURL('**/team/arsenal/*');
      await eventually(() => heading(page)).toBe('Arsenal');
      await eventually(() => page.getByText('Gols pró por jogo').isVisible()).toBe(true);

      const results = page.getByRole('region').or(page.locator('section')).filter({ hasText: 'Últimos resultados' });
      await results.getByRole('link').first().click();
      await page.waitForURL(/\/match\/[a-z0-9-]+-vs-[a-z0-9-]+\/\d+$/);
      await eventually(() => page.getByLabel('Placar').isVisible()).toBe(true);
      const title = await heading(page);
      expect(title).toContain('Arsenal');
      expect(title).toMatch(/ x /);

      await page.getByRole('link', { name: 'Ver confronto completo' }).click();
      await page.waitForURL('**/h2h/**');
      await eventually(() => heading(page)).toBe(title);
      await eventually(() => page.getByText('Últimos encontros').isVisible()).toBe(true);
      await page.close();
    });

    test('the search dialog finds Flamengo and opens a match', async () => {
      const page = await openPage(width);
      const trigger =
        width >= 1024
          ? page.getByRole('banner').getByRole('button', { name: 'Pesquisar partidas por time' })
          : page.getByRole('banner').getByRole('button', { name: 'Pesquisar partidas' });
      await trigger.first().click();
      const dialog = page.getByRole('dialog');
      // The dialog's code loads on first use: wait for it, then everything is there at once.
      await eventually(() => dialog.getByText('Pressione ESC para fechar ou ENTER para buscar').isVisible()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Flamengo' }).isVisible()).toBe(true);
      await dialog.getByRole('searchbox', { name: 'Pesquisar partidas por time' }).fill('flamengo');
      const results = dialog.getByRole('list', { name: 'Resultados da busca' });
      await eventually(() => results.getByRole('link').count()).toBe(10);
      expect(await dialog.getByRole('link', { name: 'Ver todos os resultados' }).getAttribute('href')).toBe(
        '/search?search=flamengo',
      );
      const first = results.getByRole('link').first();
      expect(await first.innerText()).toContain('Flamengo');
      await first.click();
      await page.waitForURL(/\/match\/[a-z0-9-]*flamengo[a-z0-9-]*\/\d+$/);
      await eventually(() => dialog.isVisible()).toBe(false);
      await eventually(() => heading(page)).toContain('Flamengo');
      await page.close();
    });
  });
}

describe('matches, search page and slugs', () => {
  test("a past day's results: finished matches with scores and their date; the filter narrows the list", async () => {
    // The demo's calendar is shifted so that something is live whenever the server starts, which now
    // and then leaves yesterday without matches: the last day before today that had results.
    const today = ymdIn(new Date());
    let day = '';
    for (let back = 1; back <= 14 && !day; back++) {
      const candidate = addDays(today, -back);
      const answer = await fetch(`${server.url}/api/soccer/matches?date=${candidate}&status=finished`);
      if (((await answer.json()) as MatchList).matches.length > 0) day = candidate;
    }
    expect(day).not.toBe('');
    const yesterday = day === addDays(today, -1);
    const page = await openPage(375, '/matches');
    if (yesterday) await page.getByRole('navigation', { name: 'Dias' }).getByRole('link', { name: /Ontem/ }).click();
    else await page.getByLabel('Escolher data').fill(day);
    await page.waitForURL(new RegExp(`date=${day}`));
    await page.getByRole('navigation', { name: 'Filtros' }).getByRole('link', { name: 'Finalizados' }).click();
    await page.waitForURL(/filter=finished/);
    const rows = page.locator('main a[href^="/match/"]');
    await eventually(() => rows.count()).toBeGreaterThan(0);
    // Every row left is a past result (spec §4 texts), with its score and its date.
    const labels = await rows.evaluateAll((links) =>
      links.map((link) => link.querySelector('[data-spoken-label]')!.textContent!),
    );
    const shownDay = yesterday ? 'Ontem' : `${day.slice(8, 10)}/${day.slice(5, 7)}`;
    for (const label of labels)
      expect(label).toMatch(
        new RegExp(`, (Finalizado|\\d+ - \\d+ nos pênaltis|Após prorrogação|Adiado), ${shownDay}$`),
      );
    expect(labels.some((label) => /\d+ x \d+/.test(label))).toBe(true);
    await page.close();
  });

  test('the search page lists results and says when nothing matches', async () => {
    const page = await openPage(1280, '/search?search=sao%20paulo');
    await eventually(() => page.locator('main a[href^="/match/"]').count()).toBeGreaterThan(10);
    await page.goto(`${server.url}/search?search=zzqqxx`);
    await eventually(() => page.getByText('Nenhuma partida encontrada para "zzqqxx"').isVisible()).toBe(true);
    await eventually(() => page.getByText('Tente pesquisar por nomes de times').isVisible()).toBe(true);
    await page.close();
  });

  test('a wrong or missing slug moves to the canonical address', async () => {
    const response = await fetch(`${server.url}/api/search/matches?q=flamengo&limit=1`);
    const [match] = await response.json();
    const page = await openPage(1280, `/match/slug-errado/${match.id}`);
    await page.waitForURL(new RegExp(`/match/[a-z0-9-]+-vs-[a-z0-9-]+/${match.id}$`));
    expect(page.url()).not.toContain('slug-errado');
    await page.goto(`${server.url}/team/${match.homeTeam.id}`);
    await page.waitForURL(new RegExp(`/team/${match.homeTeam.slug}/${match.homeTeam.id}$`));
    await page.close();
  });
});
