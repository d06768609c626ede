// The server as a process, the way `npm start` runs it: bad settings, a busy port, graceful shutdown.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// @ts-expect-error plain ESM script without types
import { ensureServerBuilt } from '../../scripts/build-if-stale.mjs';
import { freePort, startServer } from '../e2e/harness';
import { createTestDatabase } from '../support/database';

const dataDir = mkdtempSync(path.join(tmpdir(), 'futdados-process-'));

beforeAll(() => ensureServerBuilt({ quiet: true }));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function runServer(env: Record<string, string>) {
  return spawnSync(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('start-up errors are one clear line', () => {
  test('PORT=abc names the variable and exits non-zero', () => {
    const result = runServer({ PORT: 'abc' });
    expect(result.status).not.toBe(0);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('PORT="abc"');
  });

  test('DATABASE_URL that is not a postgres URL is refused', () => {
    const result = runServer({ DATABASE_URL: 'mysql://localhost/x' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('DATABASE_URL');
  });

  test('a port in use gives a clear message, not a stack trace', async () => {
    const port = await freePort();
    const blocker = createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    try {
      const result = runServer({ PORT: String(port), HOST: '127.0.0.1' });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(`A porta ${port} já está em uso`);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      blocker.close();
    }
  });
});

describe('graceful shutdown', () => {
  test.each(['SIGTERM', 'SIGINT'] as const)('%s closes the server and exits 0', async (signal) => {
    const server = await startServer();
    const exitCode = await server.stop(signal);
    expect(exitCode).toBe(0);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});

describe('production path: PostgreSQL and Redis', () => {
  const postgres = process.env.TEST_DATABASE_URL;
  const redis = process.env.TEST_REDIS_URL;
  if (!postgres || !redis) {
    if (process.env.CI) throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are required in CI.');
    console.warn('\n⚠️  TEST_DATABASE_URL or TEST_REDIS_URL not set: production-path process test SKIPPED.\n');
  }

  test.runIf(Boolean(postgres && redis))(
    'starts on DATABASE_URL with the Redis adapter and answers health',
    async () => {
      const db = await createTestDatabase('postgres');
      await db.database.close();
      const server = await startServer({ env: { DATABASE_URL: db.url!, REDIS_URL: redis! } });
      try {
        expect(server.output()).toContain('banco: postgres');
        const health = await fetch(`${server.url}/api/health`);
        expect(await health.json()).toMatchObject({ status: 'ok', db: 'ok' });
      } finally {
        await server.stop();
        await db.drop().catch(() => undefined);
      }
    },
  );
});
