// /admin/news in Chromium at 1280 px against the built server: an admin signs in at /admin/login,
// writes an article with a cover image (uploaded, re-encoded to WebP) and its Markdown preview,
// publishes it, and the article appears on /news. Screenshots of the tabs at 1280 and 375 px.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { freePort, launchBrowser, SEEDED_TEMPLATE_DIR, startServer, type RunningServer } from './harness';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

const SHOTS = 'tests/e2e/screenshots';
let server: RunningServer;
let browser: Browser;
let smtp: SmtpSink;
let dataDir: string;

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });
const VERIFY = /http:\/\/127\.0\.0\.1:\d+\/api\/verify-email\?token=[\w-]+/;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  smtp = await startSmtpSink();
  dataDir = mkdtempSync(path.join(tmpdir(), 'futdados-e2e-admin-news-'));
  if (existsSync(path.join(SEEDED_TEMPLATE_DIR, 'pglite'))) {
    cpSync(path.join(SEEDED_TEMPLATE_DIR, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  }
  const port = await freePort();
  server = await startServer({
    port,
    dataDir,
    env: { PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: smtp.url, ADMIN_EMAILS: 'editora@exemplo.test' },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function createAccount(username: string, email: string, password = 'segredo123') {
  const response = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ username, email, password }),
  });
  expect(response.status).toBe(201);
  await eventually(() => smtp.mails.some((mail) => mail.to.includes(email) && VERIFY.test(mail.body))).toBe(true);
  const mail = smtp.mails.filter((item) => item.to.includes(email) && VERIFY.test(item.body)).at(-1)!;
  await fetch(VERIFY.exec(mail.body)![0], { redirect: 'manual' });
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('admin news in the browser', () => {
  test('admin writes an article with a cover, previews it, publishes it, and it appears on /news', async () => {
    await createAccount('editora', 'editora@exemplo.test');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Email ou nome de usuário').fill('editora@exemplo.test');
    await page.getByLabel('Senha', { exact: true }).fill('segredo123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(`${server.url}/admin`);

    await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Notícias' }).click();
    await page.waitForURL(`${server.url}/admin/news`);
    await eventually(() => page.getByRole('tablist', { name: 'Conteúdo' }).isVisible()).toBe(true);
    await eventually(() =>
      page
        .getByRole('table', { name: 'Notícias' })
        .or(page.getByText('Escreva a primeira notícia.'))
        .first()
        .isVisible(),
    ).toBe(true);
    await shoot(page, 'admin-news-list');

    await page.getByRole('button', { name: 'Nova notícia' }).click();
    const title = 'Goleada marca a volta do técnico ao estádio';
    await page.getByLabel('Título').fill(title);
    await page.getByLabel('Autor').fill('Redação FutDados');
    await page.getByRole('textbox', { name: 'Resumo', exact: true }).fill('O time venceu por 4 a 0 diante da torcida.');
    await page
      .getByLabel('Texto (Markdown)')
      .fill('## Primeiro tempo\n\nDois gols de **cabeça**.\n\n<script>alert(1)</script>');
    const preview = page.getByRole('region', { name: 'Prévia' });
    await eventually(() => preview.getByRole('heading', { name: 'Primeiro tempo' }).isVisible()).toBe(true);
    await eventually(() => preview.locator('strong').innerText()).toBe('cabeça');
    expect(await preview.locator('script').count()).toBe(0);

    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 20, g: 140, b: 70 } } })
      .png()
      .toBuffer();
    await page.getByLabel('Enviar imagem').setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: png });
    await eventually(() => page.getByRole('img', { name: 'Prévia da capa' }).getAttribute('src')).toMatch(
      /^\/uploads\/news\/[a-f0-9]{32}\.webp$/,
    );
    await shoot(page, 'admin-news-editor');

    await page.getByRole('button', { name: 'Publicar' }).click();
    await eventually(() => page.getByText('Notícia publicada.').first().isVisible()).toBe(true);
    await eventually(() => page.getByText('Publicada', { exact: true }).first().isVisible()).toBe(true);

    // The other tabs render (URL-kept tab).
    for (const [tab, query, loaded] of [
      ['Atualizações', 'updates', page.getByRole('heading', { name: 'Nova atualização' })],
      ['Bônus', 'bonus', page.getByRole('heading', { name: 'Nova oferta' })],
      ['Planos', 'plans', page.getByRole('button', { name: 'Salvar plano' }).first()],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForURL(new RegExp(`tab=${query}`));
      await eventually(() => loaded.isVisible()).toBe(true);
      await shoot(page, `admin-news-${query}`);
    }

    // A reader sees it on /news, with its cover.
    const reader = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await reader.goto(`${server.url}/news`);
    await eventually(() => reader.getByText(title).first().isVisible()).toBe(true);
    await reader.getByText(title).first().click();
    await eventually(() => reader.getByRole('heading', { name: title, level: 1 }).isVisible()).toBe(true);
    await eventually(() => reader.getByRole('heading', { name: 'Primeiro tempo' }).isVisible()).toBe(true);
    const cover = await reader.locator('article img').first().getAttribute('src');
    expect(cover).toMatch(/^\/uploads\/news\/[a-f0-9]{32}\.webp$/);
    const served = await fetch(server.url + cover!);
    expect(served.headers.get('content-type')).toBe('image/webp');
    await context.close();
  });
});
