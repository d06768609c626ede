// `npm run bench:load [-- --sockets 5000 --seconds 60]`: a match-day peak against 2 server processes
// on PostgreSQL + Redis (issue 15, point 6). At the same time:
// - reads over both processes: the day's matches (distinct dates), league pages (every league, by
//   id) and typed searches (distinct queries from the real team names), BENCH_CONNECTIONS
//   connections per process (default 10);
// - `--sockets` live clients split over both processes (a `ws` socket speaking just enough
//   Engine.IO: open, connect, pong), while a match inserted for the run is played fast (LIVE_SPEED)
//   and scores its goals during the load;
// - sign-ins at 200 per minute, alternating processes, each from its own address.
// Printed: requests, throughput and p50/p99 per call, and for the goals the delivery latency to every
// socket (from the server's timestamp, taken before the goal is stored, to the frame's arrival).
//
// BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://root@127.0.0.1:5432/test): a fresh
// database is created beside it and dropped at the end. BENCH_REDIS_URL (default TEST_REDIS_URL).
// 5000 sockets need `ulimit -n` above ~10 500.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { openDatabase } from '@server/db/client';
import { addDays, ymdIn } from '@shared/datetime';
import { leagueListSchema } from '@shared/football';
import { LIVE_EVENTS } from '@shared/live-rules';
// @ts-expect-error plain ESM script without types
import { ensureClientBuilt, ensureServerBuilt } from '../../scripts/build-if-stale.mjs';
import { createPostgresDatabase } from '../support/database';
import { insertLiveFixtures } from '../support/live-fixtures';
import { serverNodes, sleep, startNode, stopNode } from '../support/server-nodes';
import { searchQueries, teamNames } from './queries';

const { values: args } = parseArgs({
  options: { sockets: { type: 'string', default: '5000' }, seconds: { type: 'string', default: '60' } },
});
const SOCKETS = Number(args.sockets);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOGINS_PER_MINUTE = 200;
const SPEED = 120; // game minutes per real minute: the 90 minutes in 45 s, inside the load
const baseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORT = 4800 + Math.floor(Math.random() * 100) * 3;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};
const row = (call: string, count: number, seconds: number, p50: number, p99: number, failed: number) =>
  console.log(
    `${call.padEnd(46)} ${String(count).padStart(8)} ${(count / seconds).toFixed(1).padStart(9)} ${String(Math.round(p50)).padStart(6)} ms ${String(Math.round(p99)).padStart(6)} ms ${String(failed).padStart(7)}`,
  );

/** The live clients: every goal frame's delivery latency (arrival minus the server's timestamp). */
function liveClients(urls: string[], count: number) {
  const sockets: WebSocket[] = [];
  const latencies: number[] = [];
  let goalFrames = 0;
  let ready = 0;
  // Every client gets the same frames: parse each distinct frame once and remember its goals.
  const frames = new Map<string, { timestamp: number; goal: boolean }>();
  const scores = new Map<number, string>();
  const frameInfo = (text: string) => {
    let info = frames.get(text);
    if (info) return info;
    const [event, update] = JSON.parse(text.slice(2)) as [
      string,
      { type: string; timestamp?: number; match?: MatchScore; matches?: MatchScore[] },
    ];
    info = { timestamp: update.timestamp ?? NaN, goal: false };
    if (event === LIVE_EVENTS.liveMatchUpdate)
      for (const match of update.match ? [update.match] : (update.matches ?? [])) {
        const score = `${match.homeScore}-${match.awayScore}`;
        const before = scores.get(match.id);
        if (before !== undefined && before !== score && match.homeScore !== null) info.goal = true;
        scores.set(match.id, score);
      }
    if (info.goal) goalFrames += 1;
    frames.set(text, info);
    return info;
  };
  const opened = new Promise<void>((resolve) => {
    let started = 0;
    const open = () => {
      // At most 250 handshakes in flight: a burst past the accept backlog is reset.
      while (started < count && started - ready < 250) {
        const url = urls[started % urls.length];
        started += 1;
        connect(url);
      }
    };
    const connect = (url: string) => {
      const socket = new WebSocket(`${url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`, {
        perMessageDeflate: false,
      });
      let synced = false;
      socket.on('message', (data) => {
        const at = Date.now();
        const text = data.toString();
        if (text.startsWith('0{')) return socket.send('40');
        if (text === '2') return socket.send('3');
        if (!text.startsWith('42[')) return;
        if (text.startsWith(`42["${LIVE_EVENTS.matchesSync}"`)) {
          if (!synced) {
            synced = true;
            ready += 1;
            if (ready === count) resolve();
            else open();
          }
          return;
        }
        const info = frameInfo(text);
        if (info.goal) latencies.push(at - info.timestamp);
      });
      socket.on('error', () => {
        if (!synced) setTimeout(() => connect(url), 100);
      });
      sockets.push(socket);
    };
    open();
  });
  return {
    opened,
    latencies,
    goals: () => goalFrames,
    close: () => sockets.forEach((socket) => socket.terminate()),
  };
}

