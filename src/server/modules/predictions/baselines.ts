// What the Dixon–Coles model is measured against in the backtest: the uniform guess, the league's
// own home/draw/away frequencies, and an Elo rating model (the classic alternative).
import type { MatchResult } from './dixon-coles';
import { outcomeOf, type Probabilities } from './scoring';

export const UNIFORM: Probabilities = { pHome: 1 / 3, pDraw: 1 / 3, pAway: 1 / 3 };

/**
 * The league's home/draw/away frequencies over the given results (those before the day), with one
 * pseudo-match per outcome so an outcome never seen yet is not given probability 0.
 */
export function frequencyBaseline(results: readonly MatchResult[]): Probabilities {
  let home = 1,
    draw = 1,
    away = 1;
  for (const r of results) {
    const outcome = outcomeOf(r.homeGoals, r.awayGoals);
    if (outcome === 'home') home += 1;
    else if (outcome === 'draw') draw += 1;
    else away += 1;
  }
  const total = home + draw + away;
  return { pHome: home / total, pDraw: draw / total, pAway: away / total };
}

export const ELO_AVERAGE = 1500;
/** A team new to the league (promoted) starts this much below average. */
export const ELO_NEWCOMER = 1400;

export interface EloOptions {
  /** Rating of a team's first match (default 1500; a newcomer to the league may start lower). */
  initial?: (teamId: number) => number;
  /** Update speed. */
  k?: number;
  /** Home advantage in rating points. */
  homeAdvantage?: number;
  neutral?: boolean;
}

/**
 * Elo ratings in the World Football Elo fashion: a bigger win moves the ratings more. The rating
 * difference gives the home side's expected score; home/draw/away come from an ordered logistic
 * model on that difference whose two cut points make a match of equals end in a draw as often as
 * the league's matches have.
 */
export class EloRatings {
  readonly ratings = new Map<number, number>();
  private readonly k: number;
  private readonly homeAdvantage: number;

  constructor(private readonly options: EloOptions = {}) {
    this.k = options.k ?? 20;
    this.homeAdvantage = options.neutral ? 0 : (options.homeAdvantage ?? 60);
  }

  rating(teamId: number): number {
    return this.ratings.get(teamId) ?? this.options.initial?.(teamId) ?? ELO_AVERAGE;
  }

  /** Applies results in kick-off order. */
  update(result: MatchResult): void {
    const home = this.rating(result.homeId);
    const away = this.rating(result.awayId);
    const expected = 1 / (1 + 10 ** (-(home + this.homeAdvantage - away) / 400));
    const actual = result.homeGoals > result.awayGoals ? 1 : result.homeGoals === result.awayGoals ? 0.5 : 0;
    const margin = Math.abs(result.homeGoals - result.awayGoals);
    const multiplier = margin <= 1 ? 1 : margin === 2 ? 1.5 : (11 + margin) / 8;
    const change = this.k * multiplier * (actual - expected);
    this.ratings.set(result.homeId, home + change);
    this.ratings.set(result.awayId, away - change);
  }

  probabilities(homeId: number, awayId: number, drawRate: number): Probabilities {
    const difference = ((this.rating(homeId) + this.homeAdvantage - this.rating(awayId)) / 400) * Math.LN10;
    // P(draw | equal teams) = tanh(cut / 2) = drawRate.
    const cut = 2 * Math.atanh(Math.min(0.9, Math.max(0.01, drawRate)));
    const sigmoid = (t: number) => 1 / (1 + Math.exp(-t));
    const pHome = sigmoid(difference - cut);
    const pAway = sigmoid(-difference - cut);
    return { pHome, pDraw: 1 - pHome - pAway, pAway };
  }
}
