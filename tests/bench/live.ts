// npm run bench:live [-- --clients 5000 --goals 10]: the live feed's fan-out near the limit.
// Three servers in their own processes, up at the same time, each with the same number of clients:
// 1. the real app (live-server.ts): for each goal the engine persists, then socket.io announces;
// 2. bare socket.io (socketio-server.ts) emitting the very event the app sent: socket.io's share;
// 3. a bare `ws` server (ws-server.ts) broadcasting the very frame the app sent, the floor.
// Each goal goes to the app, then to the two others, so the figures of a goal meet the same
// machine (runs one after the other did not: the same build gave ratios from 0.97 to 1.37).
// All are read by the same minimal client (a `ws` socket speaking just enough of Engine.IO for
// socket.io: open, connect, pong), so the figures compare the servers, not client libraries.
// Printed (after --warmup goals, 2 by default, sent to all and not counted): per goal p50/p99 of
// the delivery latency (from the order to the frame's arrival), the medians over the goals,
// the median ratio app/ws of the per-goal p99 (and its two parts, socket.io/ws and
// app/socket.io), and server memory per 1000 clients (RSS after GC, connected minus before the
// first client).
// Each client socket needs a file descriptor on both sides: 5000 clients per server need
// `ulimit -n` > ~15500 (the parent holds the clients of all three).
import { fork, type ChildProcess } from 'node:child_process';
import { WebSocket } from 'ws';
import { LIVE_EVENTS } from '@shared/live-rules';
import type { Announced } from './bench-child';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const clients = arg('clients', 5000);
const goals = Math.min(40, Math.max(1, arg('goals', 10)));
if (goals < 10) console.log(`Aviso: ${goals} gol(s) é pouco para julgar; use pelo menos 10.`);
// Goals sent to both servers before the measured ones and left out of the figures: the first
// broadcasts pay for the JIT and the database's first statements, which a match day pays once.
const warmup = Math.min(5, Math.max(0, arg('warmup', 2)));
const total = warmup + goals;

interface Run {
  label: string;
  p50: number[];
  p99: number[];
  max: number[];
  delivered: number[];
  serverMs: number[];
  emitMs: number[];
  /** From the order to the start of the broadcast: persisting, in the app (0 elsewhere). */
  beforeEmitMs: number[];
  memory: { idle: NodeJS.MemoryUsage; connected: NodeJS.MemoryUsage };
  frames: string[];
}

function child(file: string, args: string[]) {
  const proc = fork(new URL(file, import.meta.url).pathname, args, {
    execArgv: [
      '--expose-gc',
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : []),
    ],
    stdio: 'inherit',
  });
  // A crashed or interrupted run must not leave its server behind.
  const kill = () => proc.kill();
  process.once('exit', kill);
  proc.once('exit', () => process.off('exit', kill));
  const next = (type: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const listener = (message: Record<string, unknown>) => {
        if (message.type === type) {
          proc.off('message', listener);
          resolve(message);
        }
      };
      proc.on('message', listener);
    });
  return { proc, next };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** The goal number a live_match_update frame ("42[...]") carries: the home score. */
function goalOf(text: string): number | null {
  if (!text.startsWith('42[')) return null;
  const [event, update] = JSON.parse(text.slice(2)) as [string, { type: string; match?: { homeScore: number } }];
  if (event !== LIVE_EVENTS.liveMatchUpdate || update.type !== 'single_match') return null;
  return update.match?.homeScore ?? null;
}

interface Server {
  proc: ChildProcess;
  next: (type: string) => Promise<Record<string, unknown>>;
  arrivals: number[][];
  sockets: WebSocket[];
  run: Run;
}

