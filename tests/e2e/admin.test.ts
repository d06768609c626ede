// The admin area in Chromium at 1280 px against the built server: an admin signs in at /admin/login
// and sees the dashboard, whose figures are then checked against the server's own database; the
// admin disables a user who, in their own browser, is signed out; a non-admin gets 'Acesso Negado'.
// Screenshots of each admin page at 1280 and 375 px.
import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { openDatabase } from '@server/db/client';
import { adminHarness } from './admin-harness';
import { eventually } from '../support/wait';

const h = adminHarness({ name: 'admin', adminEmails: 'chefe@exemplo.test' });

/** The number shown in a dashboard figure card. */
async function figure(page: Page, label: string): Promise<string> {
  const card = page.locator('div', { has: page.locator('p', { hasText: new RegExp(`^${label}$`) }) }).last();
  return (await card.locator('p').nth(1).innerText()).trim();
}

describe('admin area in the browser', () => {
  test('admin login → dashboard → disable a user who is signed out; a non-admin gets Acesso Negado', async () => {
    await h.createAccount('chefe', 'chefe@exemplo.test');
    await h.createAccount('alvo', 'alvo@exemplo.test');
    await h.createAccount('comum', 'comum@exemplo.test');

    // The user about to be disabled, signed in in their own browser.
    const targetContext = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const target = await targetContext.newPage();
    await target.goto(`${h.server.url}/auth`);
    await h.fillLogin(target, 'alvo');
    await target.waitForURL(`${h.server.url}/`);
    await target.goto(`${h.server.url}/profile`);
    await eventually(() => target.url()).toBe(`${h.server.url}/profile`);

    // A signed-in non-admin at /admin.
    const otherContext = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const other = await otherContext.newPage();
    await other.goto(`${h.server.url}/admin/login`);
    await h.fillLogin(other, 'comum');
    await eventually(() => other.getByRole('heading', { name: 'Acesso Negado' }).isVisible()).toBe(true);
    await eventually(() => other.getByText('Administrador Necessário').isVisible()).toBe(true);
    await h.shoot(other, 'admin-denied');
    // And the server refuses its data whatever the page shows.
    const refused = await other.evaluate(async () => (await fetch('/api/admin/users')).status);
    expect(refused).toBe(403);

    // The admin.
    const adminContext = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await adminContext.newPage();
    await page.goto(`${h.server.url}/admin/login`);
    await eventually(() => page.getByRole('heading', { name: 'Acesso administrativo' }).isVisible()).toBe(true);
    await h.fillLogin(page, 'chefe@exemplo.test');
    await page.waitForURL(`${h.server.url}/admin`);
    await eventually(() => page.getByRole('heading', { name: 'Painel administrativo' }).isVisible()).toBe(true);
    await eventually(() => page.getByText('Novos em 7 dias').isVisible()).toBe(true);
    const shown = {
      total: await figure(page, 'Total'),
      new7d: await figure(page, 'Novos em 7 dias'),
      mrr: await figure(page, 'MRR'),
    };
    await h.shoot(page, 'admin-dashboard');

    // Users: server-side search, then the detail.
    await page.getByRole('link', { name: 'Usuários' }).click();
    await page.getByLabel('Buscar').fill('alvo');
    await page.waitForURL(/\/admin\/users\?q=alvo/);
    await eventually(() => page.getByRole('table', { name: 'Usuários' }).getByRole('row').count()).toBe(2);
    await h.shoot(page, 'admin-users');
    await page.getByRole('link', { name: 'alvo', exact: true }).click();
    await eventually(() => page.getByRole('heading', { name: 'alvo' }).isVisible()).toBe(true);
    await eventually(() => page.getByText('Sessões ativas (1)').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Desativar' }).click();
    await page.getByLabel('Motivo (opcional)').fill('Teste de desativação');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Desativar' }).click();
    await eventually(() => page.getByText('Usuário desativado e desconectado.').first().isVisible()).toBe(true);
    await eventually(() => page.getByText('Sessões ativas (0)').isVisible()).toBe(true);
    await eventually(() => page.getByText('Teste de desativação').isVisible()).toBe(true);
    await h.shoot(page, 'admin-user-detail');

    // The disabled user's next page load finds them signed out.
    await target.goto(`${h.server.url}/profile`);
    await eventually(() => target.url()).toContain('/auth');
    expect(await target.evaluate(async () => (await fetch('/api/user')).status)).toBe(401);

    for (const [link, name] of [
      ['Assinaturas', 'admin-subscriptions'],
      ['Pagamentos', 'admin-payments'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: link }).click();
      await eventually(() => page.getByRole('heading', { name: link }).isVisible()).toBe(true);
      await h.shoot(page, name);
    }
    // Issue 35 point 2: the audit log is in the admin's own navigation.
    await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Auditoria' }).click();
    await eventually(() => page.url()).toContain('/admin/audit');
    await eventually(() => page.getByRole('listitem').getByText('Desativou usuário').isVisible()).toBe(true);
    await h.shoot(page, 'admin-audit');
    await Promise.all([adminContext.close(), targetContext.close(), otherContext.close()]);

    // The figures the dashboard showed, against the database itself (the server stopped first:
    // PGlite's folder has one owner at a time). Nothing changed their inputs since.
    await h.server.stop();
    const database = await openDatabase({ dataDir: h.dataDir });
    try {
      const [row] = (
        await database.db.execute<{ total: number; new7d: number }>(
          sql`select count(*)::int as total, count(*) filter (where created_at >= now() - interval '7 days')::int as new7d from users`,
        )
      ).rows;
      expect(Number(shown.total)).toBe(row.total);
      expect(Number(shown.new7d)).toBe(row.new7d);
      const [{ active }] = (
        await database.db.execute<{ active: number }>(
          sql`select count(*)::int as active from subscriptions where status in ('active', 'past_due')`,
        )
      ).rows;
      if (active === 0) expect(shown.mrr).toBe('R$ 0,00');
    } finally {
      await database.close();
    }
  }, 300_000);
});
