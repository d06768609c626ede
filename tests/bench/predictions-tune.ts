// `npm run tune:predictions`: chooses the model's settings on the validation seasons only (the
// 2023/24 European leagues and the 2020 Brasileirão; the published backtest is 2024/25 and 2025).
// The published seasons are predicted with the previous season known; the European validation
// seasons are the first in the data, so their first WARM_UP_DAYS are a cold start the published
// seasons never face: they are left out of the score (the 2020 Brasileirão has 2019 before it).
// For each Dixon–Coles setting (time decay × prior strength) the validation seasons are backtested,
// then the Elo share and the draw factor, which only mix finished forecasts, are scored on the same
// rows. Prints every candidate's validation Brier and the choice; MODEL_SETTINGS in
// src/server/modules/predictions/settings.ts is set by hand from this output (docs/decisions/0104).
import type { BacktestRow } from '@server/modules/predictions/backtest';
import { combine, type ModelSettings } from '@server/modules/predictions/settings';
import { scoreAll } from '@server/modules/predictions/scoring';
import { backtestScope, loadShippedData, printScores, VALIDATION_SCOPE, type SeasonBacktest } from './predictions-data';

const WARM_UP_DAYS = 100;
const DAY_MS = 86_400_000;
/** The rows scored: all of a season with history before it, the rest after the warm-up. */
const scored = (seasons: readonly SeasonBacktest[]): SeasonBacktest[] =>
  seasons.map((s) => {
    if (!s.coldStart) return s;
    const from = new Date(Date.parse(s.firstDay) + WARM_UP_DAYS * DAY_MS).toISOString().slice(0, 10);
    return { ...s, label: `${s.label} (após ${WARM_UP_DAYS} dias)`, rows: s.rows.filter((r) => r.day >= from) };
  });

const DECAYS = [0.0005, 0.001, 0.0018, 0.0025, 0.0035, 0.005];
const SHRINKAGES = [2, 4, 8, 16];
const ELO_WEIGHTS = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7];
const DRAW_FACTORS = [0.9, 0.95, 1, 1.05, 1.1, 1.15, 1.2];

const brierOf = (rows: readonly BacktestRow[], mix: Pick<ModelSettings, 'eloWeight' | 'drawFactor'>) =>
  scoreAll(rows.map((r) => ({ ...combine(r, r.elo, mix), homeScore: r.homeScore, awayScore: r.awayScore }))).brier;

console.log('Importando os dados (calendário de demonstração, 52 semanas)...');
const { dataset, close } = await loadShippedData();

// Two steps. The time decay decides how much the previous season counts, which only the validation
// seasons with a previous season in the data (the 2020 Brasileirão) measure: it is chosen on them.
// Then, at that decay, the prior strength, the Elo share and the draw factor on all validation rows.
const withHistory = (seasons: readonly SeasonBacktest[]) => seasons.filter((s) => !s.coldStart).flatMap((s) => s.rows);
const dixonColesAlone = { eloWeight: 0, drawFactor: 1 };
const runs = new Map<string, { pooled: BacktestRow[]; history: BacktestRow[] }>();
console.log('\nValidação, Brier (só Dixon–Coles): agregado | temporadas com a anterior nos dados | melhor mistura');
console.log('  decaimento/dia  encolhimento   agregado  com anterior  melhor mistura (peso do Elo, fator de empate)');
for (const decayPerDay of DECAYS) {
  for (const shrinkage of SHRINKAGES) {
    const seasons = scored(
      await backtestScope(dataset, VALIDATION_SCOPE, { decayPerDay, shrinkage, ...dixonColesAlone }),
    );
    const pooled = seasons.flatMap((s) => s.rows);
    runs.set(`${decayPerDay}|${shrinkage}`, { pooled, history: withHistory(seasons) });
    const mix = bestMix(pooled);
    console.log(
      `  ${String(decayPerDay).padEnd(15)} ${String(shrinkage).padEnd(14)} ${brierOf(pooled, dixonColesAlone).toFixed(4)}    ` +
        `${brierOf(withHistory(seasons), dixonColesAlone).toFixed(4)}        ${mix.brier.toFixed(4)} (${mix.eloWeight}, ${mix.drawFactor})`,
    );
  }
}

function bestMix(rows: readonly BacktestRow[]) {
  let best = { ...dixonColesAlone, brier: brierOf(rows, dixonColesAlone) };
  for (const eloWeight of ELO_WEIGHTS) {
    for (const drawFactor of DRAW_FACTORS) {
      const brier = brierOf(rows, { eloWeight, drawFactor });
      if (brier < best.brier - 1e-9) best = { eloWeight, drawFactor, brier };
    }
  }
  return best;
}

const argmin = <T>(list: readonly T[], score: (item: T) => number) =>
  list.reduce((a, b) => (score(b) < score(a) ? b : a));
const decayPerDay = argmin(DECAYS, (decay) =>
  Math.min(...SHRINKAGES.map((shrinkage) => brierOf(runs.get(`${decay}|${shrinkage}`)!.history, dixonColesAlone))),
);
const shrinkage = argmin(SHRINKAGES, (k) => bestMix(runs.get(`${decayPerDay}|${k}`)!.pooled).brier);
const { brier, ...mix } = bestMix(runs.get(`${decayPerDay}|${shrinkage}`)!.pooled);
const best = { settings: { decayPerDay, shrinkage, ...mix }, brier };
console.log(`\nMelhor na validação: ${JSON.stringify(best.settings)} (Brier ${best.brier.toFixed(4)})`);
console.log('Validação com a melhor escolha, por liga:');
printScores(scored(await backtestScope(dataset, VALIDATION_SCOPE, best.settings)));
await close();
