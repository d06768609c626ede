// socket.io on the same port as HTTP, path /socket.io. With REDIS_URL, a Redis adapter lets
// several server processes share rooms and broadcasts.
import type { FastifyInstance } from 'fastify';
import { Server as SocketServer, type Socket } from 'socket.io';
import { SOCKET } from '@shared/constants';
import { NOTIFICATION_EVENTS } from '@shared/notifications-rules';
import { describeConnectionError, StartupError } from '../startup';

export async function attachRealtime(
  app: FastifyInstance,
  options: { redisUrl?: string; redisPrefix?: string; origin: string },
) {
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
    // Its channels start with the app's prefix, like every other key (REDIS_PREFIX).
    io.adapter(createAdapter(pub, sub, { key: `${options.redisPrefix ?? ''}socket.io` }));
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

/** The socket.io room of one user's sockets (every tab and device signed in as them). */
export function userRoom(userId: number): string {
  return `user:${userId}`;
}

/** The socket.io room of the sockets opened with one session (its id: the sha256 of the cookie). */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/**
 * Disconnects every socket opened with these sessions, in every process (the Redis adapter carries
 * it): a session that ended must not keep hearing its user's notifications.
 */
export function disconnectSessions(io: SocketServer, sessionIds: string[]): void {
  if (sessionIds.length) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
}

/**
 * The notification socket of spec §7: the client sends `authenticate` with its user id, but the id
 * is never trusted. The user comes from the session cookie of the handshake (read once, when the
 * socket connects, and only from our own origin); an `authenticate` with any other id is ignored,
 * and a matching one puts the socket in that user's room. Sockets without a session (visitors)
 * still get the live feed. A signed-in socket also joins its session's room, so the end of the
 * session (logout, password change or reset, an admin's action) disconnects it: disconnectSessions.
 */
export function attachUserSockets(
  io: SocketServer,
  options: {
    /** The signed-in user and session of a session cookie value, or null. */
    userOf: (token: string) => Promise<{ userId: number; sessionId: string } | null>;
    /** Whether the session still exists (asked once more after the socket joined its room). */
    sessionActive: (sessionId: string) => Promise<boolean>;
    /**
     * When each of these sessions expires, in one query; a session that ended or expired is absent
     * (its sockets are cut).
     */
    sessionExpiries: (sessionIds: string[]) => Promise<Map<string, Date>>;
    /**
     * How often the signed-in sockets' sessions are looked up again, all in one query (default
     * 60 s; sooner when one expires before): it catches sessions ended where no disconnection could
     * reach this process (admin:create without Redis) and expiries pushed forward by use.
     */
    recheckMs?: number;
    /** The clock sessions are stamped with (the app's; tests move it). */
    now?: () => Date;
    cookieName: string;
    /** Origins a handshake may come from (PUBLIC_URL; locally also the address the browser used). */
    allowedOrigin: (origin: string | undefined, host: string | undefined) => boolean;
    log: FastifyInstance['log'];
  },
): void {
  io.use((socket, next) => {
    socket.data.userId = null;
    socket.data.sessionId = null;
    const headers = socket.request.headers;
    const token = cookieValue(headers.cookie, options.cookieName);
    if (!token || !options.allowedOrigin(headers.origin, headers.host)) return next();
    options
      .userOf(token)
      .then((found) => {
        socket.data.userId = found?.userId ?? null;
        socket.data.sessionId = found?.sessionId ?? null;
      })
      .catch((error) => options.log.warn({ err: error }, 'socket: falha ao ler a sessão'))
      .finally(() => next());
  });
  const sweep = sessionSweep(options);
  io.on('connection', (socket) => {
    const sessionId = socket.data.sessionId as string | null;
    // Joined first, checked again after: a session that ended between the handshake's read and the
    // join was either seen by this check or its disconnection reached the room. The user's room
    // waits for the check.
    const active: Promise<boolean> = sessionId
      ? Promise.resolve(socket.join(sessionRoom(sessionId)))
          .then(() => options.sessionActive(sessionId))
          .catch((error) => {
            options.log.warn({ err: error }, 'socket: falha ao conferir a sessão');
            return false;
          })
      : Promise.resolve(false);
    void active.then((alive) => {
      if (sessionId && !alive) socket.disconnect(true);
      else if (sessionId) sweep.watch(socket, sessionId);
    });
    // An optional acknowledgement callback is answered with { ok } (joined or ignored).
    socket.on(NOTIFICATION_EVENTS.authenticate, (claimed: unknown, ack?: unknown) => {
      const answer = (ok: boolean) => {
        if (typeof ack === 'function') ack({ ok });
      };
      const userId = socket.data.userId as number | null;
      // The id itself, or { userId } / { id } as some clients send it.
      const id =
        claimed !== null && typeof claimed === 'object'
          ? ((claimed as { userId?: unknown; id?: unknown }).userId ?? (claimed as { id?: unknown }).id)
          : claimed;
      if (userId === null || (typeof id !== 'string' && typeof id !== 'number') || String(id) !== String(userId))
        return answer(false);
      void active.then(async (alive) => {
        if (!alive) return answer(false);
        await socket.join(userRoom(userId));
        answer(true);
      });
    });
  });
}

/**
 * A session that merely expires ends nobody's request, so nothing disconnects its sockets: one sweep
 * per process looks up the sessions of all its signed-in sockets in one query (every recheckMs, or
 * at the earliest known expiry when sooner) and cuts the sockets of those gone. A socket's first
 * expiry comes from the sweep that follows its connection, run at once.
 */
function sessionSweep(
  options: Pick<Parameters<typeof attachUserSockets>[1], 'sessionExpiries' | 'recheckMs' | 'log' | 'now'>,
): { watch(socket: Socket, sessionId: string): void } {
  const recheckMs = options.recheckMs ?? 60_000;
  const now = () => (options.now ?? (() => new Date()))().getTime();
  /** The watched sessions: their sockets and the expiry last read (null: not read yet). */
  const watched = new Map<string, { sockets: Set<Socket>; expiresAt: number | null }>();
  let timer: NodeJS.Timeout | undefined;
  let due = Infinity;
  let running = false;
  let again = false;

  /** Runs the sweep at `at` (ms since epoch) unless one is already due sooner. */
  const schedule = (at: number) => {
    if (!watched.size || at >= due) return;
    clearTimeout(timer);
    due = at;
    // setTimeout takes at most ~24.8 days; recheckMs is far below.
    timer = setTimeout(() => void run(), Math.max(0, at - now()));
    timer.unref();
  };

  const run = async () => {
    clearTimeout(timer);
    due = Infinity;
    if (running) {
      again = true; // a socket joined during the query: sweep once more after it
      return;
    }
    running = true;
    let next = now() + recheckMs;
    try {
      const ids = [...watched.keys()];
      let expiries: Map<string, Date> | null = null;
      try {
        expiries = ids.length ? await options.sessionExpiries(ids) : new Map();
      } catch (error) {
        // A database hiccup does not sign anyone out: the next sweep tries again.
        options.log.warn({ err: error }, 'socket: falha ao conferir as sessões');
      }
      if (expiries) {
        const at = now();
        for (const id of ids) {
          const entry = watched.get(id);
          if (!entry) continue;
          const expiry = expiries.get(id)?.getTime();
          if (expiry === undefined || expiry <= at) {
            watched.delete(id);
            for (const socket of entry.sockets) socket.disconnect(true);
          } else {
            entry.expiresAt = expiry;
            next = Math.min(next, expiry + 1);
          }
        }
      }
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      return run();
    }
    schedule(next);
  };

  return {
    watch(socket, sessionId) {
      if (!socket.connected) return;
      const entry = watched.get(sessionId) ?? { sockets: new Set<Socket>(), expiresAt: null };
      entry.sockets.add(socket);
      watched.set(sessionId, entry);
      socket.once('disconnect', () => {
        entry.sockets.delete(socket);
        if (!entry.sockets.size && watched.get(sessionId) === entry) watched.delete(sessionId);
        if (!watched.size) {
          clearTimeout(timer);
          due = Infinity;
        }
      });
      // A session not read yet: a sweep soon (one for the sockets that join together).
      if (entry.expiresAt === null) schedule(now());
      else schedule(entry.expiresAt + 1);
    },
  };
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/**
 * From another process (the admin:create command): disconnects these sessions' sockets on every
 * server sharing REDIS_URL. Without Redis, each server's own recheck (attachUserSockets) cuts them.
 */
export async function disconnectSessionsElsewhere(
  options: { redisUrl: string; redisPrefix?: string },
  sessionIds: string[],
): Promise<void> {
  if (!sessionIds.length) return;
  const { createClient } = await import('redis');
  const { createAdapter } = await import('@socket.io/redis-adapter');
  const pub = createClient({ url: options.redisUrl, socket: { connectTimeout: 10_000, reconnectStrategy: false } });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  const io = new SocketServer();
  io.adapter(createAdapter(pub, sub, { key: `${options.redisPrefix ?? ''}socket.io` }));
  try {
    disconnectSessions(io, sessionIds);
  } finally {
    // quit() sends what is queued (the disconnection) before closing.
    // (No io.close(): this server was never attached to a port.)
    await Promise.allSettled([pub.quit(), sub.quit()]);
  }
}
