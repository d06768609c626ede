// Issue 12 points 4 and 5 on both databases: /api/updates merges CHANGELOG.md with the admins'
// entries (newest first, the newest "Novo" for 7 days, scheduled ones hidden), /api/bonus sends
// only offers still valid at the app's clock, and the services' create/update validate what the
// admin area will send (Portuguese messages, https links only, versions never repeated).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bonusListSchema } from '@shared/bonus';
import { updateListSchema } from '@shared/updates';
import { DomainError } from '@server/domain-errors';
import { STATUS_OF_MEANING } from '@server/plugins/errors';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';

const ENV = { LIVE_PROVIDER: 'off' };
const DAY = 24 * 60 * 60 * 1000;

const CHANGELOG = `# Changelog

Texto livre que o leitor ignora.

## 1.1.0 — 2026-03-10 — Estatísticas

- stats: Tabelas com Casa e Fora.
- search: Busca mais rápida.

## 1.0.0 — 2026-03-01 — Primeira versão

- live: Placar ao vivo.
`;

/** What an admin would send; each test changes one field. */
const offer = (now: Date, days = 10) => ({
  operator: 'Operadora Exemplo',
  title: 'Bônus de boas-vindas',
  description: 'Uma oferta de teste com descrição suficiente.',
  terms: 'Termos completos da oferta de teste.',
  ctaUrl: 'https://operadora.exemplo/oferta',
  expiresAt: new Date(now.getTime() + days * DAY).toISOString(),
});

/** A service's refusal, with the status the API answers it with. */
async function rejection(promise: Promise<unknown>): Promise<{ statusCode: number; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  const refusal = error as DomainError;
  return { statusCode: STATUS_OF_MEANING[refusal.meaning], message: refusal.message };
}

