// `npm run bench:predictions`: the shipped data imported into an in-memory PGlite on the demo
// calendar, then, per competition, the time of a full (cold) Dixon–Coles fit as of now, per
// backtested season the number of daily fits and their mean and worst time, and the published
// backtest's figures (Brier, RPS, log loss of the model, Elo and the frequencies, per league and
// pooled). Prints figures only.
import { currentSeason, leagueHistory } from '@server/modules/predictions/dataset';
import { fitDixonColes } from '@server/modules/predictions/dixon-coles';
import { seasonPrior } from '@server/modules/predictions/season-prior';
import { BACKTEST_SCOPE } from '@server/modules/predictions/service';
import { MODEL_SETTINGS } from '@server/modules/predictions/settings';
import { ymdIn } from '@shared/datetime';
import { backtestScope, loadShippedData, printScores } from './predictions-data';

const REPEATS = 7;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

console.log('Importando os dados (calendário de demonstração, 52 semanas)...');
const { dataset, close } = await loadShippedData();
const now = dataset.at;

console.log(`\nAjuste completo (a frio) por competição, agora (${ymdIn(now)}), mediana de ${REPEATS}:`);
for (const list of dataset.seasonsOf.values()) {
  const season = currentSeason(list, ymdIn(now));
  const history = leagueHistory(dataset, season);
  const teamIds = dataset.teamsOf.get(season.id) ?? new Set<number>();
  const times: number[] = [];
  let model;
  for (let i = 0; i < REPEATS; i++) {
    // As the server does it: last season's fit (carry-over) and this season's, both timed.
    const start = seasonPrior(history, teamIds, MODEL_SETTINGS);
    model = fitDixonColes(
      history.results.filter((r) => r.at >= start.learnFrom),
      {
        at: now.getTime(),
        neutral: history.neutral,
        priors: start.priors,
        league: start.league,
        teamIds,
        decayPerDay: MODEL_SETTINGS.decayPerDay,
        shrinkage: MODEL_SETTINGS.shrinkage,
      },
    );
    times.push(start.ms + model.ms);
  }
  console.log(
    `  ${`${season.competitionName} ${season.name}`.padEnd(34)} ${median(times).toFixed(1).padStart(6)} ms  ` +
      `${String(model!.matches).padStart(5)} jogos com peso, ${model!.teams.size} times, ${model!.iterations} iterações`,
  );
}

console.log('\nBacktest (um ajuste por dia de jogo, cada um partindo do anterior):');
const seasons = await backtestScope(dataset, BACKTEST_SCOPE);
for (const { label, rows, times, seconds } of seasons) {
  console.log(
    `  ${label.padEnd(34)} ${String(rows.length).padStart(4)} partidas, ` +
      `${String(times.fits).padStart(3)} ajustes, média ${(times.totalMs / times.fits).toFixed(1)} ms, ` +
      `pior ${times.maxMs.toFixed(1)} ms, total ${seconds.toFixed(2)} s`,
  );
}
console.log(`\nBacktest publicado (${JSON.stringify(MODEL_SETTINGS)}):`);
printScores(seasons);
await close();
