// The HTTP server over inject() and a real port, against PGlite and (when configured) PostgreSQL.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { io as connect } from 'socket.io-client';
import { databaseKinds } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';

describe.each(databaseKinds())('server on %s', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  });
  afterAll(() => testApp.close());

  test('GET /api/health checks the database and reports the version', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok', version: 'test', live: 'leader' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('an unknown /api path is a 404 with a Portuguese message', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Recurso não encontrado' });
  });

  test('security headers include a CSP', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('the OpenAPI document at /api/docs lists every API path', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/soccer/matches',
        '/api/soccer/matches/live',
        '/api/soccer/matches/{id}',
        '/api/leagues',
        '/api/leagues/{id}',
        '/api/teams/{id}',
        '/api/h2h/{home}/{away}',
        '/api/stats',
        '/api/search/matches',
      ]),
    );
  });

  test('listens on a real port with socket.io attached at /socket.io', async () => {
    const url = await testApp.listen();
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    const socket = connect(url, { path: '/socket.io', transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect(socket.connected).toBe(true);
    socket.close();
  });
});

describe('health when the database is down', () => {
  test('answers 503 with a Portuguese message', async () => {
    const testApp = await createTestApp();
    await testApp.app.ready(); // started while the database was up; then it goes away
    await testApp.db.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'error', db: 'error', message: 'Banco de dados indisponível' });
    await testApp.app.close();
  });
});
