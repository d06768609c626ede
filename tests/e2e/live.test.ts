// Live scores in Chromium against the built server: scores move without reload; with the socket
// endpoint unreachable the page polls every 15 s (stepped through on Playwright's test clock) and
// scores keep moving; when it is back polling stops; an offline reload shows the app and the last
// scores; a background sync dispatched through the DevTools protocol delivers LIVE_MATCHES_SYNC.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from './harness';
import { startLiveApp } from './live-data';
import { startSocketGate } from './socket-gate';
import { eventually, until } from '../support/wait';

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
/** The connection label, read at once (no auto-wait: while the page's clock is paused, only the test moves it). */
const indicator = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="connection-indicator"]')?.getAttribute('data-state'));

async function openMatches(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/matches`);
  await eventually(() => matchRows(page).count()).toBe(3);
  return page;
}

describe('live scores', () => {
  test('a score changes on screen without reload, with a brief highlight', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await openMatches(context);
    await eventually(() => indicator(page)).toBe('Tempo real');
    const before = await scores(page);
    await eventually(() => scores(page)).not.toEqual(before);
    await eventually(() => page.locator('[data-flashing]').count()).toBeGreaterThan(0);
    // No reload happened: the same document is still there.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await context.close();
  });

  test('with the socket unreachable the page polls every 15 s, scores keep moving, and polling stops when it is back', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The page's timers run on a test clock, paused once the app runs: the 15 s rounds, socket.io's
    // backoff and its timeouts then move only when the test moves them. The server's time is real
    // (the matches are replayed at SPEED), so scores move between the page's rounds as the test waits.
    await context.clock.install();
    // Seen from inside the page: each poll's time on the page's clock (taken as its request starts,
    // in the round's timer), and the WebSockets still waiting for the server's first frame. (The page
    // knows the latter best: after many failed sockets Chromium holds new ones back for a while, and
    // DevTools only reported such a socket once it was let go.)
    await context.addInitScript(() => {
      const pollTimes: number[] = [];
      const handshakes = new Set<WebSocket>();
      Object.assign(window, { pollTimes, handshakes });
      const pageFetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes('/api/soccer/matches?date=')) pollTimes.push(Date.now());
        return pageFetch(input, init);
      };
      window.WebSocket = class extends window.WebSocket {
        constructor(...args: ConstructorParameters<typeof WebSocket>) {
          super(...args);
          handshakes.add(this);
          const settled = () => handshakes.delete(this);
          for (const event of ['message', 'error', 'close']) this.addEventListener(event, settled, { once: true });
        }
      };
    });
    type Seen = { pollTimes: number[]; handshakes: Set<WebSocket> };
    const pollTimes = (page: Page) => page.evaluate(() => (window as unknown as Seen).pollTimes);
    // The page's own requests, in order (the service worker's network-first fetch of the same URL
    // is not a second poll).
    const requests: string[] = [];
    context.on('request', (request) => {
      if (!request.serviceWorker()) requests.push(request.url());
    });
    const isPoll = (url: string) => url.includes('/api/soccer/matches?date=');

    const page = await context.newPage();
    /**
     * Moves the page's clock on, but never while a socket handshake is on its way: a jump would run
     * socket.io's 20 s connect timeout before the real server could answer, and the page would give
     * up on a socket that was about to open. (Simpler than making socket.io's timeouts injectable, and
     * the page runs with the timings users get.)
     */
    const advance = async (ms: number) => {
      await until(
        () => page.evaluate(() => (window as unknown as Seen).handshakes.size === 0),
        'the socket handshake to settle',
        20_000,
        50,
      );
      await page.clock.runFor(ms);
    };

    // The socket endpoint is unreachable from the start (websocket and HTTP long-polling alike).
    const gate = await startSocketGate(server.port);
    gate.blocked = true;
    await page.goto(`${gate.url}/matches`);
    // (Until now the page's clock flowed with real time.)
    await page.clock.pauseAt(Date.now() + 1000);
    // Five failed connects with their backoff (1 s doubling), stepped through a second at a time.
    await eventually(async () => {
      await advance(1000);
      return indicator(page);
    }, 90_000).toBe('Atualizando a cada 15 s');
    // The first fallback poll ran as the label changed; then one every 15 s of the page's time, and
    // nothing in between. (Rounded: a fallback that began before the pause has fractions of a ms.)
    const before = await pollTimes(page);
    const firstPoll = before.at(-1)!;
    await advance(30_000);
    const after = await pollTimes(page);
    expect(after.slice(before.length - 1).map((at) => Math.round(at - firstPoll))).toEqual([0, 15_000, 30_000]);
    // Scores keep moving: a later round brings the server's newer scores.
    const first = await scores(page);
    await eventually(async () => {
      await advance(15_000);
      return scores(page);
    }).not.toEqual(first);

    // Back: the next round (or socket.io's next attempt) reaches the socket.
    gate.blocked = false;
    await eventually(async () => {
      await advance(1000);
      return indicator(page);
    }, 60_000).toBe('Tempo real');
    // Polling has stopped: past a whole round of the page's time no poll was sent. A request the page
    // makes afterwards is seen after any the round would have made.
    const sinceBack = requests.length;
    await advance(16_000);
    const marker = `/api/health?after-round=${Date.now()}`;
    await page.evaluate((url) => fetch(url).then((response) => response.status), marker);
    await eventually(() => requests.some((url) => url.endsWith(marker))).toBe(true);
    const markerAt = requests.findIndex((url) => url.endsWith(marker));
    expect(requests.slice(sinceBack, markerAt).filter(isPoll)).toEqual([]);
    await context.close();
    await gate.close();
  }, 240_000);

  test('an offline reload shows the app and the last scores', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await openMatches(context);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await eventually(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await eventually(() => indicator(page)).toBe('Tempo real');
    await context.setOffline(true);
    const lastSeen = await scores(page);
    await page.reload();
    await eventually(() => matchRows(page).count()).toBe(3);
    // The saved scores come back from IndexedDB once the live connection's code has loaded (live/connect.ts).
    await eventually(() => scores(page)).toEqual(lastSeen);
    await eventually(() => indicator(page)).toMatch(/^Offline · dados de \d{2}:\d{2}$/);
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
    await eventually(() =>
      page.evaluate(() => (window as unknown as { syncs: unknown[] }).syncs.length),
    ).toBeGreaterThan(0);
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
