// Offline in Chromium with the real service worker (issue 8): a page never opened before says so in
// Portuguese, offers the last known data, and loads by itself when the connection returns; a page
// visited before opens from the persisted Query cache with the network off.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { MatchList, TeamRef } from '@shared/football';
import type { RunningServer } from './harness';
import { startLiveApp } from './live-data';
import { eventually } from '../support/wait';

let server: RunningServer;
let browser: Browser;
let closeApp: () => Promise<void>;
let today: MatchList;
const team = (name: string): TeamRef =>
  today.matches.flatMap((m) => [m.homeTeam, m.awayTeam]).find((t) => t.name === name)!;

beforeAll(async () => {
  // Today's three fixture matches (Flamengo x Palmeiras, Corinthians x São Paulo, Grêmio x Internacional).
  ({ server, browser, close: closeApp } = await startLiveApp({ speed: 1 }));
  today = (await (await fetch(`${server.url}/api/soccer/matches?includeTeams=true`)).json()) as MatchList;
  expect(today.matches).toHaveLength(3);
});

afterAll(async () => {
  await closeApp?.();
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();

/** Opens /matches online and waits for the service worker to control the page and the scores to be saved. */
async function visitOnline(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/matches`);
  await eventually(() => page.locator('main a[data-match-id]').count()).toBe(3);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await eventually(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  return page;
}

/** One record from the page's IndexedDB (undefined when the database, store or key is not there). */
const readRecord = (page: Page, database: string, store: string, key: string) =>
  page.evaluate(
    ([database, store, key]) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open(database);
        open.onsuccess = () => {
          try {
            const read = open.result.transaction(store).objectStore(store).get(key);
            read.onsuccess = () => resolve(read.result);
            read.onerror = () => resolve(undefined);
          } catch {
            resolve(undefined);
          }
        };
        open.onerror = () => resolve(undefined);
      }),
    [database, store, key],
  );

/** The persisted Query cache as written to IndexedDB (the async storage persister's one record). */
const persistedCache = async (page: Page) =>
  String((await readRecord(page, 'futdados-query', 'cache', 'futdados-query-cache')) ?? '');

describe('offline', () => {
  test('a page never opened before says so in Portuguese, offers the last known data, and loads when back online', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'pt-BR' });
    const page = await visitOnline(context);
    const corinthians = team('Corinthians');
    await page.goto(`${server.url}/team/${corinthians.slug}/${corinthians.id}`);
    await eventually(() => heading(page)).toBe('Corinthians');
    // The Query cache is written at most once a second: wait until this page is in it (a lighter
    // first bundle paints the heading before that write).
    await eventually(() => persistedCache(page)).toContain(`"queryKey":["teams","${corinthians.id}"]`);

    await context.setOffline(true);
    const flamengo = team('Flamengo');
    await page.goto(`${server.url}/team/${flamengo.slug}/${flamengo.id}`);
    await eventually(() => heading(page)).toBe('Você está offline');
    const main = page.locator('main');
    expect(await main.innerText()).toContain('Esta página ainda não foi aberta neste aparelho');
    expect(await page.locator('body').innerText()).not.toMatch(/Failed to fetch|NetworkError/i);
    // The last known score of today's Flamengo match, and the page saved before.
    const known = main.locator('a[data-match-id]');
    await eventually(() => known.count()).toBe(1);
    expect(await known.locator('[data-spoken-label]').textContent()).toMatch(/^Flamengo \d+ x \d+ Palmeiras/);
    const saved = page.getByRole('list', { name: 'Páginas salvas neste aparelho' });
    expect(await saved.getByRole('link', { name: /Corinthians/ }).count()).toBeGreaterThan(0);

    // No tap needed: the connection returns and the page loads.
    await context.setOffline(false);
    await eventually(() => heading(page)).toContain('Flamengo');
    expect(await page.getByText('Forma', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  test('opening a match by tapping it while offline shows its last known score, then the page once online', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await visitOnline(context);
    await context.setOffline(true);
    const row = page.locator('main a[data-match-id]').first();
    const id = await row.getAttribute('data-match-id');
    await row.click();
    await eventually(() => heading(page)).toBe('Você está offline');
    const known = page.locator(`main a[data-match-id="${id}"]`);
    // The offline page draws the saved list once the live store has read IndexedDB.
    await eventually(() => known.count()).toBe(1);
    await context.setOffline(false);
    // The saved row on the offline page has a score too: the match page is there once its heading is.
    await eventually(() => heading(page)).toMatch(/ x /);
    expect(await page.getByLabel('Placar').first().isVisible()).toBe(true);
    await context.close();
  });

  test('the persisted Query cache restores a visited page with the network off', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'pt-BR' });
    const page = await visitOnline(context);
    const palmeiras = team('Palmeiras');
    await page.goto(`${server.url}/team/${palmeiras.slug}/${palmeiras.id}`);
    await eventually(() => heading(page)).toBe('Palmeiras');
    // The persister writes at most once a second: wait until the team's answer is in IndexedDB.
    await eventually(() => persistedCache(page)).toContain(`"officialName":"Palmeiras"`);
    // Take away the service worker's copies of API answers: only the Query cache can show the page now.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) if (name.startsWith('api-')) await caches.delete(name);
    });

    await context.setOffline(true);
    await page.reload();
    await eventually(() => heading(page)).toBe('Palmeiras');
    expect(await page.getByText('Próximos jogos', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Você está offline', { exact: true }).count()).toBe(0);
    await context.close();
  });

  test('with the worker installed, a reload shows the saved scores before any network answer (issue 14 point 6)', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'pt-BR' });
    const page = await visitOnline(context);
    // The live store is written to IndexedDB on every change: wait until today's three are there.
    const savedMatches = async () =>
      ((await readRecord(page, 'futdados-live', 'live', 'state')) as { matches?: unknown[] } | undefined)?.matches
        ?.length ?? 0;
    await eventually(savedMatches).toBe(3);
    // And the page's answer in the persisted Query cache (written at most once a second).
    await eventually(() => persistedCache(page)).toContain('"queryKey":["soccer","matches"');
    // Every request that reaches the network now waits (the worker's own fetches too): only what the
    // device has can answer.
    const held: Array<() => Promise<void>> = [];
    const asked: string[] = [];
    await context.route('**/*', (route) => {
      asked.push(new URL(route.request().url()).pathname);
      held.push(() => route.continue());
    });
    const response = await page.goto(`${server.url}/matches`, { waitUntil: 'commit' });
    expect(response?.fromServiceWorker()).toBe(true);
    const rows = page.locator('main a[data-match-id]');
    await eventually(() => rows.count()).toBe(3);
    expect(await rows.first().locator('[data-spoken-label]').textContent()).toMatch(/ \d+ x \d+ /);
    // Nothing was answered by the network meanwhile: what the app asked for is still waiting, and the
    // page itself was never asked of it (a worker that tries the network first fetches it).
    expect(asked).toContain('/api/soccer/matches');
    expect(asked).not.toContain('/matches');
    await context.unroute('**/*');
    await Promise.all(held.map((release) => release().catch(() => undefined)));
    await context.close();
  });
});
