// The app shell: navigation chrome at desktop and mobile widths, not-found, PWA files, offline reload.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  pressEscapeIn,
  startServer,
  watchPageProblems,
  type RunningServer,
  openPageAt,
} from './harness';
import { eventually } from '../support/wait';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const openPage = (width: number, path = '/'): Promise<Page> => openPageAt(browser, server, width, path);

describe('desktop at 1280 px', () => {
  test('shows the sidebar with its seven items and the top navigation', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchPageProblems(page);
    await page.goto(server.url + '/');
    const sidebar = page.getByRole('complementary', { name: 'Menu lateral' });
    await eventually(() => sidebar.isVisible()).toBe(true);
    const items = await sidebar.getByRole('navigation', { name: 'Seções' }).getByRole('link').allInnerTexts();
    expect(items.map((text) => text.trim())).toEqual([
      'HOME',
      'LIGAS',
      'PARTIDAS',
      'INTELIGÊNCIA ARTIFICIAL',
      'NOTÍCIAS',
      'ATUALIZAÇÕES',
      'BÔNUS',
    ]);
    const topNav = page.getByRole('navigation', { name: 'Navegação principal' });
    expect(await topNav.isVisible()).toBe(true);
    expect(await topNav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('navigation', { name: 'Abas' }).isVisible()).toBe(false);
    await eventually(() => page.title()).toBe('FutDados - Início');
    // The app passes its own Content-Security-Policy: no violations, no errors.
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await page.close();
  });

  test('the Institucional dropdown lists its entries and navigates', async () => {
    const page = await openPage(1280);
    await page.getByRole('button', { name: 'Institucional' }).click();
    const menu = page.getByRole('menu');
    await eventually(() => menu.isVisible()).toBe(true);
    const text = await menu.innerText();
    expect(text).toContain('Confira as novidades e melhorias da plataforma');
    expect(text).toContain('Conheça nossa história e missão');
    expect(text).toContain('Promoções e ofertas exclusivas');
    await menu.getByRole('menuitem', { name: /Sobre Nós/ }).click();
    await page.waitForURL('**/about');
    // The route's code loads after the URL changes: wait for its heading.
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Sobre Nós');
    await eventually(() => page.title()).toBe('FutDados - Sobre Nós');
    await page.close();
  });

  test('the header has the search box and the Entrar button for visitors', async () => {
    const page = await openPage(1280);
    await page.getByRole('banner').getByRole('button', { name: 'Pesquisar partidas por time' }).click();
    const search = page.getByRole('dialog').getByRole('searchbox', { name: 'Pesquisar partidas por time' });
    expect(await search.getAttribute('placeholder')).toBe('Pesquisar partidas por time...');
    await pressEscapeIn(page.getByRole('dialog'));
    const entrar = page.getByRole('banner').getByRole('link', { name: 'Entrar' }).first();
    expect(await entrar.getAttribute('href')).toBe('/auth');
    await page.close();
  });
});

describe('mobile at 375 px', () => {
  test('shows the header and the bottom tabs, not the sidebar', async () => {
    const page = await openPage(375);
    const tabs = page.getByRole('navigation', { name: 'Abas' });
    await eventually(() => tabs.isVisible()).toBe(true);
    expect((await tabs.getByRole('link').allInnerTexts()).map((t) => t.trim())).toEqual([
      'Início',
      'Ligas',
      'Partidas',
      'Stats',
      'Perfil',
    ]);
    expect(await page.getByRole('button', { name: 'Abrir menu' }).isVisible()).toBe(true);
    // Nothing is wider than the phone: no sideways scrolling.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await page.getByRole('complementary', { name: 'Menu lateral' }).isVisible()).toBe(false);
    await page.close();
  });

  test('the drawer lists its twelve entries and navigates', async () => {
    const page = await openPage(375, '/news/42');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog');
    await eventually(() => drawer.isVisible()).toBe(true);
    const links = drawer.getByRole('navigation', { name: 'Menu' }).getByRole('link');
    expect(await links.count()).toBe(12);
    expect(await drawer.getByRole('link', { name: 'Notícias' }).getAttribute('aria-current')).toBe('page');
    // One entry is current, not also "Home" (the router's own mark holds "/" current everywhere).
    expect(await drawer.locator('[aria-current="page"]').count()).toBe(1);
    // The spec's external help centre does not exist: the entry opens the help page.
    expect(await drawer.getByRole('link', { name: 'Central de Ajuda' }).getAttribute('href')).toBe('/help');
    expect(await drawer.innerText()).toContain('© 2023');
    await drawer.getByRole('link', { name: 'Estatísticas' }).click();
    await page.waitForURL('**/stats');
    await eventually(() => drawer.isVisible()).toBe(false);
    // The route's code loads after the URL changes: wait for its heading.
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Estatísticas');
    await page.close();
  });
});

describe('not found', () => {
  // (/artificial-intelligence and /blog redirect to real pages: pages.test.ts.)
  for (const path of ['/pagina-que-nao-existe', '/webinar', '/termos']) {
    test(`${path} shows the not-found page`, async () => {
      const page = await openPage(1280, path);
      await eventually(() => page.getByRole('heading', { name: 'Página não encontrada' }).isVisible()).toBe(true);
      expect(await page.title()).toBe('FutDados - Página não encontrada');
      await page.close();
    });
  }
});

describe('PWA', () => {
  test('serves the manifest and the service worker', async () => {
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    const body = await manifest.json();
    expect(body).toMatchObject({ lang: 'pt-BR', display: 'standalone', short_name: 'FutDados' });
    const sw = await fetch(`${server.url}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(await sw.text()).toContain('index.html');
  });

  test('after one visit the app shell loads offline', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await eventually(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await context.setOffline(true);
    // A page whose data the visit did not keep (the home page asks for the leagues list once its section
    // is reached, so /leagues may well open from the cache).
    await page.goto(`${server.url}/stats`);
    await eventually(() => page.getByRole('navigation', { name: 'Abas' }).isVisible()).toBe(true);
    await eventually(() => page.getByRole('heading', { name: 'Você está offline' }).isVisible()).toBe(true);
    await context.close();
  });
});
