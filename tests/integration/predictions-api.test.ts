// The AI API over the whole shipped dataset on a fixed demo-calendar clock: the published backtest
// recomputed from its own per-match list, the clock rule (nothing unplayed is revealed, even from
// stored rows), restart safety, and the Pro gate of the prediction endpoints.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { matches, predictionBacktest, users } from '@server/db/schema';
import { MODEL_VERSION } from '@server/modules/predictions/service';
import { addDays, ymdIn } from '@shared/datetime';
import {
  backtestSchema,
  backtestSummarySchema,
  dayPredictionsSchema,
  matchPredictionSchema,
  type Backtest,
  type MatchPrediction,
} from '@shared/predictions';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectDeclaredShape } from '../support/response-schema';
import { TestClient } from '../support/http-client';

/** Early October in the demo calendar: the 2025 Brasileirão is two thirds played. */
const NOW = new Date('2026-10-05T15:00:00Z');
const ENV = { DEMO_SHIFT_WEEKS: '52', LIVE_PROVIDER: 'off', EMAIL_VERIFICATION: 'off' };

// The scoring rules written out again here, independently of the server's code.
type Triple = [number, number, number];
const outcomeIndex = (home: number, away: number) => (home > away ? 0 : home === away ? 1 : 2);
function recompute(list: { p: Triple; home: number; away: number }[]) {
  let brier = 0,
    rps = 0,
    logLoss = 0;
  for (const { p, home, away } of list) {
    const o: Triple = [0, 0, 0];
    o[outcomeIndex(home, away)] = 1;
    brier += (p[0] - o[0]) ** 2 + (p[1] - o[1]) ** 2 + (p[2] - o[2]) ** 2;
    rps += ((p[0] - o[0]) ** 2 + (p[0] + p[1] - o[0] - o[1]) ** 2) / 2;
    logLoss -= Math.log(p[outcomeIndex(home, away)]);
  }
  const n = list.length;
  return { matches: n, brier: brier / n, rps: rps / n, logLoss: logLoss / n };
}

function expectSameScores(
  reported: { matches: number; brier: number; rps: number; logLoss: number },
  expected: ReturnType<typeof recompute>,
) {
  expect(reported.matches).toBe(expected.matches);
  expect(reported.brier).toBeCloseTo(expected.brier, 9);
  expect(reported.rps).toBeCloseTo(expected.rps, 9);
  expect(reported.logLoss).toBeCloseTo(expected.logLoss, 9);
}