interface MatchScore {
  id: number;
  homeScore: number | null;
  awayScore: number | null;
}

/** Sign-ins at LOGINS_PER_MINUTE for `seconds`, alternating processes, each account from its address. */
async function signIns(urls: string[], accounts: Array<{ email: string; ip: string }>, seconds: number) {
  const latencies: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  const gap = 60_000 / LOGINS_PER_MINUTE;
  const end = Date.now() + seconds * 1000;
  for (let index = 0; Date.now() < end; index++) {
    const account = accounts[index % accounts.length];
    const url = urls[index % urls.length];
    const started = Date.now();
    pending.push(
      fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: url, 'X-Forwarded-For': account.ip },
        body: JSON.stringify({ email: account.email, password: 'segredo123' }),
      }).then(async (response) => {
        await response.arrayBuffer();
        if (response.status === 200) latencies.push(Date.now() - started);
        else failed += 1;
      }),
    );
    await sleep(gap);
  }
  await Promise.all(pending);
  return { latencies, failed };
}

/** Reads over one process: `paths` in turn on CONNECTIONS connections for `seconds`. */
function reads(url: string, paths: string[], seconds: number) {
  let next = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
}

async function main() {
  ensureServerBuilt({ quiet: true });
  ensureClientBuilt({ quiet: true });
  const fresh = await createPostgresDatabase(baseUrl, 'futdados_load');
  const databaseUrl = fresh.url;
  const nodes = serverNodes(2, PORT);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `load-${process.pid}:`,
    LIVE_SPEED: String(SPEED),
    LIVE_TICK_MS: '500',
    LIVE_LEADER_RETRY_MS: '1000',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    EMAIL_VERIFICATION: 'off',
    PREDICTIONS_REFRESH_MS: '0',
  };
  try {
    console.log(
      `Iniciando 2 processos em PostgreSQL (${new URL(databaseUrl).pathname.slice(1)}) + Redis e importando os dados...`,
    );
    const database = await openDatabase({ databaseUrl, dataDir: 'unused' });
    await database.migrate();
    // One at a time: the first imports the shipped data, the second finds it imported.
    for (const node of nodes) await startNode(node, env);
    const urls = nodes.map((node) => node.url);

    // The request mix: every path distinct within its kind, as many fans asking different things.
    const today = ymdIn(new Date());
    const names = await teamNames(urls[0]);
    const leagues = leagueListSchema
      .parse(await (await fetch(`${urls[0]}/api/leagues`)).json())
      .countries.flatMap((country) => country.leagues);
    const days = Array.from({ length: 401 }, (_, i) => `/api/soccer/matches?date=${addDays(today, i - 200)}`);
    const leaguePaths = leagues.map((league) => `/api/leagues/${league.id}`);
    const searches = searchQueries(names, 1000).map((q) => `/api/search/matches?q=${encodeURIComponent(q)}`);
    const mix = days.flatMap((day, i) => [day, leaguePaths[i % leaguePaths.length], searches[i], searches[i + 401]]);

    // Accounts for the sign-ins, each registered from an address of its own (10 sign-ups per address per hour).
    const accounts = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const username = `carga${i}${randomBytes(2).toString('hex')}`;
        const account = { email: `${username}@exemplo.test`, ip: `10.55.${i}.${1 + (i % 250)}` };
        const response = await fetch(`${urls[i % 2]}/api/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: urls[i % 2], 'X-Forwarded-For': account.ip },
          body: JSON.stringify({ username, email: account.email, password: 'segredo123' }),
        });
        if (response.status !== 201) throw new Error(`cadastro: ${response.status} ${await response.text()}`);
        return account;
      }),
    );

    // A match of the run: the engines re-read the day's fixtures every minute, so it kicks off 65 s
    // from now and is played while the load runs (10 goals in 45 s at LIVE_SPEED=120).
    const kickoff = Date.now() + 65_000;
    await insertLiveFixtures(
      database.db,
      [
        {
          home: 'Carga FC',
          away: 'Pico EC',
          kickoffAt: new Date(kickoff),
          ht: [3, 2],
          ft: [6, 4],
          goals: [5, 12, 20, 31, 44, 50, 58, 66, 77, 88].map((minute, i) => ({
            side: i % 5 === 1 || i % 5 === 3 ? ('away' as const) : ('home' as const),
            player: `Jogador ${i + 1}`,
            minute,
          })),
        },
      ],
      { name: 'Copa da Carga', country: 'Brasil', priority: 90 },
    );
    await database.close();

    const started = Date.now();
    const live = liveClients(urls, SOCKETS);
    await Promise.race([
      live.opened,
      sleep(180_000).then(() => {
        throw new Error('os sockets não receberam a sincronização em 3 minutos');
      }),
    ]);
    console.log(
      `${SOCKETS} sockets prontos em ${((Date.now() - started) / 1000).toFixed(1)} s (${SOCKETS / 2} por processo)`,
    );
    const wait = kickoff - Date.now() - 3_000;
    if (wait > 0) await sleep(wait);

    console.log(
      `Carga por ${SECONDS} s: leituras com ${CONNECTIONS} conexões por processo, ${LOGINS_PER_MINUTE} logins/min, ${SOCKETS} sockets\n`,
    );
    const [first, second, logins] = await Promise.all([
      reads(urls[0], mix, SECONDS),
      reads(urls[1], mix.slice().reverse(), SECONDS),
      signIns(urls, accounts, SECONDS),
    ]);
    await sleep(2_000);
    live.close();

    console.log(
      `${'chamada'.padEnd(46)} ${'pedidos'.padStart(8)} ${'por s'.padStart(9)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'falhas'.padStart(7)}`,
    );
    for (const [label, result] of [
      ['leituras no processo 1 (dia, liga, busca)', first],
      ['leituras no processo 2 (dia, liga, busca)', second],
    ] as const)
      row(
        label,
        result['2xx'] + result.non2xx,
        SECONDS,
        result.latency.p50,
        result.latency.p99,
        result.non2xx + result.errors,
      );
    row(
      `POST /api/login (${LOGINS_PER_MINUTE}/min)`,
      logins.latencies.length,
      SECONDS,
      percentile(logins.latencies, 50),
      percentile(logins.latencies, 99),
      logins.failed,
    );
    const goals = live.goals();
    const expected = goals * SOCKETS;
    console.log(
      `\nGols anunciados durante a carga: ${goals}; entregas ${live.latencies.length} de ${expected} (${goals} × ${SOCKETS} sockets)`,
    );
    console.log(
      `Latência do gol até cada socket: p50 ${Math.round(percentile(live.latencies, 50))} ms, p99 ${Math.round(percentile(live.latencies, 99))} ms, máx. ${Math.round(percentile(live.latencies, 100))} ms`,
    );
  } finally {
    for (const node of nodes) await stopNode(node, 'SIGTERM').catch(() => undefined);
    await fresh.drop().catch((error: Error) => console.error(`o banco do teste de carga ficou: ${error.message}`));
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