describe.each(databaseKinds())('updates and bonus on %s', (kind) => {
  let database: TestDatabase;
  let server: TestApp;
  let dir: string;
  let clock = new Date('2026-03-12T12:00:00Z');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'futdados-changelog-'));
    writeFileSync(path.join(dir, 'CHANGELOG.md'), CHANGELOG);
    database = await createTestDatabase(kind);
    server = await createTestApp({
      db: database,
      env: { ...ENV, CHANGELOG_PATH: path.join(dir, 'CHANGELOG.md') },
      now: () => clock,
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = async (url: string) => {
    const response = await server.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  test('the changelog alone: newest first, the newest marked new within 7 days of its day', async () => {
    clock = new Date('2026-03-12T12:00:00Z');
    const { status, body } = await get('/api/updates');
    expect(status).toBe(200);
    const list = updateListSchema.parse(body);
    expect(list.updates.map((u) => [u.id, u.isNew])).toEqual([
      ['changelog:1.1.0', true],
      ['changelog:1.0.0', false],
    ]);
    expect(list.updates[0]).toMatchObject({
      source: 'changelog',
      version: '1.1.0',
      title: 'Estatísticas',
      // Midnight of 10 March in São Paulo (UTC-3).
      publishedAt: '2026-03-10T03:00:00.000Z',
      highlights: [
        { icon: 'stats', text: 'Tabelas com Casa e Fora.' },
        { icon: 'search', text: 'Busca mais rápida.' },
      ],
    });
    clock = new Date('2026-03-17T02:59:59Z');
    expect((await get('/api/updates')).body.updates[0].isNew).toBe(true);
    clock = new Date('2026-03-17T03:00:00Z');
    expect((await get('/api/updates')).body.updates[0].isNew).toBe(false);
  });

  test("an admin's entry joins the list by date; a scheduled one stays hidden until its time", async () => {
    clock = new Date('2026-03-20T12:00:00Z');
    const created = await server.updates.create({
      version: '1.2.0',
      title: 'Notícias',
      highlights: [{ icon: 'news', text: 'Resumos automáticos das partidas.' }],
    });
    expect(created).toMatchObject({ source: 'admin', version: '1.2.0', publishedAt: clock.toISOString() });
    await server.updates.create({
      version: '1.3.0',
      title: 'Agendada',
      publishedAt: '2026-03-25T12:00:00-03:00',
      highlights: [{ icon: 'general', text: 'Ainda não publicada.' }],
    });
    let list = updateListSchema.parse((await get('/api/updates')).body);
    expect(list.updates.map((u) => [u.version, u.isNew])).toEqual([
      ['1.2.0', true],
      ['1.1.0', false],
      ['1.0.0', false],
    ]);
    clock = new Date('2026-03-25T15:00:00Z');
    list = updateListSchema.parse((await get('/api/updates')).body);
    expect(list.updates.map((u) => [u.version, u.isNew])).toEqual([
      ['1.3.0', true],
      ['1.2.0', false],
      ['1.1.0', false],
      ['1.0.0', false],
    ]);
  });

  test('update entries are validated, versions never repeat (file or table), unknown ids are 404', async () => {
    const valid = { version: '2.0.0', title: 'Versão dois', highlights: [{ icon: 'ai', text: 'Previsões.' }] };
    expect((await rejection(server.updates.create({ ...valid, version: 'v2' }))).message).toBe(
      'A versão deve ter o formato 1.2.3.',
    );
    const badIcon = await rejection(
      server.updates.create({ ...valid, highlights: [{ icon: 'foguete', text: 'Oi!' }] }),
    );
    expect(badIcon.statusCode).toBe(400);
    expect(badIcon.message).toMatch(/^O ícone do destaque deve ser um destes valores: "live"/);
    expect((await rejection(server.updates.create({ ...valid, highlights: [] }))).message).toBe(
      'A lista de destaques deve ter pelo menos 1 item.',
    );
    expect((await rejection(server.updates.create({ ...valid, title: undefined }))).message).toBe('Informe o título.');
    const fromFile = await rejection(server.updates.create({ ...valid, version: '1.0.0' }));
    expect([fromFile.statusCode, fromFile.message]).toEqual([409, 'Já existe uma atualização com a versão 1.0.0.']);
    const created = await server.updates.create(valid);
    const twice = await rejection(server.updates.create(valid));
    expect([twice.statusCode, twice.message]).toEqual([409, 'Já existe uma atualização com a versão 2.0.0.']);

    const id = Number(created.id.replace('admin:', ''));
    const renamed = await server.updates.update(id, { title: '  Versão 2  ' });
    expect(renamed).toMatchObject({ title: 'Versão 2', version: '2.0.0' });
    const clash = await rejection(server.updates.update(id, { version: '1.2.0' }));
    expect([clash.statusCode, clash.message]).toEqual([409, 'Já existe uma atualização com a versão 1.2.0.']);
    const missing = await rejection(server.updates.update(999_999, { title: 'Nada aqui' }));
    expect([missing.statusCode, missing.message]).toEqual([404, 'Atualização não encontrada.']);
  });

  test('bonus: an empty list says so, with the help link', async () => {
    const { status, body } = await get('/api/bonus');
    expect(status).toBe(200);
    expect(bonusListSchema.parse(body)).toEqual({ offers: [], helpUrl: server.config.BONUS_HELP_URL });
    expect(body.helpUrl).toMatch(/^https:\/\//);
  });

  test('bonus: only active offers not yet expired, the soonest to expire first', async () => {
    clock = new Date('2026-04-01T12:00:00Z');
    const later = await server.bonus.create({ ...offer(clock, 20), title: 'Vence depois' });
    const sooner = await server.bonus.create({ ...offer(clock, 2), title: 'Vence antes', ctaLabel: 'Quero o bônus' });
    const hidden = await server.bonus.create({ ...offer(clock, 5), title: 'Desativada', active: false });
    let list = bonusListSchema.parse((await get('/api/bonus')).body);
    expect(list.offers.map((o) => o.title)).toEqual(['Vence antes', 'Vence depois']);
    expect(list.offers[0]).toEqual({
      id: sooner.id,
      operator: 'Operadora Exemplo',
      title: 'Vence antes',
      description: 'Uma oferta de teste com descrição suficiente.',
      terms: 'Termos completos da oferta de teste.',
      ctaUrl: 'https://operadora.exemplo/oferta',
      ctaLabel: 'Quero o bônus',
      expiresAt: sooner.expiresAt,
    });
    expect(list.offers[1]!.ctaLabel).toBe('Ver oferta');

    // The soonest expires: it disappears at that instant, by the app's clock.
    clock = new Date(new Date(sooner.expiresAt).getTime() - 1);
    expect((await get('/api/bonus')).body.offers).toHaveLength(2);
    clock = new Date(sooner.expiresAt);
    list = bonusListSchema.parse((await get('/api/bonus')).body);
    expect(list.offers.map((o) => o.id)).toEqual([later.id]);

    // Switched on, the inactive one shows; switched off, the other goes.
    await server.bonus.update(hidden.id, { active: true });
    await server.bonus.update(later.id, { active: false });
    list = bonusListSchema.parse((await get('/api/bonus')).body);
    expect(list.offers.map((o) => o.id)).toEqual([hidden.id]);
    expect((await server.bonus.listAll()).map((o) => [o.id, o.active])).toEqual([
      [hidden.id, true],
      [sooner.id, true],
      [later.id, false],
    ]);
  });

  test('bonus offers are validated: https links only, a future expiry, every field named in Portuguese', async () => {
    clock = new Date('2026-05-01T12:00:00Z');
    for (const ctaUrl of ['http://operadora.exemplo/oferta', 'javascript:alert(1)', 'data:text/html,oi', 'oferta']) {
      const error = await rejection(server.bonus.create({ ...offer(clock), ctaUrl }));
      expect([error.statusCode, error.message]).toEqual([
        400,
        'O link da oferta deve ser um endereço https:// válido.',
      ]);
    }
    const past = await rejection(server.bonus.create(offer(clock, -1)));
    expect([past.statusCode, past.message]).toEqual([400, 'A validade da oferta deve ser uma data futura.']);
    expect((await rejection(server.bonus.create({ ...offer(clock), operator: undefined }))).message).toBe(
      'Informe o operador.',
    );
    expect((await rejection(server.bonus.create({ ...offer(clock), terms: 'curto' }))).message).toBe(
      'O regulamento da oferta deve ter pelo menos 10 caracteres.',
    );
    expect((await rejection(server.bonus.create({ ...offer(clock), expiresAt: 'amanhã' }))).message).toBe(
      'A validade da oferta deve ser uma data e hora válida (ISO 8601).',
    );
    const created = await server.bonus.create(offer(clock));
    expect((await rejection(server.bonus.update(created.id, { ctaUrl: 'http://x.exemplo' }))).statusCode).toBe(400);
    expect((await rejection(server.bonus.update(created.id, { expiresAt: clock.toISOString() }))).message).toBe(
      'A validade da oferta deve ser uma data futura.',
    );
    const missing = await rejection(server.bonus.update(999_999, { title: 'Nada aqui' }));
    expect([missing.statusCode, missing.message]).toEqual([404, 'Oferta não encontrada.']);
  });
});

describe('the shipped CHANGELOG.md', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: ENV });
  });
  afterAll(async () => server?.close());

  test('is served whole (its format is checked line by line in the unit tests)', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/updates' });
    const list = updateListSchema.parse(response.json());
    expect(list.updates.length).toBeGreaterThanOrEqual(2);
    expect(list.updates.every((u) => u.source === 'changelog' && u.highlights.length > 0)).toBe(true);
  });

  test('a missing changelog leaves /updates working with the admins’ entries only', async () => {
    const other = await createTestApp({ env: { ...ENV, CHANGELOG_PATH: '/nonexistent/CHANGELOG.md' } });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/api/updates' });
      expect([response.statusCode, response.json()]).toEqual([200, { updates: [] }]);
    } finally {
      await other.close();
    }
  });
});