describe.each(databaseKinds())('AI API on %s', (kind) => {
  let database: TestDatabase;
  let server: TestApp;
  const pro = new Set<number>();
  const extraApps: TestApp[] = [];
  let backtest: Backtest;

  /** Another server process over the same database (a restart, or another clock). */
  async function anotherApp(options: Parameters<typeof createTestApp>[0] = {}) {
    const app = await createTestApp({ db: database, env: ENV, ...options });
    extraApps.push(app);
    return app;
  }

  async function signUp(app: TestApp) {
    const browser = new TestClient(app.url);
    const name = `fan${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const response = await browser.post('/api/register', {
      username: name,
      email: `${name}@exemplo.test`,
      password: 'segredo123',
    });
    expect(response.status).toBe(201);
    return { browser, id: response.body.id as number };
  }

  /** The first day from NOW on with matches still to play, and its predictions as `client` sees them. */
  async function upcoming(client: TestClient) {
    for (let ahead = 0; ahead < 10; ahead++) {
      const date = addDays(ymdIn(NOW), ahead);
      const response = await client.get(`/api/ai/predictions?date=${date}`);
      expect(response.status).toBe(200);
      const body = dayPredictionsSchema.parse(response.body);
      if (body.predictions.length) return { date, response, body };
    }
    throw new Error('no upcoming matches in the next 10 days');
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await createTestApp({
      db: database,
      env: ENV,
      now: () => NOW,
      entitlements: async (userId) => ({ fullPredictions: userId !== null && pro.has(userId) }),
    });
    const report = await server.football.importData();
    expect(report.failed).toEqual([]);
    await server.predictions.refresh();
    await server.listen();
    // The backtest is sent as a ready JSON string: its body holds exactly the declared shape.
    const published = (await new TestClient(server.url).get('/api/ai/backtest')).body;
    expectDeclaredShape(backtestSchema, published);
    backtest = backtestSchema.parse(published);
  });
  afterAll(async () => {
    for (const app of extraApps) await app.close();
    await server.close();
    await database.drop();
  });

  test('GET /api/ai/backtest: every figure equals a recomputation from its own per-match list', async () => {
    expect(backtest.ready).toBe(true);
    expect(backtest.predictions.length).toBeGreaterThan(2500);
    for (const p of backtest.predictions) {
      for (const x of [p.pHome, p.pDraw, p.pAway]) expect(x > 0 && x < 1).toBe(true);
      expect(p.pHome + p.pDraw + p.pAway).toBeCloseTo(1, 9);
    }
    const list = (pick: (p: Backtest['predictions'][number]) => Triple, rows = backtest.predictions) =>
      rows.map((p) => ({ p: pick(p), home: p.homeScore, away: p.awayScore }));
    const model = (p: Backtest['predictions'][number]): Triple => [p.pHome, p.pDraw, p.pAway];

    expectSameScores(backtest.pooled, recompute(list(model)));
    expectSameScores(backtest.pooled.elo, recompute(list((p) => p.elo)));
    expectSameScores(backtest.pooled.baselines.frequency, recompute(list((p) => p.frequency)));
    expectSameScores(backtest.pooled.baselines.uniform, recompute(list(() => [1 / 3, 1 / 3, 1 / 3])));

    // The 2024/25 European seasons (seven leagues and the Champions League) and the 2025 Brasileirão.
    const names = backtest.leagues.map((l) => `${l.leagueName} ${l.season}`).sort();
    expect(names).toEqual(
      [
        'Brasileirão Série A 2025',
        'Bundesliga 2024/25',
        'Champions League 2024/25',
        'Eredivisie 2024/25',
        'La Liga 2024/25',
        'Liga Portugal 2024/25',
        'Ligue 1 2024/25',
        'Premier League 2024/25',
        'Serie A (Itália) 2024/25',
      ].sort(),
    );
    for (const league of backtest.leagues) {
      const rows = backtest.predictions.filter((p) => p.leagueId === league.leagueId && p.seasonId === league.seasonId);
      expectSameScores(league, recompute(list(model, rows)));
      expectSameScores(league.elo, recompute(list((p) => p.elo, rows)));
      expectSameScores(league.baselines.frequency, recompute(list((p) => p.frequency, rows)));
      expectSameScores(league.baselines.uniform, recompute(list(() => [1 / 3, 1 / 3, 1 / 3], rows)));
      // The aim of the issue, kept as a guard: better than both baselines in every league.
      expect(league.brier).toBeLessThan(league.baselines.uniform.brier);
      expect(league.brier).toBeLessThan(league.baselines.frequency.brier);
    }
    expect(backtest.leagues.reduce((sum, l) => sum + l.matches, 0)).toBe(backtest.predictions.length);

    // Calibration: 10 bins over the three outcomes of every match.
    const bins = Array.from({ length: 10 }, () => ({ count: 0, p: 0, hit: 0 }));
    for (const p of backtest.predictions) {
      model(p).forEach((x, i) => {
        const bin = bins[Math.min(9, Math.floor(x * 10))];
        bin.count += 1;
        bin.p += x;
        bin.hit += outcomeIndex(p.homeScore, p.awayScore) === i ? 1 : 0;
      });
    }
    expect(backtest.calibration).toHaveLength(10);
    backtest.calibration.forEach((bin, i) => {
      expect(bin.count).toBe(bins[i].count);
      if (bin.count) {
        expect(bin.meanPredicted).toBeCloseTo(bins[i].p / bins[i].count, 9);
        expect(bin.observed).toBeCloseTo(bins[i].hit / bins[i].count, 9);
      }
    });
  });

  test('the clock rule: only matches finished before now are in the backtest, stored rows included', async () => {
    const db = database.database.db;
    const ids = backtest.predictions.map((p) => p.matchId);
    const rows = await db.select().from(matches).where(inArray(matches.id, ids));
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) {
      expect([3, 31, 32]).toContain(row.status);
      expect(row.kickoffAt.getTime()).toBeLessThan(NOW.getTime());
    }
    // The 2025 Brasileirão is only partly played on this clock, though the data has every result.
    const all = await db
      .select()
      .from(matches)
      .where(eq(matches.seasonId, backtest.leagues.find((l) => l.season === '2025')!.seasonId));
    const known = all.filter((m) => m.ftHome !== null);
    const played = all.filter((m) => m.kickoffAt < NOW && [3, 31, 32].includes(m.status));
    expect(known.length).toBe(380);
    expect(played.length).toBeGreaterThan(200);
    expect(played.length).toBeLessThan(380);
    const listed = new Set(ids);
    expect(all.filter((m) => listed.has(m.id)).length).toBe(played.length);
    expect(all.some((m) => m.kickoffAt > NOW && listed.has(m.id))).toBe(false);

    // A server whose clock says two weeks earlier reads the same stored rows, and shows none after it.
    const earlier = new Date(NOW.getTime() - 14 * 86_400_000);
    const past = await anotherApp({ now: () => earlier });
    const response = await past.app.inject({ method: 'GET', url: '/api/ai/backtest' });
    const seen = backtestSchema.parse(response.json());
    const kickoff = new Map(rows.map((r) => [r.id, r.kickoffAt.getTime()]));
    expect(seen.predictions.length).toBeGreaterThan(0);
    expect(seen.predictions.length).toBeLessThan(backtest.predictions.length);
    expect(seen.predictions.every((p) => kickoff.get(p.matchId)! < earlier.getTime())).toBe(true);
    expect(seen.predictions.length).toBe(
      backtest.predictions.filter((p) => kickoff.get(p.matchId)! < earlier.getTime()).length,
    );
  });

  test('restart-safe: a new process answers from the stored backtest and recomputes nothing', async () => {
    const restarted = await anotherApp({ now: () => NOW });
    const pending = await restarted.app.inject({ method: 'GET', url: '/api/ai/backtest/summary' });
    expectDeclaredShape(backtestSummarySchema, pending.json());
    const summary = backtestSummarySchema.parse(pending.json());
    expect(summary.ready).toBe(false);
    // Not kept by the browser while still being computed (the page polls until it is ready).
    expect(pending.headers['cache-control']).toBe('no-store');
    expect(summary.pooled).toEqual(backtest.pooled);
    expect(summary.leagues).toEqual(backtest.leagues);
    expect('predictions' in summary).toBe(false);
    await restarted.predictions.refresh();
    const done = await restarted.app.inject({ method: 'GET', url: '/api/ai/backtest' });
    expect(done.headers['cache-control']).toBe('public, max-age=60');
    const after = backtestSchema.parse(done.json());
    expect(after.ready).toBe(true);
    expect(after.computedAt).toBe(backtest.computedAt);
    expect(after.predictions).toEqual(backtest.predictions);
  });

  test('stored rows of another model version are never served: deleted and recomputed', async () => {
    const db = database.database.db;
    const [first, second] = backtest.predictions;
    // Rows left by an older model (another version string), with other figures.
    await db
      .update(predictionBacktest)
      .set({ modelVersion: 'dixon-coles-1|0.0025|4|-0.2|-0.2', pHome: 0.9, pDraw: 0.05, pAway: 0.05 })
      .where(inArray(predictionBacktest.matchId, [first.matchId, second.matchId]));
    const restarted = await anotherApp({ now: () => NOW });
    const pending = backtestSchema.parse(
      (await restarted.app.inject({ method: 'GET', url: '/api/ai/backtest' })).json(),
    );
    expect(pending.model.version).toBe(MODEL_VERSION);
    const served = new Set(pending.predictions.map((p) => p.matchId));
    expect(served.has(first.matchId) || served.has(second.matchId)).toBe(false);
    await restarted.predictions.refresh();
    const rows = await db
      .select()
      .from(predictionBacktest)
      .where(inArray(predictionBacktest.matchId, [first.matchId, second.matchId]));
    expect(rows.map((r) => r.modelVersion)).toEqual([MODEL_VERSION, MODEL_VERSION]);
    const after = backtestSchema.parse((await restarted.app.inject({ method: 'GET', url: '/api/ai/backtest' })).json());
    expect(after.predictions).toEqual(backtest.predictions);
  });

  test('a visitor and a free user get the favourite and its band, never the numbers', async () => {
    const free = await signUp(server);
    for (const client of [new TestClient(server.url), free.browser]) {
      const { response, body } = await upcoming(client);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(body.access).toBe('limited');
      for (const { match, prediction } of body.predictions) {
        expect(match.status === 0 || [1, 11, 12, 13, 14].includes(match.status)).toBe(true);
        expect(prediction.access).toBe('limited');
        expect(prediction.full).toBeNull();
        expect(prediction.favourite.band.to - prediction.favourite.band.from).toBeCloseTo(0.1, 9);
        // The why everyone sees is words only: no figure slips past the gate through it.
        expect(prediction.favourite.reason.length).toBeGreaterThan(20);
        expect(prediction.favourite.reason).not.toMatch(/\d/);
      }
      const text = JSON.stringify(response.body);
      for (const hidden of [
        'pHome',
        'pDraw',
        'pAway',
        'expectedGoals',
        'topScores',
        'explanation',
        'over25',
        'bothTeamsScore',
      ])
        expect(text).not.toContain(hidden);
    }
  });

  test('a Pro user gets everything, consistent with the favourite everyone sees', async () => {
    const fan = await signUp(server);
    pro.add(fan.id);
    const { body, date } = await upcoming(fan.browser);
    expect(body.access).toBe('full');
    const limited = (await upcoming(new TestClient(server.url))).body;
    expect(limited.date).toBe(date);
    for (const [index, { match, prediction }] of body.predictions.entries()) {
      const full = prediction.full!;
      expect(full.pHome + full.pDraw + full.pAway).toBeCloseTo(1, 3);
      expect(full.over25 + full.under25).toBeCloseTo(1, 3);
      expect(full.topScores).toHaveLength(5);
      expect(full.expectedGoals.home).toBeGreaterThan(0);
      const best = Math.max(full.pHome, full.pDraw, full.pAway);
      expect(prediction.favourite.band.from).toBeLessThanOrEqual(best + 1e-4);
      expect(prediction.favourite.band.to).toBeGreaterThan(best - 1e-4);
      expect(prediction.favourite.outcome).toBe(best === full.pHome ? 'home' : best === full.pAway ? 'away' : 'draw');
      expect(full.explanation.length).toBeGreaterThanOrEqual(3);
      expect(full.explanation.join(' ')).toContain(match.homeTeam.name);
      // The free answer shows the same favourite and band.
      expect(limited.predictions[index].prediction.favourite).toEqual(prediction.favourite);
    }
    pro.delete(fan.id);
    expect((await upcoming(fan.browser)).body.access).toBe('limited');
  });

  test('GET /api/ai/predictions/{matchId}: gated the same way; finished, unknown and malformed ids are 404', async () => {
    const fan = await signUp(server);
    const { body } = await upcoming(new TestClient(server.url));
    const id = body.predictions[0].match.id;
    const visitor = await new TestClient(server.url).get(`/api/ai/predictions/${id}`);
    expect(visitor.status).toBe(200);
    const limited: MatchPrediction = matchPredictionSchema.parse(visitor.body);
    expect(limited.prediction.full).toBeNull();
    expect(JSON.stringify(visitor.body)).not.toContain('pHome');

    pro.add(fan.id);
    const full = matchPredictionSchema.parse((await fan.browser.get(`/api/ai/predictions/${id}`)).body);
    expect(full.prediction.access).toBe('full');
    expect(full.prediction.full!.topScores).toHaveLength(5);
    expect(full.prediction.favourite).toEqual(limited.prediction.favourite);
    pro.delete(fan.id);

    const finishedId = backtest.predictions[0].matchId;
    const finished = await fan.browser.get(`/api/ai/predictions/${finishedId}`);
    expect(finished.status).toBe(404);
    expect(finished.body.message).toMatch(/ainda não terminaram/);
    for (const bad of ['999999999', 'abc', '-1', '1.5']) {
      const response = await fan.browser.get(`/api/ai/predictions/${bad}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Partida não encontrada');
    }
  });

  test('the default gate (until billing): admins get the numbers, other accounts and visitors do not', async () => {
    const app = await anotherApp({ now: () => NOW });
    await app.listen();
    const admin = await signUp(app);
    const member = await signUp(app);
    await database.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const asAdmin = (await upcoming(admin.browser)).body;
    expect(asAdmin.access).toBe('full');
    expect(asAdmin.predictions.every((p) => p.prediction.full !== null)).toBe(true);
    const asMember = (await upcoming(member.browser)).body;
    expect(asMember.access).toBe('limited');
    expect(asMember.predictions.every((p) => p.prediction.full === null)).toBe(true);
    expect((await upcoming(new TestClient(app.url))).body.access).toBe('limited');
    // A forged cookie is a visitor.
    const forged = new TestClient(app.url);
    forged.cookie = 'x'.repeat(43);
    expect((await upcoming(forged)).body.access).toBe('limited');
  });

  test('new results: the refresh (not the request) refits, and the backtest grows by their rows only', async () => {
    let clock = NOW;
    const app = await anotherApp({ now: () => clock });
    await app.predictions.refresh();
    const brasileirao = backtest.leagues.find((l) => l.season === '2025')!;
    const before = await app.predictions.modelOf(brasileirao.leagueId);
    // The fit learns from every played match of the season (and, with less weight, earlier seasons).
    expect(before!.matches).toBeGreaterThanOrEqual(brasileirao.matches);

    // A week later in the demo calendar: that week's matches are settled (as the timer in main.ts does).
    clock = new Date(NOW.getTime() + 7 * 86_400_000);
    const settled = await app.football.settleMatches(clock);
    expect(settled.length).toBeGreaterThan(0);
    // Asking does not refit: the fit changes only when the refresh runs (off the request path).
    expect((await app.predictions.modelOf(brasileirao.leagueId))!.matches).toBe(before!.matches);
    await app.predictions.refresh();
    const after = await app.predictions.modelOf(brasileirao.leagueId);
    expect(after!.matches).toBeGreaterThan(before!.matches);
    expect(after!.at).toBe(clock.getTime());

    const grown = await app.predictions.backtest();
    const grownLeague = grown.leagues.find((l) => l.seasonId === brasileirao.seasonId)!;
    // The fit and the backtest grew by the same newly finished matches.
    expect(grownLeague.matches - brasileirao.matches).toBe(after!.matches - before!.matches);
    // Earlier predictions are untouched: each used only the results from before its own day.
    const earlier = new Map(backtest.predictions.map((p) => [p.matchId, p]));
    const kept = grown.predictions.filter((p) => earlier.has(p.matchId));
    expect(kept).toHaveLength(backtest.predictions.length);
    expect(kept).toEqual(backtest.predictions);

    // The server whose clock still says NOW shows none of the new rows.
    const still = backtestSchema.parse((await new TestClient(server.url).get('/api/ai/backtest')).body);
    expect(still.predictions.map((p) => p.matchId)).toEqual(backtest.predictions.map((p) => p.matchId));
  });

  test('bad date or league is a 400 with a Portuguese message', async () => {
    for (const [url, field] of [
      ['/api/ai/predictions?date=2026-02-30', /^A data deve ser um dia válido/],
      ['/api/ai/predictions?date=ontem', /^A data deve ser um dia válido/],
      ['/api/ai/predictions?league=abc', /^A liga /],
    ] as const) {
      const response = await new TestClient(server.url).get(url);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(field);
    }
  });
});
