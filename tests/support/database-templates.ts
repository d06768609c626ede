// For the integration project's global setup: every migration run once per test run, not once per
// test database (decision 0123). Test databases start as copies: PGlite from a dump of a migrated data dir,
// PostgreSQL by CREATE DATABASE ... TEMPLATE. Made fresh at every run, so never stale; each test
// database is still its own copy, so no test sees another's rows.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '@server/db/client';
import { createPostgresDatabase, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './database';

/** Makes both templates and says where they are; the function it returns removes them. */
export async function prepareDatabaseTemplates(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'futdados-db-template-'));
  const pglite = await openDatabase({ dataDir: 'memory://' });
  await pglite.migrate();
  const dump = await (pglite.db.$client as PGlite).dumpDataDir('none');
  await pglite.close();
  const dumpFile = path.join(dir, 'pglite.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  // The workers start after this and inherit the environment.
  process.env[PGLITE_TEMPLATE_ENV] = dumpFile;

  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    postgres = await createPostgresDatabase(baseUrl, 'futdados_template');
    const database = await openDatabase({ databaseUrl: postgres.url, dataDir: 'unused' });
    await database.migrate();
    // A template must have no connections left when it is copied.
    await database.close();
    process.env[POSTGRES_TEMPLATE_ENV] = new URL(postgres.url).pathname.slice(1);
  }

  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    delete process.env[POSTGRES_TEMPLATE_ENV];
    rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  };
}
