// `npm run data:import`: loads the openfootball files into the configured database (only the
// files that changed since the last import) and prints what it did. `-- --from <folder>` reads
// newer openfootball files from that folder instead of FOOTBALL_DATA_DIR (issue 32).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { demoCalendarOf } from './modules/football/demo-calendar';
import { ConfigError, loadConfig, readDotEnv } from './config';
import { openDatabase } from './db/client';
import { createFootballService } from './modules/football/service';
import { StartupError } from './startup';

function failWith(error: unknown): never {
  console.error(error instanceof ConfigError || error instanceof StartupError ? error.message : String(error));
  process.exit(1);
}

readDotEnv();
const fromIndex = process.argv.indexOf('--from');
const from = fromIndex >= 0 ? process.argv[fromIndex + 1] : undefined;
if (fromIndex >= 0 && (!from || !existsSync(from))) failWith(`--from: pasta não encontrada: ${from ?? '(nenhuma)'}`);
const config = (() => {
  try {
    return loadConfig(process.env);
  } catch (error) {
    failWith(error);
  }
})();
// Refused while a server holds DATA_DIR: the import would be lost when the server stops.
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch(failWith);
try {
  await database.migrate();
  const football = createFootballService({
    db: database.db,
    dataDir: from ? path.resolve(from) : config.FOOTBALL_DATA_DIR,
    ...demoCalendarOf(config),
    now: () => new Date(),
  });
  const report = await football.importData();
  for (const file of report.imported) console.log(`importado: ${file}`);
  if (report.skipped.length) console.log(`sem mudanças: ${report.skipped.length} arquivo(s)`);
  for (const failure of report.failed) console.error(`ERRO em ${failure.file}: ${failure.error}`);
  const calendar = config.DEMO_REPLAY_DAY
    ? `0, DEMO_REPLAY_DAY=${config.DEMO_REPLAY_DAY}${report.replayDay?.replayed ? '' : ' sem jogos para reexibir'}`
    : (config.DEMO_SHIFT_WEEKS ?? `automático: 52 semanas e ${report.shiftMinutes} min`);
  console.log(`Concluído em ${report.durationMs} ms (${database.kind}, DEMO_SHIFT_WEEKS=${calendar}).`);
  process.exitCode = report.failed.length ? 1 : 0;
} finally {
  await database.close();
}
