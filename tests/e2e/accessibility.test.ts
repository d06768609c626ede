// Accessibility in Chromium against the built server (issue 14 point 8): axe-core on every route at
// 375 px and 1280 px, signed out and signed in, with zero serious or critical violations; the skip
// link reaches the main content; the chrome moves nothing when the reader prefers reduced motion;
// focus comes back to the button that opened a sheet.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LeagueDetail, LeagueList, MatchDetail } from '@shared/football';
import { freePort, launchBrowser, pressEscapeIn, startServer, type RunningServer } from './harness';
import { eventually, shown } from '../support/wait';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let server: RunningServer;
let browser: Browser;
let signedIn: BrowserContext;
/** Every route of the app, with ids from the seeded data. */
let routes: string[] = [];
/** Routes whose page itself (not only the header) changes for a signed-in fan. */
let signedInRoutes: string[] = [];

const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

beforeAll(async () => {
  const port = await freePort();
  server = await startServer({
    port,
    env: { PUBLIC_URL: `http://127.0.0.1:${port}`, EMAIL_VERIFICATION: 'off', LIVE_PROVIDER: 'off' },
  });
  browser = await launchBrowser();

  const leagues = await api<LeagueList>('/api/leagues');
  const premier = leagues.countries.flatMap((c) => c.leagues).find((l) => l.name === 'Premier League')!;
  const detail = await api<LeagueDetail>(`/api/leagues/${premier.id}`);
  const team = detail.tables[0].rows[0].team;
  const match = detail.rounds.flatMap((r) => r.matches).find((m) => m.status === 3)!;
  const league = `/leagues/${premier.slug}/${premier.id}`;
  // A match with its whole story (timeline with substitutions, lineups, players as links) and a
  // player's page: the 2022 World Cup final.
  const worldCup = leagues.countries.flatMap((c) => c.leagues).find((l) => l.name === 'Copa do Mundo')!;
  const seasons = (await api<LeagueDetail>(`/api/leagues/${worldCup.id}`)).seasons;
  const worldCup2022 = await api<LeagueDetail>(
    `/api/leagues/${worldCup.id}?season=${seasons.find((s) => s.name === '2022')!.id}`,
  );
  const final = worldCup2022.rounds
    .flatMap((r) => r.matches)
    .find((m) => m.homeTeam.name === 'Argentina' && m.matchDate === '2022-12-18')!;
  const finalDetail = await api<MatchDetail>(`/api/soccer/matches/${final.id}`);
  const scorer = finalDetail.events.find((e) => e.player)!.player!;
  routes = [
    '/',
    '/matches',
    '/leagues',
    league,
    `/team/${team.slug}/${team.id}`,
    `/match/${match.id}`,
    `/match/argentina-vs-franca/${final.id}`,
    `/player/${scorer.id}/${scorer.slug}`,
    '/h2h/flamengo/palmeiras',
    '/search?search=palmeiras',
    '/stats',
    '/news',
    '/updates',
    '/bonus',
    '/about',
    '/h2h',
    '/help',
    '/contact',
    '/terms',
    '/privacy',
    '/security',
    '/ai',
    '/plans',
    '/login',
    '/register',
    '/admin/login',
  ];
  signedInRoutes = ['/', `/match/${match.id}`, '/bonus', '/ai', '/plans', '/profile'];

  signedIn = await browser.newContext({ baseURL: server.url, locale: 'pt-BR', bypassCSP: true });
  const username = `acessivel${Date.now().toString(36)}`;
  const response = await signedIn.request.post('/api/register', {
    data: { username, email: `${username}@exemplo.test`, password: 'segredo123' },
    headers: { Origin: server.url },
  });
  expect(response.status()).toBe(201);
});

afterAll(async () => {
  await signedIn?.close();
  await browser?.close();
  await server?.stop();
});

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Waits until the page has painted its data (no skeleton, no busy region, no transition under way), then runs axe-core. */
async function audit(page: Page, path: string): Promise<Violation[]> {
  await page.goto(server.url + path);
  await shown(page.locator('main h1'));
  // Sections that load when scrolled into view (spec §9) show a skeleton until then: each one left is
  // brought into view, as a reader scrolling down would, until every section has painted its data.
  // Only what is on screen counts: columns hidden at this width keep their lazy sections unloaded.
  await eventually(
    () =>
      page.locator('[aria-busy="true"], [data-skeleton]').evaluateAll((nodes) => {
        const left = nodes.filter((node) => node.checkVisibility());
        left[0]?.scrollIntoView({ block: 'center' });
        return left.length;
      }),
    { what: `skeletons left on ${path}` },
  ).toBe(0);
  // Audited from the top, once nothing is fading in (colours mid-transition are not the page's).
  await page.evaluate(() => window.scrollTo(0, 0));
  await eventually(
    () =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === 'running')
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).length,
      ),
    { what: `transitions still running on ${path}` },
  ).toBe(0);
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } })
      .axe;
    interface AxeResults {
      violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
    }
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

