// Admin notifications in Chromium at 1280 px against the built server (issue 13 point 9): an admin
// composes a notification for a team's followers at /admin/notifications, sees the preview and the
// recipient count, sends it; a follower's open page receives it live (the bell's count rises and the
// item is listed without a reload), and the history shows it sent with its counts. Screenshots at
// 1280 and 375 px.
import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { adminHarness, SHOTS } from './admin-harness';
import { eventually } from '../support/wait';

const h = adminHarness({ name: 'admin-notify', adminEmails: 'chefe@exemplo.test' });

async function signIn(context: BrowserContext, at: string, email: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${h.server.url}${at}`);
  await h.fillLogin(page, email);
  return page;
}

const bellCount = async (page: Page) => Number(await page.getByTestId('notification-bell').getAttribute('data-unread'));

/** A team of the seeded data: the home side of a match of the first league's current round. */
async function someTeam(page: Page): Promise<{ id: number; name: string }> {
  const list = (await (await page.request.get('/api/leagues')).json()) as {
    countries: Array<{ leagues: Array<{ id: number }> }>;
  };
  for (const country of list.countries) {
    for (const league of country.leagues) {
      const detail = (await (await page.request.get(`/api/leagues/${league.id}`)).json()) as {
        rounds?: Array<{ matches: Array<{ homeTeam: { id: number; name: string } }> }>;
      };
      const match = detail.rounds?.flatMap((round) => round.matches)[0];
      if (match) return match.homeTeam;
    }
  }
  throw new Error('no team in the seeded data');
}

describe('admin notifications in the browser', () => {
  test("an admin sends a notification to a team's followers; a follower's open page receives it live", async () => {
    await h.createAccount('chefe', 'chefe@exemplo.test');
    await h.createAccount('seguidor', 'seguidor@exemplo.test');

    // The follower, on the home page, follows a team.
    const fanContext = await h.browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: h.server.url });
    const fan = await signIn(fanContext, '/auth', 'seguidor');
    await fan.waitForURL(`${h.server.url}/`);
    const team = await someTeam(fan);
    const followed = await fan.request.put('/api/user/follows', {
      data: { teams: [team.id], matches: [] },
      headers: { Origin: h.server.url },
    });
    expect(followed.status()).toBe(200);
    await eventually(() => fan.getByTestId('notification-bell').isVisible()).toBe(true);
    // The server's unread count (the welcome notification, alerts of the team's live matches), once
    // the bell shows it: a count read before the bell's first load would be 0.
    const unread = async () =>
      ((await (await fan.request.get('/api/user/notifications')).json()) as { unreadCount: number }).unreadCount;
    const before = await unread();
    await eventually(() => bellCount(fan)).toBe(before);

    // The admin composes for the team's followers.
    const adminContext = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signIn(adminContext, '/admin/login', 'chefe@exemplo.test');
    await page.waitForURL(`${h.server.url}/admin`);
    await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Notificações' }).click();
    await eventually(() => page.getByRole('heading', { name: 'Notificações', exact: true }).isVisible()).toBe(true);
    await eventually(() => page.getByText('Nenhuma notificação enviada').isVisible()).toBe(true);

    // Empty form: the Portuguese checks, nothing sent.
    await page.getByRole('button', { name: 'Enviar agora' }).click();
    await eventually(() => page.getByText('Informe o título.').isVisible()).toBe(true);
    await eventually(() => page.getByText('Informe a mensagem.').isVisible()).toBe(true);

    const title = `Jogo do ${team.name} hoje`;
    await page.getByLabel('Título').fill(title);
    await page.getByLabel('Mensagem').fill('Acompanhe o jogo ao vivo no FutDados.');
    await page.getByLabel('Link (opcional)').fill('/matches');
    await page.getByLabel('Tipo').selectOption('news');
    await page.getByLabel('Para quem').selectOption('team');
    await page.getByRole('combobox', { name: /^Time/ }).selectOption(String(team.id));
    const preview = page.getByRole('group', { name: 'Prévia da notificação' });
    await eventually(() => preview.getByText(title).isVisible()).toBe(true);
    await eventually(() => page.getByText(`1 destinatário · Seguidores do ${team.name}`).isVisible()).toBe(true);
    await h.shoot(page, 'admin-notifications-compose');

    await page.getByRole('button', { name: 'Enviar agora' }).click();
    await eventually(() => page.getByText('Notificação enviada para 1 usuário.').first().isVisible()).toBe(true);

    // The follower's open page: the bell's count rises and the item is listed, without a reload.
    await eventually(() => bellCount(fan)).toBe(before + 1);
    await fan.getByTestId('notification-bell').click();
    await eventually(() => fan.getByTestId('notification-list').getByText(title).isVisible()).toBe(true);
    await fan.screenshot({ path: `${SHOTS}/admin-notifications-received-1280.png` });

    // The history: sent, 1 recipient, 1 delivered live.
    const row = page.getByRole('table', { name: 'Histórico de notificações' }).getByRole('row').nth(1);
    await eventually(() => row.innerText()).toContain(title);
    const cells = row.getByRole('cell');
    await eventually(() => cells.nth(2).innerText()).toContain('Enviada');
    expect((await cells.nth(3).innerText()).trim()).toBe('1');
    expect((await cells.nth(4).innerText()).trim()).toBe('1');
    await h.shoot(page, 'admin-notifications-history');
    await Promise.all([adminContext.close(), fanContext.close()]);
  }, 240_000);
});
