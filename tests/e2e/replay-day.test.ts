// Issue 31 point 5, end to end on the real data: the demo calendar pinned to a World Cup match day
// (DEMO_REPLAY_DAY=2022-12-18, docs/decisions/0106) puts the 2022 final on the pitch when the
// server starts, and the replay plays its real substitutions and cards from the World Cup files.
// At 375 px, an open match page sees a substitution and then a card arrive in its timeline without
// a reload. LIVE_SPEED 20 (a game minute every 3 s): the final kicked off up to a minute before the
// import, so it is some 20 game minutes in at most when the page opens, before its first
// substitutions (41') and its first card (45+7'), which come within about two real minutes.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Match, MatchList } from '@shared/football';
import { ymdIn } from '@shared/datetime';
import { launchBrowser, openPageAt, spokenText, startServer, type RunningServer } from './harness';
import { eventually } from '../support/wait';

const SHOTS = 'tests/e2e/screenshots';

let server: RunningServer;
let browser: Browser;
let final: Match;

beforeAll(async () => {
  server = await startServer({ env: { DEMO_REPLAY_DAY: '2022-12-18', LIVE_SPEED: '20' } });
  browser = await launchBrowser();
  const live = (await (await fetch(`${server.url}/api/soccer/matches/live`)).json()) as MatchList;
  final = live.matches.find((m) => m.homeTeam.name === 'Argentina' && m.awayTeam.name === 'França')!;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const story = (page: Page) => spokenText(page.locator('main'));
const documentLoads = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);

describe('a World Cup match day replayed now', () => {
  test('the 2022 final is live today, on the demo calendar only', async () => {
    expect(final).toBeDefined();
    expect(final.matchDate).toBe(ymdIn(new Date()));
    expect(final.minute).toBeLessThan(41);
    // No other season is moved: today's list holds the replayed tournament only (the club seasons
    // the default calendar would replay keep their real dates, in 2025 and 2026's first half).
    const today = (await (
      await fetch(`${server.url}/api/soccer/matches?date=${ymdIn(new Date())}`)
    ).json()) as MatchList;
    expect(new Set(today.matches.map((m) => m.competition?.name))).toEqual(new Set(['Copa do Mundo']));
  });

  test('at 375 px a substitution and then a card arrive in the timeline without a reload', async () => {
    const page = await openPageAt(browser, server, 375, `/match/${final.id}`);
    await page.getByTestId('scoreboard-status').waitFor();
    const before = await story(page);
    expect(before).not.toContain('Substituição');
    expect(before).not.toContain('Cartão amarelo');
    await eventually(() => story(page), { timeout: 180_000, interval: 1000 }).toMatch(/Substituição: entra \S/);
    expect(await story(page)).not.toContain('Cartão amarelo');
    await eventually(() => story(page), { timeout: 120_000, interval: 1000 }).toMatch(/Cartão amarelo:\s+\S/);
    expect(await documentLoads(page)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByTestId('match-timeline').screenshot({ path: `${SHOTS}/replay-day-timeline-375.png` });
    await page.close();
  }, 360_000);
});