const describeViolations = (path: string, violations: Violation[]) =>
  violations.map((v) => `${path}: ${v.impact} ${v.id} (${v.help}) em ${v.targets.slice(0, 8).join(', ')}`);

for (const width of [375, 1280]) {
  describe(`axe-core at ${width} px`, () => {
    test('signed out: no serious or critical violation on any route', async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'pt-BR', bypassCSP: true });
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of routes) found.push(...describeViolations(path, await audit(page, path)));
      await context.close();
      expect(found, found.join('\n')).toEqual([]);
    }, 240_000);

    test('signed in: no serious or critical violation on the pages that change for a fan', async () => {
      const page = await signedIn.newPage();
      await page.setViewportSize({ width, height: 900 });
      const found: string[] = [];
      for (const path of signedInRoutes) found.push(...describeViolations(path, await audit(page, path)));
      await page.close();
      expect(found, found.join('\n')).toEqual([]);
    }, 240_000);
  });
}

describe('keyboard and motion', () => {
  test('the first Tab shows "Pular para o conteúdo", which moves focus into the main content', async () => {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'pt-BR' });
      await page.goto(server.url + '/matches');
      await shown(page.locator('main h1'));
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
      await eventually(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
      const box = (await skip.boundingBox())!;
      expect(box.width).toBeGreaterThan(40);
      expect(box.y).toBeGreaterThanOrEqual(0);
      await page.keyboard.press('Enter');
      await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('conteudo');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
      await page.close();
    }
  });

  test('every control reached by Tab shows a focus ring', async () => {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'pt-BR' });
      await page.goto(server.url + '/');
      await shown(page.locator('main h1'));
      const bare: string[] = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const ring =
            (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
            (style.boxShadow !== 'none' && style.boxShadow !== '');
          return {
            ring,
            what: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
          };
        });
        if (focus && !focus.ring) bare.push(focus.what);
      }
      await page.close();
      expect(bare, `sem anel de foco a ${width} px: ${bare.join(', ')}`).toEqual([]);
    }
  });

  test('closing the mobile menu with Esc puts focus back on the menu button', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, locale: 'pt-BR' });
    await page.goto(server.url + '/');
    const open = page.getByRole('button', { name: 'Abrir menu' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await pressEscapeIn(drawer);
    await eventually(() => drawer.count()).toBe(0);
    await eventually(() => open.evaluate((el) => el === document.activeElement)).toBe(true);

    // The search dialog (a Radix trigger) does the same.
    const search = page.getByRole('button', { name: 'Pesquisar partidas' });
    await search.click();
    await pressEscapeIn(page.getByRole('dialog'));
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    await eventually(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  test('prefers-reduced-motion stops animations and transitions', async () => {
    const durations = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, reducedMotion });
      const page = await context.newPage();
      await page.goto(server.url + '/matches');
      await shown(page.locator('main a[data-match-id]'));
      const found = await page.evaluate(() => {
        // A skeleton's pulse and a row's colour transition, as the app's own CSS styles them.
        const probe = document.createElement('div');
        probe.className = 'animate-pulse';
        document.body.append(probe);
        const pulse = getComputedStyle(probe);
        const row = getComputedStyle(document.querySelector('main a[data-match-id]')!);
        const result = {
          animation: parseFloat(pulse.animationDuration),
          repeats: pulse.animationIterationCount,
          transition: parseFloat(row.transitionDuration),
        };
        probe.remove();
        return result;
      });
      await context.close();
      return found;
    };
    const normal = await durations('no-preference');
    expect(normal.animation).toBeGreaterThan(0.1);
    expect(normal.transition).toBeGreaterThan(0.1);
    const reduced = await durations('reduce');
    expect(reduced.animation).toBeLessThan(0.001);
    expect(reduced.repeats).toBe('1');
    expect(reduced.transition).toBeLessThan(0.001);
  });
});
