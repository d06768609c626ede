// npm run bench:notify [-- --users 10000 --sockets 1000 --devices 1000 --database-url postgres://…]:
// N users follow Flamengo and the replay engine scores for it. Prints the time to store every
// follower's notification (the engine's whole tick: persist the goal, store N notifications, emit,
// queue pushes), socket delivery p50/p99 to `sockets` signed-in followers, and web push sends per
// second to a local push service (each push encrypted and VAPID-signed as for a real one).
// The server runs in its own process. Figures only: nothing here fails on a time. The machine's load
// (1-minute load average against its cores) is printed before and after, and the server's CPU time
// during the goal's tick: on a shared machine, read the times with them.
import { fork } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { io, type Socket } from 'socket.io-client';
import { NOTIFICATION_EVENTS } from '@shared/notifications-rules';
import { startPushService, subscriptionKeys, decryptPush } from '../support/push-service';
import { notifyBenchEnv } from './server-config';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const users = Number(arg('users', '10000'));
const sockets = Math.min(users, Number(arg('sockets', '1000')));
const devices = Math.min(users, Number(arg('devices', '1000')));
const databaseUrl = arg('database-url', '');

const load = () => `carga da máquina ${loadavg()[0].toFixed(1)} (média de 1 min) em ${availableParallelism()} núcleos`;
console.log(`Início: ${load()}`);
const pushService = await startPushService();
const keys = subscriptionKeys();
const server = fork(
  new URL('./notify-server.ts', import.meta.url).pathname,
  [
    '--users',
    String(users),
    '--sockets',
    String(sockets),
    '--devices',
    String(devices),
    '--push-url',
    pushService.url,
    '--p256dh',
    keys.p256dh,
    '--auth',
    keys.auth,
    ...(databaseUrl ? ['--database-url', databaseUrl] : []),
  ],
  { execArgv: ['--import', 'tsx'], stdio: 'inherit' },
);
const next = <T>(type: string) =>
  new Promise<T>((resolve) => {
    const listener = (message: { type: string }) => {
      if (message.type === type) {
        server.off('message', listener);
        resolve(message as T);
      }
    };
    server.on('message', listener);
  });

const setupStart = Date.now();
const ready = await next<{ port: number; tokens: string[]; userIds: number[] }>('ready');
const url = `http://127.0.0.1:${ready.port}`;
console.log(
  `Servidor pronto em ${url} (${users} seguidores, ${devices} dispositivos com push) em ${((Date.now() - setupStart) / 1000).toFixed(1)} s`,
);

const open: Socket[] = [];
const received: number[] = [];
/** One follower's socket: connected with its session cookie, then authenticated (acknowledged). */
const connectOne = (index: number) =>
  new Promise<void>((resolve, reject) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      // A loaded machine (the session of each handshake is read from the database) may be slow.
      timeout: 120_000,
      // The origin a browser on the server's PUBLIC_URL sends: production reads no cookie from another.
      extraHeaders: {
        cookie: `futdados_session=${ready.tokens[index]}`,
        origin: new URL(notifyBenchEnv.PUBLIC_URL!).origin,
      },
    });
    socket.on(NOTIFICATION_EVENTS.notificationUpdate, () => received.push(Date.now()));
    socket.once('connect_error', reject);
    socket.once('connect', () =>
      socket.emit(NOTIFICATION_EVENTS.authenticate, ready.userIds[index], (answer: { ok: boolean }) =>
        answer.ok ? resolve() : reject(new Error(`authenticate recusado para ${ready.userIds[index]}`)),
      ),
    );
    open.push(socket);
  });
// In batches, each one authenticated before the next opens, so the handshakes do not pile up.
for (let start = 0; start < sockets; start += 50) {
  await Promise.all(Array.from({ length: Math.min(50, sockets - start) }, (_, i) => connectOne(start + i)));
}
console.log(`${sockets} seguidores conectados e autenticados`);

const goalAt = Date.now();
server.send({ type: 'goal' });
const announced = await next<{ tickMs: number; cpuMs: number; stored: number }>('announced');
while (received.length < sockets && Date.now() - goalAt < 60_000) await new Promise((r) => setTimeout(r, 5));
const latencies = received.map((at) => at - goalAt).sort((a, b) => a - b);
const pick = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
console.log(
  `Gol: ${announced.stored} notificações gravadas; o tick do motor (gravar o gol, gravar ${users} notificações, emitir, enfileirar push) levou ${announced.tickMs.toFixed(0)} ms (CPU do servidor ${announced.cpuMs.toFixed(0)} ms)`,
);
console.log(
  `socket: ${latencies.length}/${sockets} entregues · p50 ${pick(50)} ms · p99 ${pick(99)} ms · máx ${latencies.at(-1)} ms (desde o pedido do gol)`,
);

const pushStart = Date.now();
while (pushService.received.length < devices && Date.now() - pushStart < 120_000)
  await new Promise((r) => setTimeout(r, 20));
const pushes = pushService.received;
if (pushes.length > 0) {
  const first = pushes[0].at;
  const last = pushes.at(-1)!.at;
  const seconds = Math.max(0.001, (last - first) / 1000);
  const sample = decryptPush(pushes[0].body, keys) as { title: string; url: string };
  console.log(
    `web push: ${pushes.length}/${devices} recebidos pelo serviço local · ${(pushes.length / seconds).toFixed(0)} envios/s (do primeiro ao último) · exemplo decifrado: "${sample.title}" → ${sample.url}`,
  );
} else console.log('web push: nenhum envio recebido');

server.send({ type: 'store-only' });
const stored = await next<{ ms: number; created: number }>('stored');
console.log(
  `notify() sozinho para ${users} usuários: ${stored.created} gravadas e emitidas em ${stored.ms.toFixed(0)} ms`,
);

console.log(`Fim: ${load()}`);

for (const socket of open) socket.close();
server.send({ type: 'stop' });
await new Promise((resolve) => server.once('exit', resolve));
await pushService.close();
