// The Dixon–Coles model (Dixon & Coles 1997, "Modelling association football scores and
// inefficiencies in the football betting market"): the home side scores Poisson(λ) and the away
// side Poisson(μ) goals, with
//   log λ = intercept + homeAdvantage + attack[home] − defence[away]
//   log μ = intercept                 + attack[away] − defence[home]
// and a correction τ(ρ) of the four low scores (0-0, 1-0, 0-1, 1-1) that the independent Poisson
// model gets wrong. Older matches count less: weight = exp(−decay × age in days). Every team's
// attack and defence is pulled gently towards a prior (a Gaussian prior on the parameters), which
// keeps the fit defined for a team with few matches and lets a promoted team start below average.
// Maximum likelihood by L-BFGS on the weighted log-likelihood with its analytic gradient.
import { minimize } from './optimizer';
import { MODEL_SETTINGS, NEWCOMER_PRIOR } from './settings';

export interface MatchResult {
  homeId: number;
  awayId: number;
  homeGoals: number;
  awayGoals: number;
  /** Kick-off, ms since epoch. */
  at: number;
}

export interface TeamStrength {
  /** log-multiplier of the goals a team scores (0 = average; +0.2 ≈ 22 % more). */
  attack: number;
  /** log-divisor of the goals a team concedes (0 = average; +0.2 ≈ 18 % fewer). */
  defence: number;
}

export interface FittedTeam extends TeamStrength {
  /** Sum of the time-decay weights of the team's matches (about "recent matches played"). */
  weight: number;
}

export interface FitOptions {
  /** The fit is made as of this instant (ms): only matches before it count, weighted by their age. */
  at: number;
  /** Exponential time decay per day. */
  decayPerDay?: number;
  /** Precision of the prior on every attack and defence (higher = stronger pull towards the prior). */
  shrinkage?: number;
  /** Prior attack/defence per team (default: league average, 0). */
  priors?: ReadonlyMap<number, TeamStrength>;
  /** Neutral ground (national-team tournaments): no home advantage. */
  neutral?: boolean;
  /** Teams to rate even without matches in the data (they get their prior). */
  teamIds?: Iterable<number>;
  /** A previous fit to start from: consecutive days differ by a few matches, so this saves most iterations. */
  warmStart?: DixonColesModel;
  /**
   * Last season's league-wide parameters (carry-over, season-prior.ts): the goal level and the home
   * advantage are pulled towards them, so a season that starts without its old matches does not
   * start from a made-up goal level. Without it the goal level has no prior (the data decides).
   */
  league?: LeaguePrior;
}

export interface LeaguePrior {
  intercept: number;
  homeAdvantage: number;
}

export interface DixonColesModel {
  at: number;
  /** log of the goals an average away side scores against an average home side. */
  intercept: number;
  homeAdvantage: number;
  rho: number;
  teams: Map<number, FittedTeam>;
  priors: Map<number, TeamStrength>;
  /** Matches that carried weight in the fit. */
  matches: number;
  iterations: number;
  converged: boolean;
  /** Wall time of the fit. */
  ms: number;
}

/**
 * Weak priors on the league-wide parameters, which matter only while a league has few matches (the
 * first rounds of a season with no history): home sides score about 25 % more, and ρ is near 0.
 * Without them ρ runs off to ±∞ when the few low scores seen are all 1-1 or all 0-0.
 */
const HOME_ADVANTAGE_PRIOR = { mean: 0.25, precision: 10 };
const RHO_PRIOR = { mean: 0, precision: 50 };
/** Precision of the pull towards last season's goal level, when carried over (about 20 matches' worth). */
const INTERCEPT_PRIOR_PRECISION = 20;

export function newcomerPriors(newcomers: Iterable<number>): Map<number, TeamStrength> {
  return new Map([...newcomers].map((id) => [id, NEWCOMER_PRIOR]));
}

/** Matches whose weight fell below this are left out (older than ~5 half-lives). */
const MIN_WEIGHT = 0.02;
const DAY_MS = 86_400_000;
const NO_STRENGTH: TeamStrength = { attack: 0, defence: 0 };

/**
 * The low-score correction τ and the derivatives of log τ with respect to log λ, log μ and ρ.
 * Returns null when ρ makes τ non-positive (outside the model's domain).
 */
