// The server as a process, the way `npm start` runs it: bad settings, a busy port, graceful shutdown.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// @ts-expect-error plain ESM script without types
import { ensureServerBuilt } from '../../scripts/build-if-stale.mjs';
import { freePort, startServer } from '../e2e/harness';
import { createTestDatabase } from '../support/database';
import { openDatabase } from '@server/db/client';
import { emailOutbox } from '@server/db/schema';
import { until } from '../support/wait';

const dataDir = mkdtempSync(path.join(tmpdir(), 'futdados-process-'));

beforeAll(() => ensureServerBuilt({ quiet: true }));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function runServer(env: Record<string, string>, options: { cwd?: string; args?: string[] } = {}) {
  return spawnSync(process.execPath, [path.resolve('dist/server/main.js'), ...(options.args ?? [])], {
    cwd: options.cwd,
    // PORT=0 unless told: the busy-port check must not trip on a port another run happens to use.
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

function expectOneLine(result: ReturnType<typeof runServer>, ...parts: string[]) {
  expect(result.status).not.toBe(0);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  for (const part of parts) expect(result.stderr).toContain(part);
  expect(result.stderr).not.toMatch(/\n\s+at |CREATE SCHEMA|Failed query/);
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

  test('a port in use gives a clear message before the database is opened', async () => {
    const port = await freePort();
    const blocker = createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const fresh = mkdtempSync(path.join(tmpdir(), 'futdados-port-'));
    try {
      const result = runServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: fresh });
      expectOneLine(result, `A porta ${port} já está em uso`, 'PORT');
      expect(existsSync(path.join(fresh, 'pglite'))).toBe(false);
    } finally {
      blocker.close();
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  test('a DATABASE_URL whose server refuses the connection names the variable and the cause', () => {
    expectOneLine(
      runServer({ DATABASE_URL: 'postgres://root@127.0.0.1:1/test' }),
      'DATABASE_URL',
      'conexão recusada em 127.0.0.1:1',
    );
  });

  test.runIf(Boolean(process.env.TEST_DATABASE_URL))('a missing database or an unknown user is named', () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/futdados_nao_existe';
    expectOneLine(
      runServer({ DATABASE_URL: url.toString() }),
      'DATABASE_URL',
      'banco de dados "futdados_nao_existe" não existe',
    );
    const stranger = new URL(process.env.TEST_DATABASE_URL!);
    stranger.username = 'ninguem_futdados';
    expectOneLine(
      runServer({ DATABASE_URL: stranger.toString() }),
      'DATABASE_URL',
      '"ninguem_futdados" não tem acesso',
    );
  });

  test('a REDIS_URL nobody answers names the variable and the cause', async () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'futdados-redis-'));
    try {
      const result = runServer({ REDIS_URL: 'redis://127.0.0.1:1', DATA_DIR: fresh });
      expectOneLine(result, 'REDIS_URL', 'conexão recusada em 127.0.0.1:1');
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});

describe('a production start (NODE_ENV=production) asks for real settings', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://futdados.example',
    SMTP_URL: 'smtp://127.0.0.1:1',
    BILLING_PROVIDER: 'mercadopago',
    MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-teste-123',
    MERCADOPAGO_WEBHOOK_SECRET: 'segredo-123',
  };
  const without = (name: keyof typeof production) =>
    Object.fromEntries(Object.entries(production).filter(([key]) => key !== name)) as Record<string, string>;
  // process.env's own values must not fill in what a test leaves out.
  const cleared = { PUBLIC_URL: '', SMTP_URL: '', BILLING_PROVIDER: '', DEMO_MODE: '' };

  test(
    'the sandbox, a missing PUBLIC_URL or SMTP_URL: one Portuguese line naming the variable',
    { timeout: 180_000 },
    () => {
      expectOneLine(
        runServer({ ...cleared, ...without('BILLING_PROVIDER') }, { args: ['--check-config'] }),
        'BILLING_PROVIDER=""',
        'não pode ser sandbox em produção',
      );
      expectOneLine(
        runServer({ ...cleared, ...production, BILLING_PROVIDER: 'sandbox' }, { args: ['--check-config'] }),
        'BILLING_PROVIDER="sandbox"',
        'DEMO_MODE=on',
      );
      expectOneLine(
        runServer({ ...cleared, ...without('PUBLIC_URL') }, { args: ['--check-config'] }),
        'PUBLIC_URL=""',
        'é obrigatório em produção',
      );
      expectOneLine(
        runServer({ ...cleared, ...without('SMTP_URL') }, { args: ['--check-config'] }),
        'SMTP_URL=""',
        'é obrigatório em produção',
      );
      // Every setting a deployment needs: the check passes.
      expect(runServer({ ...cleared, ...production }, { args: ['--check-config'] }).status).toBe(0);
    },
  );

  test('a full server start without them exits before opening the database', { timeout: 60_000 }, () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'futdados-prod-'));
    try {
      // Every missing setting at once, one line each (issue 33 point 7: it took five restarts).
      const result = runServer({ ...cleared, NODE_ENV: 'production', DATA_DIR: fresh });
      expect(result.status).not.toBe(0);
      expect(
        result.stderr
          .trim()
          .split('\n')
          .map((line) => /^Configuração inválida: (\w+)=/.exec(line)?.[1]),
      ).toEqual(['BILLING_PROVIDER', 'PUBLIC_URL', 'SMTP_URL']);
      expect(existsSync(path.join(fresh, 'pglite'))).toBe(false);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  test('DEMO_MODE=on keeps the sandbox in production and says so at start', { timeout: 300_000 }, async () => {
    const server = await startServer({
      env: { LOG_LEVEL: 'info', NODE_ENV: 'production', DEMO_MODE: 'on', PUBLIC_URL: 'https://futdados.example' },
    });
    try {
      expect(server.output()).toContain('Modo de demonstração (DEMO_MODE)');
      expect((await fetch(`${server.url}/api/docs/json`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});

describe('one process per DATA_DIR', () => {
  // Servers importing the football data take a while on a busy machine.
  test(
    'a second server on the same DATA_DIR exits at once naming DATA_DIR; the first keeps its writes',
    { timeout: 180_000 },
    async () => {
      const shared = mkdtempSync(path.join(tmpdir(), 'futdados-lock-'));
      const first = await startServer({ dataDir: shared, env: { EMAIL_VERIFICATION: 'off' } });
      try {
        const second = runServer({ DATA_DIR: shared, PORT: String(await freePort()), HOST: '127.0.0.1' });
        expectOneLine(second, `DATA_DIR=${shared}`, 'já está em uso por outro processo');
        const signup = await fetch(`${first.url}/api/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: first.url },
          body: JSON.stringify({ username: 'unicoprocesso', email: 'unico@exemplo.test', password: 'segredo123' }),
        });
        expect(signup.status).toBe(201);
      } finally {
        expect(await first.stop()).toBe(0);
      }
      // The lock goes with the process; the sign-up is still there after a restart.
      expect(existsSync(path.join(shared, 'futdados.lock'))).toBe(false);
      const again = await startServer({ dataDir: shared, env: { EMAIL_VERIFICATION: 'off' } });
      try {
        const login = await fetch(`${again.url}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: again.url },
          body: JSON.stringify({ email: 'unicoprocesso', password: 'segredo123' }),
        });
        expect(login.status).toBe(200);
      } finally {
        await again.stop();
        rmSync(shared, { recursive: true, force: true });
      }
    },
  );

  test('the lock of a process that died is taken over', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'futdados-stale-'));
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(path.join(dir, 'futdados.lock'), JSON.stringify({ pid: Number(dead.stdout.trim()), startTicks: 1 }));
    const server = await startServer({ dataDir: dir });
    try {
      expect(JSON.parse(readFileSync(path.join(dir, 'futdados.lock'), 'utf8')).pid).not.toBe(Number(dead.stdout));
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('tokens never reach the log or the outbox in production', () => {
  test(
    'without SMTP_URL and with an https PUBLIC_URL: one warning at start, no link anywhere',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'futdados-mail-'));
      const publicUrl = 'https://futdados.example';
      const server = await startServer({ dataDir: dir, env: { LOG_LEVEL: 'info', PUBLIC_URL: publicUrl } });
      try {
        const post = (url: string, body: unknown) =>
          fetch(`${server.url}${url}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: publicUrl },
            body: JSON.stringify(body),
          });
        const email = 'semsmtp@exemplo.test';
        expect((await post('/api/register', { username: 'semsmtp', email, password: 'segredo123' })).status).toBe(201);
        expect((await post('/api/reset-password', { email })).status).toBe(200);
        await until(() => server.output().includes('"subject":"Redefinição'), 'the reset email in the log');
        expect(server.output()).toContain('email não enviado (SMTP_URL não definido)');
        // Production logs stay JSON, one object per line, for log collectors.
        const mailLine = server
          .output()
          .split('\n')
          .find((line) => line.includes('email não enviado'))!;
        expect(JSON.parse(mailLine)).toMatchObject({ level: 30, subject: 'Confirme seu email no FutDados' });
      } finally {
        await server.stop();
      }
      const log = server.output();
      expect(log.match(/Email não configurado \(SMTP_URL\)/g)).toHaveLength(1);
      expect(log).not.toMatch(/token=|access_token|verify-email/);
      const database = await openDatabase({ dataDir: dir });
      try {
        const stored = await database.db.select().from(emailOutbox);
        expect(stored.map((row) => row.subject)).toEqual([
          'Confirme seu email no FutDados',
          'Redefinição de senha no FutDados',
        ]);
        for (const row of stored) {
          expect(row.links).toEqual([]);
          expect(`${row.text}${row.html}`).not.toMatch(/token=|access_token/);
          expect(row.text).toContain('[link omitido: configure SMTP_URL para enviar emails]');
        }
      } finally {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('a developer reads the log', () => {
  test(
    "on localhost: one readable line per event, and the first sign-up's verification link on one line that works",
    { timeout: 120_000 },
    async () => {
      const server = await startServer({ env: { LOG_LEVEL: 'info' } });
      try {
        const response = await fetch(`${server.url}/api/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: server.url },
          body: JSON.stringify({ username: 'novato', email: 'novato@exemplo.test', password: 'segredo123' }),
        });
        expect(response.status).toBe(201);
        // The mail is logged after the answer: wait for its line.
        const linkLine = () =>
          server
            .output()
            .split('\n')
            .find((line) => line.includes('verify-email?token='));
        const line = await until(linkLine, 'the logged verification link', 10_000);
        expect(line).toMatch(
          /^\d\d:\d\d:\d\d INFO {2}Email "Confirme seu email no FutDados" para novato@exemplo\.test /,
        );
        const link = /abra: (\S+)$/.exec(line)![1];
        // PUBLIC_URL is http://localhost:PORT by default; the test reaches the same server on 127.0.0.1.
        expect(link).toMatch(new RegExp(`^http://localhost:${server.port}/api/verify-email\\?token=`));
        const opened = await fetch(`${server.url}${new URL(link).pathname}${new URL(link).search}`, {
          redirect: 'manual',
        });
        expect(opened.headers.get('location')).toBe('/auth?verified=1');
        const login = await fetch(`${server.url}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: server.url },
          body: JSON.stringify({ email: 'novato@exemplo.test', password: 'segredo123' }),
        });
        expect(login.status).toBe(200);
        expect(server.output()).not.toMatch(/^\{"level"/m);
      } finally {
        await server.stop();
      }
    },
  );
});

describe('set-up', () => {
  test('.env in the working folder is read; the environment wins over it', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'futdados-env-'));
    try {
      writeFileSync(path.join(folder, '.env'), '# settings\nDEMO_SHIFT_WEEKS=abc\n');
      const fromFile = runServer({}, { cwd: folder, args: ['--check-config'] });
      expectOneLine(fromFile, 'DEMO_SHIFT_WEEKS="abc"');
      const overridden = runServer({ DEMO_SHIFT_WEEKS: '4' }, { cwd: folder, args: ['--check-config'] });
      expect(overridden.status).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('the start line shows the address actually listened on', { timeout: 120_000 }, async () => {
    const server = await startServer({ env: { LOG_LEVEL: 'info' } });
    try {
      expect(server.output()).toContain(`FutDados rodando em http://127.0.0.1:${server.port} (banco: pglite)`);
    } finally {
      await server.stop();
    }
  });
});

describe('graceful shutdown', () => {
  // Each start imports the football data into a new DATA_DIR (seconds, more on a busy machine).
  test.each(['SIGTERM', 'SIGINT'] as const)(
    '%s closes the server and exits 0',
    async (signal) => {
      const server = await startServer();
      const exitCode = await server.stop(signal);
      expect(exitCode).toBe(0);
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    },
    120_000,
  );
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
      const server = await startServer({
        env: { DATABASE_URL: db.url!, REDIS_URL: redis!, REDIS_PREFIX: 'test-process:' },
      });
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
