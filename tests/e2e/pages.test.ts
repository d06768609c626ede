// Issue 22 points 4 and 5 in the built app: no navigation or footer link shows not-found (crawled at
// 375 and 1280 px); spec addresses without a page redirect (301 from the server, and in the app's
// router when the service worker serves the shell); /h2h is a team picker reached from the team page;
// the terms, privacy, security, help and contact pages are server-rendered with their own head; the
// one contact form reaches the admin inbox, which marks it handled; the profile exports the user's
// data and deletes the account.
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { PERMANENT_REDIRECTS } from '@shared/redirects';
import { adminHarness } from './admin-harness';
import { eventually } from '../support/wait';
import { openApp } from './harness';

const h = adminHarness({ name: 'pages', adminEmails: 'chefe-paginas@exemplo.test' });
const NOT_FOUND = 'Página não encontrada';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The internal addresses the chrome links to at this width (every nav, the drawer, the footer). */
async function chromeLinks(page: Page, width: number): Promise<string[]> {
  const hrefs = async (selector: string) =>
    page.locator(selector).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
  const found = [...(await hrefs('footer a[href]'))];
  if (width >= 1024) {
    found.push(...(await hrefs('aside[aria-label="Menu lateral"] a[href]')));
    found.push(...(await hrefs('nav[aria-label="Navegação principal"] a[href]')));
    await page.getByRole('button', { name: 'Institucional' }).click();
    await eventually(() => page.getByRole('menu').isVisible()).toBe(true);
    found.push(...(await hrefs('[role="menu"] a[href]')));
    await page.keyboard.press('Escape');
  } else {
    found.push(...(await hrefs('nav[aria-label="Abas"] a[href]')));
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await eventually(() => page.getByRole('dialog').isVisible()).toBe(true);
    found.push(...(await hrefs('[role="dialog"] nav a[href]')));
  }
  return [...new Set(found)];
}