function lowScore(x: number, y: number, lambda: number, mu: number, rho: number) {
  if (x === 0 && y === 0) {
    const tau = 1 - lambda * mu * rho;
    if (tau <= 0) return null;
    return { tau, dLambda: (-lambda * mu * rho) / tau, dMu: (-lambda * mu * rho) / tau, dRho: (-lambda * mu) / tau };
  }
  if (x === 0 && y === 1) {
    const tau = 1 + lambda * rho;
    if (tau <= 0) return null;
    return { tau, dLambda: (lambda * rho) / tau, dMu: 0, dRho: lambda / tau };
  }
  if (x === 1 && y === 0) {
    const tau = 1 + mu * rho;
    if (tau <= 0) return null;
    return { tau, dLambda: 0, dMu: (mu * rho) / tau, dRho: mu / tau };
  }
  if (x === 1 && y === 1) {
    const tau = 1 - rho;
    if (tau <= 0) return null;
    return { tau, dLambda: 0, dMu: 0, dRho: -1 / tau };
  }
  return { tau: 1, dLambda: 0, dMu: 0, dRho: 0 };
}

export function fitDixonColes(results: readonly MatchResult[], options: FitOptions): DixonColesModel {
  const started = performance.now();
  const decay = options.decayPerDay ?? MODEL_SETTINGS.decayPerDay;
  const shrinkage = options.shrinkage ?? MODEL_SETTINGS.shrinkage;
  const neutral = options.neutral ?? false;

  // Index the teams and keep the matches that still carry weight.
  const index = new Map<number, number>();
  const teamIndex = (id: number) => {
    let i = index.get(id);
    if (i === undefined) index.set(id, (i = index.size));
    return i;
  };
  for (const id of options.teamIds ?? []) teamIndex(id);
  const kept = results.filter(
    (r) => r.at < options.at && Math.exp((-decay * (options.at - r.at)) / DAY_MS) >= MIN_WEIGHT,
  );
  const m = kept.length;
  const home = new Int32Array(m);
  const away = new Int32Array(m);
  const homeGoals = new Float64Array(m);
  const awayGoals = new Float64Array(m);
  const weight = new Float64Array(m);
  let totalWeight = 0;
  let goalSum = 0;
  kept.forEach((r, k) => {
    home[k] = teamIndex(r.homeId);
    away[k] = teamIndex(r.awayId);
    homeGoals[k] = r.homeGoals;
    awayGoals[k] = r.awayGoals;
    weight[k] = Math.exp((-decay * (options.at - r.at)) / DAY_MS);
    totalWeight += weight[k];
    goalSum += weight[k] * (r.homeGoals + r.awayGoals);
  });
  const n = index.size;
  const ids = [...index.keys()];
  const priorAttack = new Float64Array(n);
  const priorDefence = new Float64Array(n);
  const priors = new Map<number, TeamStrength>();
  ids.forEach((id, i) => {
    const prior = options.priors?.get(id) ?? NO_STRENGTH;
    priorAttack[i] = prior.attack;
    priorDefence[i] = prior.defence;
    priors.set(id, prior);
  });

  // x = [intercept, homeAdvantage, rho, attack 0..n−1, defence 0..n−1]
  const ATTACK = 3;
  const DEFENCE = 3 + n;
  const start = new Float64Array(3 + 2 * n);
  const warm = options.warmStart;
  const league = options.league;
  const homePriorMean = league?.homeAdvantage ?? HOME_ADVANTAGE_PRIOR.mean;
  start[0] =
    warm?.intercept ?? league?.intercept ?? Math.log(Math.max(0.3, totalWeight ? goalSum / totalWeight / 2 : 1.3));
  start[1] = neutral ? 0 : (warm?.homeAdvantage ?? homePriorMean);
  start[2] = 0;
  ids.forEach((id, i) => {
    const from = warm?.teams.get(id) ?? priors.get(id)!;
    start[ATTACK + i] = from.attack;
    start[DEFENCE + i] = from.defence;
  });

  const objective = (x: Float64Array, gradient: Float64Array): number => {
    gradient.fill(0);
    const intercept = x[0];
    const homeAdvantage = neutral ? 0 : x[1];
    const rho = x[2];
    let value = 0;
    for (let k = 0; k < m; k++) {
      const h = home[k];
      const a = away[k];
      const logLambda = intercept + homeAdvantage + x[ATTACK + h] - x[DEFENCE + a];
      const logMu = intercept + x[ATTACK + a] - x[DEFENCE + h];
      const lambda = Math.exp(logLambda);
      const mu = Math.exp(logMu);
      const hg = homeGoals[k];
      const ag = awayGoals[k];
      const low = lowScore(hg, ag, lambda, mu, rho);
      if (!low) return Infinity;
      const w = weight[k];
      // Negative log-likelihood without the constant log x! + log y!.
      value -= w * (hg * logLambda - lambda + ag * logMu - mu + Math.log(low.tau));
      const dLambda = w * (hg - lambda + low.dLambda);
      const dMu = w * (ag - mu + low.dMu);
      gradient[0] -= dLambda + dMu;
      gradient[1] -= dLambda;
      gradient[2] -= w * low.dRho;
      gradient[ATTACK + h] -= dLambda;
      gradient[DEFENCE + a] += dLambda;
      gradient[ATTACK + a] -= dMu;
      gradient[DEFENCE + h] += dMu;
    }
    for (let i = 0; i < n; i++) {
      const da = x[ATTACK + i] - priorAttack[i];
      const dd = x[DEFENCE + i] - priorDefence[i];
      value += 0.5 * shrinkage * (da * da + dd * dd);
      gradient[ATTACK + i] += shrinkage * da;
      gradient[DEFENCE + i] += shrinkage * dd;
    }
    if (league) {
      const di = x[0] - league.intercept;
      value += 0.5 * INTERCEPT_PRIOR_PRECISION * di * di;
      gradient[0] += INTERCEPT_PRIOR_PRECISION * di;
    }
    const dh = x[1] - homePriorMean;
    const dr = rho - RHO_PRIOR.mean;
    value += 0.5 * HOME_ADVANTAGE_PRIOR.precision * dh * dh + 0.5 * RHO_PRIOR.precision * dr * dr;
    gradient[1] += HOME_ADVANTAGE_PRIOR.precision * dh;
    gradient[2] += RHO_PRIOR.precision * dr;
    if (neutral) gradient[1] = 0;
    return value;
  };

  const result = minimize(objective, start, { gradientTolerance: 1e-5, maxIterations: 400 });
  const x = result.x;
  const teamWeight = new Float64Array(n);
  for (let k = 0; k < m; k++) {
    teamWeight[home[k]] += weight[k];
    teamWeight[away[k]] += weight[k];
  }
  const teams = new Map<number, FittedTeam>();
  ids.forEach((id, i) => teams.set(id, { attack: x[ATTACK + i], defence: x[DEFENCE + i], weight: teamWeight[i] }));
  return {
    at: options.at,
    intercept: x[0],
    homeAdvantage: neutral ? 0 : x[1],
    rho: x[2],
    teams,
    priors,
    matches: m,
    iterations: result.iterations,
    converged: result.converged,
    ms: performance.now() - started,
  };
}

