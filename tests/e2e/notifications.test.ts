// Notifications in Chromium against the built server (issue 10 point 13): a fan follows a team from
// its page, and its goal raises the bell's count and lists the item without a reload; read, delete
// and delete-all (with the confirmation of the dialog); the mobile side sheet at 375 px; a push
// delivered through the DevTools protocol shows a notification whose click opens the match.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from './harness';
import { startLiveApp } from './live-data';
import { eventually } from '../support/wait';

const SHOTS = 'tests/e2e/screenshots';
const SPEED = 30; // a game minute every 2 s: each match scores every ~4 s

let server: RunningServer;
let browser: Browser;
let closeApp: () => Promise<void>;
let serial = 0;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  ({
    server,
    browser,
    close: closeApp,
  } = await startLiveApp({
    speed: SPEED,
    publicUrl: true,
    env: { EMAIL_VERIFICATION: 'off' },
  }));
});

afterAll(async () => {
  await closeApp?.();
});

/** A signed-in context (notifications allowed): the account is created through the API, as the form does. */
async function signedIn(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: width > 800 ? 900 : 812 },
    baseURL: server.url,
  });
  await context.grantPermissions(['notifications'], { origin: server.url });
  const page = await context.newPage();
  const username = `torcedor${Date.now().toString(36)}${(serial += 1)}`;
  const response = await page.request.post('/api/register', {
    data: { username, email: `${username}@exemplo.test`, password: 'segredo123' },
    headers: { Origin: server.url },
  });
  expect(response.status()).toBe(201);
  return { context, page };
}

const bellCount = async (page: Page) => Number(await page.getByTestId('notification-bell').getAttribute('data-unread'));
const items = (page: Page) => page.getByTestId('notification-list').locator('li[data-notification-id]');

/** Sends `n` test notifications through the API (as the profile's button does). */
async function sendTests(page: Page, n: number) {
  for (let i = 0; i < n; i++) {
    const response = await page.request.post('/api/user/notifications/test', { headers: { Origin: server.url } });
    expect(response.ok()).toBe(true);
  }
}

async function flamengo(page: Page): Promise<{ teamId: number; matchId: number }> {
  const response = await page.request.get('/api/soccer/matches/live');
  const body = (await response.json()) as
    | Array<{ id: number; homeTeam: { id: number; name: string } }>
    | { matches: Array<{ id: number; homeTeam: { id: number; name: string } }> };
  const matches = Array.isArray(body) ? body : body.matches;
  const match = matches.find((m) => m.homeTeam.name === 'Flamengo')!;
  return { teamId: match.homeTeam.id, matchId: match.id };
}

