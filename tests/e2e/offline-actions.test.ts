// Notification actions taken offline (issue 10 point 8) in Chromium against the built server: with
// the network off, a signed-in fan follows a team, marks a notification read and deletes another.
// The page shows each at once (optimistic) and says the follow will be saved when the connection
// returns; the server has none of them while offline (the service worker queued them in its
// workbox-background-sync queue). Back online, the queue's sync replays them and the server has all
// three; the page, told by the worker, shows the server's state (still following).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { NOTIFICATION_ACTIONS_QUEUE, SW_MESSAGES } from '@shared/constants';
import type { RunningServer } from './harness';
import { startLiveApp } from './live-data';
import { eventually } from '../support/wait';

const SHOTS = 'tests/e2e/screenshots';

let server: RunningServer;
let browser: Browser;
let closeApp: () => Promise<void>;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  ({
    server,
    browser,
    close: closeApp,
  } = await startLiveApp({
    speed: 1,
    publicUrl: true,
    // JSON request lines (debug logs each request): the test reads which calls reached the API.
    env: { EMAIL_VERIFICATION: 'off', LOG_LEVEL: 'debug', LOG_FORMAT: 'json' },
  }));
});

afterAll(async () => {
  await closeApp?.();
});

/**
 * The server as the signed-in user sees it, asked from the test's own process with the context's
 * session cookie (whatever the browser's emulated network).
 */
async function serverState(context: BrowserContext) {
  const cookie = (await context.cookies(server.url)).map((c) => `${c.name}=${c.value}`).join('; ');
  const get = async (url: string) => (await fetch(`${server.url}${url}`, { headers: { cookie } })).json();
  const follows = (await get('/api/user/follows')) as { teams: number[] };
  const list = (await get('/api/user/notifications')) as {
    notifications: Array<{ id: number; read: boolean }>;
    unreadCount: number;
  };
  return {
    teams: follows.teams,
    ids: list.notifications.map((n) => n.id).sort((a, b) => a - b),
    unread: list.unreadCount,
  };
}

/** Requests waiting in the worker's queue (workbox's IndexedDB store), read inside the worker. */
async function queued(context: BrowserContext): Promise<number> {
  const [worker] = context.serviceWorkers();
  return worker.evaluate(
    (queueName) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('workbox-background-sync');
        // Not created yet: nothing was ever queued (and the test does not create it).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          try {
            const count = open.result
              .transaction('requests')
              .objectStore('requests')
              .index('queueName')
              .count(queueName);
            count.onsuccess = () => {
              open.result.close();
              resolve(count.result);
            };
            count.onerror = () => reject(count.error);
          } catch (error) {
            reject(error);
          }
        };
      }),
    NOTIFICATION_ACTIONS_QUEUE,
  );
}

/** The requests the server received (its JSON request log), as `METHOD /path`. */
function requestsReceived(): string[] {
  return server
    .output()
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; req?: { method: string; url: string } };
        return entry.msg === 'incoming request' && entry.req ? [`${entry.req.method} ${entry.req.url}`] : [];
      } catch {
        return [];
      }
    });
}

const cookieHeader = async (context: BrowserContext) =>
  (await context.cookies(server.url)).map((c) => `${c.name}=${c.value}`).join('; ');

async function flamengo(page: Page): Promise<{ id: number; name: string }> {
  const live = (await (await page.request.get('/api/soccer/matches/live')).json()) as
    Array<{ homeTeam: { id: number; name: string } }> | { matches: Array<{ homeTeam: { id: number; name: string } }> };
  return (Array.isArray(live) ? live : live.matches).find((m) => m.homeTeam.name === 'Flamengo')!.homeTeam;
}

const bellCount = async (page: Page) => Number(await page.getByTestId('notification-bell').getAttribute('data-unread'));
const items = (page: Page) => page.getByTestId('notification-list').locator('li[data-notification-id]');