export interface ScoreProbability {
  home: number;
  away: number;
  probability: number;
}

export interface Forecast {
  pHome: number;
  pDraw: number;
  pAway: number;
  expectedGoals: { home: number; away: number };
  over25: number;
  under25: number;
  bothTeamsScore: number;
  /** The five likeliest scores, likeliest first. */
  topScores: ScoreProbability[];
}

/** Scores up to this many goals per side carry all but a negligible part of the probability. */
const MAX_GOALS = 10;

function strengthOf(model: DixonColesModel, id: number): TeamStrength {
  return model.teams.get(id) ?? model.priors.get(id) ?? NO_STRENGTH;
}

export function goalRates(model: DixonColesModel, homeId: number, awayId: number) {
  const home = strengthOf(model, homeId);
  const away = strengthOf(model, awayId);
  return {
    home: Math.exp(model.intercept + model.homeAdvantage + home.attack - away.defence),
    away: Math.exp(model.intercept + away.attack - home.defence),
  };
}

function poissonRow(rate: number): Float64Array {
  const row = new Float64Array(MAX_GOALS + 1);
  row[0] = Math.exp(-rate);
  for (let k = 1; k <= MAX_GOALS; k++) row[k] = (row[k - 1] * rate) / k;
  return row;
}

/** Everything the app shows for one match, from the score distribution of the model. */
export function forecast(model: DixonColesModel, homeId: number, awayId: number): Forecast {
  const rates = goalRates(model, homeId, awayId);
  const home = poissonRow(rates.home);
  const away = poissonRow(rates.away);
  const scores: ScoreProbability[] = [];
  let total = 0;
  for (let x = 0; x <= MAX_GOALS; x++) {
    for (let y = 0; y <= MAX_GOALS; y++) {
      const tau = lowScore(x, y, rates.home, rates.away, model.rho)?.tau ?? 0;
      const probability = home[x] * away[y] * tau;
      scores.push({ home: x, away: y, probability });
      total += probability;
    }
  }
  let pHome = 0,
    pDraw = 0,
    pAway = 0,
    over25 = 0,
    bothTeamsScore = 0;
  for (const score of scores) {
    score.probability /= total;
    if (score.home > score.away) pHome += score.probability;
    else if (score.home === score.away) pDraw += score.probability;
    else pAway += score.probability;
    if (score.home + score.away > 2.5) over25 += score.probability;
    if (score.home > 0 && score.away > 0) bothTeamsScore += score.probability;
  }
  return {
    pHome,
    pDraw,
    pAway,
    expectedGoals: rates,
    over25,
    under25: 1 - over25,
    bothTeamsScore,
    topScores: scores.sort((a, b) => b.probability - a.probability).slice(0, 5),
  };
}
