// The published backtest answer built from the stored rows: per league and pooled figures of the
// model beside Elo and the frequencies, the calibration table, and the per-match list the figures
// are recomputable from (GET /api/ai/backtest).
import type { Backtest, BacktestLeague, BacktestSummary } from '@shared/predictions';
import { UNIFORM } from './baselines';
import type { StoredBacktestRow } from './repo';
import { calibration, scoreAll, type Probabilities } from './scoring';
import { MODEL_SETTINGS, modelVersion } from './settings';

/** The model's figures over some rows, beside the baselines' and Elo's on the same matches. */
function figures(rows: StoredBacktestRow[]) {
  const on = (pick: (r: StoredBacktestRow) => Probabilities) =>
    scoreAll(rows.map((r) => ({ ...pick(r), homeScore: r.homeScore, awayScore: r.awayScore })));
  return {
    ...scoreAll(rows),
    baselines: { uniform: on(() => UNIFORM), frequency: on((r) => r.frequency) },
    elo: on((r) => r.elo),
  };
}

function leagueEntry(rows: StoredBacktestRow[]): BacktestLeague {
  const first = rows[0];
  return {
    leagueId: first.competitionId,
    season: first.seasonName,
    seasonId: first.seasonId,
    leagueName: first.competitionName,
    country: first.country,
    ...figures(rows),
  };
}

export function summarizeBacktest(rows: StoredBacktestRow[], ready: boolean): Backtest {
  const bySeason = new Map<number, StoredBacktestRow[]>();
  for (const row of rows) bySeason.set(row.seasonId, [...(bySeason.get(row.seasonId) ?? []), row]);
  const summary: BacktestSummary = {
    pooled: figures(rows),
    leagues: [...bySeason.values()].map(leagueEntry).sort((a, b) => b.matches - a.matches || a.leagueId - b.leagueId),
    calibration: calibration(rows),
    model: {
      name: 'Dixon–Coles com decaimento exponencial, misturado ao Elo',
      version: modelVersion(MODEL_SETTINGS),
      decayPerDay: MODEL_SETTINGS.decayPerDay,
      shrinkage: MODEL_SETTINGS.shrinkage,
      eloWeight: MODEL_SETTINGS.eloWeight,
      drawFactor: MODEL_SETTINGS.drawFactor,
      carryOver: MODEL_SETTINGS.carryOver,
      eloWeightByLeague: { ...MODEL_SETTINGS.eloWeightByLeague },
    },
    computedAt: rows.length ? new Date(Math.max(...rows.map((r) => r.computedAt.getTime()))).toISOString() : null,
    ready,
  };
  return {
    ...summary,
    predictions: rows.map((r) => ({
      matchId: r.matchId,
      pHome: r.pHome,
      pDraw: r.pDraw,
      pAway: r.pAway,
      homeScore: r.homeScore,
      awayScore: r.awayScore,
      leagueId: r.competitionId,
      seasonId: r.seasonId,
      day: r.day,
      elo: [r.elo.pHome, r.elo.pDraw, r.elo.pAway],
      frequency: [r.frequency.pHome, r.frequency.pDraw, r.frequency.pAway],
    })),
  };
}
