// The database: embedded PGlite under DATA_DIR by default, a PostgreSQL server with DATABASE_URL.
// Both speak the same SQL and run the same committed migrations.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { StartupError, describeConnectionError } from '../startup';
import { lockDataDir } from './data-dir-lock';
import { createSessionLock, type SessionLock } from './session-lock';

/** Drizzle over either driver; `$client` is the driver itself (pg's Pool, or PGlite). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool | PGlite };

/** What a prepared statement takes: our own integers, integer lists and instants, nothing typed by users. */
export type PreparedValue = number | number[] | Date;

function integerLiteral(value: number): string {
  if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${value}`);
  return String(value);
}

function literal(value: PreparedValue): string {
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return `'{${value.map(integerLiteral).join(',')}}'`;
  return integerLiteral(value);
}

const preparedOn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

/**
 * Runs a constant statement prepared once per connection, for the hot reads (search runs on every
 * keystroke): no SQL is assembled per call and the server does not plan it again. pg prepares named
 * statements itself; PGlite gets PREPARE once and EXECUTE with the values written as literals (only
 * integers, integer lists and instants are accepted, so nothing a user typed ever reaches the text),
 * with its generic plan forced.
 */
export async function runPrepared<Row>(db: Db, name: string, text: string, values: PreparedValue[]): Promise<Row[]> {
  const client = db.$client;
  if (client instanceof PGlite) {
    let prepared = preparedOn.get(client);
    if (!prepared) preparedOn.set(client, (prepared = new Map()));
    let ready = prepared.get(name);
    if (!ready) {
      ready = client.exec(`prepare ${name} as ${text}`);
      ready.catch(() => prepared.delete(name));
      prepared.set(name, ready);
    }
    await ready;
    // The generic plan, made once: left to itself (plan_cache_mode auto) the planner makes a custom
    // plan at every EXECUTE, which costs more on the embedded database than running the query. The
    // three statements run as one implicit transaction, so an error also undoes the SET.
    const results = await client.exec(
      `set plan_cache_mode = force_generic_plan; execute ${name}(${values.map(literal).join(', ')}); reset plan_cache_mode`,
    );
    return results[1].rows as Row[];
  }
  const result = await client.query({ name, text, values });
  return result.rows as Row[];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * A session-level advisory lock on a connection of its own (PostgreSQL only: an embedded PGlite
   * belongs to one process, which is alone by construction).
   */
  sessionLock?(key: number): SessionLock;
  /**
   * Runs `work` while holding an advisory lock, so processes starting together on one PostgreSQL
   * migrate and import one after the other (PGlite: just runs it).
   */
  exclusive<T>(key: number, work: () => Promise<T>): Promise<T>;
}

/** Migrations live beside the sources and are copied next to the server bundle at build. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  return candidates.find((dir) => existsSync(path.join(dir, 'meta'))) ?? candidates[0];
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite folder; "memory://" keeps it in memory (tests). */
  dataDir: string;
  /**
   * In-memory PGlite only: starts from this dump of a data dir (`dumpDataDir()`), as tests do from
   * one migrated database instead of running every migration again (decision 0123).
   */
  loadDataDir?: Blob;
}

/**
 * Opens the database. With DATABASE_URL the server is reached once here, so a wrong host, port,
 * database, user or password is one line naming DATABASE_URL (a StartupError), not a failed
 * migration query. An on-disk PGlite first takes the exclusive lock of DATA_DIR.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle client that loses its server must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    try {
      const client = await pool.connect();
      client.release();
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new StartupError(
        `Não foi possível conectar ao PostgreSQL (DATABASE_URL): ${describeConnectionError(error)}.`,
      );
    }
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
      sessionLock: (key) => createSessionLock(options.databaseUrl!, key),
      exclusive: async (key, work) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [key]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
          }
        } finally {
          client.release();
        }
      },
    };
  }
  const onDisk = options.dataDir !== 'memory://';
  const dataDir = onDisk ? path.resolve(options.dataDir, 'pglite') : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const lock = onDisk ? lockDataDir(path.resolve(options.dataDir), options.dataDir) : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir,
      loadDataDir: onDisk ? undefined : options.loadDataDir,
      extensions: { pg_trgm, unaccent },
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    exclusive: (_key, work) => work(),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
