// `npm run tune:predictions`: chooses the model's settings on the validation seasons only (the
// 2023/24 European leagues and the 2020 Brasileirão; the published backtest is 2024/25 and 2025).
// Since the 2022/23 European seasons are in the data, every validation season has its previous
// season before it, as the published ones do, so carrying last season over can be scored; 2022/23
// itself starts cold and is not scored. For each Dixon–Coles setting (carry-over × old matches kept
// × time decay × prior strength) the validation seasons are backtested; then the Elo share and the
// draw factor, which only mix finished forecasts, are scored on the same rows, and an Elo share per
// league is kept only where its gain over the pooled one on that league is more than MIN_LEAGUE_Z
// standard errors (paired, match by match): one season of a league is 300–380 matches, and gains
// below that were noise (docs/decisions/0125). Prints every candidate's validation Brier and the
// choice; MODEL_SETTINGS in src/server/modules/predictions/settings.ts is set by hand from this output
// (docs/decisions/0110, 0125).
import type { BacktestRow } from '@server/modules/predictions/backtest';
import { combine, MODEL_SETTINGS, type ModelSettings } from '@server/modules/predictions/settings';
import { brierScore, outcomeOf, scoreAll } from '@server/modules/predictions/scoring';
import { backtestScope, loadShippedData, printScores, VALIDATION_SCOPE } from './predictions-data';

/** Dixon–Coles settings tried: [carryOver, keepOldMatches] × decay × prior strength. */
const CARRY: [number, boolean][] = [
  [0, true],
  [0.5, false],
  [0.7, false],
  [0.85, false],
  [0.7, true],
];
const DECAYS = [0.0005, 0.0018, 0.0035];
const SHRINKAGES = [4, 8, 16];
const ELO_WEIGHTS = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7];
const DRAW_FACTORS = [0.9, 0.95, 1, 1.05, 1.1, 1.15, 1.2];
/** A league's own Elo share must beat the pooled one by this many standard errors of the gain (noise guard). */
const MIN_LEAGUE_Z = 2;

type Mix = Pick<ModelSettings, 'eloWeight' | 'drawFactor' | 'eloWeightByLeague'>;
const brierOf = (rows: readonly BacktestRow[], mix: Mix, code?: string) =>
  scoreAll(rows.map((r) => ({ ...combine(r, r.elo, mix, code), homeScore: r.homeScore, awayScore: r.awayScore })))
    .brier;

const dixonColesAlone: Mix = { eloWeight: 0, drawFactor: 1, eloWeightByLeague: {} };

/** Mean Brier gain of `better` over `base`, match by match, and its standard error. */
function pairedGain(rows: readonly BacktestRow[], base: Mix, better: Mix) {
  const brier = (r: BacktestRow, mix: Mix) => brierScore(combine(r, r.elo, mix), outcomeOf(r.homeScore, r.awayScore));
  const gains = rows.map((r) => brier(r, base) - brier(r, better));
  const mean = gains.reduce((a, g) => a + g, 0) / gains.length;
  const variance = gains.reduce((a, g) => a + (g - mean) ** 2, 0) / (gains.length - 1);
  return { mean, se: Math.sqrt(variance / gains.length) };
}

function bestMix(rows: readonly BacktestRow[]) {
  let best = { ...dixonColesAlone, brier: brierOf(rows, dixonColesAlone) };
  for (const eloWeight of ELO_WEIGHTS) {
    for (const drawFactor of DRAW_FACTORS) {
      const brier = brierOf(rows, { eloWeight, drawFactor, eloWeightByLeague: {} });
      if (brier < best.brier - 1e-9) best = { eloWeight, drawFactor, eloWeightByLeague: {}, brier };
    }
  }
  return best;
}

console.log('Importando os dados (calendário de demonstração, 52 semanas)...');
const { dataset, close } = await loadShippedData();

const runs: { settings: ModelSettings; byLeague: Map<string, BacktestRow[]>; pooled: BacktestRow[] }[] = [];
console.log('\nValidação, Brier: só Dixon–Coles | melhor mistura (peso do Elo, fator de empate)');
console.log('  herança  jogos antigos  decaimento/dia  encolhimento   só DC    melhor mistura');
for (const [carryOver, keepOldMatches] of CARRY) {
  for (const decayPerDay of DECAYS) {
    for (const shrinkage of SHRINKAGES) {
      const settings: ModelSettings = {
        ...MODEL_SETTINGS,
        ...dixonColesAlone,
        carryOver,
        keepOldMatches,
        decayPerDay,
        shrinkage,
      };
      const seasons = await backtestScope(dataset, VALIDATION_SCOPE, settings);
      const pooled = seasons.flatMap((s) => s.rows);
      runs.push({ settings, pooled, byLeague: new Map(seasons.map((s) => [s.code, s.rows])) });
      const mix = bestMix(pooled);
      console.log(
        `  ${String(carryOver).padEnd(8)} ${(keepOldMatches ? 'sim' : 'não').padEnd(14)} ${String(decayPerDay).padEnd(15)} ` +
          `${String(shrinkage).padEnd(14)} ${brierOf(pooled, dixonColesAlone).toFixed(4)}   ${mix.brier.toFixed(4)} (${mix.eloWeight}, ${mix.drawFactor})`,
      );
    }
  }
}

const chosen = runs.reduce((a, b) => (bestMix(b.pooled).brier < bestMix(a.pooled).brier ? b : a));
const { brier, ...mix } = bestMix(chosen.pooled);
// Per league: its own Elo share (same draw factor) where that league's validation rows say it helps.
const eloWeightByLeague: Record<string, number> = {};
console.log('\nPeso do Elo por liga (mesmo fator de empate), Brier na validação:');
for (const [code, rows] of chosen.byLeague) {
  const pooledBrier = brierOf(rows, mix);
  let best = { weight: mix.eloWeight, brier: pooledBrier };
  for (const eloWeight of ELO_WEIGHTS) {
    const b = brierOf(rows, { ...mix, eloWeight });
    if (b < best.brier - 1e-9) best = { weight: eloWeight, brier: b };
  }
  const gain = pairedGain(rows, mix, { ...mix, eloWeight: best.weight });
  const kept = best.weight !== mix.eloWeight && gain.mean > MIN_LEAGUE_Z * gain.se;
  if (kept) eloWeightByLeague[code] = best.weight;
  console.log(
    `  ${code.padEnd(6)} geral ${pooledBrier.toFixed(4)}; melhor ${best.weight} → ${best.brier.toFixed(4)} ` +
      `(ganho ${gain.mean.toFixed(4)} ± ${gain.se.toFixed(4)})${kept ? '  (mantido)' : ''}`,
  );
}
const settings: ModelSettings = { ...chosen.settings, ...mix, eloWeightByLeague };
const final = scoreAll(
  [...chosen.byLeague].flatMap(([code, rows]) =>
    rows.map((r) => ({ ...combine(r, r.elo, settings, code), homeScore: r.homeScore, awayScore: r.awayScore })),
  ),
).brier;
console.log(
  `\nMelhor na validação: ${JSON.stringify(settings)} (Brier ${final.toFixed(4)}; sem peso por liga ${brier.toFixed(4)})`,
);
console.log('Validação com a melhor escolha, por liga:');
printScores(await backtestScope(dataset, VALIDATION_SCOPE, settings));
await close();
