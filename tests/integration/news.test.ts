// News on PGlite and PostgreSQL: automatic reports of finished matches (one per match and one per
// played round, not two after a restart, none for matches older than the report window), a match the
// live feed finishes gets its report and the teams' followers are told once, the list's filters and
// pages, the article with its related match, drafts and unknown ids as 404, and the editor's
// validation.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newsArticleSchema, newsListSchema } from '@shared/news';
import { NEWS_PAGE_SIZE } from '@shared/news-rules';
import { NEWS_MESSAGES } from '@server/modules/news';
import { DomainError } from '@server/domain-errors';
import { STATUS_OF_MEANING } from '@server/plugins/errors';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertLiveFixtures } from '../support/live-fixtures';
import { recordingNotifier } from '../support/billing';
import { eq } from 'drizzle-orm';
import { notificationPreferences, notifications, teamFollows, users } from '@server/db/schema';

const NOW = new Date('2026-03-20T18:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ENV = { LIVE_PROVIDER: 'off', EMAIL_VERIFICATION: 'off' };

describe.each(databaseKinds())('news on %s', (kind) => {
  let database: TestDatabase;
  let server: TestApp;
  const apps: TestApp[] = [];
  let ids: number[];
  let oldMatch: number;
  let liveMatch: number;
  const notifier = recordingNotifier();
  /** User 7 follows every team with news alerts on. */
  const followers = async (teamIds: number[]) => (teamIds.length ? [7] : []);

  const start = async () => {
    const app = await createTestApp({
      kind,
      db: database,
      env: ENV,
      now: () => NOW,
      news: { backfill: false, notifier: notifier as never, followers },
    });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // One round of two matches, both finished two days ago; Flamengo also won a week before (another round).
    ids = await insertLiveFixtures(database.database.db, [
      {
        home: 'Flamengo',
        away: 'Vasco',
        kickoffAt: new Date(NOW.getTime() - 2 * DAY),
        status: 3,
        homeScore: 2,
        awayScore: 1,
        ht: [1, 0],
        ft: [2, 1],
        goals: [
          { side: 'home', player: 'Pedro', minute: 12 },
          { side: 'away', player: 'Vegetti', minute: 55 },
          { side: 'home', player: 'Arrascaeta', minute: 90, offset: 3 },
        ],
      },
      {
        home: 'Palmeiras',
        away: 'Santos',
        kickoffAt: new Date(NOW.getTime() - 2 * DAY + 2 * HOUR),
        status: 3,
        homeScore: 0,
        awayScore: 0,
        ht: [0, 0],
        ft: [0, 0],
      },
    ]);
    [oldMatch] = await insertLiveFixtures(database.database.db, [
      {
        home: 'Grêmio',
        away: 'Inter',
        kickoffAt: new Date(NOW.getTime() - 9 * DAY),
        status: 3,
        homeScore: 1,
        awayScore: 1,
        ft: [1, 1],
      },
    ]);
    [liveMatch] = await insertLiveFixtures(database.database.db, [
      {
        home: 'Bahia',
        away: 'Vitória',
        kickoffAt: new Date(NOW.getTime() - 2 * HOUR),
        status: 12,
        homeScore: 0,
        awayScore: 0,
        ft: [1, 0],
        goals: [{ side: 'home', player: 'Everaldo', minute: 80 }],
      },
    ]);
    server = await start();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  test('the start-up backfill writes one report per finished match of the window and one round summary', async () => {
    expect(await server.news.backfill()).toBe(3);
    const list = newsListSchema.parse((await server.app.inject({ url: '/api/news' })).json());
    expect(list.total).toBe(3);
    const titles = list.items.map((item) => item.title).sort();
    expect(titles).toEqual(
      [
        'Brasileirão Série A: Flamengo vence Vasco por 2 a 1',
        'Brasileirão Série A: Palmeiras e Santos empatam em 0 a 0',
        'Brasileirão Série A: Rodada 1 em resumo',
      ].sort(),
    );
    expect(list.items.every((item) => item.automatic && item.author === 'FutDados')).toBe(true);
    // Nothing about the match nine days ago (outside NEWS_REPORT_DAYS = 7).
    expect(list.items.some((item) => item.teams.some((team) => team.name === 'Grêmio'))).toBe(false);
    expect(await server.news.reportMatches([oldMatch])).toBe(0);
    // Old matches found at start are not announced.
    expect(notifier.sent).toHaveLength(0);
  });

  test('a restart writes nothing twice', async () => {
    const again = await start();
    expect(await again.news.backfill()).toBe(0);
    // Even when asked directly, concurrently.
    const results = await Promise.all([again.news.reportMatches(ids), server.news.reportMatches(ids)]);
    expect(results).toEqual([0, 0]);
    const list = newsListSchema.parse((await again.app.inject({ url: '/api/news' })).json());
    expect(list.total).toBe(3);
  });

  test('the report says the facts: result, scorers with minutes, half time, table and head-to-head', async () => {
    const list = newsListSchema.parse((await server.app.inject({ url: '/api/news?category=resumos' })).json());
    const item = list.items.find((i) => i.title.includes('Flamengo vence Vasco'))!;
    const response = await server.app.inject({ url: `/api/news/${item.id}` });
    expect(response.statusCode).toBe(200);
    const article = newsArticleSchema.parse(response.json());
    expect(article.bodyHtml).toContain('Resumo automático');
    expect(article.bodyHtml).toContain(
      'Flamengo venceu em casa por 2 a 1 em 18/03/2026 (Brasileirão Série A, Rodada 1).',
    );
    expect(article.bodyHtml).toContain('No intervalo, Flamengo vencia por 1 a 0.');
    expect(article.bodyHtml).toContain("12' Pedro (Flamengo)");
    expect(article.bodyHtml).toContain("55' Vegetti (Vasco)");
    expect(article.bodyHtml).toContain("90+3' Arrascaeta (Flamengo)");
    // Palmeiras and Santos played later: in the table as it stood, with no games yet.
    expect(article.bodyHtml).toContain(
      'Com o resultado, Flamengo aparece na liderança, com 3 pontos, 3 pontos à frente',
    );
    expect(article.bodyHtml).toContain('. Vasco aparece em 4º lugar, com 0 pontos, a 3 pontos do líder, Flamengo.');
    expect(article.bodyHtml).toContain('Foi o primeiro confronto entre Flamengo e Vasco nos dados disponíveis.');
    expect(article.bodyHtml).toContain(`href="/match/${ids[0]}"`);
    expect(article.matches.map((m) => m.id)).toEqual([ids[0]]);
    expect(article.teams.map((t) => t.name)).toEqual(['Flamengo', 'Vasco']);
    expect(article.leagues.map((l) => l.name)).toEqual(['Brasileirão Série A']);
    expect(article.category).toBe('resumos');
  });

  test('a match the live feed finishes gets its report at once, announced once to its followers', async () => {
    await server.live.applyChanges([
      { matchId: liveMatch, status: 3, minute: null, homeScore: 1, awayScore: 0, newGoals: [] },
    ]);
    await server.news.idle();
    // A second "finished" change (a provider re-sending) writes and announces nothing new.
    await server.live.applyChanges([
      { matchId: liveMatch, status: 3, minute: null, homeScore: 1, awayScore: 0, newGoals: [] },
    ]);
    await server.news.idle();
    const list = newsListSchema.parse((await server.app.inject({ url: '/api/news' })).json());
    const bahia = list.items.filter((i) => i.teams.some((t) => t.name === 'Bahia'));
    // The report and, since the round had one match, its summary.
    expect(bahia.map((i) => i.category).sort()).toEqual(['resumos', 'rodadas']);
    const report = bahia.find((i) => i.category === 'resumos')!;
    expect(report.title).toBe('Brasileirão Série A: Bahia vence Vitória por 1 a 0');
    // Published on the app's clock, the newest in the list.
    expect(list.items[0].publishedAt <= NOW.toISOString()).toBe(true);
    const reportNotes = notifier.sent.filter((n) => n.key === `news:${report.id}`);
    expect(reportNotes).toEqual([
      {
        userIds: [7],
        payload: { type: 'news', title: report.title, message: report.summary, actionUrl: `/news/${report.id}` },
        key: `news:${report.id}`,
      },
    ]);
    expect(notifier.sent).toHaveLength(2);
  });

  test('with the real notification centre: followers of the teams with the news preference on are told once', async () => {
    const db = database.database.db;
    const [kickoff] = await insertLiveFixtures(db, [
      {
        home: 'Ceará',
        away: 'Fortaleza',
        kickoffAt: new Date(NOW.getTime() - 2 * HOUR),
        status: 12,
        homeScore: 0,
        awayScore: 0,
      },
    ]);
    // The default wiring: notify() of the notification centre, followers from its follows and preferences.
    const wired = await createTestApp({ kind, db: database, env: ENV, now: () => NOW, news: { backfill: false } });
    apps.push(wired);
    const [fan, quiet, other] = await db
      .insert(users)
      .values(
        ['torcedor', 'silencioso', 'outro'].map((name) => ({
          username: `${name}_${kind}`,
          email: `${name}-${kind}@exemplo.test`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    const [match] = await wired.football.matchesByIds([kickoff]);
    await db.insert(teamFollows).values([
      { userId: fan.id, teamId: match.homeTeam.id },
      { userId: quiet.id, teamId: match.awayTeam.id },
    ]);
    await db.insert(notificationPreferences).values({ userId: quiet.id, news: false });
    await wired.live.applyChanges([
      { matchId: kickoff, status: 3, minute: null, homeScore: 0, awayScore: 0, newGoals: [] },
    ]);
    await wired.news.idle();
    // The provider re-sending the final state announces nothing again.
    await wired.live.applyChanges([
      { matchId: kickoff, status: 3, minute: null, homeScore: 0, awayScore: 0, newGoals: [] },
    ]);
    await wired.news.idle();
    const newsOf = async (userId: number) =>
      (await db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.type === 'news');
    const received = await newsOf(fan.id);
    // The match report and the round summary (the round had this one match).
    expect(received.map((n) => n.title).sort()).toEqual(
      ['Brasileirão Série A: Ceará e Fortaleza empatam em 0 a 0', 'Brasileirão Série A: Rodada 1 em resumo'].sort(),
    );
    expect(received.every((n) => /^\/news\/\d+$/.test(n.actionUrl ?? ''))).toBe(true);
    expect(await newsOf(quiet.id)).toEqual([]);
    expect(await newsOf(other.id)).toEqual([]);
  });

  test('filters by category and team, pages of 12, and a page past the end is empty', async () => {
    const rounds = newsListSchema.parse((await server.app.inject({ url: '/api/news?category=rodadas' })).json());
    expect(rounds.items.every((i) => i.category === 'rodadas')).toBe(true);
    expect(rounds.total).toBe(3);
    const all = newsListSchema.parse((await server.app.inject({ url: '/api/news' })).json());
    const vasco = all.items.find((i) => i.title.includes('Vasco'))!.teams.find((t) => t.name === 'Vasco')!;
    const byTeam = newsListSchema.parse((await server.app.inject({ url: `/api/news?team=${vasco.id}` })).json());
    expect(byTeam.items.map((i) => i.title).sort()).toEqual(
      ['Brasileirão Série A: Flamengo vence Vasco por 2 a 1', 'Brasileirão Série A: Rodada 1 em resumo'].sort(),
    );
    for (let n = 0; n < NEWS_PAGE_SIZE; n++) {
      await server.news.create({
        title: `Nota do editor número ${n + 1}`,
        summary: 'Um texto curto de resumo.',
        body: 'Texto.',
        category: 'noticias',
        author: 'Redação',
        status: 'published',
      });
    }
    const first = newsListSchema.parse((await server.app.inject({ url: '/api/news' })).json());
    expect(first.items).toHaveLength(NEWS_PAGE_SIZE);
    expect(first.totalPages).toBe(2);
    const second = newsListSchema.parse((await server.app.inject({ url: '/api/news?page=2' })).json());
    expect(second.items).toHaveLength(first.total - NEWS_PAGE_SIZE);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(first.total);
    const past = newsListSchema.parse((await server.app.inject({ url: '/api/news?page=9' })).json());
    expect(past.items).toEqual([]);
    const bad = await server.app.inject({ url: '/api/news?category=fofoca' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^A categoria /);
  });

  test('unknown ids and drafts are 404 with a Portuguese message', async () => {
    for (const id of ['999999', 'abc', '1.5', '-1']) {
      const response = await server.app.inject({ url: `/api/news/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: NEWS_MESSAGES.notFound });
    }
    const draft = await server.news.create({
      title: 'Rascunho ainda não publicado',
      summary: 'Ainda em revisão pela redação.',
      body: 'Texto.',
      category: 'analises',
      author: 'Redação',
    });
    expect(draft.status).toBe('draft');
    expect((await server.app.inject({ url: `/api/news/${draft.id}` })).statusCode).toBe(404);
    // Publishing it makes it visible, dated now, and announced once.
    const before = notifier.sent.length;
    const published = await server.news.update(draft.id, {
      title: 'Rascunho agora publicado',
      summary: 'Ainda em revisão pela redação.',
      body: 'Olá <script>alert(1)</script> [link](javascript:alert(1))',
      category: 'analises',
      author: 'Redação',
      status: 'published',
    });
    expect(published.publishedAt?.toISOString()).toBe(NOW.toISOString());
    const article = newsArticleSchema.parse((await server.app.inject({ url: `/api/news/${draft.id}` })).json());
    expect(article.bodyHtml).not.toMatch(/<script|<a |href="javascript/i);
    expect(article.slug).toBe('rascunho-agora-publicado');
    // No teams: nobody to tell.
    expect(notifier.sent.length).toBe(before);
  });

  test('the editor input is validated with Portuguese messages', async () => {
    const valid = {
      title: 'Uma notícia válida',
      summary: 'Resumo com tamanho suficiente.',
      body: 'Texto.',
      category: 'noticias',
      author: 'Redação',
    };
    const failure = async (input: unknown) => {
      try {
        await server.news.create(input);
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
        return { status: STATUS_OF_MEANING[(error as DomainError).meaning], message: (error as Error).message };
      }
      throw new Error('accepted');
    };
    expect(await failure({ ...valid, title: 'abc' })).toEqual({
      status: 400,
      message: 'O título deve ter pelo menos 5 caracteres.',
    });
    expect((await failure({ ...valid, category: 'fofoca' })).message).toMatch(/^A categoria /);
    expect((await failure({ ...valid, coverImage: 'javascript:alert(1)' })).message).toBe(
      'A imagem de capa deve ser um endereço https ou do próprio site.',
    );
    expect(await failure({ ...valid, teamIds: [99_999_999] })).toEqual({
      status: 400,
      message: NEWS_MESSAGES.unknownTeam,
    });
    expect(await failure({ ...valid, matchIds: [99_999_999] })).toEqual({
      status: 400,
      message: NEWS_MESSAGES.unknownMatch,
    });
    await server.news.create({ ...valid, slug: 'endereco-unico' });
    expect(await failure({ ...valid, slug: 'endereco-unico' })).toEqual({
      status: 409,
      message: NEWS_MESSAGES.slugTaken,
    });
    await expect(server.news.update(99_999_999, valid)).rejects.toThrow(NEWS_MESSAGES.notFound);
  });
});
