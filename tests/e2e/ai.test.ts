// The AI area in Chromium against the built server: /ai with its predictions, the backtest table
// and the calibration chart, at 1280 and 375 px; the prediction panel of a scheduled match's page
// for a visitor (favourite and band only) and for a privileged account (every number).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { addDays, ymdIn } from '@shared/datetime';
import type { DayPredictions } from '@shared/predictions';
import { freePort, launchBrowser, startServer, type RunningServer } from './harness';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { eventually, IN_BACKGROUND } from '../support/wait';

const SHOTS = 'tests/e2e/screenshots';
// The backtest is computed in the background after start: its waits are IN_BACKGROUND's.

let server: RunningServer;
let browser: Browser;
let smtp: SmtpSink;
const ADMIN = { username: 'chefe_ia', email: 'chefe-ia@exemplo.test', password: 'segredo123' };

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  smtp = await startSmtpSink();
  const port = await freePort();
  server = await startServer({
    port,
    env: { PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: smtp.url, ADMIN_EMAILS: ADMIN.email },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** The first day from today with a scheduled match to predict, and that match (from the API). */
async function scheduled(): Promise<{ date: string; id: number }> {
  for (let ahead = 0; ahead < 7; ahead++) {
    const date = addDays(ymdIn(new Date()), ahead);
    const body = (await (await fetch(`${server.url}/api/ai/predictions?date=${date}`)).json()) as DayPredictions;
    const match = body.predictions.find((p) => p.match.status === 0);
    if (match) return { date, id: match.match.id };
  }
  throw new Error('no scheduled match in the next 7 days');
}

async function shoot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [1280, 375]) {
  describe(`at ${width} px`, () => {
    test('/ai shows upcoming predictions, the backtest table and the calibration chart', async () => {
      const { date } = await scheduled();
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${server.url}/ai?date=${date}`);
      await eventually(() => page.getByRole('heading', { level: 1 }).innerText(), IN_BACKGROUND).toBe(
        'Inteligência Artificial',
      );
      // Predictions of the day (or the empty state), each with a favourite and its band for a visitor.
      const favourite = page.getByText(/^entre \d+% e \d+%$/).first();
      await eventually(() => favourite.isVisible(), IN_BACKGROUND).toBe(true);
      expect(await page.getByRole('link', { name: 'Conhecer o Pro' }).first().isVisible()).toBe(true);

      const table = page.getByRole('table', { name: /Backtest por liga/ });
      await eventually(() => table.isVisible(), IN_BACKGROUND).toBe(true);
      // Nine league seasons, and the total.
      await eventually(() => table.locator('tbody tr').count(), IN_BACKGROUND).toBe(9);
      expect(await table.getByRole('rowheader', { name: /Todas as ligas/ }).isVisible()).toBe(true);
      expect(await table.getByRole('rowheader', { name: /Brasileirão Série A/ }).isVisible()).toBe(true);
      expect(await table.getByRole('rowheader', { name: /Champions League/ }).isVisible()).toBe(true);
      const brier = await table.locator('tfoot td').nth(1).innerText();
      expect(brier).toMatch(/^0,\d{3}$/);

      const chart = page.getByRole('img', { name: 'Gráfico de calibração' });
      await chart.scrollIntoViewIfNeeded();
      expect(await chart.isVisible()).toBe(true);
      expect(await chart.locator('circle').count()).toBeGreaterThanOrEqual(8);
      // The chart in words: each bin, what happened, how many forecasts.
      const readout = page.getByRole('table', { name: 'Quando o modelo disse…' });
      expect(await readout.getByRole('rowheader', { name: 'entre 40% e 50%' }).isVisible()).toBe(true);
      expect(
        await readout
          .getByText(/^\d+% das vezes$/)
          .first()
          .isVisible(),
      ).toBe(true);
      // Per league: the model beside Elo and the frequencies, and against Elo in plain Portuguese.
      const versus = page.getByRole('region', { name: /Liga a liga/ });
      expect(await versus.getByRole('table').count()).toBe(9);
      expect(await versus.getByText(/^(Melhor que o Elo por|O Elo foi melhor por|Empate com o Elo)/).count()).toBe(9);
      expect(await versus.getByRole('table', { name: /Brasileirão Série A 2025: Brier, RPS e log loss/ }).count()).toBe(
        1,
      );
      expect(await page.getByRole('heading', { name: 'O que o modelo não sabe' }).isVisible()).toBe(true);
      expect(await noSideways(page)).toBe(true);
      await shoot(page, 'ai', width);

      // The league filter narrows the list to one competition.
      await page.getByRole('combobox', { name: /^Liga/ }).selectOption({ label: 'Brasileirão Série A' });
      await page.waitForURL(/league=\d+/);
      await page.close();
    }, 180_000);

    test('match page: a visitor sees the favourite and its band, not the numbers', async () => {
      const { id } = await scheduled();
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${server.url}/match/${id}`);
      const panel = page.getByRole('region', { name: 'Previsão da IA' });
      await eventually(() => panel.getByText(/^entre \d+% e \d+%$/).isVisible(), IN_BACKGROUND).toBe(true);
      expect(await panel.getByText(/^Favorito:|^Mais provável:/).isVisible()).toBe(true);
      // Why, in words and without figures.
      expect(
        await panel
          .getByText(/no modelo/)
          .first()
          .isVisible(),
      ).toBe(true);
      expect(await panel.getByRole('link', { name: 'Conhecer o Pro' }).isVisible()).toBe(true);
      expect(await panel.getByText('Placares mais prováveis', { exact: true }).count()).toBe(0);
      expect(await panel.getByText('Gols esperados', { exact: true }).count()).toBe(0);
      expect(await noSideways(page)).toBe(true);
      await shoot(page, 'match-prediction-free', width);
      await page.close();
    });
  });
}

