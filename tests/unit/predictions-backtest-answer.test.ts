// The settings' last step (Dixon–Coles mixed with Elo, draws calibrated), the model version that
// keeps stored rows of other settings from being served, and the published answer: its pooled and
// per-league figures recomputed, independently, from the per-match list GET /api/ai/backtest sends.
import { describe, expect, test } from 'vitest';
import { backtestSchema, type Backtest } from '@shared/predictions';
import { backtestLeague, type HistoricResult } from '@server/modules/predictions/backtest';
import type { StoredBacktestRow } from '@server/modules/predictions/repo';
import { combine, MODEL_SETTINGS, modelVersion } from '@server/modules/predictions/settings';
import { MODEL_VERSION } from '@server/modules/predictions/service';
import { summarizeBacktest } from '@server/modules/predictions/summary';
import { favouriteReason } from '@server/modules/predictions/explanation';

const DAY = 86_400_000;

/** Two double round robins of 10 teams, goals drawn from Poisson rates set by each team's strength. */
function league(): HistoricResult[] {
  let seed = 11;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const poisson = (rate: number) => {
    let k = 0;
    for (let p = Math.exp(-rate), s = p, u = next(); u > s; k++) s += p *= rate / (k + 1);
    return k;
  };
  const results: HistoricResult[] = [];
  let day = 0;
  for (let season = 1; season <= 2; season++) {
    for (let home = 1; home <= 10; home++) {
      for (let away = 1; away <= 10; away++) {
        if (home === away) continue;
        results.push({
          matchId: results.length + 1,
          competitionId: 1,
          seasonId: season,
          homeId: home,
          awayId: away,
          homeGoals: poisson(1.5 * Math.exp((5 - home) / 10 - (5 - away) / 12)),
          awayGoals: poisson(1.1 * Math.exp((5 - away) / 10 - (5 - home) / 12)),
          at: Date.UTC(2024, 7, 1, 18) + Math.floor(day) * DAY,
        });
        day += 0.4;
      }
    }
  }
  return results;
}

type Triple = [number, number, number];
const outcome = (home: number, away: number) => (home > away ? 0 : home === away ? 1 : 2);
/** Mean Brier, RPS and log loss written out again, not the server's code. */
function recompute(list: { p: Triple; home: number; away: number }[]) {
  let brier = 0,
    rps = 0,
    loss = 0;
  for (const { p, home, away } of list) {
    const o: Triple = [0, 0, 0];
    o[outcome(home, away)] = 1;
    brier += (p[0] - o[0]) ** 2 + (p[1] - o[1]) ** 2 + (p[2] - o[2]) ** 2;
    rps += ((p[0] - o[0]) ** 2 + (p[0] + p[1] - o[0] - o[1]) ** 2) / 2;
    loss -= Math.log(p[outcome(home, away)]);
  }
  return { matches: list.length, brier: brier / list.length, rps: rps / list.length, logLoss: loss / list.length };
}

describe('predictions settings', () => {
  const dc = { pHome: 0.5, pDraw: 0.25, pAway: 0.25 };
  const elo = { pHome: 0.3, pDraw: 0.3, pAway: 0.4 };

  test('combine: weight 0 and factor 1 keep Dixon–Coles; the mix is linear; the draw factor keeps the sum 1', () => {
    expect(combine(dc, elo, { eloWeight: 0, drawFactor: 1 })).toEqual(dc);
    const half = combine(dc, elo, { eloWeight: 0.5, drawFactor: 1 });
    expect(half.pHome).toBeCloseTo(0.4, 12);
    expect(half.pDraw).toBeCloseTo(0.275, 12);
    expect(half.pAway).toBeCloseTo(0.325, 12);
    const drawn = combine(dc, elo, { eloWeight: 0, drawFactor: 1.2 });
    expect(drawn.pDraw).toBeCloseTo(0.3, 12);
    expect(drawn.pHome + drawn.pDraw + drawn.pAway).toBeCloseTo(1, 12);
    // Home and away keep their ratio.
    expect(drawn.pHome / drawn.pAway).toBeCloseTo(2, 12);
  });

  test('the stored version changes with every setting, so rows of other settings are never served', () => {
    expect(MODEL_VERSION).toBe(modelVersion(MODEL_SETTINGS));
    const versions = new Set([
      modelVersion(MODEL_SETTINGS),
      modelVersion({ ...MODEL_SETTINGS, decayPerDay: MODEL_SETTINGS.decayPerDay * 2 }),
      modelVersion({ ...MODEL_SETTINGS, shrinkage: MODEL_SETTINGS.shrinkage + 1 }),
      modelVersion({ ...MODEL_SETTINGS, eloWeight: MODEL_SETTINGS.eloWeight + 0.1 }),
      modelVersion({ ...MODEL_SETTINGS, drawFactor: MODEL_SETTINGS.drawFactor + 0.05 }),
    ]);
    expect(versions.size).toBe(5);
    // The first published version (Dixon–Coles alone) is not this one: its stored rows are recomputed.
    expect(MODEL_VERSION).not.toBe('dixon-coles-1|0.0025|4|-0.2|-0.2');
  });
});

