// The backtest: every finished match of a season predicted with only the results from before its
// day (one fit per match day, each starting from the previous day's fit), beside the baselines.
import { dayBounds, ymdIn } from '@shared/datetime';
import { ELO_AVERAGE, ELO_NEWCOMER, EloRatings, frequencyBaseline } from './baselines';
import { fitDixonColes, forecast, type DixonColesModel, type MatchResult } from './dixon-coles';
import type { Probabilities } from './scoring';
import { seasonPrior } from './season-prior';
import { combine, MODEL_SETTINGS, type ModelSettings } from './settings';

export interface HistoricResult extends MatchResult {
  matchId: number;
  competitionId: number;
  seasonId: number;
}

export interface LeagueHistory {
  competitionId: number;
  /** The season whose matches are predicted. */
  seasonId: number;
  /** National-team tournament on neutral ground: no home advantage. */
  neutral: boolean;
  /**
   * The results the model learns from, known now, in kick-off order: the competition's own (all
   * seasons) and, for a cup, those of the leagues its clubs play in.
   */
  results: readonly HistoricResult[];
  /** Teams of the season that were not in the competition's previous season in the data (promoted). */
  newcomers: ReadonlySet<number>;
  /** Start of the season's first match day (ms): last season is carried over from it (season-prior.ts). */
  seasonStart?: number;
  /** A league (carry-over applies), not a cup. */
  carry?: boolean;
  /** Competition code (its own Elo share, if any). */
  code?: string;
}

export interface BacktestRow extends Probabilities {
  matchId: number;
  competitionId: number;
  seasonId: number;
  /** The São Paulo day of the match: the fit used only results from before it. */
  day: string;
  homeScore: number;
  awayScore: number;
  elo: Probabilities;
  frequency: Probabilities;
}

export interface FitTimes {
  fits: number;
  totalMs: number;
  maxMs: number;
}

/**
 * The published form of a forecast: six decimals, the away probability completing the sum, so the
 * published figures are exactly those anyone recomputes from the published list.
 */
export function publishable(p: Probabilities): Probabilities {
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  const pHome = round(p.pHome);
  const pDraw = round(p.pDraw);
  return { pHome, pDraw, pAway: round(1 - pHome - pDraw) };
}

/** Lets the event loop serve requests between fits. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Predicts every match of `history.seasonId` not in `done`, each with the results before its day.
 * Elo and the frequencies walk the whole history (cheap); Dixon–Coles is fitted once per match day.
 * `shouldStop` is asked between days (the server is shutting down).
 */
export async function backtestLeague(
  history: LeagueHistory,
  options: {
    done?: ReadonlySet<number>;
    /** Default: MODEL_SETTINGS (the tuning script tries others). */
    settings?: ModelSettings;
    shouldStop?: () => boolean;
  } = {},
): Promise<{ rows: BacktestRow[]; times: FitTimes }> {
  const done = options.done ?? new Set<number>();
  const settings = options.settings ?? MODEL_SETTINGS;
  const targets = history.results.filter(
    (r) => r.seasonId === history.seasonId && r.competitionId === history.competitionId && !done.has(r.matchId),
  );
  const byDay = new Map<string, HistoricResult[]>();
  for (const r of targets) {
    const day = ymdIn(new Date(r.at));
    byDay.set(day, [...(byDay.get(day) ?? []), r]);
  }
  const teamIds = new Set(targets.flatMap((r) => [r.homeId, r.awayId]));
  const start = seasonPrior(history, teamIds, settings);
  const firstLearned = history.results.findIndex((r) => r.at >= start.learnFrom);
  const learnFrom = firstLearned === -1 ? history.results.length : firstLearned;
  const elo = new EloRatings({
    neutral: history.neutral,
    // A promoted team starts below the league's average rating, as its Dixon–Coles prior does.
    initial: (id) => (history.newcomers.has(id) ? ELO_NEWCOMER : ELO_AVERAGE),
  });
  const rows: BacktestRow[] = [];
  // The previous seasons' fit (carry-over) counts as one of the season's fits.
  const times: FitTimes = start.ms
    ? { fits: 1, totalMs: start.ms, maxMs: start.ms }
    : { fits: 0, totalMs: 0, maxMs: 0 };
  const own: HistoricResult[] = [];
  let applied = 0;
  let previous: DixonColesModel | undefined;
  for (const [day, matches] of [...byDay.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (options.shouldStop?.()) break;
    const cutoff = dayBounds(day).start.getTime();
    while (applied < history.results.length && history.results[applied].at < cutoff) {
      const result = history.results[applied];
      elo.update(result);
      if (result.competitionId === history.competitionId) own.push(result);
      applied += 1;
    }
    const model = fitDixonColes(history.results.slice(learnFrom, Math.max(learnFrom, applied)), {
      at: cutoff,
      neutral: history.neutral,
      priors: start.priors,
      league: start.league,
      teamIds,
      warmStart: previous,
      decayPerDay: settings.decayPerDay,
      shrinkage: settings.shrinkage,
    });
    previous = model;
    times.fits += 1;
    times.totalMs += model.ms;
    times.maxMs = Math.max(times.maxMs, model.ms);
    const frequency = frequencyBaseline(own);
    for (const match of matches) {
      const eloForecast = elo.probabilities(match.homeId, match.awayId, frequency.pDraw);
      rows.push({
        matchId: match.matchId,
        competitionId: history.competitionId,
        seasonId: history.seasonId,
        day,
        ...publishable(combine(forecast(model, match.homeId, match.awayId), eloForecast, settings, history.code)),
        homeScore: match.homeGoals,
        awayScore: match.awayGoals,
        elo: publishable(eloForecast),
        frequency: publishable(frequency),
      });
    }
    await breathe();
  }
  return { rows, times };
}
