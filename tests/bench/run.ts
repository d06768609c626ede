// `npm run bench`: starts the built server on its own data (whole shipped dataset, imported at
// start), then loads the search and the day's-matches endpoints with autocannon and prints
// requests per second and p50/p99 latency.
import autocannon from 'autocannon';
import { rmSync } from 'node:fs';
// @ts-expect-error plain ESM script without types
import { ensureClientBuilt, ensureServerBuilt } from '../../scripts/build-if-stale.mjs';
import { startServer } from '../e2e/harness';
import { ymdIn } from '@shared/datetime';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function load(title: string, url: string, requests?: { path: string }[]) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests });
  const ok = result['2xx'];
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   (${ok} ok, ${result.non2xx} non-2xx, ${result.errors} errors)`,
  );
  return result;
}

ensureServerBuilt({ quiet: true });
ensureClientBuilt({ quiet: true });
console.log('Iniciando o servidor e importando os dados...');
const server = await startServer({ env: { LOG_LEVEL: 'warn' } });
try {
  const today = ymdIn(new Date());
  // Warm-up: first queries compile plans and fill the in-memory catalogue.
  await fetch(`${server.url}/api/search/matches?q=flamengo&limit=10`);
  await fetch(`${server.url}/api/soccer/matches?date=${today}&includeTeams=true`);
  console.log(`${CONNECTIONS} conexões, ${DURATION_S} s por cenário, banco PGlite embutido\n`);
  const queries = [
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
    'GET /api/search/matches (8 consultas)',
    server.url,
    queries.map((q) => ({ path: `/api/search/matches?q=${encodeURIComponent(q)}&limit=10` })),
  );
  await load(
    `GET /api/soccer/matches?date=${today}`,
    `${server.url}/api/soccer/matches?date=${today}&includeTeams=true`,
  );
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
