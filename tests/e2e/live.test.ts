// Live scores in Chromium against the built server: scores move without reload; with the socket
// endpoint unreachable the page polls every 15 s and scores keep moving; when it is back polling
// stops; an offline reload shows the app and the last scores; a background sync dispatched through
// the DevTools protocol delivers LIVE_MATCHES_SYNC to the page.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from './harness';
import { startLiveApp } from './live-data';
import { startSocketGate } from './socket-gate';

const SPEED = 30; // a game minute every 2 s: a goal every ~4 s in each match

let server: RunningServer;
let browser: Browser;
let closeApp: () => Promise<void>;

beforeAll(async () => {
  // Only the three fixture matches: the openfootball import reads an empty folder.
  ({ server, browser, close: closeApp } = await startLiveApp({ speed: SPEED }));
});

afterAll(async () => {
  await closeApp?.();
});

/** The scores of the match rows, from their accessible names ("Flamengo 3 x 2 Palmeiras, Ao Vivo …"). */
const matchRows = (page: Page) => page.locator('a[data-match-id]');
const scores = (page: Page) =>
  matchRows(page).evaluateAll((links) =>
    links.map((link) => link.querySelector('[data-spoken-label]')?.textContent?.split(',')[0]),
  );
const indicator = (page: Page) => page.getByTestId('connection-indicator').first().getAttribute('data-state');

async function openMatches(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/matches`);
  await expect.poll(() => matchRows(page).count(), { timeout: 20_000 }).toBe(3);
  return page;
}

describe('live scores', () => {
  test('a score changes on screen without reload, with a brief highlight', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await openMatches(context);
    await expect.poll(() => indicator(page), { timeout: 20_000 }).toBe('Tempo real');
    const before = await scores(page);
    await expect.poll(() => scores(page), { timeout: 30_000 }).not.toEqual(before);
    await expect.poll(() => page.locator('[data-flashing]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // No reload happened: the same document is still there.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await context.close();
  });

  test('with the socket unreachable the page polls every 15 s, scores keep moving, and polling stops when it is back', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const polls: number[] = [];
    context.on('request', (request) => {
      // The page's own requests (the service worker's network-first fetch of the same URL is not a second poll).
      if (request.url().includes('/api/soccer/matches?date=') && !request.serviceWorker()) polls.push(Date.now());
    });

    // The socket endpoint is unreachable from the start (websocket and HTTP long-polling alike).
    const gate = await startSocketGate(server.port);
    gate.blocked = true;
    const page = await context.newPage();
    await page.goto(`${gate.url}/matches`);
    await expect.poll(() => indicator(page), { timeout: 90_000, interval: 100 }).toBe('Atualizando a cada 15 s');
    // The first fallback poll runs right away; later ones every 15 s.
    const fallbackAt = Date.now() - 1000;
    const fallbackPolls = () => polls.filter((at) => at >= fallbackAt);
    await expect.poll(() => fallbackPolls().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    const first = await scores(page);
    await expect.poll(() => fallbackPolls().length, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
    const observed = fallbackPolls();
    const gaps = observed.slice(1).map((at, index) => at - observed[index]);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThan(14_000);
      expect(gap).toBeLessThan(17_000);
    }
    await expect.poll(() => scores(page), { timeout: 20_000 }).not.toEqual(first);

    gate.blocked = false;
    await expect.poll(() => indicator(page), { timeout: 40_000 }).toBe('Tempo real');
    const pollsWhenBack = polls.length;
    await page.waitForTimeout(16_000);
    expect(polls.length).toBe(pollsWhenBack);
    await context.close();
    await gate.close();
  }, 240_000);

  test('an offline reload shows the app and the last scores', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await openMatches(context);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect.poll(() => indicator(page), { timeout: 20_000 }).toBe('Tempo real');
    await context.setOffline(true);
    const lastSeen = await scores(page);
    await page.reload();
    await expect.poll(() => matchRows(page).count(), { timeout: 20_000 }).toBe(3);
    // The saved scores come back from IndexedDB once the live connection's code has loaded (live/connect.ts).
    await expect.poll(() => scores(page)).toEqual(lastSeen);
    await expect.poll(() => indicator(page)).toMatch(/^Offline · dados de \d{2}:\d{2}$/);
    expect(await page.getByRole('status').filter({ hasText: 'Você está offline' }).innerText()).toMatch(
      /atualizado (agora|há \d+ min)/,
    );
    await context.close();
  });

  test('a background sync dispatched through DevTools delivers LIVE_MATCHES_SYNC to the page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await openMatches(context);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.evaluate(() => {
      const w = window as unknown as { syncs: unknown[] };
      w.syncs = [];
      window.addEventListener('live-matches-sync', (event) => w.syncs.push((event as CustomEvent).detail));
    });
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find(
          (r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL.startsWith(server.url) && !r.isDeleted,
        );
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: server.url,
      registrationId: await registration,
      tag: 'live-matches-sync',
      lastChance: false,
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { syncs: unknown[] }).syncs.length), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const message = await page.evaluate(
      () =>
        (window as unknown as { syncs: Array<{ type: string; data: Array<{ id: number }>; timestamp: number }> })
          .syncs[0],
    );
    expect(message.type).toBe('LIVE_MATCHES_SYNC');
    expect(message.data).toHaveLength(3);
    expect(typeof message.timestamp).toBe('number');

    // TRIGGER_BACKGROUND_SYNC is answered with BACKGROUND_SYNC_COMPLETED.
    const reply = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (event) => {
            if (String(event.data?.type).startsWith('BACKGROUND_SYNC_')) resolve(event.data.type);
          });
          navigator.serviceWorker.controller!.postMessage({ type: 'TRIGGER_BACKGROUND_SYNC' });
        }),
    );
    expect(reply).toBe('BACKGROUND_SYNC_COMPLETED');
    await context.close();
  });
});
