// React hydrates the server-rendered pages (issue 24 points 3 and 4): no hydration error nor any error
// React recovered from (main.tsx logs onRecoverableError with console.error) on /, a match, a league, a
// team and /news, at the phone's width and the desktop's; and a tap on a part React has not hydrated
// yet (a <Piece>, lib/hydration-pieces.tsx) is not lost: React hydrates that part at once and handles it.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LeagueList } from '@shared/football';
import { matchSlug } from '@shared/slug';
import { launchBrowser, recentFinishedMatch, startServer, watchPageProblems, type RunningServer } from './harness';
import { ceiling, eventually, WAIT_MS } from '../support/wait';

let server: RunningServer;
let browser: Browser;
let paths: string[];
let leaguePath: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const finished = (await recentFinishedMatch(server))!;
  expect(finished).toBeDefined();
  const leagues = (await (await fetch(`${server.url}/api/leagues`)).json()) as LeagueList;
  const league = leagues.countries.flatMap((country) => country.leagues)[0];
  leaguePath = `/leagues/${league.slug}/${league.id}`;
  paths = [
    '/',
    `/match/${matchSlug(finished.homeTeam.name, finished.awayTeam.name)}/${finished.id}`,
    leaguePath,
    `/team/${finished.homeTeam.slug}/${finished.homeTeam.id}`,
    '/news',
  ];
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('/, a match, a league, a team and /news hydrate without a hydration or recoverable error', async () => {
  for (const width of [375, 1280]) {
    for (const path of paths) {
      // A fresh browser profile each time: the first visit, with no service worker answering the shell.
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const problems = watchPageProblems(page);
      await page.goto(server.url + path);
      await eventually(() => page.evaluate(() => document.getElementById('root')?.dataset.app)).toBe('hydrated');
      // Hydrated over the server's HTML: the page's text is the server's (no client render replaced it).
      expect(await page.locator('main h1').first().innerText(), path).not.toBe('');
      expect(problems, `${path} at ${width} px`).toEqual([]);
      await context.close();
    }
  }
});

test('a tap on a league page part React has not hydrated yet is handled', async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  // Right when React has committed the page around its pieces (main.tsx marks #root "hydrating" in that
  // commit), a fan taps the "Rodadas" tab inside the page's piece: pointer and mouse events, then click.
  await context.addInitScript(() => {
    const record = { hydratedBeforeTap: null as boolean | null };
    (window as unknown as { tap: typeof record }).tap = record;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      const observer = new MutationObserver(() => {
        if (root.dataset.app !== 'hydrating') return;
        observer.disconnect();
        const tab = [...document.querySelectorAll('[role="tab"]')].find((el) => el.textContent?.trim() === 'Rodadas');
        if (!tab) return;
        // React marks each DOM node it has hydrated with its props.
        record.hydratedBeforeTap = Object.keys(tab).some((key) => key.startsWith('__reactProps$'));
        const init = { bubbles: true, cancelable: true, composed: true, button: 0, pointerId: 1, isPrimary: true };
        tab.dispatchEvent(new PointerEvent('pointerdown', init));
        tab.dispatchEvent(new MouseEvent('mousedown', init));
        tab.dispatchEvent(new PointerEvent('pointerup', init));
        tab.dispatchEvent(new MouseEvent('mouseup', init));
        tab.dispatchEvent(new MouseEvent('click', init));
      });
      observer.observe(root, { attributes: true, attributeFilter: ['data-app'] });
    });
  });
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  // A slower phone: hydrating the page around the pieces is a longer task.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(server.url + leaguePath);
  await eventually(() =>
    page.evaluate(() => (window as unknown as { tap: { hydratedBeforeTap: boolean | null } }).tap),
  ).toEqual({ hydratedBeforeTap: false });
  // The tap took effect: the rounds are shown.
  await eventually(() => page.getByRole('tab', { name: 'Rodadas' }).getAttribute('aria-selected')).toBe('true');
  await eventually(() => page.getByRole('tabpanel').innerText()).toMatch(/Rodada/);
  expect(problems).toEqual([]);
  await context.close();
});

test("a fan who scrolls the server's page before the app has started keeps their place", async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  // The app's chunk is held until the fan has scrolled (on a phone it arrives seconds after the page).
  let release!: () => void;
  const scrolled = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await scrolled;
    await route.continue();
  });
  // The navigation settles only once the held chunk has come: the page is scrolled meanwhile.
  const navigation = page.goto(server.url + '/');
  await page.getByRole('region', { name: 'Notícias' }).waitFor({ state: 'attached' });
  await page.evaluate(() => window.scrollTo(0, 600));
  release();
  await navigation;
  await page.waitForSelector('#root[data-app="hydrated"]', { state: 'attached', timeout: ceiling(WAIT_MS) });
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
  await context.close();
});

test("the endless pulses' animationiteration events never reach React's root listener", async () => {
  // React listens at #root to every event it knows; before hydration each pulse's event costs it a walk
  // up the DOM (lib/quiet-animation-events.ts). The app stops them at the window's capture phase.
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto(server.url + '/');
  await page.waitForSelector('#root[data-app="hydrated"]', { state: 'attached', timeout: ceiling(WAIT_MS) });
  await page.evaluate(() => {
    const seen = { window: 0, root: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    // Registered after the app's own capture listener: it still runs (same node), and counts the events.
    window.addEventListener('animationiteration', () => seen.window++, { capture: true });
    document.getElementById('root')!.addEventListener('animationiteration', () => seen.root++);
    document.getElementById('root')!.addEventListener('animationiteration', () => seen.root++, { capture: true });
    const pulse = document.createElement('div');
    pulse.className = 'animate-pulse h-4 w-4';
    pulse.style.animationDuration = '40ms';
    document.querySelector('main')!.appendChild(pulse);
  });
  await page.waitForFunction(() => (window as unknown as { seen: { window: number } }).seen.window >= 3, undefined, {
    timeout: ceiling(WAIT_MS),
  });
  expect(await page.evaluate(() => (window as unknown as { seen: { root: number } }).seen.root)).toBe(0);
  await context.close();
});

test('a skeleton list pulses as one animation, not one per block', async () => {
  // The server's `/` draws the leagues list as a skeleton (it loads by its lazy rule); without the app
  // it stays one. Each endless animation is a layer and an event per cycle: the group is the only one.
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(server.url + '/');
  const counts = await page.evaluate(() => {
    const targets = document.getAnimations().map((animation) => (animation.effect as KeyframeEffect).target!);
    return {
      groups: document.querySelectorAll('[data-skeleton-group]').length,
      groupsAnimating: targets.filter((target) => target.matches('[data-skeleton-group]')).length,
      blocks: document.querySelectorAll('[data-skeleton-group] [data-skeleton]').length,
      blocksAnimating: targets.filter((target) => target.matches('[data-skeleton-group] [data-skeleton]')).length,
    };
  });
  expect(counts.groups).toBeGreaterThan(0);
  expect(counts.blocks).toBeGreaterThan(counts.groups);
  expect(counts).toMatchObject({ groupsAnimating: counts.groups, blocksAnimating: 0 });
  await context.close();
});
