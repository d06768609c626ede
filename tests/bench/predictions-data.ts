// Shared by `bench:predictions` and `tune:predictions`: the shipped data imported into an in-memory
// PGlite on the demo calendar (52 weeks on, so the 2024/25 seasons are over), the seasons of a scope
// backtested with some settings, and the table of figures they print.
import { openDatabase } from '@server/db/client';
import { createFootballService } from '@server/modules/football/service';
import { predictionsRepo } from '@server/modules/predictions/repo';
import { buildDataset, leagueHistory, type Dataset } from '@server/modules/predictions/dataset';
import { backtestLeague, type BacktestRow, type FitTimes } from '@server/modules/predictions/backtest';
import type { ModelSettings } from '@server/modules/predictions/settings';
import { scoreAll, type Probabilities, type Scores } from '@server/modules/predictions/scoring';

export type Scope = readonly { season: string; codes: readonly string[] }[];

/** The validation seasons every setting is chosen on (never the published ones). */
export const VALIDATION_SCOPE: Scope = [
  { season: '2023/24', codes: ['en.1', 'es.1', 'it.1', 'de.1', 'fr.1', 'pt.1', 'nl.1'] },
  { season: '2020', codes: ['br.1'] },
];

export async function loadShippedData(): Promise<{ dataset: Dataset; close: () => Promise<void> }> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const now = new Date();
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
  return { dataset: buildDataset(now, results, seasons, seasonTeams), close: () => database.close() };
}

export interface SeasonBacktest {
  label: string;
  code: string;
  rows: BacktestRow[];
  /** No earlier season of the competition in the data: the first rounds start from the priors. */
  coldStart: boolean;
  /** First match day of the season (São Paulo). */
  firstDay: string;
  times: FitTimes;
  seconds: number;
}

export async function backtestScope(
  dataset: Dataset,
  scope: Scope,
  settings?: ModelSettings,
): Promise<SeasonBacktest[]> {
  const out: SeasonBacktest[] = [];
  for (const { season: name, codes } of scope) {
    for (const season of dataset.seasons.values()) {
      if (season.name !== name || !codes.includes(season.code)) continue;
      const started = performance.now();
      const { rows, times } = await backtestLeague(leagueHistory(dataset, season), { settings });
      const list = dataset.seasonsOf.get(season.competitionId) ?? [];
      out.push({
        label: `${season.competitionName} ${season.name}`,
        code: season.code,
        rows,
        coldStart: list[0]?.id === season.id,
        firstDay: rows.map((r) => r.day).sort()[0] ?? '',
        times,
        seconds: (performance.now() - started) / 1000,
      });
    }
  }
  return out;
}

type Pick = (row: BacktestRow) => Probabilities;
const on = (rows: readonly BacktestRow[], pick: Pick): Scores =>
  scoreAll(rows.map((r) => ({ ...pick(r), homeScore: r.homeScore, awayScore: r.awayScore })));

/** The model, Elo and the frequencies on the same rows. */
export function scoresOf(rows: readonly BacktestRow[]) {
  return { model: on(rows, (r) => r), elo: on(rows, (r) => r.elo), frequency: on(rows, (r) => r.frequency) };
}

const f4 = (x: number) => x.toFixed(4);

/** Per season and pooled: Brier, RPS and log loss of the model, Elo and the frequencies. */
export function printScores(seasons: readonly SeasonBacktest[]): void {
  const line = (label: string, rows: readonly BacktestRow[]) => {
    const s = scoresOf(rows);
    const cells = (x: Scores) => `${f4(x.brier)} ${f4(x.rps)} ${f4(x.logLoss)}`;
    const eloBeats = s.elo.brier < s.model.brier ? '  ← Elo melhor' : '';
    console.log(
      `  ${label.padEnd(42)} ${String(rows.length).padStart(5)}  ${cells(s.model)} | ${cells(s.elo)} | ${cells(s.frequency)}${eloBeats}`,
    );
  };
  console.log(
    `  ${''.padEnd(42)} ${'jogos'.padStart(5)}  modelo: Brier  RPS    logloss | Elo (idem)             | frequências (idem)`,
  );
  for (const season of seasons) line(season.label, season.rows);
  line(
    'TOTAL (agregado)',
    seasons.flatMap((s) => s.rows),
  );
}
