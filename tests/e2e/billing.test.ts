// Paid plans in Chromium against the built server with the sandbox provider: a free user buys Pro
// Mensal by card and lands on /checkout/success with the plan active; buys by PIX, sees the QR
// code, the sandbox bank pays it and the page turns to confirmed without a reload; another user's
// /pix-renewal link is not found.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort, launchBrowser, startServer, resizeTo, type RunningServer } from './harness';
import { eventually } from '../support/wait';

const SHOTS = 'tests/e2e/screenshots';
let server: RunningServer;
let browser: Browser;
let serial = 0;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const port = await freePort();
  server = await startServer({
    port,
    env: { PUBLIC_URL: `http://127.0.0.1:${port}`, EMAIL_VERIFICATION: 'off', LIVE_PROVIDER: 'off' },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A signed-in browser context: the account is created through the API, as the register form does. */
async function signedInContext(): Promise<{ context: BrowserContext; page: Page; username: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: server.url });
  const page = await context.newPage();
  const username = `torcedor${Date.now().toString(36)}${(serial += 1)}`;
  const response = await page.request.post('/api/register', {
    data: { username, email: `${username}@exemplo.test`, password: 'segredo123' },
    headers: { Origin: server.url },
  });
  expect(response.status()).toBe(201);
  return { context, page, username };
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await resizeTo(page, width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await resizeTo(page, 1280);
}

describe('paid plans in the browser', () => {
  test('a free user buys Pro Mensal by card in the sandbox and lands on /checkout/success with the plan active', async () => {
    const { context, page } = await signedInContext();
    await page.goto('/plans');
    await eventually(() => page.getByText('Compare os planos').isVisible()).toBe(true);
    expect(await page.locator('li[aria-current="true"]').getByRole('heading').innerText()).toBe('Grátis');
    await shoot(page, 'plans');

    await page.getByRole('link', { name: 'Assinar Pro Mensal' }).click();
    await page.waitForURL('**/checkout?plan=pro-monthly');
    await eventually(() => page.getByText('Forma de pagamento').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Pagar R$ 19,90 com cartão' }).click();
    await eventually(() => page.getByText('Aceite os termos para continuar.').isVisible()).toBe(true);
    await page.getByRole('checkbox').check();
    await shoot(page, 'checkout');
    await page.getByRole('button', { name: 'Pagar R$ 19,90 com cartão' }).click();

    await page.waitForURL('**/api/billing/sandbox/pay/**');
    expect(await page.getByText('R$ 19,90').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();

    await page.waitForURL(/\/checkout\/success\?payment_id=\d+$/);
    await eventually(() => page.getByRole('heading', { name: 'Pagamento aprovado' }).isVisible()).toBe(true);
    expect(await page.getByText(/Seu plano Pro Mensal está ativo até \d{2}\/\d{2}\/\d{4}/).isVisible()).toBe(true);
    expect(await page.title()).toBe('FutDados - Pagamento aprovado');
    await shoot(page, 'checkout-success');

    await page.getByRole('link', { name: 'Ver minha assinatura' }).click();
    await page.waitForURL('**/profile?tab=subscription');
    const card = page.getByRole('region', { name: 'Assinatura' });
    await eventually(() => card.getByText('Ativa', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole('heading', { name: 'Pro Mensal' }).isVisible()).toBe(true);
    await shoot(page, 'profile-subscription');

    await page.getByRole('tab', { name: 'Pagamentos' }).click();
    await eventually(() => page.getByRole('list', { name: 'Pagamentos' }).getByText('Aprovado').isVisible()).toBe(true);
    await shoot(page, 'profile-payments');

    // Cancel from the profile: confirmed in a dialog, Pro stays until the period end.
    await page.getByRole('tab', { name: 'Assinatura' }).click();
    await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar assinatura' }).click();
    await eventually(() => page.getByText(/Cancelada: você continua com o Pro até/).isVisible()).toBe(true);
    await context.close();
  });

  test('buys by PIX: QR code and copia e cola; the sandbox bank pays it and the page turns to confirmed without reload', async () => {
    const { context, page } = await signedInContext();
    await page.goto('/checkout?plan=pro-monthly');
    await eventually(() => page.getByText('Forma de pagamento').isVisible()).toBe(true);
    await page.getByLabel('PIX').check();
    const cpf = page.getByLabel('CPF de quem vai pagar');
    // Issue 35 point 5: an empty CPF is asked for, under the field, not called invalid.
    await page.getByRole('button', { name: 'Gerar PIX de R$ 19,90' }).click();
    await eventually(() => page.getByText('Informe o CPF de quem vai pagar o PIX.').isVisible()).toBe(true);
    expect(await page.getByText('CPF inválido. Confira os 11 números.').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Trocar' }).count()).toBe(1);
    await cpf.pressSequentially('52998224724');
    expect(await cpf.inputValue()).toBe('529.982.247-24');
    await cpf.blur();
    await eventually(() => page.getByText('CPF inválido. Confira os 11 números.').isVisible()).toBe(true);
    await cpf.fill('');
    await cpf.pressSequentially('52998224725');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Gerar PIX de R$ 19,90' }).click();

    await page.waitForURL(/\/checkout\?plan=pro-monthly&payment=\d+$/);
    const qr = page.getByTestId('pix-qr');
    await eventually(() => qr.isVisible()).toBe(true);
    // The PIX code is for this plan: the summary no longer offers to swap it.
    expect(await page.getByRole('link', { name: 'Trocar' }).count()).toBe(0);
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const code = await page.getByLabel('PIX copia e cola').inputValue();
    expect(code).toMatch(/^000201/);
    expect(code).toContain('0014br.gov.bcb.pix');
    expect(code).toContain('540519.90');
    expect(code).toMatch(/6304[0-9A-F]{4}$/);
    await eventually(() => page.getByTestId('pix-countdown').innerText()).toMatch(/Expira em\s+(30:00|29:[0-5]\d)/);
    await shoot(page, 'checkout-pix');

    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const [bank] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Pagar no banco de testes (sandbox)' }).click(),
    ]);
    await bank.getByRole('button', { name: 'Pagar com PIX' }).click();
    await eventually(() => bank.getByText('PIX enviado').isVisible()).toBe(true);
    await bank.close();

    await eventually(() => page.getByRole('heading', { name: 'Pagamento confirmado' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.getByText(/Seu plano Pro Mensal está ativo até/).isVisible()).toBe(true);
    await shoot(page, 'checkout-pix-confirmed');
    await context.close();
  });

  test('at 375 px, a PIX paid in another tab brings "Pagamento confirmado" into view and announces it (issue 22 point 7)', async () => {
    const { context, page } = await signedInContext();
    await page.setViewportSize({ width: 375, height: 812 });
    const checkout = await page.request.post('/api/billing/checkout', {
      data: { planId: 'pro-monthly', method: 'pix', cpf: '529.982.247-25' },
      headers: { Origin: server.url },
    });
    expect(checkout.status()).toBe(201);
    const { paymentId } = await checkout.json();
    await page.goto(`/checkout?plan=pro-monthly&payment=${paymentId}`);
    const bankLink = page.getByRole('link', { name: 'Pagar no banco de testes (sandbox)' });
    await eventually(() => bankLink.isVisible()).toBe(true);
    // The fan scrolled down to the bank link, past the top of the panel.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await eventually(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    const bank = await context.newPage();
    await bank.goto((await bankLink.getAttribute('href'))!);
    await bank.getByRole('button', { name: 'Pagar com PIX' }).click();
    await eventually(() => bank.getByText('PIX enviado').isVisible()).toBe(true);
    await bank.close();

    const confirmed = page.getByTestId('pix-confirmed');
    await eventually(() => page.getByTestId('live-announcer').first().textContent()).toContain(
      'Pagamento confirmado: recebemos seu PIX de R$ 19,90.',
    );
    // Within the phone's screen, below the header, once the smooth scroll is over.
    await eventually(async () => {
      const box = await confirmed.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 812;
    }).toBe(true);
    expect(await confirmed.getByRole('heading', { name: 'Pagamento confirmado' }).isVisible()).toBe(true);
    await context.close();
  });

  test("a user opening another user's /pix-renewal link gets not-found; the owner sees the payment", async () => {
    const owner = await signedInContext();
    const checkout = await owner.page.request.post('/api/billing/checkout', {
      data: { planId: 'pro-annual', method: 'pix', cpf: '529.982.247-25' },
      headers: { Origin: server.url },
    });
    expect(checkout.status()).toBe(201);
    const { paymentId } = await checkout.json();

    const stranger = await signedInContext();
    await stranger.page.goto(`/pix-renewal/${paymentId}`);
    await eventually(() => stranger.page.getByRole('heading', { name: 'Página não encontrada' }).isVisible()).toBe(
      true,
    );
    expect(await stranger.page.getByText('R$ 179,90').count()).toBe(0);
    await shoot(stranger.page, 'pix-renewal-not-found');

    await owner.page.goto(`/pix-renewal/${paymentId}`);
    // A first purchase is not called a renewal (issue 22 point 10).
    await eventually(() => owner.page.getByRole('heading', { name: 'Pagamento via PIX' }).isVisible()).toBe(true);
    // The QR code is drawn once the payment's answer is in, after the heading.
    await eventually(() => owner.page.getByTestId('pix-qr').isVisible()).toBe(true);
    await shoot(owner.page, 'pix-renewal');
    await owner.context.close();
    await stranger.context.close();
  });
});