describe('privileged account', () => {
  test('the match page panel shows every number to an account with full predictions', async () => {
    // ADMIN_EMAILS: admins see everything until the billing plans say who is Pro.
    const response = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify(ADMIN),
    });
    expect(response.status).toBe(201);
    await eventually(
      () => smtp.mails.filter((mail) => mail.to.includes(ADMIN.email)).length,
      IN_BACKGROUND,
    ).toBeGreaterThan(0);
    const link = /http:\/\/127\.0\.0\.1:\d+\/api\/verify-email\?token=[\w-]+/.exec(
      smtp.mails.find((mail) => mail.to.includes(ADMIN.email))!.body,
    )![0];
    expect((await fetch(link, { redirect: 'manual' })).headers.get('location')).toBe('/auth?verified=1');

    const { id } = await scheduled();
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const login = await context.request.post(`${server.url}/api/login`, {
        data: { email: ADMIN.email, password: ADMIN.password },
        headers: { Origin: server.url },
      });
      expect(login.status()).toBe(200);
      const page = await context.newPage();
      await page.goto(`${server.url}/match/${id}`);
      const panel = page.getByRole('region', { name: 'Previsão da IA' });
      await eventually(
        () => panel.getByText('Placares mais prováveis', { exact: true }).isVisible(),
        IN_BACKGROUND,
      ).toBe(true);
      expect(await panel.getByText('Gols esperados', { exact: true }).isVisible()).toBe(true);
      expect(await panel.getByText('Ambos marcam', { exact: true }).isVisible()).toBe(true);
      expect(await panel.getByRole('img', { name: /Empate \d+%/ }).isVisible()).toBe(true);
      expect(await panel.getByText('Por que o modelo acha isso', { exact: true }).isVisible()).toBe(true);
      expect(
        await panel
          .getByText(/marca em média|Gols esperados:/)
          .first()
          .isVisible(),
      ).toBe(true);
      expect(await panel.getByRole('link', { name: 'Conhecer o Pro' }).count()).toBe(0);
      expect(await panel.getByText(/^entre \d+% e \d+%$/).count()).toBe(0);
      expect(await noSideways(page)).toBe(true);
      await shoot(page, 'match-prediction-full', width);
      await context.close();
    }
  });
});