describe('notification actions taken offline', () => {
  test('follow, read and delete offline reach the server once the connection returns', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: server.url });
    const page = await context.newPage();
    const username = `offline${Date.now().toString(36)}`;
    const registered = await page.request.post('/api/register', {
      data: { username, email: `${username}@exemplo.test`, password: 'segredo123' },
      headers: { Origin: server.url },
    });
    expect(registered.status()).toBe(201);
    for (let i = 0; i < 3; i++) {
      const sent = await page.request.post('/api/user/notifications/test', { headers: { Origin: server.url } });
      expect(sent.ok()).toBe(true);
    }
    const live = (await (await page.request.get('/api/soccer/matches/live')).json()) as
      | Array<{ homeTeam: { id: number; name: string } }>
      | { matches: Array<{ homeTeam: { id: number; name: string } }> };
    const team = (Array.isArray(live) ? live : live.matches).find((m) => m.homeTeam.name === 'Flamengo')!.homeTeam;

    await page.goto(`/team/${team.id}`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await eventually(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await eventually(() => bellCount(page)).toBe(3);
    const before = await serverState(context);
    expect(before).toMatchObject({ teams: [], unread: 3 });
    expect(before.ids).toHaveLength(3);
    await context.setOffline(true);
    await eventually(() => page.evaluate(() => navigator.onLine)).toBe(false);

    // Follow: the button turns at once and the page says it will be saved later.
    await page.getByRole('button', { name: `Seguir ${team.name}`, exact: true }).click();
    await eventually(() =>
      page.getByRole('button', { name: `Seguindo ${team.name}`, exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await eventually(() => page.getByText('Salvaremos quando a conexão voltar.').isVisible()).toBe(true);
    // Read one, delete another, in the centre.
    await page.getByTestId('notification-bell').click();
    await eventually(() => items(page).count()).toBe(3);
    const [readId, deletedId] = await items(page).evaluateAll((list) =>
      list.slice(0, 2).map((item) => Number(item.getAttribute('data-notification-id'))),
    );
    await items(page)
      .first()
      .getByRole('button', { name: /^Marcar como lida/ })
      .click();
    await eventually(() => bellCount(page)).toBe(2);
    await page
      .locator(`li[data-notification-id="${deletedId}"]`)
      .getByRole('button', { name: /^Excluir notificação/ })
      .click();
    await eventually(() => items(page).count()).toBe(2);
    await page.screenshot({ path: `${SHOTS}/offline-actions-1280.png` });
    // Nothing reached the server: the three calls wait in the worker's queue.
    await eventually(() => queued(context)).toBe(3);
    expect(await serverState(context)).toEqual(before);

    // Back online. Chromium fires the queue's `sync` (tag workbox-background-sync:<queue name>) by
    // itself when the connection returns, also headless with Playwright's emulated network (checked:
    // no ServiceWorker.dispatchSyncEvent through the DevTools protocol is needed, so none is sent).
    await context.setOffline(false);
    await eventually(() => queued(context)).toBe(0);
    const after = await serverState(context);
    expect(after.teams).toEqual([team.id]);
    expect(after.ids).toEqual(before.ids.filter((id) => id !== deletedId));
    expect(after.unread).toBe(1);
    const list = (await (
      await fetch(`${server.url}/api/user/notifications`, {
        headers: { cookie: (await context.cookies(server.url)).map((c) => `${c.name}=${c.value}`).join('; ') },
      })
    ).json()) as { notifications: Array<{ id: number; read: boolean }> };
    expect(list.notifications.find((n) => n.id === readId)?.read).toBe(true);

    // The page shows the server's state: two notifications, one unread; closed the centre, still following.
    await eventually(() => bellCount(page)).toBe(1);
    await eventually(() => items(page).count()).toBe(2);
    await page.keyboard.press('Escape');
    await eventually(() =>
      page.getByRole('button', { name: `Seguindo ${team.name}`, exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await context.close();
  }, 180_000);

  test('an action queued by one account is dropped, never sent, when another account is signed in', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: server.url });
    const page = await context.newPage();
    const stamp = Date.now().toString(36);
    const [first, second] = [`primeira${stamp}`, `segunda${stamp}`];
    // The second account exists already (registered from the test's process, not this browser).
    const other = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Origin: server.url },
      body: JSON.stringify({ username: second, email: `${second}@exemplo.test`, password: 'segredo123' }),
    });
    expect(other.status).toBe(201);
    const registered = await page.request.post('/api/register', {
      data: { username: first, email: `${first}@exemplo.test`, password: 'segredo123' },
      headers: { Origin: server.url },
    });
    expect(registered.status()).toBe(201);
    const team = await flamengo(page);

    await page.goto(`/team/${team.id}`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await eventually(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await context.setOffline(true);
    await eventually(() => page.evaluate(() => navigator.onLine)).toBe(false);
    // The first account follows a team offline: the worker queues the call.
    await page.getByRole('button', { name: `Seguir ${team.name}`, exact: true }).click();
    await eventually(() => queued(context)).toBe(1);
    const firstCookie = await cookieHeader(context);

    // Its session ends elsewhere and the second account signs in, in this browser, before the
    // connection returns (the page was not told: the queue was not emptied by a logout here).
    await context.clearCookies();
    const login = await page.request.post('/api/login', {
      data: { email: second, password: 'segredo123' },
      headers: { Origin: server.url },
    });
    expect(login.ok()).toBe(true);
    const secondCookie = await cookieHeader(context);
    await page.evaluate((replayed) => {
      const seen = window as unknown as { replayed?: number };
      seen.replayed = 0;
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
        if (event.data?.type === replayed) seen.replayed! += 1;
      });
    }, SW_MESSAGES.offlineActionsReplayed);
    const sentBefore = requestsReceived().length;

    // Back online: the worker's sync runs and tells the page it is done; the follow never left it.
    await context.setOffline(false);
    await eventually(() => page.evaluate(() => (window as unknown as { replayed: number }).replayed)).toBeGreaterThan(
      0,
    );
    expect(await queued(context)).toBe(0);
    expect(requestsReceived().slice(sentBefore)).not.toContain('PUT /api/user/follows');
    for (const cookie of [firstCookie, secondCookie]) {
      const follows = (await (await fetch(`${server.url}/api/user/follows`, { headers: { cookie } })).json()) as {
        teams: number[];
      };
      expect(follows.teams).toEqual([]);
    }
    await context.close();
  }, 180_000);
});
