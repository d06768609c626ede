// /admin/news's API (issue 13 point 10) over a real server on PGlite and PostgreSQL: every call is
// 401 for a visitor and 403 for a user; articles go draft → published → draft and show on /api/news
// only while published; the preview is the article page's sanitiser; covers are real images
// re-encoded to WebP under DATA_DIR (wrong type, oversized, fake bytes and traversal refused);
// updates and bonus offers are written, edited and removed; plan prices and entitlements ask for a
// recent password (the free plan's followed-teams limit then holds for free users); every change
// leaves an audit row with before and after.
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminAuditLog, plans, teams, users } from '@server/db/schema';
import { REAUTH_ERROR_TYPE } from '@shared/admin';
import { PLAN_FOLLOWED_TEAMS_MESSAGE } from '@shared/admin-content';
import { databaseKinds } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { registerUser, TestClient, uniqueName } from '../support/http-client';
import { ManualClock, recordingNotifier } from '../support/billing';
import { insertLiveFixtures } from '../support/live-fixtures';
import { newsRepo } from '@server/modules/news/repo';

const unique = uniqueName;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const article = (overrides: Record<string, unknown> = {}) => ({
  title: `Clássico decidido nos acréscimos ${unique('')}`,
  summary: 'Um resumo com mais de dez caracteres.',
  body: '## Primeiro tempo\n\nJogo **truncado**.\n\n<script>alert(1)</script>\n\n[link](javascript:alert(1))',
  category: 'noticias',
  author: 'Redação',
  ...overrides,
});

