// The prediction model on its own: the optimiser, the Dixon–Coles fit recovering the strengths of
// a synthetic league drawn from known parameters, the forecasts, the baselines, and the rule that a
// backtest prediction only sees results from before its day.
import { describe, expect, test } from 'vitest';
import { ymdIn } from '@shared/datetime';
import { minimize } from '@server/modules/predictions/optimizer';
import { fitDixonColes, forecast, type MatchResult } from '@server/modules/predictions/dixon-coles';
import { EloRatings, frequencyBaseline } from '@server/modules/predictions/baselines';
import { backtestLeague, publishable, type HistoricResult } from '@server/modules/predictions/backtest';

/** Deterministic PRNG (mulberry32), so the synthetic league is the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TRUE = {
  intercept: Math.log(1.15),
  homeAdvantage: 0.3,
  rho: -0.1,
  attack: [
    0.45, 0.35, 0.3, 0.2, 0.15, 0.1, 0.05, 0.05, 0, 0, -0.05, -0.05, -0.1, -0.1, -0.15, -0.2, -0.25, -0.25, -0.3, -0.2,
  ],
  defence: [
    0.4, 0.3, 0.25, 0.1, 0.2, 0, 0.1, -0.05, 0.05, -0.1, 0, -0.15, 0.05, -0.2, -0.1, -0.15, -0.2, -0.3, -0.1, -0.1,
  ],
};

const DAY = 86_400_000;

/** Double round robins drawn from the true model's score distribution (Poisson × τ). */
function syntheticLeague(seasons: number, seed = 7): MatchResult[] {
  const next = random(seed);
  const truth = {
    intercept: TRUE.intercept,
    homeAdvantage: TRUE.homeAdvantage,
    rho: TRUE.rho,
    teams: new Map(TRUE.attack.map((attack, i) => [i + 1, { attack, defence: TRUE.defence[i], weight: 1 }])),
    priors: new Map(),
    at: 0,
    matches: 0,
    iterations: 0,
    converged: true,
    ms: 0,
  };
  const results: MatchResult[] = [];
  let day = 0;
  for (let season = 0; season < seasons; season++) {
    for (let home = 1; home <= 20; home++) {
      for (let away = 1; away <= 20; away++) {
        if (home === away) continue;
        // The full score distribution (up to 10 goals a side) from the same code path the app uses.
        const grid = scoreGrid(truth, home, away);
        let u = next();
        let score = grid[grid.length - 1];
        for (const cell of grid) {
          u -= cell.probability;
          if (u <= 0) {
            score = cell;
            break;
          }
        }
        results.push({ homeId: home, awayId: away, homeGoals: score.home, awayGoals: score.away, at: day * DAY });
        day += 0.25;
      }
    }
  }
  return results;
}

function scoreGrid(model: Parameters<typeof forecast>[0], home: number, away: number) {
  // forecast() keeps only the top five scores; rebuild the whole grid from its rates and τ.
  const f = forecast(model, home, away);
  const poisson = (rate: number, k: number) => {
    let p = Math.exp(-rate);
    for (let i = 1; i <= k; i++) p *= rate / i;
    return p;
  };
  const cells: { home: number; away: number; probability: number }[] = [];
  let total = 0;
  for (let x = 0; x <= 10; x++)
    for (let y = 0; y <= 10; y++) {
      const l = f.expectedGoals.home;
      const m = f.expectedGoals.away;
      const tau =
        x === 0 && y === 0
          ? 1 - l * m * model.rho
          : x === 0 && y === 1
            ? 1 + l * model.rho
            : x === 1 && y === 0
              ? 1 + m * model.rho
              : x === 1 && y === 1
                ? 1 - model.rho
                : 1;
      const probability = poisson(l, x) * poisson(m, y) * tau;
      cells.push({ home: x, away: y, probability });
      total += probability;
    }
  return cells.map((c) => ({ ...c, probability: c.probability / total }));
}

describe('L-BFGS optimiser', () => {
  test('finds the minimum of the Rosenbrock function', () => {
    const result = minimize(
      (x, g) => {
        g[0] = -2 * (1 - x[0]) - 400 * x[0] * (x[1] - x[0] ** 2);
        g[1] = 200 * (x[1] - x[0] ** 2);
        return (1 - x[0]) ** 2 + 100 * (x[1] - x[0] ** 2) ** 2;
      },
      Float64Array.from([-1.2, 1]),
      { gradientTolerance: 1e-8 },
    );
    expect(result.converged).toBe(true);
    expect(result.x[0]).toBeCloseTo(1, 4);
    expect(result.x[1]).toBeCloseTo(1, 4);
  });

  test('a step outside the domain (Infinity) is shortened, not taken', () => {
    // minimise x − log(x) (minimum at x = 1), undefined for x ≤ 0, from x = 8.
    const result = minimize(
      (x, g) => {
        if (x[0] <= 0) return Infinity;
        g[0] = 1 - 1 / x[0];
        return x[0] - Math.log(x[0]);
      },
      Float64Array.from([8]),
    );
    expect(result.x[0]).toBeCloseTo(1, 5);
  });
});

