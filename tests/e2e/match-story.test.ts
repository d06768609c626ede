// Issue 31 point 8: the 2022 World Cup final at 375 and 1280 px shows its real date, the referee,
// both lineups, the cards and substitutions, and a tap on a player opens his page.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LeagueDetail, LeagueList } from '@shared/football';
import { endlessAnimations, launchBrowser, openApp, startServer, type RunningServer } from './harness';
import { eventually } from '../support/wait';

let server: RunningServer;
let browser: Browser;
let finalPath: string;

const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const leagues = await api<LeagueList>('/api/leagues');
  const worldCup = leagues.countries.flatMap((c) => c.leagues).find((l) => l.name === 'Copa do Mundo')!;
  const latest = await api<LeagueDetail>(`/api/leagues/${worldCup.id}`);
  const season = latest.seasons.find((s) => s.name === '2022')!;
  const detail = await api<LeagueDetail>(`/api/leagues/${worldCup.id}?season=${season.id}`);
  const final = detail.rounds
    .flatMap((r) => r.matches)
    .find((m) => m.homeTeam.name === 'Argentina' && m.awayTeam.name === 'França' && m.matchDate === '2022-12-18')!;
  expect(final).toBeDefined();
  finalPath = `/match/argentina-vs-franca/${final.id}`;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(width: number, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'pt-BR' });
  await openApp(page, server.url + path);
  return page;
}

for (const width of [375, 1280]) {
  describe(`the 2022 final at ${width} px`, () => {
    test('referee, crowd, both lineups, cards and substitutions; a tap on a player opens his page', async () => {
      const page = await openPage(width, finalPath);
      const officials = page.getByTestId('match-officials');
      await eventually(() => officials.innerText()).toContain('Szymon Marciniak (POL)');
      expect(await officials.innerText()).toMatch(/88\.966/);

      const lineups = page.getByTestId('lineup');
      await eventually(() => lineups.count()).toBe(2);
      for (const side of [0, 1])
        expect(await lineups.nth(side).getByRole('group').getByRole('listitem').count()).toBe(11);
      expect(await lineups.nth(0).innerText()).toContain('4-3-3');

      const timeline = page.getByTestId('match-timeline');
      expect(await timeline.getByText('Cartão amarelo', { exact: false }).count()).toBeGreaterThanOrEqual(8);
      expect(await timeline.getByText(/Substituição: entra Marcos Acuna, sai Ángel Di María/).count()).toBe(1);

      // The list view says the same in words.
      await page.getByRole('button', { name: 'Lista' }).click();
      await eventually(() => lineups.nth(0).innerText()).toMatch(/Lionel Messi · capitão, 2 gols/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `/tmp/story-final-${width}.png`, fullPage: true });

      // A finished match, connected: nothing on the page animates forever (skeletons of sections
      // still loading aside), so an idle phone draws no frames.
      await eventually(() => page.getByTestId('connection-indicator').first().getAttribute('data-state')).toBe(
        'Tempo real',
      );
      expect(await endlessAnimations(page)).toEqual([]);

      await lineups.nth(0).getByRole('link', { name: 'Lionel Messi' }).click();
      await eventually(() => page.url()).toMatch(/\/player\/\d+\/lionel-messi$/);
      await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Lionel Messi');
      expect(await page.getByTestId('player-facts').innerText()).toContain('24/06/1987');
      await page.screenshot({ path: `/tmp/story-player-${width}.png`, fullPage: true });
      await page.close();
    });
  });
}
