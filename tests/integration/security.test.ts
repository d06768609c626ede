// Issue 9: what a hostile tester found, each hole with a test that fails without its fix.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseKinds } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http-client';

const PASSWORD = 'segredo123';
let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`;

/** Sends raw bytes over TCP and returns the status line's code and the body. */
async function rawRequest(url: string, request: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connectTcp(Number(port), hostname, () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
  });
}

describe.each(databaseKinds())('hostile input on %s', (kind) => {
  let server: TestApp;
  const client = () => new TestClient(server.url);

  beforeAll(async () => {
    server = await createTestApp({ kind, env: { EMAIL_VERIFICATION: 'off' } });
    await server.listen();
  });
  afterAll(() => server.close());

  async function signedIn() {
    const username = unique('seg');
    const browser = client();
    const response = await browser.post('/api/register', {
      username,
      email: `${username}@exemplo.test`,
      password: PASSWORD,
    });
    expect(response.status).toBe(201);
    return { browser, username };
  }

  test('a NUL or another control character in the search or the login fields is a 400, never a 500', async () => {
    for (const path of ['/api/search/matches?q=fla%00mengo', '/api/search/matches?q=%1Bflamengo']) {
      const response = await client().get(path);
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({ message: 'O texto enviado contém caracteres inválidos.' });
    }
    for (const body of [
      { email: 'ana\u0000@exemplo.test', password: PASSWORD },
      { email: 'ana', password: 'segredo\u0000123' },
      { email: '\ud800ana', password: PASSWORD },
    ]) {
      const response = await client().post('/api/login', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'O texto enviado contém caracteres inválidos.' });
    }
    // Line breaks and tabs are ordinary text.
    expect((await client().get('/api/search/matches?q=fla%0Amengo')).status).toBe(200);
  });

  test('an encoded path (/%61pi/...) gets the same CSRF and session checks as /api/...', async () => {
    const { browser } = await signedIn();
    const forged = await browser.call('POST', '/%61pi/logout', undefined, { Origin: 'https://malicioso.example' });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ message: 'Origem da requisição não permitida.' });
    expect((await browser.get('/api/user')).status).toBe(200);
    // The session is read on the encoded path too.
    expect((await browser.get('/%61pi/user')).status).toBe(200);
  });

  test('framework errors are Portuguese { message } that do not echo the URL', async () => {
    const badUrl = await client().get('/api/teams/%E0%A4%A');
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toEqual({ message: 'O endereço pedido é inválido.' });

    const huge = await rawRequest(
      server.url,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toEqual({ message: 'Os cabeçalhos da requisição são grandes demais.' });

    const garbage = await rawRequest(server.url, 'ISSO NAO E HTTP\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toEqual({ message: 'Requisição inválida.' });
  });

  test('sign-up says an email is taken, but only a few times per client address', async () => {
    const { username } = await signedIn();
    const taken = `${username}@exemplo.test`;
    const prober = client();
    for (let i = 0; i < 5; i++) {
      const response = await prober.post('/api/register', {
        username: unique('sonda'),
        email: taken,
        password: PASSWORD,
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'Este email já está cadastrado.' });
    }
    const limited = await prober.post('/api/register', { username: unique('sonda'), email: taken, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Muitas tentativas de cadastro. Aguarde uma hora e tente novamente.' });
    // Someone else, from their own address, still gets the clear answer.
    expect(
      (await client().post('/api/register', { username: unique('outro'), email: taken, password: PASSWORD })).status,
    ).toBe(409);
  });

  test('validation messages are Brazilian Portuguese and name fields as users know them', async () => {
    const cases: Array<[unknown, string]> = [
      [{ username: 'valido', email: 'a@b.test', password: 12345678 }, 'A senha deve ser um texto.'],
      [{ username: 'valido', password: PASSWORD }, 'Informe o email.'],
      [{ username: 'valido', email: `${'a'.repeat(300)}@b.test`, password: PASSWORD }, 'Informe um email válido.'],
    ];
    for (const [body, message] of cases) {
      const response = await client().post('/api/register', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    }
    const tooLong = await client().post('/api/login', { email: 'a'.repeat(5000), password: PASSWORD });
    expect(tooLong.body).toEqual({ message: 'O email deve ter no máximo 254 caracteres.' });
    const limit = await client().get('/api/search/matches?q=flamengo&limit=9999');
    expect(limit.body).toEqual({ message: 'O limite de resultados deve ser no máximo 50.' });
  });
});

describe('TRUST_PROXY', () => {
  /** Eleven sign-ups through one proxy hop, each with a different forged left-most X-Forwarded-For. */
  async function forgedSignups(trustProxy: string) {
    const server = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/register',
          headers: { origin: 'http://localhost:3000', 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
          payload: { username: 'x', email: 'y', password: 'z' },
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    } finally {
      await server.close();
    }
  }

  test.each(['1', '127.0.0.1', '127.0.0.0/8'])(
    'TRUST_PROXY=%s: a forged X-Forwarded-For hop does not escape the per-address limit',
    async (trustProxy) => {
      const statuses = await forgedSignups(trustProxy);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses[10]).toBe(429);
    },
  );

  test('TRUST_PROXY=true believes every hop (documented: only behind a proxy that overwrites the header)', async () => {
    expect((await forgedSignups('true'))[10]).toBe(400);
  });
});

describe('client folder', () => {
  test('dotfiles and dot-folders in CLIENT_DIR are never served', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'futdados-client-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>__PRODUCT_NAME__</title>');
    writeFileSync(path.join(dir, '.env'), 'SEGREDO=vazou');
    mkdirSync(path.join(dir, '.git'));
    writeFileSync(path.join(dir, '.git', 'config'), 'SEGREDO=vazou');
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', '.segredo.js'), 'SEGREDO=vazou');
    writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
    const server = await createTestApp({ env: { CLIENT_DIR: dir } });
    try {
      expect((await server.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
      for (const url of ['/.env', '/.git/config', '/assets/.segredo.js', '/%2Eenv', '/assets/../.env']) {
        const response = await server.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('SEGREDO');
        expect(response.json()).toEqual({ message: 'Recurso não encontrado' });
      }
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
