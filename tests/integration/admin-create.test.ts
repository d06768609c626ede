// `npm run admin:create`: a verified admin from the shell (password from ADMIN_PASSWORD), or an
// existing account promoted; the account then passes the server's admin check.
import { afterAll, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@server/db/client';
import { createTestApp } from '../support/test-app';
import { TestClient } from '../support/http-client';

const dataDir = mkdtempSync(path.join(tmpdir(), 'futdados-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string> = {}) {
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/admin-create.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

// Each run starts its own process and database: allow for a busy machine.
test('creates a verified admin, promotes on a second run, and refuses bad input', { timeout: 180_000 }, async () => {
  expect(
    run(['--email', 'Dono@Exemplo.test', '--username', 'dono'], {
      ADMIN_PASSWORD: 'senhaforte1',
      PUBLIC_URL: 'https://futdados.example',
    }),
  ).toContain('Administrador criado: dono <dono@exemplo.test>. Painel: https://futdados.example/admin');
  expect(run(['--email', 'dono@exemplo.test', '--username', 'dono'])).toContain(
    'Conta existente promovida a administrador',
  );
  expect(() => run(['--email', 'outro@exemplo.test', '--username', 'x'], { ADMIN_PASSWORD: 'senhaforte1' })).toThrow(
    /nome de usuário/,
  );
  expect(() => run(['--email', 'novo@exemplo.test', '--username', 'novo'])).toThrow(/ADMIN_PASSWORD/);
  expect(() => run(['--email', 'novo@exemplo.test', '--username', 'novo'], { ADMIN_PASSWORD: 'curta' })).toThrow(
    /8 caracteres/,
  );

  const database = await openDatabase({ dataDir });
  const server = await createTestApp({ db: { database, drop: () => database.close() } });
  try {
    await server.listen();
    const browser = new TestClient(server.url);
    expect((await browser.post('/api/login', { email: 'dono', password: 'senhaforte1' })).status).toBe(200);
    expect((await browser.get('/api/admin/check-admin')).body).toEqual({ isAdmin: true });
    // While a server holds DATA_DIR, the command is refused (its writes would be lost) and says what to do.
    expect(() => run(['--email', 'dono@exemplo.test', '--username', 'dono'])).toThrow(
      `O servidor do FutDados está rodando com DATA_DIR=${dataDir}, e o banco embutido só abre em um processo por vez. ` +
        'Pare o servidor (Ctrl+C), rode npm run admin:create de novo e inicie o servidor outra vez.',
    );
  } finally {
    await server.close();
    await database.close();
  }
});
