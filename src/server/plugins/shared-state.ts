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
import { LOGIN_THROTTLE, MemoryThrottleStore, type ThrottleCheck, type ThrottleStore } from '../modules/auth/limiter';

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

// The throttle's take (limiter.ts) in one script, so it is atomic across processes: the longest
// wait of the keys (waitAfter's formula), and when there is none every key counts this attempt.
// ARGV: at, ttlMs, baseDelayMs, maxDelayMs, then each key's free failures.
const TAKE_SCRIPT = `
local at = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  local free = tonumber(ARGV[4 + i])
  local state = redis.call('HMGET', key, 'failures', 'lastAt')
  local failures = tonumber(state[1])
  if failures and failures >= free then
    local delay = math.min(tonumber(ARGV[3]) * 2 ^ math.min(failures - free, 30), tonumber(ARGV[4]))
    wait = math.max(wait, tonumber(state[2]) + delay - at)
  end
end
if wait > 0 then return math.ceil(wait) end
for _, key in ipairs(KEYS) do
  redis.call('HINCRBY', key, 'failures', 1)
  redis.call('HSET', key, 'lastAt', ARGV[1])
  redis.call('PEXPIRE', key, ARGV[2])
end
return 0`;

const FORGIVE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if redis.call('HINCRBY', KEYS[1], 'failures', -1) <= 0 then redis.call('DEL', KEYS[1]) end
return 0`;

/** The login throttle's counts in Redis (a hash per key: failures, lastAt). */
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

  private name(key: string): string {
    return `${this.prefix}throttle:${key}`;
  }

  take(checks: ThrottleCheck[], at: number, ttlMs: number): Promise<number> {
    return this.attempt(
      async () =>
        Number(
          await this.client.eval(TAKE_SCRIPT, {
            keys: checks.map((check) => this.name(check.key)),
            arguments: [
              String(at),
              String(ttlMs),
              String(LOGIN_THROTTLE.baseDelayMs),
              String(LOGIN_THROTTLE.maxDelayMs),
              ...checks.map((check) => String(check.free)),
            ],
          }),
        ),
      () => this.fallback.take(checks, at, ttlMs),
    );
  }

  forgive(key: string): Promise<void> {
    return this.attempt(
      async () => {
        await this.client.eval(FORGIVE_SCRIPT, { keys: [this.name(key)] });
      },
      () => this.fallback.forgive(key),
    );
  }

  delete(key: string): Promise<void> {
    return this.attempt(
      async () => {
        await this.client.del(this.name(key));
      },
      () => this.fallback.delete(key),
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
