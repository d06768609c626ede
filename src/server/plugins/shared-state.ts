// What several processes must share when REDIS_URL is set, beyond socket.io's adapter: messages
// between processes (the match answer cache is cleared in all of them), the login throttle's counts
// and the per-address rate limits. Without REDIS_URL every piece stays in this process's memory,
// exactly as before.
//
// Redis is a help, not a dependency once running: commands fail at once while it is unreachable
// (no offline queue), the stores then fall back to this process's memory and say so in the log
// (once per outage), and everything returns to Redis when it is back.
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';
import { describeConnectionError, StartupError } from '../startup';
import { MemoryThrottleStore, type Attempts, type ThrottleStore } from '../modules/auth/limiter';

type RedisClient = ReturnType<typeof import('redis').createClient>;

export interface SharedState {
  /** True when the state is shared through Redis. */
  shared: boolean;
  /** Sends `message` to every process (this one included) listening on `channel`. */
  publish(channel: string, message: string): void;
  subscribe(channel: string, listener: (message: string) => void): void;
  throttleStore: ThrottleStore;
  /** Options for every @fastify/rate-limit registration (the shared store, when there is one). */
  rateLimit: Partial<RateLimitPluginOptions>;
  close(): Promise<void>;
}

/** Logs the first failure of an outage and the recovery, not every failed command. */
function degradation(log: FastifyBaseLogger, what: string) {
  let degraded = false;
  return {
    failed(error: unknown) {
      if (degraded) return;
      degraded = true;
      log.warn({ err: error }, `Redis indisponível: ${what} usa a memória deste processo até ele voltar`);
    },
    ok() {
      if (!degraded) return;
      degraded = false;
      log.info(`Redis de volta: ${what} compartilhado de novo`);
    },
  };
}

export function localState(): SharedState {
  const listeners = new Map<string, Array<(message: string) => void>>();
  return {
    shared: false,
    publish(channel, message) {
      for (const listener of listeners.get(channel) ?? []) listener(message);
    },
    subscribe(channel, listener) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
    },
    throttleStore: new MemoryThrottleStore(),
    rateLimit: {},
    close: async () => undefined,
  };
}

/** The login throttle's counts in Redis (hash: failures, lastAt; plain keys for known addresses). */
export class RedisThrottleStore implements ThrottleStore {
  private readonly fallback = new MemoryThrottleStore();
  private readonly health;

  constructor(
    private readonly client: RedisClient,
    log: FastifyBaseLogger,
    private readonly prefix: string,
  ) {
    this.health = degradation(log, 'o limite de tentativas de login');
  }

  private async attempt<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      const value = await shared();
      this.health.ok();
      return value;
    } catch (error) {
      this.health.failed(error);
      return local();
    }
  }

  get(key: string, at: number): Promise<Attempts | undefined> {
    return this.attempt(
      async () => {
        const hash = await this.client.hGetAll(`${this.prefix}throttle:${key}`);
        return hash.failures ? { failures: Number(hash.failures), lastAt: Number(hash.lastAt) } : undefined;
      },
      () => this.fallback.get(key, at),
    );
  }

  fail(key: string, at: number, ttlMs: number): Promise<Attempts> {
    return this.attempt(
      async () => {
        const name = `${this.prefix}throttle:${key}`;
        const [failures] = await this.client
          .multi()
          .hIncrBy(name, 'failures', 1)
          .hSet(name, 'lastAt', String(at))
          .pExpire(name, ttlMs)
          .exec();
        return { failures: Number(failures), lastAt: at };
      },
      () => this.fallback.fail(key, at, ttlMs),
    );
  }

  delete(key: string): Promise<void> {
    return this.attempt(
      async () => {
        await this.client.del(`${this.prefix}throttle:${key}`);
      },
      () => this.fallback.delete(key),
    );
  }

  remember(key: string, at: number, ttlMs: number): Promise<void> {
    return this.attempt(
      async () => {
        await this.client.set(`${this.prefix}known:${key}`, '1', { expiration: { type: 'PX', value: ttlMs } });
      },
      () => this.fallback.remember(key, at, ttlMs),
    );
  }

  has(key: string, at: number): Promise<boolean> {
    return this.attempt(
      async () => (await this.client.exists(`${this.prefix}known:${key}`)) === 1,
      () => this.fallback.has(key, at),
    );
  }
}

// Fixed window per key: INCR, and the window's expiry set by the first hit.
const RATE_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }`;

/** A @fastify/rate-limit store over node-redis; each route counts under its own key prefix. */
function redisRateLimitStore(client: RedisClient, log: FastifyBaseLogger, prefix: string) {
  const health = degradation(log, 'o limite de requisições por endereço');
  const local = new Map<string, { current: number; resetAt: number }>();
  const make = (route: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      const name = `${prefix}rate:${route}:${key}`;
      client
        .eval(RATE_SCRIPT, { keys: [name], arguments: [String(timeWindow)] })
        .then((reply) => {
          health.ok();
          const [current, ttl] = reply as [number, number];
          callback(null, { current: Number(current), ttl: Number(ttl) });
        })
        .catch((error: unknown) => {
          health.failed(error);
          // Redis is away: count in this process until it returns.
          const now = Date.now();
          let entry = local.get(name);
          if (!entry || entry.resetAt <= now) local.set(name, (entry = { current: 0, resetAt: now + timeWindow }));
          entry.current += 1;
          if (local.size > 100_000) local.clear();
          callback(null, { current: entry.current, ttl: entry.resetAt - now });
        });
    },
    child(routeOptions) {
      return make(`${[routeOptions.method].flat().join(',')}:${routeOptions.url}`);
    },
  });
  // The plugin constructs the store itself (new Store(options)).
  return class {
    constructor() {
      return make('global');
    }
  } as unknown as NonNullable<RateLimitPluginOptions['store']>;
}

/** Connects to Redis for the shared state; an unreachable Redis at start is one line naming REDIS_URL. */
export async function connectSharedState(
  redisUrl: string,
  log: FastifyBaseLogger,
  prefix: string,
): Promise<SharedState> {
  const { createClient } = await import('redis');
  let connected = false;
  const client: RedisClient = createClient({
    url: redisUrl,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 10_000,
      reconnectStrategy: (retries: number, cause: Error) => (connected ? Math.min(retries * 200, 2_000) : cause),
    },
  });
  const subscriber = client.duplicate();
  const link = degradation(log, 'a conexão');
  for (const each of [client, subscriber]) {
    each.on('error', (error: Error) => {
      if (connected) link.failed(error);
    });
    each.on('ready', () => {
      if (connected) link.ok();
    });
  }
  try {
    await Promise.all([client.connect(), subscriber.connect()]);
  } catch (error) {
    await Promise.allSettled([client.destroy(), subscriber.destroy()]);
    throw new StartupError(`Não foi possível conectar ao Redis (REDIS_URL): ${describeConnectionError(error)}.`);
  }
  connected = true;
  const messages = degradation(log, 'o aviso entre processos');
  return {
    shared: true,
    publish(channel, message) {
      client
        .publish(`${prefix}${channel}`, message)
        .then(() => messages.ok())
        .catch((error: unknown) => messages.failed(error));
    },
    subscribe(channel, listener) {
      // node-redis re-subscribes by itself after a reconnect.
      void subscriber.subscribe(`${prefix}${channel}`, listener).catch((error: unknown) => messages.failed(error));
    },
    throttleStore: new RedisThrottleStore(client, log, prefix),
    rateLimit: { store: redisRateLimitStore(client, log, prefix) },
    async close() {
      connected = false;
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
}