describe('no dead ends (point 4)', () => {
  for (const width of [375, 1280]) {
    test(`every nav, drawer, tab and footer link at ${width} px opens a real page`, async () => {
      const context = await h.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await openApp(page, h.server.url + '/');
      const links = await chromeLinks(page, width);
      expect(links.length).toBeGreaterThan(15);
      for (const href of links) {
        expect(href, 'an internal link').toMatch(/^\/(?!\/)/);
        const response = await page.goto(h.server.url + href);
        expect(response?.status(), href).toBeLessThan(400);
        await page.waitForSelector('#root[data-app]', { state: 'attached' });
        await eventually(() => heading(page).first().innerText()).not.toBe('');
        expect(await heading(page).first().innerText(), href).not.toBe(NOT_FOUND);
        expect(await page.title(), href).not.toContain(NOT_FOUND);
      }
      await context.close();
    });
  }

  test('the server answers every spec address without a page with a 301 to the nearest real one', async () => {
    for (const [from, to] of Object.entries(PERMANENT_REDIRECTS)) {
      const response = await fetch(h.server.url + from, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openApp(page, h.server.url + '/artificial-intelligence');
    expect(new URL(page.url()).pathname).toBe('/ai');
    await eventually(() => heading(page).innerText()).toMatch(/Inteligência/i);
    await page.close();
  });

  test('the app router redirects too: offline, the service worker shell opens /blog as the news page', async () => {
    const context = await h.browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await openApp(page, `${h.server.url}/news`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await eventually(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await context.setOffline(true);
    await page.goto(`${h.server.url}/blog`);
    await eventually(() => new URL(page.url()).pathname).toBe('/news');
    await eventually(() => heading(page).innerText()).toBe('Notícias');
    await context.close();
  });

  test('/h2h is a picker: search two teams, compare; the team page opens it with its team chosen', async () => {
    const page = await h.browser.newPage({ viewport: { width: 375, height: 812 } });
    await openApp(page, `${h.server.url}/h2h`);
    expect(await heading(page).innerText()).toBe('Confronto direto');
    const compare = page.getByRole('button', { name: 'Comparar' });
    expect(await compare.isDisabled()).toBe(true);
    await page.getByLabel('Time 1').fill('flam');
    await page
      .getByRole('list', { name: 'Times encontrados para Time 1' })
      .getByRole('button', { name: 'Flamengo' })
      .click();
    await page.getByLabel('Time 2').fill('palmei');
    await page
      .getByRole('list', { name: 'Times encontrados para Time 2' })
      .getByRole('button', { name: 'Palmeiras' })
      .click();
    await h.shoot(page, 'h2h-picker');
    await compare.click();
    await page.waitForURL('**/h2h/flamengo/palmeiras');
    await eventually(() => heading(page).innerText()).toBe('Flamengo x Palmeiras');

    await openApp(page, `${h.server.url}/team/flamengo/${await teamId(page, 'flamengo')}`);
    await page.getByRole('link', { name: 'Comparar com outro time' }).click();
    await page.waitForURL(/\/h2h\?home=\d+/);
    await eventually(() => page.getByRole('button', { name: 'Trocar Time 1: Flamengo' }).isVisible()).toBe(true);
    await page.close();
  });
});

/** A team's id (the team page's address needs it), from the head-to-head the picker opened. */
async function teamId(page: Page, slug: string): Promise<number> {
  const response = await page.request.get(`${h.server.url}/api/h2h/${slug}/palmeiras`);
  return ((await response.json()) as { home: { id: number } }).home.id;
}

describe('the pages the product promises (point 5)', () => {
  const PAGES: [string, string, RegExp][] = [
    ['/terms', 'Termos de uso', /Cancelamento e reembolso/],
    ['/privacy', 'Política de privacidade', /Base legal[\s\S]*Notificações push[\s\S]*CPF \(PIX\)/],
    ['/security', 'Segurança', /Como relatar uma falha/],
    ['/help', 'Ajuda', /O app funciona sem internet\?/],
    ['/contact', 'Contato', /Assunto/],
  ];

  test('each is server-rendered with its own title, canonical and content, and looks finished at both widths', async () => {
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const [path, title, content] of PAGES) {
      const response = await fetch(h.server.url + path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(new RegExp(`<title[^>]*>${title} \\|`));
      expect(html, path).toMatch(new RegExp(`<link[^>]+rel="canonical"[^>]+href="[^"]+${path}"`));
      expect(html, path).toMatch(content);
      await openApp(page, h.server.url + path);
      expect(await heading(page).innerText()).toBe(title);
      // The page sets its title in an effect once its piece has hydrated: wait for it.
      await eventually(() => page.title()).toBe(`FutDados - ${title}`);
      await h.shoot(page, `page${path.replace('/', '-')}`);
    }
    const sitemap = await (await fetch(`${h.server.url}/sitemap.xml`)).text();
    for (const [path] of PAGES) expect(sitemap).toContain(`${path}</loc>`);
    const securityTxt = await fetch(`${h.server.url}/.well-known/security.txt`);
    expect(securityTxt.status).toBe(200);
    const text = await securityTxt.text();
    expect(text).toMatch(/^Contact: http:\/\/127\.0\.0\.1:\d+\/contact\?category=security$/m);
    expect(text).toMatch(/^Expires: \d{4}-\d{2}-\d{2}T/m);
    await page.close();
  });

  test('the contact form checks what is missing, sends to the admin inbox, and the admin marks it handled', async () => {
    const page = await h.browser.newPage({ viewport: { width: 375, height: 812 } });
    await openApp(page, `${h.server.url}/feedback`);
    expect(new URL(page.url()).search).toBe('?category=feedback');
    expect(await page.getByLabel('Assunto').inputValue()).toBe('feedback');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await eventually(() => page.getByText('Informe seu nome (pelo menos 2 letras).').isVisible()).toBe(true);
    await page.getByLabel('Nome').fill('Rita Torcedora');
    await page.getByLabel('Email para resposta').fill('rita@exemplo.test');
    await page.getByLabel('Mensagem').fill('Queria ver a escalação dos times antes do jogo.');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await eventually(() => page.getByRole('heading', { name: 'Mensagem enviada' }).isVisible()).toBe(true);
    await h.shoot(page, 'contact-sent');

    await h.createAccount('chefepaginas', 'chefe-paginas@exemplo.test');
    await openApp(page, `${h.server.url}/admin/login`);
    await h.fillLogin(page, 'chefe-paginas@exemplo.test');
    await page.waitForURL('**/admin');
    await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Mensagens' }).click();
    const card = page.getByRole('region', { name: /Rita Torcedora/ });
    await eventually(() => card.isVisible()).toBe(true);
    expect(await card.innerText()).toContain('Queria ver a escalação');
    expect(await card.innerText()).toContain('Sugestão ou feedback');
    await h.shoot(page, 'admin-messages');
    await card.getByRole('button', { name: /Marcar como resolvida/ }).click();
    await eventually(() => card.isVisible()).toBe(false);
    await page.getByRole('tab', { name: 'Resolvidas' }).click();
    await eventually(() => page.getByRole('region', { name: /Rita Torcedora/ }).isVisible()).toBe(true);
    await page.close();
  });

  test('the profile downloads the user’s data and deletes the account; signing in fails after', async () => {
    await h.createAccount('torcedorlgpd', 'lgpd@exemplo.test');
    const page = await h.browser.newPage({ viewport: { width: 375, height: 812 }, acceptDownloads: true });
    await openApp(page, `${h.server.url}/auth`);
    await h.fillLogin(page, 'lgpd@exemplo.test');
    await page.waitForURL((url) => url.pathname !== '/auth');
    await openApp(page, `${h.server.url}/profile?tab=privacy`);
    const downloadLink = page.getByRole('link', { name: 'Baixar meus dados (JSON)' });
    await eventually(() => downloadLink.isVisible()).toBe(true);
    // The picture first: once, taken after the download, it waited 30 s for a frame that never came.
    await h.shoot(page, 'profile-privacy');
    const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.account).toMatchObject({ username: 'torcedorlgpd', email: 'lgpd@exemplo.test' });

    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    await page.getByLabel('Senha', { exact: true }).fill('senhaerrada1');
    await page.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
    await eventually(() => page.getByText('Senha incorreta. A conta não foi excluída.').isVisible()).toBe(true);
    await page.getByLabel('Senha', { exact: true }).fill('segredo123');
    await page.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
    await page.waitForURL('**/auth');
    await eventually(() => page.getByText('Conta excluída', { exact: true }).isVisible()).toBe(true);
    const login = await fetch(`${h.server.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: h.server.url },
      body: JSON.stringify({ email: 'lgpd@exemplo.test', password: 'segredo123' }),
    });
    expect(login.status).toBe(401);
    await page.close();
  });
});