describe('Dixon–Coles fit', () => {
  const league = syntheticLeague(10);

  test('recovers the true strengths, home advantage and ρ of a synthetic league', () => {
    const model = fitDixonColes(league, { at: league.at(-1)!.at + DAY, decayPerDay: 0, shrinkage: 0.01 });
    expect(model.converged).toBe(true);
    expect(model.matches).toBe(3800);
    const attackErrors = TRUE.attack.map((a, i) => Math.abs(model.teams.get(i + 1)!.attack - a));
    const defenceErrors = TRUE.defence.map((d, i) => Math.abs(model.teams.get(i + 1)!.defence - d));
    const mean = (list: number[]) => list.reduce((s, x) => s + x, 0) / list.length;
    // 380 matches per team: a standard error of about 0.045 per parameter.
    expect(mean(attackErrors)).toBeLessThan(0.06);
    expect(mean(defenceErrors)).toBeLessThan(0.06);
    expect(Math.max(...attackErrors, ...defenceErrors)).toBeLessThan(0.16);
    expect(Math.abs(model.homeAdvantage - TRUE.homeAdvantage)).toBeLessThan(0.06);
    expect(Math.abs(model.intercept - TRUE.intercept)).toBeLessThan(0.06);
    expect(Math.abs(model.rho - TRUE.rho)).toBeLessThan(0.1);
    // The best and worst sides come out as best and worst.
    const byAttack = [...model.teams.entries()].sort((a, b) => b[1].attack - a[1].attack).map(([id]) => id);
    expect(byAttack[0]).toBe(1);
    expect(byAttack.slice(-3)).toContain(19);
  });

  test('fits a season of a league in well under a second', () => {
    const season = league.slice(0, 380);
    const model = fitDixonColes(season, { at: season.at(-1)!.at + DAY });
    expect(model.converged).toBe(true);
    // Printed, not asserted (timing limits do not belong in tests).
    console.log(`fit of 380 matches, 20 teams: ${model.ms.toFixed(1)} ms, ${model.iterations} iterations`);
  });

  test('only results before the fit time count, and older ones count less', () => {
    const at = league[600].at;
    const base = fitDixonColes(league, { at });
    const withFuture = fitDixonColes(
      [...league.slice(0, 600), ...league.slice(600).map((r) => ({ ...r, homeGoals: 9 }))],
      { at },
    );
    expect(withFuture.teams.get(1)!.attack).toBe(base.teams.get(1)!.attack);
    expect(withFuture.matches).toBe(600);

    // Team 20 wins everything recently: with time decay its recent form weighs more than without.
    const recentForm = league
      .slice(0, 600)
      .map((r) =>
        r.at > at - 40 * DAY && (r.homeId === 20 || r.awayId === 20)
          ? { ...r, homeGoals: r.homeId === 20 ? 3 : 0, awayGoals: r.awayId === 20 ? 3 : 0 }
          : r,
      );
    const decayed = fitDixonColes(recentForm, { at, decayPerDay: 0.01 });
    const flat = fitDixonColes(recentForm, { at, decayPerDay: 0 });
    expect(decayed.teams.get(20)!.attack).toBeGreaterThan(flat.teams.get(20)!.attack);
  });

  test('forecasts are distributions: 1X2 sums to 1, over + under = 1, five likeliest scores in order', () => {
    const model = fitDixonColes(league, { at: league.at(-1)!.at + DAY });
    const f = forecast(model, 1, 20);
    expect(f.pHome + f.pDraw + f.pAway).toBeCloseTo(1, 10);
    expect(f.over25 + f.under25).toBeCloseTo(1, 10);
    expect(f.pHome).toBeGreaterThan(0.6);
    expect(f.expectedGoals.home).toBeGreaterThan(f.expectedGoals.away);
    expect(f.topScores).toHaveLength(5);
    for (let i = 1; i < 5; i++)
      expect(f.topScores[i - 1].probability).toBeGreaterThanOrEqual(f.topScores[i].probability);
    // Reversed fixture: the weaker side at home is the underdog, by less.
    const back = forecast(model, 20, 1);
    expect(back.pAway).toBeGreaterThan(back.pHome);
    expect(back.pAway).toBeLessThan(f.pHome);
  });

  test('a promoted team starts from its (weaker) prior and an unseen team is rated, not dropped', () => {
    const model = fitDixonColes(league.slice(0, 380), {
      at: league[379].at + DAY,
      priors: new Map([[99, { attack: -0.2, defence: -0.2 }]]),
      teamIds: [99],
    });
    expect(model.teams.get(99)).toEqual({ attack: -0.2, defence: -0.2, weight: 0 });
    const f = forecast(model, 99, 1);
    expect(f.pAway).toBeGreaterThan(f.pHome);
  });
});