describe.each(databaseKinds())('admin content API on %s', (kind) => {
  let server: TestApp;
  let dataDir: string;
  const clock = new ManualClock(new Date());
  const db = () => server.db.database.db;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'futdados-covers-'));
    // The page shell, so /news/{id} answers as the site does (200, or 404 for no article).
    const clientDir = path.join(dataDir, 'client');
    await mkdir(clientDir);
    await copyFile('index.html', path.join(clientDir, 'index.html'));
    server = await createTestApp({
      kind,
      env: { EMAIL_VERIFICATION: 'off', DATA_DIR: dataDir, CLIENT_DIR: clientDir },
      now: clock.now,
      billing: { now: clock.now, notifier: recordingNotifier(), startScheduler: false },
      news: { backfill: false },
    });
    await server.listen();
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => clock.set(new Date()));

  async function signedIn(options: { admin?: boolean } = {}) {
    const { browser, id } = await registerUser(server.url, 'ed');
    if (options.admin) await db().update(users).set({ role: 'admin' }).where(eq(users.id, id));
    return { browser, id };
  }

  async function auditOf(targetType: string, targetId: string | number) {
    return db()
      .select()
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.targetType} = ${targetType} AND ${adminAuditLog.targetId} = ${String(targetId)}`)
      .orderBy(adminAuditLog.id);
  }

  /** A raw image body, as the admin page sends it. */
  async function upload(
    client: TestClient,
    bytes: Buffer | Uint8Array,
    type: string,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${server.url}/api/admin/news/images`, {
      method: 'PUT',
      headers: {
        'Content-Type': type,
        Origin: server.url,
        'X-Forwarded-For': client.ip,
        ...(client.cookie ? { Cookie: `futdados_session=${client.cookie}` } : {}),
        ...headers,
      },
      body: new Uint8Array(bytes),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  const png = (width = 2400, height = 1200) =>
    sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 60 } } })
      .withMetadata({ exif: { IFD0: { Copyright: 'segredo GPS' } } })
      .png()
      .toBuffer();

  test('every content call: visitor 401, user 403, admin allowed', async () => {
    const admin = await signedIn({ admin: true });
    const user = await signedIn();
    const created = await admin.browser.post('/api/admin/news', article());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const update = await admin.browser.post('/api/admin/updates', {
      version: '90.0.1',
      title: 'Novidade de teste',
      highlights: [{ icon: 'news', text: 'Notícias no painel' }],
    });
    expect(update.status, JSON.stringify(update.body)).toBe(201);
    const offer = await admin.browser.post('/api/admin/bonus', {
      operator: 'Casa Teste',
      title: 'Bônus de boas-vindas',
      description: 'Uma descrição longa o bastante.',
      terms: 'Termos e condições completos.',
      ctaUrl: 'https://exemplo.test/oferta',
      expiresAt: new Date(clock.now().getTime() + 10 * DAY).toISOString(),
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    const id = created.body.id as number;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/news?status=draft&q=acr&page=1&pageSize=10'],
      ['GET', `/api/admin/news/${id}`],
      ['POST', '/api/admin/news', article()],
      ['PUT', `/api/admin/news/${id}`, article()],
      ['POST', `/api/admin/news/${id}/status`, { status: 'published' }],
      ['POST', '/api/admin/news/preview', { body: '**oi**' }],
      ['GET', '/api/admin/updates'],
      [
        'POST',
        '/api/admin/updates',
        { version: '90.0.2', title: 'Outra', highlights: [{ icon: 'news', text: 'Mais uma' }] },
      ],
      ['PATCH', `/api/admin/updates/${update.body.id}`, { title: 'Novidade editada' }],
      ['GET', '/api/admin/bonus'],
      ['POST', '/api/admin/bonus', { ...offer.body, id: undefined, ctaLabel: undefined }],
      ['PATCH', `/api/admin/bonus/${offer.body.id}`, { active: false }],
      ['GET', '/api/admin/plans'],
      ['PATCH', '/api/admin/plans/pro-monthly', { features: ['Previsões completas', 'Sem anúncios'] }],
      ['PATCH', '/api/admin/plans/free', { maxFollowedTeams: 3 }],
      ['DELETE', `/api/admin/updates/${update.body.id}`],
      ['DELETE', `/api/admin/news/${id}`],
    ];
    const visitor = new TestClient(server.url);
    for (const [method, url, body] of calls) {
      const asVisitor = await visitor.call(method, url, body);
      expect(asVisitor.status, `${method} ${url} as visitor`).toBe(401);
      expect(asVisitor.body.message).toBe('Você precisa entrar na sua conta.');
      const asUser = await user.browser.call(method, url, body);
      expect(asUser.status, `${method} ${url} as user`).toBe(403);
      expect(asUser.body).toEqual({ message: 'Acesso restrito a administradores.' });
    }
    const image = await png(40, 20);
    expect((await upload(visitor, image, 'image/png')).status).toBe(401);
    expect((await upload(user.browser, image, 'image/png')).status).toBe(403);
    // The refused calls changed nothing.
    expect((await auditOf('news', id)).map((row) => row.action)).toEqual(['news.create']);
    for (const [method, url, body] of calls) {
      const asAdmin = await admin.browser.call(method, url, body);
      expect([200, 201], `${method} ${url} as admin: ${JSON.stringify(asAdmin.body)}`).toContain(asAdmin.status);
    }
    expect((await upload(admin.browser, image, 'image/png')).status).toBe(201);
  });

  test('articles: draft, publish (appears on /api/news), edit, unpublish (gone), audited with before and after', async () => {
    const admin = await signedIn({ admin: true });
    const title = `Virada histórica no Maracanã ${unique('')}`;
    const created = await admin.browser.post('/api/admin/news', article({ title }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', publishedAt: null, title });
    // The stored HTML is the sanitised one: no script, no javascript: link.
    expect(created.body.bodyHtml).toContain('<h2>Primeiro tempo</h2>');
    expect(created.body.bodyHtml).not.toMatch(/<script|href="javascript/);
    const id = created.body.id as number;
    const publicTitles = async () =>
      ((await new TestClient(server.url).get('/api/news')).body.items as { title: string }[]).map((item) => item.title);
    expect(await publicTitles()).not.toContain(title);
    expect((await new TestClient(server.url).get(`/api/news/${id}`)).status).toBe(404);

    // Admin list: drafts included, filtered by status and by title (% is a plain character).
    const drafts = await admin.browser.get(`/api/admin/news?status=draft&q=${encodeURIComponent('Maracanã')}`);
    expect(drafts.body.items.map((item: { id: number }) => item.id)).toContain(id);
    expect((await admin.browser.get('/api/admin/news?status=published&q=Maracan')).body.items).toEqual([]);
    expect((await admin.browser.get('/api/admin/news?q=%25%25')).body.total).toBe(0);
    const badPage = await admin.browser.get('/api/admin/news?pageSize=7');
    expect(badPage.status).toBe(400);
    expect(badPage.body.message).toMatch(/10, 25, 50 ou 100/);

    clock.advance(MINUTE);
    const published = await admin.browser.post(`/api/admin/news/${id}/status`, { status: 'published' });
    expect(published.body).toMatchObject({ status: 'published', publishedAt: clock.now().toISOString() });
    expect(await publicTitles()).toContain(title);

    const edited = await admin.browser.put(
      `/api/admin/news/${id}`,
      article({ title: `${title} (atualizada)`, status: 'published' }),
    );
    expect(edited.status).toBe(200);
    // The first publication date stays.
    expect(edited.body.publishedAt).toBe(published.body.publishedAt);

    const unpublished = await admin.browser.post(`/api/admin/news/${id}/status`, { status: 'draft' });
    expect(unpublished.body.status).toBe('draft');
    expect(await publicTitles()).not.toContain(`${title} (atualizada)`);
    // Unpublishing again changes nothing and writes no row.
    expect((await admin.browser.post(`/api/admin/news/${id}/status`, { status: 'draft' })).status).toBe(200);

    const rows = await auditOf('news', id);
    expect(rows.map((row) => row.action)).toEqual(['news.create', 'news.publish', 'news.update', 'news.unpublish']);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ title, status: 'draft' });
    expect(rows[1]!.before).toEqual({ status: 'draft', publishedAt: null });
    expect(rows[1]!.after).toEqual({ status: 'published', publishedAt: published.body.publishedAt });
    expect(rows[2]!.before).toMatchObject({ title });
    expect(rows[2]!.after).toMatchObject({ title: `${title} (atualizada)` });
    expect(rows[3]!.after).toMatchObject({ status: 'draft' });

    // Bad input: Portuguese messages; unknown ids 404.
    const short = await admin.browser.post('/api/admin/news', article({ title: 'Oi' }));
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/[A-ZÁÉÍÓÚ].*\.$/);
    const taken = await admin.browser.post('/api/admin/news', article({ slug: edited.body.slug }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Já existe uma notícia com este endereço (slug). Escolha outro.');
    const missing = await admin.browser.post('/api/admin/news/999999/status', { status: 'published' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Notícia não encontrada.');
    expect((await admin.browser.get('/api/admin/news/999999')).status).toBe(404);
  });

  test('preview: the same sanitiser as the article page', async () => {
    const admin = await signedIn({ admin: true });
    const preview = await admin.browser.post('/api/admin/news/preview', {
      body: '# Título\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) [site](https://exemplo.test)',
    });
    expect(preview.status).toBe(200);
    expect(preview.body.html).toContain('<h2>Título</h2>');
    expect(preview.body.html).not.toMatch(/<img|<script|href="javascript/);
    expect(preview.body.html).toContain('rel="noopener noreferrer nofollow"');
    const created = await admin.browser.post(
      '/api/admin/news',
      article({ body: '# Título\n\ntexto', status: 'published' }),
    );
    const page = await new TestClient(server.url).get(`/api/news/${created.body.id}`);
    expect(page.body.bodyHtml).toBe(
      (await admin.browser.post('/api/admin/news/preview', { body: '# Título\n\ntexto' })).body.html,
    );
  });

  test('cover images: re-encoded to WebP under DATA_DIR, served read-only; wrong type, too large, fake bytes, traversal refused', async () => {
    const admin = await signedIn({ admin: true });
    const stored = await upload(admin.browser, await png(), 'image/png');
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    expect(stored.body.url).toMatch(/^\/uploads\/news\/[a-f0-9]{32}\.webp$/);
    const name = stored.body.url.split('/').pop() as string;
    expect(await readdir(path.join(dataDir, 'uploads', 'news'))).toContain(name);

    const served = await fetch(server.url + stored.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    // Metadata dropped.
    expect(meta.exif).toBeUndefined();

    // An article may use it as its cover.
    const withCover = await admin.browser.post('/api/admin/news', article({ coverImage: stored.body.url }));
    expect(withCover.status).toBe(201);

    const wrongType = await upload(admin.browser, Buffer.from('GIF89a'), 'image/gif');
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.message).toBe('Envie uma imagem JPEG, PNG ou WebP.');
    const json = await upload(admin.browser, Buffer.from('{}'), 'application/json');
    expect(json.status).toBe(415);

    const fake = await upload(admin.browser, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe('O arquivo enviado não é uma imagem JPEG, PNG ou WebP válida.');
    // Bytes that are not a picture at all.
    expect((await upload(admin.browser, Buffer.from('não é imagem'.repeat(50)), 'image/webp')).status).toBe(415);
    const empty = await upload(admin.browser, Buffer.alloc(0), 'image/jpeg');
    expect([400, 415]).toContain(empty.status);

    const huge = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const tooLarge = await upload(admin.browser, huge, 'image/jpeg');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('A imagem passa do limite de 5 MB.');

    // Only files stored by the upload are served: no other name, no other folder.
    for (const probe of [
      '/uploads/news/..%2F..%2Fpackage.json',
      '/uploads/news/%2e%2e%2fx.webp',
      '/uploads/news/',
      `/uploads/news/${name.replace('.webp', '.png')}`,
      `/uploads/news/${'0'.repeat(32)}.webp`,
    ]) {
      const response = await fetch(server.url + probe);
      expect(response.headers.get('content-type') ?? '', probe).not.toMatch(/image|javascript/);
      expect([404, 400], probe).toContain(response.status);
    }

    const uploads = await db()
      .select()
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.action} = 'news.image_upload' AND ${adminAuditLog.targetId} = ${name}`);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.after).toMatchObject({ url: stored.body.url, receivedType: 'image/png', width: 1600 });
  });

  test('updates and bonus offers: create, edit, (de)activate, delete, audited', async () => {
    const admin = await signedIn({ admin: true });
    const created = await admin.browser.post('/api/admin/updates', {
      version: '91.0.0',
      title: 'Painel de notícias',
      highlights: [{ icon: 'news', text: 'Artigos com prévia' }],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const again = await admin.browser.post('/api/admin/updates', {
      ...created.body,
      id: undefined,
      updatedAt: undefined,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Já existe uma atualização com a versão 91.0.0.');
    const edited = await admin.browser.call('PATCH', `/api/admin/updates/${id}`, { title: 'Painel de conteúdo' });
    expect(edited.body.title).toBe('Painel de conteúdo');
    expect(
      (await new TestClient(server.url).get('/api/updates')).body.updates.map((u: { title: string }) => u.title),
    ).toContain('Painel de conteúdo');
    expect((await admin.browser.call('DELETE', `/api/admin/updates/${id}`)).body.message).toBe('Atualização excluída.');
    expect((await admin.browser.call('DELETE', `/api/admin/updates/${id}`)).status).toBe(404);
    const updateRows = await auditOf('update', id);
    expect(updateRows.map((row) => row.action)).toEqual(['update.create', 'update.update', 'update.delete']);
    expect(updateRows[1]!.before).toMatchObject({ title: 'Painel de notícias' });
    expect(updateRows[1]!.after).toMatchObject({ title: 'Painel de conteúdo' });
    expect(updateRows[2]!.before).toMatchObject({ version: '91.0.0' });

    const offer = await admin.browser.post('/api/admin/bonus', {
      operator: 'Casa Teste',
      title: 'Aposta grátis',
      description: 'Uma descrição longa o bastante.',
      terms: 'Termos e condições completos.',
      ctaUrl: 'https://exemplo.test/oferta',
      expiresAt: new Date(clock.now().getTime() + 5 * DAY).toISOString(),
    });
    expect(offer.body.active).toBe(true);
    const publicOffers = async () =>
      (await new TestClient(server.url).get('/api/bonus')).body.offers.map((o: { id: number }) => o.id);
    expect(await publicOffers()).toContain(offer.body.id);
    const off = await admin.browser.call('PATCH', `/api/admin/bonus/${offer.body.id}`, { active: false });
    expect(off.body.active).toBe(false);
    expect(await publicOffers()).not.toContain(offer.body.id);
    const bad = await admin.browser.call('PATCH', `/api/admin/bonus/${offer.body.id}`, {
      ctaUrl: 'http://inseguro.test',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('O link da oferta deve ser um endereço https:// válido.');
    const bonusRows = await auditOf('bonus', offer.body.id);
    expect(bonusRows.map((row) => row.action)).toEqual(['bonus.create', 'bonus.update']);
    expect(bonusRows[1]!.before).toMatchObject({ active: true });
    expect(bonusRows[1]!.after).toMatchObject({ active: false });
  });

  test('plans: price and features after a recent password, validated in Portuguese, audited', async () => {
    const admin = await signedIn({ admin: true });
    const [original] = await db().select().from(plans).where(eq(plans.id, 'pro-monthly'));
    try {
      const listed = await admin.browser.get('/api/admin/plans');
      expect(listed.body.items.map((plan: { id: string }) => plan.id)).toContain('pro-monthly');

      const changed = await admin.browser.call('PATCH', '/api/admin/plans/pro-monthly', {
        priceCents: 2490,
        features: ['Previsões completas', 'Times ilimitados'],
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toMatchObject({ priceCents: 2490, features: ['Previsões completas', 'Times ilimitados'] });
      const onSale = (await new TestClient(server.url).get('/api/plans')).body;
      expect(JSON.stringify(onSale)).toContain('2490');

      for (const [body, message] of [
        [{ priceCents: 19.9 }, 'O preço deve ser em centavos inteiros.'],
        [{ priceCents: -1 }, 'O preço não pode ser negativo.'],
        [{ priceCents: 50 }, 'O preço de um plano pago deve ser de pelo menos R$ 1,00.'],
        [{}, 'Nada para alterar: informe pelo menos um campo.'],
      ] as const) {
        const refused = await admin.browser.call('PATCH', '/api/admin/plans/pro-monthly', body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.message).toBe(message);
      }
      const free = await admin.browser.call('PATCH', '/api/admin/plans/free', { priceCents: 990 });
      expect(free.body.message).toBe('O plano Grátis é sempre gratuito: o preço dele fica em R$ 0,00.');
      expect((await admin.browser.call('PATCH', '/api/admin/plans/nao-existe', { active: false })).status).toBe(404);

      // 16 minutes after signing in: the password again, then it goes through.
      clock.advance(16 * MINUTE);
      const refused = await admin.browser.call('PATCH', '/api/admin/plans/pro-monthly', { priceCents: 2990 });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        message: 'Por segurança, confirme sua senha para continuar.',
        errorType: REAUTH_ERROR_TYPE,
      });
      // Content that is not money goes on.
      expect((await admin.browser.post('/api/admin/news', article())).status).toBe(201);
      expect((await admin.browser.post('/api/admin/reauth', { password: 'segredo123' })).status).toBe(200);
      expect((await admin.browser.call('PATCH', '/api/admin/plans/pro-monthly', { priceCents: 2990 })).status).toBe(
        200,
      );

      const rows = (await auditOf('plan', 'pro-monthly')).slice(-2);
      expect(rows.map((row) => row.action)).toEqual(['plan.update', 'plan.update']);
      expect(rows[0]!.before).toMatchObject({ priceCents: original!.priceCents });
      expect(rows[0]!.after).toMatchObject({ priceCents: 2490 });
      expect(rows[1]!.before).toMatchObject({ priceCents: 2490 });
      expect(rows[1]!.after).toMatchObject({ priceCents: 2990 });
    } finally {
      await db()
        .update(plans)
        .set({ priceCents: original!.priceCents, features: original!.features })
        .where(eq(plans.id, 'pro-monthly'));
    }
  });

  test('plans: entitlements are plan data, edited after a recent password, audited, applied at once', async () => {
    const admin = await signedIn({ admin: true });
    const free = await signedIn();
    const [original] = await db().select().from(plans).where(eq(plans.id, 'free'));
    // Filled by the migration from what the code gave each tier.
    expect(original).toMatchObject({ fullPredictions: false, maxFollowedTeams: 3 });
    const [pro] = await db().select().from(plans).where(eq(plans.id, 'pro-annual'));
    expect(pro).toMatchObject({ fullPredictions: true, maxFollowedTeams: null });
    await insertLiveFixtures(db(), [
      { home: `Bragantino ${unique('')}`, away: `Cuiabá ${unique('')}`, kickoffAt: new Date(Date.now() + DAY) },
    ]);
    const teamIds = (await db().select({ id: teams.id }).from(teams).limit(2)).map((row) => row.id);
    expect(teamIds).toHaveLength(2);
    try {
      expect((await admin.browser.get('/api/admin/plans')).body.items).toContainEqual(
        expect.objectContaining({ id: 'free', fullPredictions: false, maxFollowedTeams: 3 }),
      );
      // The free user follows two teams today.
      expect((await free.browser.put('/api/user/follows', { teams: teamIds, matches: [] })).status).toBe(200);
      expect((await free.browser.put('/api/user/follows', { teams: [], matches: [] })).status).toBe(200);

      for (const [body, message] of [
        [{ maxFollowedTeams: 0 }, PLAN_FOLLOWED_TEAMS_MESSAGE],
        [{ maxFollowedTeams: 1001 }, PLAN_FOLLOWED_TEAMS_MESSAGE],
        [{ maxFollowedTeams: 2.5 }, PLAN_FOLLOWED_TEAMS_MESSAGE],
        [{ maxFollowedTeams: 'dez' }, PLAN_FOLLOWED_TEAMS_MESSAGE],
        [{ fullPredictions: 'sim' }, 'A opção de previsões completas deve ser verdadeiro ou falso.'],
      ] as const) {
        const refused = await admin.browser.call('PATCH', '/api/admin/plans/free', body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.message).toBe(message);
      }

      // Past the recent sign-in: the password first, like a price.
      clock.advance(16 * MINUTE);
      const asked = await admin.browser.call('PATCH', '/api/admin/plans/free', { maxFollowedTeams: 1 });
      expect(asked.status).toBe(403);
      expect(asked.body.errorType).toBe(REAUTH_ERROR_TYPE);
      expect((await db().select().from(plans).where(eq(plans.id, 'free')))[0]!.maxFollowedTeams).toBe(3);
      expect((await admin.browser.post('/api/admin/reauth', { password: 'segredo123' })).status).toBe(200);
      const changed = await admin.browser.call('PATCH', '/api/admin/plans/free', {
        maxFollowedTeams: 1,
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toMatchObject({ maxFollowedTeams: 1, fullPredictions: false });

      // Applied at once: the free user's entitlements and the follow limit.
      expect((await free.browser.get('/api/billing/entitlements')).body).toEqual({
        plan: 'free',
        fullPredictions: false,

        maxFollowedTeams: 1,
      });
      const refused = await free.browser.put('/api/user/follows', { teams: teamIds, matches: [] });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'No plano Grátis você pode seguir até 1 time. Assine o Pro para seguir quantos quiser.',
      );
      expect((await free.browser.put('/api/user/follows', { teams: [teamIds[0]], matches: [] })).status).toBe(200);
      // /plans shows what the plan now gives.
      const onSale = (await new TestClient(server.url).get('/api/plans')).body as {
        id: string;
        entitlements: unknown;
      }[];
      expect(onSale.find((plan) => plan.id === 'free')!.entitlements).toEqual({
        fullPredictions: false,

        maxFollowedTeams: 1,
      });

      const [row] = (await auditOf('plan', 'free')).slice(-1);
      expect(row!.action).toBe('plan.update');
      expect(row!.actorId).toBe(admin.id);
      expect(row!.before).toMatchObject({ maxFollowedTeams: 3 });
      expect(row!.after).toMatchObject({ maxFollowedTeams: 1 });

      // Back to no limit (null = unlimited), audited too.
      const unlimited = await admin.browser.call('PATCH', '/api/admin/plans/free', { maxFollowedTeams: null });
      expect(unlimited.body.maxFollowedTeams).toBeNull();
      expect((await free.browser.put('/api/user/follows', { teams: teamIds, matches: [] })).status).toBe(200);
    } finally {
      await db()
        .update(plans)
        .set({
          fullPredictions: original!.fullPredictions,
          maxFollowedTeams: original!.maxFollowedTeams,
        })
        .where(eq(plans.id, 'free'));
    }
  });

  test('articles: deleted for good (404 on /news/{id}), cover file removed unless shared, audited with the article', async () => {
    const admin = await signedIn({ admin: true });
    const coversDir = path.join(dataDir, 'uploads', 'news');
    const stored = await upload(admin.browser, await png(800, 400), 'image/png');
    expect(stored.status).toBe(201);
    const coverName = path.basename(stored.body.url as string);
    const title = `Notícia que será excluída ${unique('')}`;
    const created = await admin.browser.post(
      '/api/admin/news',
      article({ title, status: 'published', coverImage: stored.body.url }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    const visitor = new TestClient(server.url);
    expect((await visitor.get(`/api/news/${id}`)).status).toBe(200);
    expect((await fetch(`${server.url}/news/${id}`)).status).toBe(200);
    // A second article with the same cover: deleting it keeps the file the first one still shows.
    const sharing = await admin.browser.post('/api/admin/news', article({ coverImage: stored.body.url }));
    expect((await admin.browser.call('DELETE', `/api/admin/news/${sharing.body.id}`)).status).toBe(200);
    expect(await readdir(coversDir)).toContain(coverName);
    expect((await auditOf('news', sharing.body.id)).at(-1)!.after).toEqual({ coverRemoved: false });

    const deleted = await admin.browser.call('DELETE', `/api/admin/news/${id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toEqual({ message: 'Notícia excluída.' });
    // Gone from the public API and the admin area; the cover file gone from DATA_DIR.
    expect((await visitor.get(`/api/news/${id}`)).status).toBe(404);
    expect((await fetch(`${server.url}/news/${id}`)).status).toBe(404);
    expect(((await visitor.get('/api/news')).body.items as { id: number }[]).map((item) => item.id)).not.toContain(id);
    expect((await admin.browser.get(`/api/admin/news/${id}`)).status).toBe(404);
    expect(await readdir(coversDir)).not.toContain(coverName);
    expect((await visitor.get(stored.body.url as string)).status).toBe(404);
    // The audit row keeps the whole article (the only copy left).
    const rows = await auditOf('news', id);
    expect(rows.map((row) => row.action)).toEqual(['news.create', 'news.delete']);
    expect(rows[1]!.actorId).toBe(admin.id);
    expect(rows[1]!.before).toMatchObject({
      title,
      status: 'published',
      coverImage: stored.body.url,
      body: article().body,
    });
    expect(rows[1]!.after).toEqual({ coverRemoved: true });
    // Twice: 404 in Portuguese, no second audit row.
    const again = await admin.browser.call('DELETE', `/api/admin/news/${id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Notícia não encontrada.' });
    expect(await auditOf('news', id)).toHaveLength(2);
  });

  test('a deleted automatic report is never written again (its auto key is kept)', async () => {
    const admin = await signedIn({ admin: true });
    const repo = newsRepo(db());
    const key = `match:${900_000_000 + Math.floor(Math.random() * 99_000_000)}`;
    const generated = (at: Date) => ({
      slug: `relatorio-${unique('')}`,
      title: 'Relatório automático de teste',
      summary: 'Um resumo com mais de dez caracteres.',
      body: 'Texto.',
      bodyHtml: '<p>Texto.</p>',
      category: 'resumos',
      author: 'FutDados',
      status: 'published',
      automatic: true,
      autoKey: key,
      publishedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    const row = await repo.insertGenerated(generated(clock.now()));
    expect(row).not.toBeNull();
    expect((await admin.browser.call('DELETE', `/api/admin/news/${row!.id}`)).status).toBe(200);
    expect((await auditOf('news', row!.id)).at(-1)!.before).toMatchObject({ automatic: true });
    // What every report writer asks before writing: already there.
    expect(await repo.hasAutoKeys([key])).toEqual(new Set([key]));
    expect(await repo.insertGenerated(generated(clock.now()))).toBeNull();
    expect(await repo.byId(row!.id)).toBeUndefined();
  });
});
