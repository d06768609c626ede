// /admin/news in Chromium at 1280 px against the built server: an admin signs in at /admin/login,
// writes an article with a cover image (uploaded, re-encoded to WebP) and its Markdown preview,
// publishes it, and the article appears on /news; the Planos tab shows what each plan unlocks; the
// admin deletes the article after a confirmation and its page is then not found. Screenshots of the
// tabs at 1280 and 375 px.
import { describe, expect, test } from 'vitest';
import sharp from 'sharp';
import { adminHarness } from './admin-harness';
import { eventually } from '../support/wait';

const h = adminHarness({ name: 'admin-news', adminEmails: 'editora@exemplo.test' });

describe('admin news in the browser', () => {
  test('admin writes an article with a cover, previews it, publishes it, and it appears on /news', async () => {
    await h.createAccount('editora', 'editora@exemplo.test');
    const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${h.server.url}/admin/login`);
    await h.fillLogin(page, 'editora@exemplo.test');
    await page.waitForURL(`${h.server.url}/admin`);

    await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Notícias' }).click();
    await page.waitForURL(`${h.server.url}/admin/news`);
    await eventually(() => page.getByRole('tablist', { name: 'Conteúdo' }).isVisible()).toBe(true);
    await eventually(() =>
      page
        .getByRole('table', { name: 'Notícias' })
        .or(page.getByText('Escreva a primeira notícia.'))
        .first()
        .isVisible(),
    ).toBe(true);
    await h.shoot(page, 'admin-news-list');

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
    await h.shoot(page, 'admin-news-editor');

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
      await h.shoot(page, `admin-news-${query}`);
    }
    // Planos: what each plan unlocks, from the plan rows (free: 3 teams; Pro: no limit).
    const freePlan = page.getByRole('form', { name: 'Plano Grátis' });
    await eventually(() =>
      freePlan.getByRole('textbox', { name: 'Times seguidos com alertas', exact: true }).inputValue(),
    ).toBe('3');
    expect(await freePlan.getByRole('checkbox', { name: 'Previsões completas da IA' }).isChecked()).toBe(false);
    const proPlan = page.getByRole('form', { name: 'Plano Pro Mensal' });
    expect(await proPlan.getByRole('textbox', { name: 'Times seguidos com alertas', exact: true }).inputValue()).toBe(
      '',
    );
    // An out-of-range limit is refused in Portuguese before anything is sent.
    await freePlan.getByRole('textbox', { name: 'Times seguidos com alertas', exact: true }).fill('0');
    await freePlan.getByRole('button', { name: 'Salvar plano' }).click();
    await eventually(() =>
      freePlan.getByText('O limite de times seguidos deve ser um número inteiro').isVisible(),
    ).toBe(true);

    // A reader sees it on /news, with its cover.
    const reader = await (await h.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await reader.goto(`${h.server.url}/news`);
    await eventually(() => reader.getByText(title).first().isVisible()).toBe(true);
    await reader.getByText(title).first().click();
    await eventually(() => reader.getByRole('heading', { name: title, level: 1 }).isVisible()).toBe(true);
    await eventually(() => reader.getByRole('heading', { name: 'Primeiro tempo' }).isVisible()).toBe(true);
    const cover = await reader.locator('article img').first().getAttribute('src');
    expect(cover).toMatch(/^\/uploads\/news\/[a-f0-9]{32}\.webp$/);
    const served = await fetch(h.server.url + cover!);
    expect(served.headers.get('content-type')).toBe('image/webp');

    // The admin deletes it after confirming; its page is then not found and its cover is gone.
    const articleUrl = reader.url();
    await page.getByRole('tab', { name: 'Artigos' }).click();
    const row = page.getByRole('table', { name: 'Notícias' }).getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('alertdialog');
    await eventually(() => dialog.getByText('Excluir esta notícia?').isVisible()).toBe(true);
    await h.shoot(page, 'admin-news-delete');
    await dialog.getByRole('button', { name: 'Excluir notícia' }).click();
    await eventually(() => page.getByText('Notícia excluída.').first().isVisible()).toBe(true);
    await eventually(() => row.count()).toBe(0);
    expect((await fetch(articleUrl)).status).toBe(404);
    expect((await fetch(h.server.url + cover!)).status).toBe(404);
    await context.close();
  });
});
