// `npm run bench`: starts the built server on its own data (the whole shipped dataset, imported at
// start), then loads the search and the day's-matches endpoints with autocannon and prints
// requests per second and p50/p99 latency.
//
// Every request is different, as typed searches are: 1000 distinct queries made from the real team
// names (prefixes as typed, typos, no accents, "a x b" pairs), each sent once per limit, and 1001
// distinct dates for the day list (each once per filter). No two requests share a key of the
// server's 1 s answer cache, so the figures are those of the real work. A last scenario repeats
// 8 queries (what the answer cache serves) for comparison. The directory search (/api/search: teams,
// leagues and, since issue 31, players) is loaded with the same team queries and with 1000 queries
// made the same way from the players of the 2022 World Cup's lineups. Before measuring, a warm-up pass of
// other queries and other dates (printed, not counted) stands for a server that has been running.
//
// PGlite by default; `--database-url postgres://…` (or DATABASE_URL) runs the server on PostgreSQL.
// BENCH_CONNECTIONS (default 10) sets the concurrent connections.
import autocannon from 'autocannon';
import { readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
// @ts-expect-error plain ESM script without types
import { ensureClientBuilt, ensureServerBuilt } from '../../scripts/build-if-stale.mjs';
import { startServer } from '../e2e/harness';
import { addDays, ymdIn } from '@shared/datetime';
import { playerNames, searchQueries, teamNames } from './queries';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const { values: args } = parseArgs({ options: { 'database-url': { type: 'string' } } });
const databaseUrl = args['database-url'] ?? process.env.DATABASE_URL;

/** CPU time the server process has used, in ms (Linux /proc; 0 elsewhere). */
function serverCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Loads `paths` once each, in order, over CONNECTIONS connections. Also prints the server's CPU time
 * per request: unlike latency, it does not grow when other processes share the machine's cores.
 */
async function load(title: string, url: string, paths: string[]) {
  let next = 0;
  const cpuBefore = serverCpuMs(server.pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: paths.length,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  const cpuPerRequest = (serverCpuMs(server.pid) - cpuBefore) / paths.length;
  console.log(
    `${title.padEnd(58)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   CPU ${cpuPerRequest.toFixed(2)} ms/req   (${result['2xx']} ok, ${result.non2xx + result.errors} failed)`,
  );
  return result;
}

/**
 * Waits until the server has used under 5 % of a core for two seconds in a row (at most 5 min): the
 * start-up work in the background (predictions fit and backtest, first jobs) must not share the
 * measured window, or it counts as CPU per request and stretches the tail latency.
 */
async function serverIdle(pid: number) {
  const deadline = Date.now() + 300_000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    const before = serverCpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    quiet = serverCpuMs(pid) - before < 50 ? quiet + 1 : 0;
  }
}

ensureServerBuilt({ quiet: true });
ensureClientBuilt({ quiet: true });
console.log('Iniciando o servidor e importando os dados...');
const server = await startServer({
  env: { LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
});
try {
  const today = ymdIn(new Date());
  const names = await teamNames(server.url);
  const queries = searchQueries(names, 1000);
  const players = await playerNames(server.url);
  const playerQueries = searchQueries(players, 1000);
  const limits = [10, 5, 20];
  const searches = limits.flatMap((limit) =>
    queries.map((q) => `/api/search/matches?q=${encodeURIComponent(q)}&limit=${limit}`),
  );
  const dates = Array.from({ length: 1001 }, (_, i) => addDays(today, i - 500));
  const days = ['', '&status=finished'].flatMap((filter) =>
    dates.map((date) => `/api/soccer/matches?date=${date}&includeTeams=true${filter}`),
  );
  // Warm-up, not measured: a server that has run a while has compiled its code (JIT) and its plans.
  // Other queries and other dates than the measured ones, so nothing measured is answered from a
  // cache the warm-up filled.
  const warmQueries = searchQueries(names, 1000, 7).filter((q) => !queries.includes(q));
  await load('aquecimento: outras buscas e datas (frio, só para referência)', server.url, [
    ...warmQueries.map((q) => `/api/search/matches?q=${encodeURIComponent(q)}&limit=10`),
    ...Array.from({ length: 500 }, (_, i) => `/api/soccer/matches?date=${addDays(today, 600 + i)}&includeTeams=true`),
  ]);
  await serverIdle(server.pid);

  console.log(
    `${CONNECTIONS} conexões, banco ${databaseUrl ? 'PostgreSQL' : 'PGlite embutido'}; ${names.length} times, ${players.length} jogadores, ` +
      `${queries.length} buscas distintas (ex.: ${queries
        .slice(0, 6)
        .map((q) => `"${q}"`)
        .join(', ')})\n`,
  );
  await load(`GET /api/search/matches (${queries.length} consultas × ${limits.length} limites)`, server.url, searches);
  await load(`GET /api/soccer/matches (${dates.length} datas × 2 filtros)`, server.url, days);
  const directory = (list: string[]) => list.map((q) => `/api/search?q=${encodeURIComponent(q)}`);
  await load(`GET /api/search (${queries.length} consultas de times)`, server.url, directory(queries));
  await load(`GET /api/search (${playerQueries.length} consultas de jogadores)`, server.url, directory(playerQueries));
  const repeated = [
    'flamengo',
    'sao paulo',
    'real madrid',
    'palmeras',
    'corinthians',
    'manchester city',
    'barcelona',
    'inter',
  ];
  await load(
    `GET /api/search/matches (${repeated.length} consultas repetidas, com cache)`,
    server.url,
    Array.from(
      { length: 3000 },
      (_, i) => `/api/search/matches?q=${encodeURIComponent(repeated[i % repeated.length])}&limit=10`,
    ),
  );
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
