// `npm run bench:predictions`: the shipped data imported into an in-memory PGlite on the demo
// calendar, then, per competition, the time of a full (cold) Dixon–Coles fit as of now, and per
// backtested season the number of daily fits and their mean and worst time. Prints figures only.
import { openDatabase } from '@server/db/client';
import { createFootballService } from '@server/modules/football/service';
import { predictionsRepo } from '@server/modules/predictions/repo';
import { buildDataset, currentSeason, isNeutral, newcomersOf } from '@server/modules/predictions/dataset';
import { fitDixonColes, newcomerPriors } from '@server/modules/predictions/dixon-coles';
import { backtestLeague } from '@server/modules/predictions/backtest';
import { BACKTEST_SCOPE } from '@server/modules/predictions/service';
import { ymdIn } from '@shared/datetime';

const REPEATS = 7;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
const now = new Date();
console.log('Importando os dados (calendário de demonstração, 52 semanas)...');
await createFootballService({
  db: database.db,
  dataDir: './data/openfootball',
  shiftWeeks: 52,
  now: () => now,
}).importData();
const repo = predictionsRepo(database.db);
const [results, seasons, seasonTeams] = await Promise.all([
  repo.finishedResults(now),
  repo.seasons(),
  repo.seasonTeams(),
]);
const dataset = buildDataset(now, results, seasons, seasonTeams);

console.log(`\nAjuste completo (a frio) por competição, agora (${ymdIn(now)}), mediana de ${REPEATS}:`);
for (const [competitionId, list] of dataset.seasonsOf) {
  const season = currentSeason(list, ymdIn(now));
  const learning = dataset.learning.get(competitionId) ?? [];
  const times: number[] = [];
  let model;
  for (let i = 0; i < REPEATS; i++) {
    model = fitDixonColes(learning, {
      at: now.getTime(),
      neutral: isNeutral(season),
      priors: newcomerPriors(newcomersOf(dataset, season.id)),
      teamIds: dataset.teamsOf.get(season.id),
    });
    times.push(model.ms);
  }
  console.log(
    `  ${`${season.competitionName} ${season.name}`.padEnd(34)} ${median(times).toFixed(1).padStart(6)} ms  ` +
      `${String(model!.matches).padStart(5)} jogos com peso, ${model!.teams.size} times, ${model!.iterations} iterações`,
  );
}

console.log('\nBacktest (um ajuste por dia de jogo, cada um partindo do anterior):');
for (const scope of BACKTEST_SCOPE) {
  for (const season of dataset.seasons.values()) {
    if (season.name !== scope.season || !scope.codes.includes(season.code)) continue;
    const started = performance.now();
    const { rows, times } = await backtestLeague({
      competitionId: season.competitionId,
      seasonId: season.id,
      neutral: isNeutral(season),
      results: dataset.learning.get(season.competitionId) ?? [],
      newcomers: newcomersOf(dataset, season.id),
    });
    console.log(
      `  ${`${season.competitionName} ${season.name}`.padEnd(34)} ${String(rows.length).padStart(4)} partidas, ` +
        `${String(times.fits).padStart(3)} ajustes, média ${(times.totalMs / times.fits).toFixed(1)} ms, ` +
        `pior ${times.maxMs.toFixed(1)} ms, total ${((performance.now() - started) / 1000).toFixed(2)} s`,
    );
  }
}
await database.close();
