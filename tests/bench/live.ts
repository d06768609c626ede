// npm run bench:live [-- --clients 5000]: N real socket.io clients on the live feed, the engine
// scores a goal, and we print the delivery latency (p50/p99/max) and the server's memory.
// The server runs in its own process; each client socket needs a file descriptor on both sides,
// so 5000 clients need `ulimit -n` above ~10500.
import { fork } from 'node:child_process';
import { io, type Socket } from 'socket.io-client';
import { LIVE_EVENTS, type LiveMatchUpdate } from '@shared/live';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const clients = arg('clients', 1000);

const server = fork(new URL('./live-server.ts', import.meta.url).pathname, [], {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
const next = (type: string) =>
  new Promise<Record<string, unknown>>((resolve) => {
    const listener = (message: Record<string, unknown>) => {
      if (message.type === type) {
        server.off('message', listener);
        resolve(message);
      }
    };
    server.on('message', listener);
  });

const { port } = (await next('ready')) as { port: number };
const url = `http://127.0.0.1:${port}`;
console.log(`Servidor pronto em ${url}; conectando ${clients} clientes...`);

const sockets: Socket[] = [];
const received: number[] = [];
const connectStart = Date.now();
let synced = 0;
await new Promise<void>((resolve, reject) => {
  let opening = 0;
  // Open in batches so the handshake burst does not look like a DoS.
  const openBatch = () => {
    for (let i = 0; i < 250 && opening < clients; i++, opening++) {
      const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
      socket.once(LIVE_EVENTS.matchesSync, () => {
        synced += 1;
        if (synced === clients) resolve();
      });
      socket.on(LIVE_EVENTS.liveMatchUpdate, (update: LiveMatchUpdate) => {
        if (update.type === 'single_match' && update.match.homeScore === 1) received.push(Date.now());
      });
      socket.once('connect_error', (error) => reject(error));
      sockets.push(socket);
    }
    if (opening < clients) setTimeout(openBatch, 50);
  };
  openBatch();
});
console.log(`${clients} clientes conectados e sincronizados em ${((Date.now() - connectStart) / 1000).toFixed(1)} s`);

const idle = ((await (server.send({ type: 'memory' }), next('memory'))) as { memory: NodeJS.MemoryUsage }).memory;
const goalAt = Date.now();
server.send({ type: 'goal' });
while (received.length < clients) {
  await new Promise((resolve) => setTimeout(resolve, 5));
  if (Date.now() - goalAt > 60_000) break;
}
const after = ((await (server.send({ type: 'memory' }), next('memory'))) as { memory: NodeJS.MemoryUsage }).memory;

const latencies = received.map((at) => at - goalAt).sort((a, b) => a - b);
const pick = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(`Gol entregue a ${latencies.length}/${clients} clientes (inclui gravar no banco antes de anunciar)`);
console.log(`latência p50 ${pick(50)} ms · p99 ${pick(99)} ms · máx ${latencies.at(-1)} ms`);
console.log(
  `memória do servidor: rss ${mb(idle.rss)} (heap ${mb(idle.heapUsed)}) conectado · rss ${mb(after.rss)} após o gol`,
);

for (const socket of sockets) socket.close();
server.send({ type: 'stop' });
await new Promise((resolve) => server.once('exit', resolve));
process.exit(latencies.length === clients ? 0 : 1);