describe('published backtest answer', () => {
  test('its pooled and per-league figures are recomputed from its own per-match list', async () => {
    const results = league();
    const { rows } = await backtestLeague({
      competitionId: 1,
      seasonId: 2,
      neutral: false,
      newcomers: new Set(),
      results,
    });
    expect(rows).toHaveLength(90);
    const stored: StoredBacktestRow[] = rows.map((r) => ({
      ...r,
      seasonName: '2025',
      competitionName: 'Liga de teste',
      country: 'Brasil',
      computedAt: new Date('2026-01-01T00:00:00Z'),
    }));
    // What GET /api/ai/backtest sends, through its declared schema.
    const answer: Backtest = backtestSchema.parse(JSON.parse(JSON.stringify(summarizeBacktest(stored, true))));
    const list = (pick: (p: Backtest['predictions'][number]) => Triple) =>
      answer.predictions.map((p) => ({ p: pick(p), home: p.homeScore, away: p.awayScore }));
    const expectSame = (reported: ReturnType<typeof recompute>, expected: ReturnType<typeof recompute>) => {
      expect(reported.matches).toBe(expected.matches);
      expect(reported.brier).toBeCloseTo(expected.brier, 12);
      expect(reported.rps).toBeCloseTo(expected.rps, 12);
      expect(reported.logLoss).toBeCloseTo(expected.logLoss, 12);
    };
    const pooled = recompute(list((p) => [p.pHome, p.pDraw, p.pAway]));
    expect(pooled.matches).toBe(90);
    expectSame(answer.pooled, pooled);
    expectSame(answer.pooled.elo, recompute(list((p) => p.elo)));
    expectSame(answer.pooled.baselines.frequency, recompute(list((p) => p.frequency)));
    expect(answer.leagues).toHaveLength(1);
    expectSame(answer.leagues[0], pooled);
    // The published model is the mix, not Dixon–Coles alone: rows of the other settings differ.
    const alone = await backtestLeague(
      { competitionId: 1, seasonId: 2, neutral: false, newcomers: new Set(), results },
      { settings: { ...MODEL_SETTINGS, eloWeight: 0, drawFactor: 1 } },
    );
    expect(alone.rows.map((r) => r.pDraw)).not.toEqual(rows.map((r) => r.pDraw));
    expect(answer.model).toMatchObject({ version: MODEL_VERSION, eloWeight: MODEL_SETTINGS.eloWeight });
  });
});

describe('why the favourite (everyone sees it, without figures)', () => {
  const side = (name: string, attack: number, defence: number, weight = 20) => ({
    name,
    games: 5,
    scored: 8,
    conceded: 4,
    strength: { attack, defence, weight },
  });

  test('the stronger side at home; the stronger visitor; a close match decided by home ground; a draw', () => {
    const strong = side('Palmeiras', 0.3, 0.2);
    const weak = side('Juventude', -0.2, -0.1);
    expect(favouriteReason(strong, weak, 'home', false)).toBe(
      'Palmeiras tem ataque e defesa mais fortes no modelo e joga em casa.',
    );
    expect(favouriteReason(weak, strong, 'away', false)).toBe(
      'Palmeiras tem ataque e defesa mais fortes no modelo, o que compensa jogar fora de casa.',
    );
    expect(favouriteReason(side('Bahia', 0.05, 0), side('Vitória', 0, 0), 'home', false)).toBe(
      'Os dois times estão próximos no modelo; o fator casa pesa a favor de Bahia.',
    );
    expect(favouriteReason(side('Bahia', 0, 0), side('Vitória', 0.05, 0), 'draw', false)).toMatch(/^Os dois times/);
    // Neutral ground: no home factor is mentioned.
    expect(favouriteReason(strong, weak, 'home', true)).toBe('Palmeiras tem ataque e defesa mais fortes no modelo.');
  });

  test('no figures in it, and thin data is said', () => {
    const reason = favouriteReason(side('Mirassol', 0.1, 0.1, 2), side('Santos', -0.3, -0.2), 'home', false);
    expect(reason).toContain('Há poucos jogos recentes de Mirassol: a previsão é menos segura.');
    expect(reason).not.toMatch(/\d/);
  });
});