describe('notifications in the browser', () => {
  test("following a team from its page: its goal raises the bell's count and lists the item without reload", async () => {
    const { context, page } = await signedIn();
    const { teamId } = await flamengo(page);
    await page.goto(`/team/${teamId}`);
    await page.getByRole('button', { name: 'Seguir Flamengo', exact: true }).click();
    const following = page.getByRole('button', { name: 'Seguindo Flamengo', exact: true });
    await eventually(() => following.getAttribute('aria-pressed')).toBe('true');
    // The button turns at once (optimistic); the server has it once the PUT is answered.
    const savedTeams = async () =>
      ((await (await page.request.get('/api/user/follows')).json()) as { teams: number[] }).teams;
    await eventually(savedTeams).toEqual([teamId]);

    const before = await bellCount(page);
    await eventually(() => bellCount(page), 60_000).toBeGreaterThan(before);
    // Not only a count: the goal shows as a toast (issue 22 point 3), in Portuguese per team.
    const goalToast = page.locator('li[data-state="open"]').filter({ hasText: /Gol do (Flamengo|Palmeiras)!/ });
    await eventually(() => goalToast.count()).toBeGreaterThan(0);
    await page.getByTestId('notification-bell').click();
    await eventually(() => items(page).count()).toBeGreaterThan(0);
    expect(await items(page).first().innerText()).toMatch(/Flamengo/);
    // No reload happened: the same document is still there.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await context.close();
  });

  test('mark read, delete, and delete-all after the dialog confirmation (desktop)', async () => {
    const { context, page } = await signedIn();
    await sendTests(page, 3);
    await page.goto('/');
    await eventually(() => bellCount(page)).toBe(3);
    await page.getByTestId('notification-bell').click();
    const centre = page.getByTestId('notification-centre');
    await eventually(() => centre.getAttribute('data-variant')).toBe('dialog');
    await eventually(() => items(page).count()).toBe(3);
    expect(await centre.getByPlaceholder('Buscar notificações...').isVisible()).toBe(true);
    // The same four filters as on a phone (issue 35 point 5: "Notícias" was missing at 1280).
    expect(await centre.getByRole('tab').allInnerTexts()).toEqual(['Todas', 'Não lidas', 'Partidas', 'Notícias']);
    expect(await page.getByTestId('notification-list').evaluate((el) => el.getBoundingClientRect().height)).toBe(400);
    await page.screenshot({ path: `${SHOTS}/notifications-dialog-1280.png` });

    // Read one: the count drops at once and on the server.
    await items(page)
      .first()
      .getByRole('button', { name: /^Marcar como lida/ })
      .click();
    await eventually(() => bellCount(page)).toBe(2);
    await eventually(async () => (await (await page.request.get('/api/user/notifications')).json()).unreadCount).toBe(
      2,
    );

    // Delete one.
    await items(page)
      .first()
      .getByRole('button', { name: /^Excluir notificação/ })
      .click();
    await eventually(() => items(page).count()).toBe(2);
    await eventually(
      async () => (await (await page.request.get('/api/user/notifications')).json()).notifications.length,
    ).toBe(2);

    // Delete all asks first; cancelling keeps everything.
    await centre.getByRole('button', { name: 'Excluir todas' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.getByText('Tem certeza que deseja excluir todas as notificações?').isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/notifications-delete-all-1280.png` });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    expect(await items(page).count()).toBe(2);
    await centre.getByRole('button', { name: 'Excluir todas' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await eventually(() => centre.getByText('Nenhuma notificação').isVisible()).toBe(true);
    expect(await centre.getByText('Não há notificações para exibir nesta categoria no momento.').isVisible()).toBe(
      true,
    );
    expect(await bellCount(page)).toBe(0);
    await eventually(
      async () => (await (await page.request.get('/api/user/notifications')).json()).notifications.length,
    ).toBe(0);
    await context.close();
  });

  test('the mobile side sheet at 375 px: from the right, a close control, the news tab, delete-all at once', async () => {
    const { context, page } = await signedIn(375);
    await sendTests(page, 2);
    await page.goto('/');
    await eventually(() => bellCount(page)).toBe(2);
    await page.getByTestId('notification-bell').click();
    const centre = page.getByTestId('notification-centre');
    await eventually(() => centre.getAttribute('data-variant')).toBe('sheet');
    await eventually(() => items(page).count()).toBe(2);
    expect(await centre.getByRole('tab').allInnerTexts()).toEqual(['Todas', 'Não lidas', 'Partidas', 'Notícias']);
    // Once the slide-in animation has ended, the sheet's right edge is the screen's.
    await eventually(async () => {
      const box = (await centre.boundingBox())!;
      return Math.round(box.x + box.width);
    }).toBe(375);
    await page.screenshot({ path: `${SHOTS}/notifications-sheet-375.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await centre.getByRole('tab', { name: 'Notícias' }).click();
    expect(await centre.getByText('Nenhuma notificação').isVisible()).toBe(true);
    await centre.getByRole('tab', { name: 'Todas' }).click();
    await centre.getByRole('button', { name: 'Excluir todas' }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await eventually(() => centre.getByText('Nenhuma notificação').isVisible()).toBe(true);
    await centre.getByRole('button', { name: 'Fechar notificações' }).click();
    await eventually(() => centre.count()).toBe(0);
    await context.close();
  });

  test('a push delivered through the DevTools protocol shows a notification; its click opens the match', async () => {
    const { context, page } = await signedIn();
    const { matchId } = await flamengo(page);
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await eventually(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    const cdp = await context.newCDPSession(page);
    const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
    await cdp.send('ServiceWorker.enable');
    await eventually(() => registrations.length).toBeGreaterThan(0);
    const url = `/match/${matchId}`;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId: registrations[0].registrationId,
      data: JSON.stringify({
        title: 'Gol do Flamengo!',
        body: "Flamengo 1 - 0 Palmeiras (23')",
        url,
        tag: `match-${matchId}`,
      }),
    });

    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url: string }).url,
        })),
      );
    await eventually(shown).toEqual([
      { title: 'Gol do Flamengo!', body: "Flamengo 1 - 0 Palmeiras (23')", tag: `match-${matchId}`, url },
    ]);

    // The click, as the browser would deliver it to the worker: it focuses this window, which goes to the match.
    const [worker] = context.serviceWorkers();
    await worker.evaluate(async () => {
      // Runs in the worker, where these exist (the test's own types are Node's and the DOM's).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
      };
      const NotificationEventClass = (
        globalThis as unknown as Record<string, new (type: string, init: object) => Event>
      ).NotificationEvent;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification }));
    });
    await eventually(() => new URL(page.url()).pathname).toMatch(new RegExp(`^/match/[^/]+/${matchId}$`));
    await eventually(() => page.getByRole('heading', { name: /Flamengo x Palmeiras/ }).isVisible()).toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await context.close();
  });
});
