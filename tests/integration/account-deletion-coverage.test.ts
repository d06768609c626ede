// Issue 33 point 3: what outlived an account. The export and the deletion are composed of each module's
// part (PERSONAL_DATA_PARTS, issue 37 / decision 0114), whose columns are checked against the schema
// itself: a new table with a user column that no part covers fails here, and so does a part claiming a
// column of a table its module does not own. Deleting the account disconnects its sockets and removes
// its sign-in addresses and the contact messages sent signed out with its address.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@server/db/schema';
import { PERSONAL_DATA_PARTS } from '@server/personal-data';
import { TABLE_OWNERS } from '@server/db/owners';
import { createTestApp, type TestApp } from '../support/test-app';
import { registerUser, TestClient } from '../support/http-client';
import { databaseKinds } from '../support/database';
import { until } from '../support/wait';
import { openUserSocket } from '../support/user-socket';

const tables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableConfig(table as PgTable));

/** `table.column` of every column that ties a row to a person: a foreign key to users, user_id, …email, …address. */
const userColumns = tables.flatMap((table) => {
  const referencing = table.foreignKeys
    .filter((key) => getTableConfig(key.reference().foreignTable).name === 'users')
    .flatMap((key) => key.reference().columns.map((column) => column.name));
  const named = table.columns.map((column) => column.name).filter((name) => /(^|_)(user_id|email|address)$/.test(name));
  return [...new Set([...referencing, ...named])].map((column) => `${table.name}.${column}`);
});

/** Every part's columns, one list: `table.column` → its section and deletion. */
const PERSONAL_DATA = Object.fromEntries(PERSONAL_DATA_PARTS.flatMap((part) => Object.entries(part.columns)));

test('every user column of the schema is covered by a module’s part of the export and the deletion', () => {
  expect(userColumns.length).toBeGreaterThan(10);
  expect(userColumns.filter((column) => !(column in PERSONAL_DATA))).toEqual([]);
});

test('each part covers only tables its module owns, and no column is in two parts', () => {
  const claims = PERSONAL_DATA_PARTS.flatMap((part) => Object.keys(part.columns).map((column) => ({ part, column })));
  const foreign = claims.filter(
    ({ part, column }) => TABLE_OWNERS[column.split('.')[0] as keyof typeof TABLE_OWNERS] !== part.module,
  );
  expect(foreign.map(({ part, column }) => `${part.module}: ${column}`)).toEqual([]);
  expect(claims.length).toBe(Object.keys(PERSONAL_DATA).length);
  expect(new Set(PERSONAL_DATA_PARTS.map((part) => part.module)).size).toBe(PERSONAL_DATA_PARTS.length);
});

describe.each(databaseKinds())('deleting an account on %s', (kind) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({
      kind,
      env: { EMAIL_VERIFICATION: 'off', LIVE_PROVIDER: 'off' },
      billing: { startScheduler: false },
    });
    await server.listen();
  }, 120_000);
  afterAll(() => server?.close());

  test('leaves no personal row, no open socket, and the export had every section', async () => {
    const { browser, id, email } = await registerUser(server.url);
    expect((await browser.post('/api/login', { email, password: 'segredo123' })).status).toBe(200);
    const contact = {
      category: 'support',
      name: 'Maria Torcedora',
      email,
      message: 'Mandei esta mensagem sem entrar na conta, com o meu email.',
    };
    expect((await new TestClient(server.url).post('/api/contact', contact)).status).toBe(201);

    const exported = await browser.get('/api/user/export');
    expect(exported.status).toBe(200);
    for (const { section } of Object.values(PERSONAL_DATA)) expect(exported.body, section).toHaveProperty(section);
    expect(exported.body.signInAddresses).toHaveLength(1);
    expect(exported.body.contactMessages).toEqual([expect.objectContaining({ email, message: contact.message })]);

    const { joined, disconnectReason } = await openUserSocket(server.url, browser.cookie, id);
    expect(joined).toBe(true);

    // An audit row that names the account (as an admin's action on it would, or its own as an ex-admin).
    const db = server.db.database.db;
    const [audit] = await db
      .insert(schema.adminAuditLog)
      .values({
        actorId: id,
        actorEmail: email,
        action: 'user.role',
        targetType: 'user',
        targetId: String(id),
        before: { role: 'admin', email },
        after: { role: 'user' },
        reason: `${email} deixou de ser administrador`,
      })
      .returning();

    expect((await browser.call('DELETE', '/api/user', { password: 'segredo123' })).status).toBe(200);
    expect(await until(disconnectReason, 'the socket to be disconnected')).toBe('io server disconnect');

    // The row stays, with the account's pseudonym instead of its email; the log is still append-only.
    const pseudonym = `excluido-${id}@conta-excluida.invalid`;
    const [kept] = await db.select().from(schema.adminAuditLog).where(eq(schema.adminAuditLog.id, audit.id));
    expect(kept).toMatchObject({
      actorEmail: pseudonym,
      before: { role: 'admin', email: pseudonym },
      reason: `${pseudonym} deixou de ser administrador`,
      createdAt: audit.createdAt,
    });
    await expect(
      db.update(schema.adminAuditLog).set({ reason: 'apagado' }).where(eq(schema.adminAuditLog.id, audit.id)),
    ).rejects.toThrow();

    for (const [where, { deletion }] of Object.entries(PERSONAL_DATA)) {
      if (deletion !== 'deleted' && deletion !== 'pseudonymised') continue;
      const [table, column] = where.split('.');
      const value = column === 'user_id' ? String(id) : email.toLowerCase();
      const rows = await db.execute(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE lower(${sql.identifier(column)}::text) = ${value}`,
      );
      expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0].n, where).toBe(0);
    }
  });

  test('a PIX code issued before the deletion and paid after is refunded, not a new subscription', async () => {
    const { browser, id } = await registerUser(server.url);
    const pix = await browser.post('/api/billing/checkout', {
      planId: 'pro-monthly',
      method: 'pix',
      cpf: '529.982.247-25',
    });
    expect(pix.status).toBe(201);
    const db = server.db.database.db;
    const [issued] = await db.select().from(schema.payments).where(eq(schema.payments.id, pix.body.paymentId));
    expect((await browser.call('DELETE', '/api/user', { password: 'segredo123' })).status).toBe(200);

    // The fan pays the code already in the bank app: the sandbox approves it and notifies us.
    await server.billing.sandbox!.approvePix(issued.providerPaymentId!);
    const [payment] = await db.select().from(schema.payments).where(eq(schema.payments.id, issued.id));
    expect(payment.status).toBe('refunded');
    const [charge] = await db
      .select()
      .from(schema.sandboxCharges)
      .where(eq(schema.sandboxCharges.id, Number(issued.providerPaymentId)));
    expect(charge.status).toBe('refunded'); // the money went back through the provider
    const active = await db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, id));
    expect(active.filter((subscription) => subscription.status === 'active')).toEqual([]);
  });
});