describe('baselines', () => {
  test('frequencies with one pseudo-match per outcome', () => {
    const results = [
      { homeId: 1, awayId: 2, homeGoals: 2, awayGoals: 0, at: 0 },
      { homeId: 1, awayId: 2, homeGoals: 1, awayGoals: 0, at: 0 },
      { homeId: 1, awayId: 2, homeGoals: 1, awayGoals: 1, at: 0 },
    ];
    expect(frequencyBaseline(results)).toEqual({ pHome: 3 / 6, pDraw: 2 / 6, pAway: 1 / 6 });
    expect(frequencyBaseline([])).toEqual({ pHome: 1 / 3, pDraw: 1 / 3, pAway: 1 / 3 });
  });

  test('Elo: equals on neutral ground draw at the league rate; a win moves K × (1 − E)', () => {
    const elo = new EloRatings({ neutral: true, k: 20 });
    const p = elo.probabilities(1, 2, 0.26);
    expect(p.pDraw).toBeCloseTo(0.26, 10);
    expect(p.pHome).toBeCloseTo(0.37, 10);
    elo.update({ homeId: 1, awayId: 2, homeGoals: 1, awayGoals: 0, at: 0 });
    expect(elo.rating(1)).toBeCloseTo(1510, 10);
    expect(elo.rating(2)).toBeCloseTo(1490, 10);
    // A 3-goal win counts (11 + 3) / 8 times as much.
    elo.update({ homeId: 3, awayId: 4, homeGoals: 3, awayGoals: 0, at: 0 });
    expect(elo.rating(3)).toBeCloseTo(1500 + 10 * (14 / 8), 10);
    const home = new EloRatings({ homeAdvantage: 60 }).probabilities(1, 2, 0.26);
    expect(home.pHome).toBeGreaterThan(home.pAway);
  });
});

describe('backtest', () => {
  const league: HistoricResult[] = syntheticLeague(2, 11).map((r, i) => ({
    ...r,
    // Real calendar days (the backtest groups by São Paulo day), one season after the other.
    at: Date.UTC(2024, 7, 1) + r.at + 15 * 3_600_000,
    matchId: i + 1,
    competitionId: 1,
    seasonId: i < 380 ? 1 : 2,
  }));

  test('a prediction sees only the results from before its day', async () => {
    const history = { competitionId: 1, seasonId: 2, neutral: false, newcomers: new Set<number>(), results: league };
    const { rows } = await backtestLeague(history);
    expect(rows).toHaveLength(380);
    const target = rows[200];
    // Rewrite the result of every match from that day on: the day's predictions cannot change.
    const altered = league.map((r) => (ymdIn(new Date(r.at)) >= target.day ? { ...r, homeGoals: 7, awayGoals: 0 } : r));
    const again = await backtestLeague({ ...history, results: altered });
    const before = rows.filter((r) => r.day === target.day);
    const after = again.rows.filter((r) => r.day === target.day);
    expect(before.length).toBeGreaterThan(0);
    expect(after.map(({ pHome, pDraw, pAway }) => [pHome, pDraw, pAway])).toEqual(
      before.map(({ pHome, pDraw, pAway }) => [pHome, pDraw, pAway]),
    );
    // ... while the next day's do.
    const nextDay = rows.find((r) => r.day > target.day)!.day;
    expect(again.rows.find((r) => r.day === nextDay)!.pHome).not.toBe(rows.find((r) => r.day === nextDay)!.pHome);
  });

  test('published probabilities have six decimals and sum to 1', async () => {
    const p = publishable({ pHome: 0.123456789, pDraw: 0.333333333, pAway: 0.543209878 });
    expect(p).toEqual({ pHome: 0.123457, pDraw: 0.333333, pAway: 0.54321 });
    expect(p.pHome + p.pDraw + p.pAway).toBeCloseTo(1, 12);
  });
});
