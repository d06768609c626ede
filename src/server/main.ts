// Starts the server: .env and validated config, the port checked, the database (DATA_DIR locked,
// or DATABASE_URL reached) with migrations, then HTTP + socket.io on one port.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, readDotEnv, type Config } from './config';
import { openDatabase } from './db/client';
import { LOCK_KEYS } from './db/session-lock';
import { buildApp } from './app';
import {
  assertPortFree,
  demoLine,
  describeConnectionError,
  listeningLine,
  liveLine,
  portErrorLine,
  StartupError,
} from './startup';

function readVersion(): string {
  try {
    return JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;
  } catch {
    return process.env.npm_package_version ?? '0.0.0';
  }
}

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    readDotEnv();
  } catch (error) {
    fail(`Não foi possível ler o arquivo .env: ${(error as Error).message}`);
  }
  try {
    config = loadConfig(process.env, readVersion());
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // `npm start` validates the settings before spending time on a build.
  if (process.argv.includes('--check-config')) return;

  await assertPortFree(config.PORT, config.HOST);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch((error) =>
    fail(
      error instanceof StartupError
        ? error.message
        : `Não foi possível abrir o banco de dados (${config.DATABASE_URL ? 'DATABASE_URL' : 'DATA_DIR'}): ${error.message}`,
    ),
  );
  // Several processes starting at once on one PostgreSQL migrate (and import, below) one at a time.
  await database
    .exclusive(LOCK_KEYS.startup, () => database.migrate())
    .catch((error) =>
      fail(
        `Falha ao aplicar as migrações do banco de dados (${config.DATABASE_URL ? 'DATABASE_URL' : 'DATA_DIR'}): ` +
          describeConnectionError(error.cause ?? error),
      ),
    );

  const { app, football, news } = await buildApp({ config, database }).catch(async (error) => {
    await database.close().catch(() => undefined);
    throw error;
  });

  // Football data: loads what changed since the last start (nothing, usually), then keeps
  // settling matches whose time has passed (see FootballService.settleMatches).
  const report = await database
    .exclusive(LOCK_KEYS.startup, () => football.importData())
    .catch((error) => fail(`Falha ao importar os dados de futebol: ${error.message}`));
  for (const failure of report.failed) console.error(`Arquivo de dados ignorado: ${failure.file}: ${failure.error}`);
  if (report.imported.length)
    console.log(`Dados de futebol: ${report.imported.length} arquivo(s) importado(s) em ${report.durationMs} ms`);
  if (report.replayDay)
    console.log(
      report.replayDay.replayed
        ? `DEMO_REPLAY_DAY: o dia de jogos ${report.replayDay.day} é reexibido a partir de agora (só a temporada dele muda de data)`
        : `DEMO_REPLAY_DAY: nenhum jogo com horário e resultado em ${report.replayDay.day}; datas reais mantidas`,
    );
  const settler = setInterval(() => {
    football
      .settleMatches()
      // Matches finished by the clock rather than the live feed get their reports too.
      .then((ids) => (ids.length && config.NEWS_REPORT_DAYS > 0 ? news.reportMatches(ids) : 0))
      .catch((error) => app.log.error({ err: error }, 'falha ao encerrar as partidas cujo horário passou'));
  }, 60_000);
  settler.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} recebido, encerrando`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    clearInterval(settler);
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.ready();
    // Fastify logs one English "Server listening at" line per interface; the one line below says
    // where the app is, in Portuguese (issue 35 point 6). Only the listen call itself is hushed.
    const level = app.log.level;
    if (['trace', 'debug', 'info'].includes(level)) app.log.level = 'warn';
    await app.listen({ port: config.PORT, host: config.HOST }).finally(() => (app.log.level = level));
  } catch (error) {
    await database.close().catch(() => undefined);
    fail(portErrorLine(error as NodeJS.ErrnoException, config.PORT));
  }
  const demo = demoLine(config);
  if (demo) console.log(demo);
  console.log(listeningLine(config, app.server.address() as AddressInfo, database.kind));
  console.log(liveLine(config));
}

main().catch((error) =>
  fail(
    error instanceof StartupError
      ? error.message
      : `Erro ao iniciar: ${error instanceof Error ? error.message : String(error)}`,
  ),
);
