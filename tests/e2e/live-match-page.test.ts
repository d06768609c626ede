// Issue 22 point 1: the match page follows the game live, however it was opened (directly or by
// navigation, 375 and 1280 px), from the socket and from the 15 s polling fallback: the score, the
// minute and the goals move on that page without a reload; the league table counts the matches
// being played and says it is live.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { MatchList } from '@shared/football';
import { endlessAnimations, type RunningServer } from './harness';
import { startLiveApp } from './live-data';
import { startSocketGate } from './socket-gate';
import { eventually } from '../support/wait';

const SPEED = 30; // a game minute every 2 s; each fixture match scores every 2 game minutes

let server: RunningServer;
let browser: Browser;
let closeApp: () => Promise<void>;
let matches: MatchList['matches'];

beforeAll(async () => {
  ({ server, browser, close: closeApp } = await startLiveApp({ speed: SPEED }));
  matches = ((await (await fetch(`${server.url}/api/soccer/matches/live`)).json()) as MatchList).matches;
});

afterAll(async () => {
  await closeApp?.();
});

const matchOf = (home: string) => matches.find((match) => match.homeTeam.name === home)!;
const scoreboard = (page: Page) => page.getByLabel('Placar', { exact: true }).innerText();
/** The line under the score: 'Ao Vivo · 37'' (or 'Int.'). */
const statusText = (page: Page) => page.getByTestId('scoreboard-status').innerText();
const goalsListed = (page: Page) => page.getByTestId('match-goals').locator('li').count();
const documentLoads = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);

/** Waits until the page shows a new score and a new minute, with the goals list grown to match. */
async function seesTheGameMove(page: Page): Promise<void> {
  await eventually(() => statusText(page)).toMatch(/^Ao Vivo · \d+(\+\d+)?'$/);
  const score = await scoreboard(page);
  const status = await statusText(page);
  const goals = await goalsListed(page);
  await eventually(() => statusText(page)).not.toBe(status);
  await eventually(() => scoreboard(page)).not.toBe(score);
  const [home, away] = (await scoreboard(page)).split(' - ').map(Number);
  // The scorers come with the new score (the page asks for them again when the feed says a goal).
  await eventually(() => goalsListed(page)).toBeGreaterThan(goals);
  await eventually(() => goalsListed(page)).toBeGreaterThanOrEqual(home + away);
}

describe('the match page is live', () => {
  test('opened directly at 375 px: the score, minute and goals move without a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/match/${matchOf('Flamengo').id}`);
    await eventually(() => page.url()).toMatch(/\/match\/flamengo-vs-palmeiras\/\d+$/);
    await seesTheGameMove(page);
    expect(await documentLoads(page)).toBe(1);
    await context.close();
  });

  test('opened by navigation from /matches at 1280 px: the same', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/matches`);
    await page.locator(`a[data-match-id="${matchOf('Flamengo').id}"]`).click();
    await eventually(() => page.url()).toMatch(/\/match\/flamengo-vs-palmeiras\/\d+$/);
    await seesTheGameMove(page);
    expect(await documentLoads(page)).toBe(1);
    await context.close();
  });

  test('with the socket unreachable, the 15 s polling moves the match page', async () => {
    const gate = await startSocketGate(server.port);
    gate.blocked = true;
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    // The match kicked off last: it is still being played after the long wait for the fallback below
    // (Corinthians', 35 game minutes older, could be over by then on a slow machine).
    await page.goto(`${gate.url}/match/${matchOf('Flamengo').id}`);
    await eventually(() => page.getByTestId('connection-indicator').first().getAttribute('data-state'), {
      timeout: 90_000,
      interval: 200,
    }).toBe('Atualizando a cada 15 s');
    const score = await scoreboard(page);
    await eventually(() => scoreboard(page), 40_000).not.toBe(score);
    expect(await documentLoads(page)).toBe(1);
    await context.close();
    await gate.close();
  }, 180_000);

  test('the league table counts the matches being played and says it is live', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const { competition } = matchOf('Flamengo');
    await page.goto(`${server.url}/leagues/${competition!.slug}/${competition!.id}`);
    const table = page.getByTestId('standings-table').first();
    await eventually(() => table.getByTestId('live-table').count()).toBe(1);
    // All six teams are on the pitch; each has played its one (live) match.
    await eventually(() => table.locator('[data-live-row]').count()).toBe(6);
    // The table's "playing now" marks are steady: only the live match rows' dots pulse.
    expect(await endlessAnimations(page)).toEqual([]);
    const played = () => table.locator('td[data-column="played"]').allInnerTexts();
    expect(await played()).toEqual(['1', '1', '1', '1', '1', '1']);
    // A goal moves the table without a reload: Flamengo's goals for grow.
    const flamengoGoalDifference = () =>
      table.locator('tr', { hasText: 'Flamengo' }).locator('td[data-column="goalDifference"]').innerText();
    const before = await flamengoGoalDifference();
    await eventually(flamengoGoalDifference, 40_000).not.toBe(before);
    expect(await documentLoads(page)).toBe(1);
    await context.close();
  });
});
