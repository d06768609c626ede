// socket.io on the same port as HTTP, path /socket.io. With REDIS_URL, a Redis adapter lets
// several server processes share rooms and broadcasts.
import type { FastifyInstance } from 'fastify';
import { Server as SocketServer } from 'socket.io';
import { SOCKET } from '@shared/constants';

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
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
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
