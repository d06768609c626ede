// Issue 35 point 1: the server answers what an admin detail page shows. For a signed-in admin,
// /admin/users/{id} and /admin/payments/{id} answer 200 when the record exists and a real 404 when it
// does not (as /match/… does); a visitor or a signed-in fan gets the same 200 shell either way (the
// app asks them to sign in), so the status never tells them which ids exist.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions, users } from '@server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http-client';

let server: TestApp;
let serial = 0;

beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'futdados-admin-pages-'));
  copyFileSync('index.html', path.join(clientDir, 'index.html'));
  server = await createTestApp({
    env: { EMAIL_VERIFICATION: 'off', LIVE_PROVIDER: 'off', CLIENT_DIR: clientDir },
  });
  await server.listen();
}, 120_000);
afterAll(() => server?.close());

async function signedIn(admin: boolean) {
  serial += 1;
  const username = `pagina${Date.now().toString(36)}${serial}`;
  const browser = new TestClient(server.url);
  const response = await browser.post('/api/register', {
    username,
    email: `${username}@exemplo.test`,
    password: 'segredo123',
  });
  expect(response.status).toBe(201);
  const id = response.body.id as number;
  if (admin) await server.db.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
  return { browser, id };
}

async function buyByCard(browser: TestClient): Promise<number> {
  const checkout = await browser.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'card' });
  expect(checkout.status).toBe(201);
  return checkout.body.paymentId as number;
}

test('an admin gets 200 for a user or payment that exists and 404 for an unknown id', async () => {
  const fan = await signedIn(false);
  const paymentId = await buyByCard(fan.browser);
  const admin = await signedIn(true);
  for (const url of [`/admin/users/${fan.id}`, `/admin/payments/${paymentId}`, '/admin/users']) {
    const page = await admin.browser.get(url);
    expect(page.status, url).toBe(200);
    expect(page.headers.get('content-type'), url).toContain('text/html');
  }
  for (const url of ['/admin/users/999999', '/admin/payments/999999', '/admin/users/abc', '/admin/payments/0']) {
    const page = await admin.browser.get(url);
    expect(page.status, url).toBe(404);
    expect(String(page.body), url).toContain('<div id="root">');
  }
});

test('a visitor or a fan cannot tell which ids exist: the same 200 shell for every id', async () => {
  const fan = await signedIn(false);
  const visitor = new TestClient(server.url);
  for (const browser of [visitor, fan.browser]) {
    for (const url of [`/admin/users/${fan.id}`, '/admin/users/999999', '/admin/payments/999999']) {
      const page = await browser.get(url);
      expect(page.status, url).toBe(200);
      expect(page.headers.get('cache-control'), url).toBe('no-cache');
    }
  }
});

// Issue 35 point 2: "Cancelamentos 1 · churn 0%". A subscription paid and ended inside the window
// counts in the base too, so one cancellation is never a 0% churn.
test('the dashboard churn counts a subscription that started and ended within the 30 days', async () => {
  const db = server.db.database.db;
  const admin = await signedIn(true);
  const before = (await admin.browser.get('/api/admin/dashboard')).body.subscriptions;
  const fan = await signedIn(false);
  const now = new Date();
  await db.insert(subscriptions).values({
    userId: fan.id,
    planId: 'pro-monthly',
    status: 'canceled',
    currentPeriodStart: new Date(now.getTime() - 5 * 86_400_000),
    currentPeriodEnd: now,
    updatedAt: now,
  });
  const after = (await admin.browser.get('/api/admin/dashboard')).body.subscriptions;
  expect(after.churned30d).toBe(before.churned30d + 1);
  expect(after.churnRate30d).toBeGreaterThan(0);
  expect(after.churnRate30d).toBeLessThanOrEqual(1);
});

// Issue 35 point 2: the audit log read "user #2", "users #csv": it names what a person recognises.
test('audit entries name their target: the user’s email, the CSV exported; a row gone keeps type and id', async () => {
  const admin = await signedIn(true);
  const fan = await signedIn(false);
  const email = (await fan.browser.get('/api/user')).body.email as string;
  expect((await admin.browser.post(`/api/admin/users/${fan.id}/disable`, { reason: 'teste de rótulo' })).status).toBe(
    200,
  );
  expect((await admin.browser.get('/api/admin/export/users.csv')).status).toBe(200);
  const { items } = (await admin.browser.get('/api/admin/audit?limit=10')).body as {
    items: { action: string; targetType: string; targetId: string; targetLabel: string | null }[];
  };
  const disabled = items.find((item) => item.action === 'user.disable' && item.targetId === String(fan.id));
  expect(disabled?.targetLabel).toBe(email);
  expect(items.find((item) => item.action === 'export' && item.targetType === 'users')?.targetLabel).toBe(
    'usuários (CSV)',
  );
});