/** Starts one server in its own process and connects `clients` sockets to it. */
async function open(label: string, file: string): Promise<Server> {
  const { proc, next } = child(file, [String(total)]);
  const { port, path } = (await next('ready')) as { port: number; path: string };
  const memory = async () =>
    ((await (proc.send({ type: 'memory' }), next('memory'))) as { memory: NodeJS.MemoryUsage }).memory;
  const idle = await memory();
  const engineIo = path.includes('EIO=4');

  const arrivals = Array.from({ length: total + 1 }, () => [] as number[]);
  const seen: string[] = [];
  const sockets: WebSocket[] = [];
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    let opened = 0;
    let ready = 0;
    let retries = 0;
    // At most 250 handshakes in flight: a burst past the server's accept backlog is reset.
    const open = () => {
      while (opened < clients && opened - ready < 250) {
        opened += 1;
        connect();
      }
    };
    const isReady = () => {
      ready += 1;
      if (ready === clients) resolve();
      else open();
    };
    const connect = () => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, { perMessageDeflate: false });
      let isOpen = false;
      socket.on('message', (data) => {
        const at = performance.now();
        const text = data.toString();
        if (engineIo && text.startsWith('0{')) return socket.send('40');
        if (engineIo && text === '2') return socket.send('3');
        if (engineIo && text.startsWith(`42["${LIVE_EVENTS.matchesSync}"`)) {
          isOpen = true;
          return isReady();
        }
        const goal = goalOf(text);
        if (goal === null) return;
        arrivals[goal].push(at);
        seen[goal - 1] ??= text;
      });
      if (!engineIo)
        socket.once('open', () => {
          isOpen = true;
          isReady();
        });
      // A handshake reset by a loaded machine is tried again (a few hundred times at most); a
      // socket lost later only misses its goals (counted as not delivered).
      socket.on('error', (error) => {
        if (isOpen) return;
        if (++retries > 500) return reject(error);
        setTimeout(connect, 100);
      });
      sockets.push(socket);
    };
    open();
  });
  console.log(`${label}: ${clients} clientes prontos em ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await pause(1000);
  const connected = await memory();
  const run: Run = {
    label,
    p50: [],
    p99: [],
    max: [],
    delivered: [],
    serverMs: [],
    emitMs: [],
    beforeEmitMs: [],
    memory: { idle, connected },
    frames: seen,
  };
  return { proc, next, arrivals, sockets, run };
}

/** One goal on one server: the order, then every client's arrival (or 60 s). */
async function goalOn(server: Server, goal: number, frame?: string): Promise<void> {
  const at = performance.now();
  server.proc.send({ type: 'goal', goal, frame });
  const announced = (await server.next('announced')) as unknown as Announced;
  const arrived = server.arrivals[goal];
  while (arrived.length < clients && performance.now() - at < 60_000) await pause(2);
  if (goal <= warmup) return;
  const latencies = arrived.map((arrival) => arrival - at).sort((a, b) => a - b);
  const { run } = server;
  run.p50.push(percentile(latencies, 50));
  run.p99.push(percentile(latencies, 99));
  run.max.push(latencies.at(-1) ?? NaN);
  run.delivered.push(latencies.length);
  run.serverMs.push(announced.ms);
  run.emitMs.push(announced.emitMs);
  run.beforeEmitMs.push(announced.beforeEmitMs ?? 0);
}

async function close(server: Server): Promise<void> {
  for (const socket of server.sockets) socket.terminate();
  server.proc.send({ type: 'stop' });
  await new Promise((resolve) => server.proc.once('exit', resolve));
}

// The servers are up and connected at once, and each goal goes to the app, then (the same frame)
// to bare socket.io and to bare `ws`: the figures of a goal are taken within a second or two on the
// same machine, so a drift in its load moves all of them. (Two runs one after the other gave ratios
// of 0.97 to 1.37 for the same build: the second run met a different machine than the first.)
const appServer = await open('app (socket.io)', './live-server.ts');
const references = [await open('socket.io puro', './socketio-server.ts'), await open('ws puro', './ws-server.ts')];
for (let goal = 1; goal <= total; goal++) {
  await goalOn(appServer, goal);
  const frame = appServer.run.frames[goal - 1];
  if (frame === undefined) {
    console.error(`O app não anunciou o gol ${goal}; sem ele não há o que comparar.`);
    process.exit(1);
  }
  for (const reference of references) {
    await pause(300);
    await goalOn(reference, goal, frame);
  }
  await pause(300);
}
await Promise.all([appServer, ...references].map(close));
const app = appServer.run;
const [socketIo, bare] = references.map((reference) => reference.run);

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `\nLatência por gol (${clients} clientes, depois de ${warmup} gol(s) de aquecimento; servidor = da ordem ao fim do trabalho do gol; no app inclui gravar no banco antes e a fila de notificações depois):`,
);
for (let i = 0; i < goals; i++) {
  console.log(
    `gol ${String(i + 1).padStart(2)}: app p50 ${ms(app.p50[i])} p99 ${ms(app.p99[i])} (servidor ${ms(app.serverMs[i])})` +
      ` · socket.io puro p99 ${ms(socketIo.p99[i])}` +
      ` · ws p50 ${ms(bare.p50[i])} p99 ${ms(bare.p99[i])} (servidor ${ms(bare.serverMs[i])})` +
      ` · razão p99 ${(app.p99[i] / bare.p99[i]).toFixed(2)}`,
  );
}
const ratio = (run: Run, floor: Run) => median(run.p99.map((p99, i) => p99 / floor.p99[i])).toFixed(2);
console.log(
  `mediana: app p50 ${ms(median(app.p50))} p99 ${ms(median(app.p99))} · ws p50 ${ms(median(bare.p50))} p99 ${ms(median(bare.p99))}`,
);
console.log(
  `servidor (mediana): app ${ms(median(app.beforeEmitMs))} da ordem ao anúncio (gravar no banco), ${ms(median(app.emitMs))} escrevendo nos sockets · socket.io puro ${ms(median(socketIo.emitMs))} · ws ${ms(median(bare.emitMs))} escrevendo`,
);
console.log(`razão mediana p99 app/ws: ${ratio(app, bare)} (objetivo ≤ 1.10)`);
// Where the gap is: socket.io's own write path, then what the app adds on top of it.
console.log(
  `  dos quais socket.io puro/ws: ${ratio(socketIo, bare)} · app/socket.io puro: ${ratio(app, socketIo)} (socket.io puro p99 ${ms(median(socketIo.p99))})`,
);
// The same bytes go to every server's clients: the frame's size moves both, not the ratio.
console.log(
  `quadro por gol: mediana ${median(app.frames.slice(warmup).map((frame) => Buffer.byteLength(frame)))} bytes (os mesmos nos três servidores)`,
);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
for (const run of [app, socketIo, bare]) {
  const { idle, connected } = run.memory;
  const per1000 = ((connected.rss - idle.rss) / clients) * 1000;
  const heapPer1000 = ((connected.heapUsed - idle.heapUsed) / clients) * 1000;
  console.log(
    `memória ${run.label}: rss ${mb(idle.rss)} sem clientes → ${mb(connected.rss)} com ${clients} (heap ${mb(connected.heapUsed)}); ${mb(per1000)} de rss e ${mb(heapPer1000)} de heap por 1000 clientes`,
  );
}
const complete = [...app.delivered, ...socketIo.delivered, ...bare.delivered].every((count) => count === clients);
if (!complete) console.error('Algum gol não chegou a todos os clientes em 60 s.');
process.exit(complete ? 0 : 1);
