// A small reverse proxy in front of the server that can make the socket endpoint unreachable
// (connections to /socket.io are reset, as when a firewall or a broken load balancer drops them)
// while every other path keeps working.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { freePort } from './harness';

export interface SocketGate {
  url: string;
  blocked: boolean;
  close(): Promise<void>;
}

export async function startSocketGate(targetPort: number): Promise<SocketGate> {
  const port = await freePort();
  const isSocketPath = (req: IncomingMessage) => (req.url ?? '').startsWith('/socket.io');
  const gate: SocketGate = { url: `http://127.0.0.1:${port}`, blocked: false, close: async () => undefined };
  const server: Server = createServer((req, res) => {
    if (gate.blocked && isSocketPath(req)) {
      req.socket.destroy();
      return;
    }
    const upstream = request(
      { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('upgrade', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    if (gate.blocked && isSocketPath(req)) {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(lines.join('\r\n') + '\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  gate.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return gate;
}
