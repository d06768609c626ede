// Proper scoring rules for 1X2 forecasts, and the calibration table. Lower is better for all three.
// Outcomes are ordered home, draw, away (the order the ranked probability score needs).

export type Outcome = 'home' | 'draw' | 'away';

export interface Probabilities {
  pHome: number;
  pDraw: number;
  pAway: number;
}

export function outcomeOf(homeGoals: number, awayGoals: number): Outcome {
  return homeGoals > awayGoals ? 'home' : homeGoals === awayGoals ? 'draw' : 'away';
}

function indicators(outcome: Outcome): [number, number, number] {
  return [outcome === 'home' ? 1 : 0, outcome === 'draw' ? 1 : 0, outcome === 'away' ? 1 : 0];
}

/** Brier score summed over the three outcomes: 0 (certain and right) to 2 (certain and wrong). */
export function brierScore(p: Probabilities, outcome: Outcome): number {
  const [h, d, a] = indicators(outcome);
  return (p.pHome - h) ** 2 + (p.pDraw - d) ** 2 + (p.pAway - a) ** 2;
}

/**
 * Ranked probability score (Epstein 1969) for the ordered outcomes home < draw < away: the squared
 * differences of the cumulative distributions, over r − 1 = 2. A draw forecast for a home win is
 * less wrong than an away-win forecast.
 */
export function rankedProbabilityScore(p: Probabilities, outcome: Outcome): number {
  const [h, d] = indicators(outcome);
  const first = p.pHome - h;
  const second = p.pHome + p.pDraw - (h + d);
  return (first * first + second * second) / 2;
}

/** Natural-log loss of the outcome that happened. */
export function logLoss(p: Probabilities, outcome: Outcome): number {
  const probability = outcome === 'home' ? p.pHome : outcome === 'draw' ? p.pDraw : p.pAway;
  return -Math.log(Math.max(probability, 1e-15));
}

export interface Scores {
  matches: number;
  brier: number;
  rps: number;
  logLoss: number;
}

export interface Scored extends Probabilities {
  homeScore: number;
  awayScore: number;
}

/** Mean Brier, RPS and log loss over a list of forecasts with their results. */
export function scoreAll(list: readonly Scored[]): Scores {
  let brier = 0,
    rps = 0,
    loss = 0;
  for (const item of list) {
    const outcome = outcomeOf(item.homeScore, item.awayScore);
    brier += brierScore(item, outcome);
    rps += rankedProbabilityScore(item, outcome);
    loss += logLoss(item, outcome);
  }
  const n = list.length;
  return { matches: n, brier: n ? brier / n : 0, rps: n ? rps / n : 0, logLoss: n ? loss / n : 0 };
}

export interface CalibrationBin {
  /** Bin [from, to) of forecast probability (the last bin includes 1). */
  from: number;
  to: number;
  /** Forecasts in the bin (each match gives three: home, draw, away). */
  count: number;
  meanPredicted: number;
  observed: number;
}

/** Predicted probability vs observed frequency in `bins` equal-width bins, over all three outcomes. */
export function calibration(list: readonly Scored[], bins = 10): CalibrationBin[] {
  const table = Array.from({ length: bins }, (_, i) => ({
    from: i / bins,
    to: (i + 1) / bins,
    count: 0,
    p: 0,
    hit: 0,
  }));
  for (const item of list) {
    const [h, d, a] = indicators(outcomeOf(item.homeScore, item.awayScore));
    for (const [probability, happened] of [
      [item.pHome, h],
      [item.pDraw, d],
      [item.pAway, a],
    ]) {
      const bin = table[Math.min(bins - 1, Math.floor(probability * bins))];
      bin.count += 1;
      bin.p += probability;
      bin.hit += happened;
    }
  }
  return table.map((b) => ({
    from: b.from,
    to: b.to,
    count: b.count,
    meanPredicted: b.count ? b.p / b.count : 0,
    observed: b.count ? b.hit / b.count : 0,
  }));
}
