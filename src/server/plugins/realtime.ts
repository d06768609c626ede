// socket.io on the same port as HTTP, path /socket.io. With REDIS_URL, a Redis adapter lets
// several server processes share rooms and broadcasts.
import type { FastifyInstance } from 'fastify';
import { Server as SocketServer } from 'socket.io';
import { SOCKET } from '@shared/constants';
import { describeConnectionError, StartupError } from '../startup';

export async function attachRealtime(app: FastifyInstance, options: { redisUrl?: string; origin: string }) {
  const io = new SocketServer(app.server, {
    path: SOCKET.path,
    serveClient: false,
    cors: { origin: options.origin, credentials: true },
  });
  const closers: Array<() => Promise<unknown>> = [];
  if (options.redisUrl) {
    const { createClient } = await import('redis');
    const { createAdapter } = await import('@socket.io/redis-adapter');
    // At start a Redis that cannot be reached is one line naming REDIS_URL; once connected, a lost
    // connection is retried (and logged) instead of stopping the server.
    let connected = false;
    const pub = createClient({
      url: options.redisUrl,
      socket: {
        connectTimeout: 10_000,
        reconnectStrategy: (retries: number, cause: Error) => (connected ? Math.min(retries * 200, 5_000) : cause),
      },
    });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on('error', (error: Error) => {
        if (connected) app.log.error({ err: error }, 'Redis: falha na conexão');
      });
    }
    try {
      await Promise.all([pub.connect(), sub.connect()]);
    } catch (error) {
      await Promise.allSettled([pub.destroy(), sub.destroy()]);
      throw new StartupError(`Não foi possível conectar ao Redis (REDIS_URL): ${describeConnectionError(error)}.`);
    }
    connected = true;
    io.adapter(createAdapter(pub, sub));
    closers.push(
      () => pub.quit(),
      () => sub.quit(),
    );
  }
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await Promise.allSettled(closers.map((close) => close()));
  });
  return io;
}
