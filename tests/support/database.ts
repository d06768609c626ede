// Databases for tests: PGlite always; a real PostgreSQL when TEST_DATABASE_URL is set, each test
// file in a fresh database of its own that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '@server/db/client';

export type DatabaseKind = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Set by the integration project's global setup (database-templates.ts): a dump of a migrated PGlite,
 * and the name of a migrated PostgreSQL database to copy. Without them (a bench, a drill) each test
 * database runs the migrations itself.
 */
export const PGLITE_TEMPLATE_ENV = 'FUTDADOS_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'FUTDADOS_TEST_POSTGRES_TEMPLATE';

let pgliteTemplate: Blob | undefined;
function pgliteTemplateDump(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (file && !pgliteTemplate) pgliteTemplate = new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/** The kinds to run database tests against; says loudly when PostgreSQL is skipped. */
export function databaseKinds(): DatabaseKind[] {
  if (postgresUrl) return ['pglite', 'postgres'];
  if (process.env.CI) throw new Error('TEST_DATABASE_URL is required in CI: PostgreSQL tests must not be skipped.');
  console.warn('\n⚠️  TEST_DATABASE_URL is not set: PostgreSQL tests are SKIPPED (PGlite only).\n');
  return ['pglite'];
}

export interface TestDatabase {
  database: Database;
  /** Connection string of the PostgreSQL database (undefined for PGlite). */
  url?: string;
  drop(): Promise<void>;
}

/** A migrated, empty database of the given kind. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const loadDataDir = pgliteTemplateDump();
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir });
    if (!loadDataDir) await database.migrate();
    return { database, drop: () => database.close() };
  }
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  const fresh = await createPostgresDatabase(postgresUrl!, 'futdados_test', template);
  const database = await openDatabase({ databaseUrl: fresh.url, dataDir: 'unused' });
  if (!template) await database.migrate();
  return {
    database,
    url: fresh.url,
    drop: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/**
 * A new PostgreSQL database beside `baseUrl` (same server), named `<prefix>_<random>`: empty, or a
 * copy of the database named `template`; drop() waits for its connections to close (FORCE only as
 * the last resort).
 */
export async function createPostgresDatabase(
  baseUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      // The pool's connections may still be closing: FORCE would kill them mid-close and the
      // server's "terminating connection" reaches a client nobody listens to any more (an
      // unhandled error in the test run). Wait for them first; FORCE only as the last resort.
      for (let attempt = 0; ; attempt++) {
        try {
          await cleanup.query(`DROP DATABASE IF EXISTS ${name}${attempt < 50 ? '' : ' WITH (FORCE)'}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await cleanup.end();
    },
  };
}
