// Issue 31 point 6: a match's team statistics as paired bars, server-rendered with the match page,
// one sentence per bar for a screen reader, fitting 375 px; a match whose source has none says so.
// Two finished matches are written into the server's own DATA_DIR (statistics as the API-Football
// provider stores them for the first; none for the second, as the demo's club seasons and the
// World Cup files have none).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { openDatabase } from '@server/db/client';
import { matchTeamStatistics } from '@server/db/schema';
import { freePort, launchBrowser, openPageAt, startServer, type RunningServer } from './harness';
import { insertLiveFixtures } from '../support/live-fixtures';

const SHOTS = 'tests/e2e/screenshots';

let server: RunningServer;
let browser: Browser;
let withStats: number;
let withoutStats: number;
const dataDir = mkdtempSync(path.join(tmpdir(), 'futdados-match-stats-'));
const emptyFootballData = mkdtempSync(path.join(tmpdir(), 'futdados-no-data-'));

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const kickoffAt = new Date(Date.now() - 3 * 24 * 60 * 60_000);
  [withStats, withoutStats] = await insertLiveFixtures(database.db, [
    { home: 'Flamengo', away: 'Palmeiras', kickoffAt, status: 3, homeScore: 2, awayScore: 0, ht: [1, 0], ft: [2, 0] },
    { home: 'Santos', away: 'Grêmio', kickoffAt, status: 3, homeScore: 1, awayScore: 1, ht: [0, 0], ft: [1, 1] },
  ]);
  await database.db.insert(matchTeamStatistics).values([
    { matchId: withStats, kind: 'possession', home: 61, away: 39 },
    { matchId: withStats, kind: 'expected_goals', home: 2.48, away: 0.55 },
    { matchId: withStats, kind: 'shots', home: 17, away: 6 },
    { matchId: withStats, kind: 'shots_on_goal', home: 8, away: 2 },
    { matchId: withStats, kind: 'corners', home: 9, away: 3 },
    { matchId: withStats, kind: 'offsides', home: 3, away: null },
    { matchId: withStats, kind: 'fouls', home: 12, away: 15 },
  ]);
  await database.close();
  server = await startServer({ port: await freePort(), dataDir, env: { FOOTBALL_DATA_DIR: emptyFootballData } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(emptyFootballData, { recursive: true, force: true });
});

describe('team statistics on the match page', () => {
  test('server-rendered: each bar is a sentence in the HTML, in the page order', async () => {
    const html = await (await fetch(`${server.url}/match/${withStats}`)).text();
    const card = html.slice(html.indexOf('data-testid="match-statistics"'));
    expect(card.length).toBeLessThan(html.length);
    const sentences = [
      'Posse de bola: Flamengo 61%, Palmeiras 39%',
      'Gols esperados (xG): Flamengo 2,48, Palmeiras 0,55',
      'Finalizações: Flamengo 17, Palmeiras 6',
      'Finalizações no gol: Flamengo 8, Palmeiras 2',
      'Escanteios: Flamengo 9, Palmeiras 3',
      'Impedimentos: Flamengo 3, Palmeiras sem dado',
      'Faltas: Flamengo 12, Palmeiras 15',
    ];
    // React writes the parts of a text with comments between them: compare the text alone.
    const text = card.replace(/<!-- -->/g, '');
    const at = sentences.map((sentence) => text.indexOf(sentence));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  for (const width of [375, 1280]) {
    test(`paired bars at ${width} px: as long as their values, read out one by one, within the page`, async () => {
      const page = await openPageAt(browser, server, width, `/match/${withStats}`);
      const card = page.getByTestId('match-statistics');
      await card.waitFor();
      const rows = card.getByRole('listitem');
      expect(await rows.count()).toBe(7);
      expect(await rows.first().innerText()).toContain('Posse de bola');
      // The longer bar of a pair fills its half; the shorter is its share of it (Palmeiras 39 of 61).
      const widths = await card
        .locator('[data-stat="possession"] [style]')
        .evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().width));
      expect(widths).toHaveLength(2);
      expect(widths[1] / widths[0]).toBeCloseTo(39 / 61, 1);
      // The side without a value has no bar.
      const offsides = await card
        .locator('[data-stat="offsides"] [style]')
        .evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().width));
      expect(offsides[1]).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await card.screenshot({ path: `${SHOTS}/match-statistics-${width}.png` });
      await page.close();
    });
  }

  test('a match whose source has no statistics says so plainly', async () => {
    const page = await openPageAt(browser, server, 375, `/match/${withoutStats}`);
    const card = page.getByTestId('match-statistics');
    await card.waitFor();
    expect(await card.innerText()).toContain('A fonte dos dados não tem estatísticas desta partida.');
    expect(await card.getByRole('listitem').count()).toBe(0);
    await page.close();
  });
});
