// The model's settings in one place, and the last step of every forecast: the Dixon–Coles 1X2 mixed
// with the Elo baseline's and its draw share calibrated. Every value here was chosen on the
// validation seasons (2023/24 European leagues, 2020 Brasileirão) by `npm run tune:predictions`
// (tests/bench/predictions-tune.ts), never on the published backtest; docs/decisions/0104, 0110
// and 0125 have the figures. A change of any value changes MODEL_VERSION, so stored rows are recomputed.
import type { TeamStrength } from './dixon-coles';
import type { Probabilities } from './scoring';

export interface ModelSettings {
  /** Dixon–Coles: exponential time decay per day (older seasons count less, not nothing). */
  decayPerDay: number;
  /** Dixon–Coles: precision of the prior pulling every attack and defence towards it. */
  shrinkage: number;
  /** Share of the Elo baseline in the published 1X2 (0 = Dixon–Coles alone). */
  eloWeight: number;
  /** The draw probability is multiplied by this, home and away rescaled to keep the sum 1. */
  drawFactor: number;
  /**
   * Share of last season's attack and defence carried into a league season's prior (season-prior.ts;
   * 0 = none: every team starts from the league mean, a promoted one from NEWCOMER_PRIOR). Shrunk
   * once more per extra season of gap in the data.
   */
  carryOver: number;
  /** Whether a league's fit still learns from earlier seasons' matches (decay-weighted) beside that prior. */
  keepOldMatches: boolean;
  /**
   * Elo share by competition code where validation chose another than `eloWeight` by a clear margin
   * (more than two standard errors of the gain on that league's validation rows).
   */
  eloWeightByLeague: Readonly<Record<string, number>>;
}

export const MODEL_SETTINGS: ModelSettings = {
  decayPerDay: 0.0005,
  shrinkage: 4,
  eloWeight: 0.6,
  drawFactor: 1.15,
  carryOver: 0.85,
  keepOldMatches: false,
  // None: no league's own share beat the pooled one by two standard errors on validation (0125).
  eloWeightByLeague: {},
};

/**
 * Prior of a team new to the competition (promoted, with no matches in its previous season in the
 * data): promoted sides score less and concede more than the league's average side.
 */
export const NEWCOMER_PRIOR: TeamStrength = { attack: -0.2, defence: -0.2 };

/** The Dixon–Coles and Elo forecasts of one match made into the published one. */
export function combine(
  dixonColes: Probabilities,
  elo: Probabilities,
  settings: Pick<ModelSettings, 'eloWeight' | 'drawFactor'> & Partial<Pick<ModelSettings, 'eloWeightByLeague'>>,
  /** Competition code: its own Elo share, if validation chose one. */
  league?: string,
): Probabilities {
  const w = (league !== undefined ? settings.eloWeightByLeague?.[league] : undefined) ?? settings.eloWeight;
  const mix = (a: number, b: number) => (1 - w) * a + w * b;
  const pDraw = Math.min(0.95, mix(dixonColes.pDraw, elo.pDraw) * settings.drawFactor);
  const home = mix(dixonColes.pHome, elo.pHome);
  const away = mix(dixonColes.pAway, elo.pAway);
  const rest = (1 - pDraw) / (home + away);
  return { pHome: home * rest, pDraw, pAway: away * rest };
}

/**
 * The version stored with every backtest row: the model's name and every setting, so a change of
 * any of them makes the stored rows another version's (deleted and recomputed, never served).
 */
export function modelVersion(settings: ModelSettings): string {
  return [
    'dixon-coles-elo-3',
    settings.decayPerDay,
    settings.shrinkage,
    settings.eloWeight,
    settings.drawFactor,
    NEWCOMER_PRIOR.attack,
    NEWCOMER_PRIOR.defence,
    settings.carryOver,
    settings.keepOldMatches ? 'old' : 'season',
    Object.entries(settings.eloWeightByLeague)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, weight]) => `${code}:${weight}`)
      .join(','),
  ].join('|');
}
