// A PostgreSQL session-level advisory lock held on a connection of its own (not the pool's): the
// lock lives exactly as long as that connection, so a process that dies — kill -9, a lost network,
// pg_terminate_backend — lets the lock go at once and another process can take it.
import pg from 'pg';

export interface SessionLock {
  /** Tries once to take the lock (connecting first if needed); true while this process holds it. */
  tryAcquire(): Promise<boolean>;
  /** Checks that the held lock is still ours (its connection answers and still owns it). */
  stillHeld(): Promise<boolean>;
  /** Called once each time a held lock is lost because its connection broke. */
  onLost(listener: () => void): void;
  /** Gives the lock back and closes its connection. */
  release(): Promise<void>;
}

/** Keys of the advisory locks the app takes (one namespace: 0x46_44 = "FD"). */
export const LOCK_KEYS = { liveEngine: 0x4644_0001, startup: 0x4644_0002, dataSync: 0x4644_0003 } as const;

export function createSessionLock(connectionString: string, key: number, timeoutMs = 5_000): SessionLock {
  let client: pg.Client | null = null;
  let held = false;
  const listeners: Array<() => void> = [];

  const drop = (broken: boolean) => {
    const old = client;
    client = null;
    const wasHeld = held;
    held = false;
    old?.end().catch(() => undefined);
    if (broken && wasHeld) for (const listener of listeners) listener();
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      keepAlive: true,
      application_name: 'futdados-leader-lock',
    });
    // A terminated backend or a broken socket must not crash the process: the lock is simply gone.
    next.on('error', () => {
      if (client === next) drop(true);
    });
    next.on('end', () => {
      if (client === next) drop(true);
    });
    await next.connect();
    client = next;
    return next;
  };

  return {
    async tryAcquire() {
      if (held) return true;
      try {
        const connection = client ?? (await connect());
        const result = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
        held = result.rows[0]?.locked === true;
        return held;
      } catch {
        drop(false);
        return false;
      }
    },
    async stillHeld() {
      if (!held || !client) return false;
      try {
        const result = await client.query<{ mine: boolean }>(
          `select exists(select 1 from pg_locks where locktype = 'advisory' and granted
             and pid = pg_backend_pid() and ((classid::bigint << 32) | objid::bigint) = $1) as mine`,
          [key],
        );
        if (result.rows[0]?.mine === true) return true;
      } catch {
        // fall through: the connection is unusable
      }
      drop(true);
      return false;
    },
    onLost(listener) {
      listeners.push(listener);
    },
    async release() {
      const connection = client;
      client = null;
      if (!connection) return;
      if (held) await connection.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      held = false;
      await connection.end().catch(() => undefined);
    },
  };
}
