// `npm run cluster -- --nodes 2`: N server processes on consecutive ports behind a small Node reverse
// proxy, for local trials of the production layout. Needs DATABASE_URL (an embedded PGlite belongs to
// one process) and, for live updates across processes, REDIS_URL.
//
//   PORT (default 3000)      the proxy;  PORT+1 … PORT+N   the server processes
//
// Stickiness: socket.io's long-polling sends several requests that must reach the process holding the
// session, so the proxy sets a cookie naming the process it chose (round robin on the first request)
// and keeps sending that browser there while the process is up. A WebSocket is one connection: it
// stays where it was opened. A process that exits is restarted after a second.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { ensureClientBuilt, ensureServerBuilt } from './build-if-stale.mjs';

const { values } = parseArgs({
  options: { nodes: { type: 'string', default: '2' }, port: { type: 'string' } },
});
const nodes = Number(values.nodes);
const port = Number(values.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 32) {
  console.error('--nodes deve ser um número inteiro entre 1 e 32');
  process.exit(1);
}
if (!process.env.DATABASE_URL) {
  console.error('O cluster precisa de DATABASE_URL (PostgreSQL): o banco embutido (PGlite) pertence a um só processo.');
  process.exit(1);
}
if (!process.env.REDIS_URL)
  console.warn('Sem REDIS_URL: cada processo anuncia o ao vivo só aos seus próprios sockets.');

ensureServerBuilt();
ensureClientBuilt();

const COOKIE = 'futdados_node';
const backends = Array.from({ length: nodes }, (_, index) => ({
  index,
  port: port + 1 + index,
  up: false,
  child: null,
}));
let stopping = false;

function startNode(backend) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(backend.port), HOST: '127.0.0.1', TRUST_PROXY: process.env.TRUST_PROXY ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  backend.child = child;
  const prefix = `[node ${backend.index + 1}:${backend.port}] `;
  const relay = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        if (line.includes('rodando em')) backend.up = true;
        out.write(prefix + line + '\n');
      }
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    backend.up = false;
    if (stopping) return;
    console.error(`${prefix}saiu (${signal ?? code}); reiniciando em 1 s`);
    setTimeout(() => startNode(backend), 1000);
  });
}

let next = 0;
function pick(cookieHeader) {
  const match = new RegExp(`(?:^|;\\s*)${COOKIE}=(\\d+)`).exec(cookieHeader ?? '');
  const sticky = match ? backends[Number(match[1])] : undefined;
  if (sticky?.up) return { backend: sticky, fresh: false };
  for (let tries = 0; tries < backends.length; tries++) {
    const backend = backends[next++ % backends.length];
    if (backend.up) return { backend, fresh: true };
  }
  return { backend: undefined, fresh: true };
}

const proxy = http.createServer((request, response) => {
  const { backend, fresh } = pick(request.headers.cookie);
  if (!backend) {
    response.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ message: 'Servidor indisponível' }));
    return;
  }
  const forwarded = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: backend.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, 'x-forwarded-for': forwarded },
    },
    (reply) => {
      const headers = { ...reply.headers };
      if (fresh) {
        const cookies = [headers['set-cookie'] ?? []].flat();
        headers['set-cookie'] = [...cookies, `${COOKIE}=${backend.index}; Path=/; HttpOnly; SameSite=Lax`];
      }
      response.writeHead(reply.statusCode ?? 502, headers);
      reply.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ message: 'Servidor indisponível' }));
  });
  request.pipe(upstream);
});

// WebSocket upgrades: the raw connection is piped to the chosen process.
proxy.on('upgrade', (request, socket, head) => {
  const { backend } = pick(request.headers.cookie);
  if (!backend) return socket.destroy();
  const upstream = net.connect(backend.port, '127.0.0.1', () => {
    const forwarded = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const headers = { ...request.headers, 'x-forwarded-for': forwarded };
    const lines = [`${request.method} ${request.url} HTTP/1.1`];
    for (const [name, value] of Object.entries(headers))
      for (const each of [value].flat()) lines.push(`${name}: ${each}`);
    upstream.write(lines.join('\r\n') + '\r\n\r\n');
    if (head.length) upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
});

for (const backend of backends) startNode(backend);
proxy.listen(port, process.env.HOST ?? '0.0.0.0', () =>
  console.log(
    `Proxy do cluster em http://localhost:${port} → ${nodes} processo(s) nas portas ${port + 1}–${port + nodes}`,
  ),
);

const shutdown = () => {
  stopping = true;
  proxy.close();
  for (const backend of backends) backend.child?.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
  Promise.all(
    backends.map(
      (b) => new Promise((resolve) => (b.child?.exitCode !== null ? resolve() : b.child.on('exit', resolve))),
    ),
  ).then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
