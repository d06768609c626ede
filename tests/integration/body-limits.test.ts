// Issue 33 point 8: cheap requests stay cheap. Outside the admin area a body is small (413 before it
// is read whole) and JSON nested deeper than any form needs is refused before parsing; sockets may
// connect to our own host only, and a Permissions-Policy turns off what the app does not use.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MAX_JSON_DEPTH, SMALL_BODY_LIMIT } from '@server/plugins/body-limits';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http-client';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ env: { EMAIL_VERIFICATION: 'off', LIVE_PROVIDER: 'off' } });
  await server.listen();
}, 120_000);
afterAll(() => server?.close());

/** Sends a raw JSON text, as a client that skips JSON.stringify would. */
async function send(path: string, text: string) {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: { Origin: server.url, 'Content-Type': 'application/json', 'X-Forwarded-For': '10.200.0.1' },
    body: text,
  });
  return { status: response.status, body: await response.json() };
}
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

test('1 MB of nested JSON to /api/login is refused before it is read or parsed', async () => {
  expect(await send('/api/login', nested(500_000))).toEqual({
    status: 413,
    body: { message: 'A requisição é grande demais.' },
  });
  const flat = JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(SMALL_BODY_LIMIT) });
  expect((await send('/api/login', flat)).status).toBe(413);
});

test('JSON nested deeper than any form needs is refused with a message, within the size limit', async () => {
  expect(await send('/api/login', `{"email":${nested(MAX_JSON_DEPTH + 1)}}`)).toEqual({
    status: 400,
    body: { message: 'O corpo da requisição tem níveis demais.' },
  });
  // Brackets inside strings are text, not nesting: a normal login answer.
  const login = await send(
    '/api/login',
    JSON.stringify({ email: '[[[[[[[[[[[[[[[[[[[[@x.test', password: '{{{{{{{{{{{{{{{{{{{{' }),
  );
  expect(login.status).toBe(401);
});

test('the admin area still takes a long article (it answers 401 to a visitor, not 413)', async () => {
  const preview = await send('/api/admin/news/preview', JSON.stringify({ body: 'texto '.repeat(8_000) }));
  expect(preview.status).toBe(401);
});

test('connect-src allows WebSockets to our own host only; Permissions-Policy is sent', async () => {
  const response = await new TestClient(server.url).get('/api/health');
  const csp = response.headers.get('content-security-policy')!;
  const connect = /connect-src ([^;]+)/.exec(csp)![1].split(' ');
  const host = new URL(server.config.PUBLIC_URL).host;
  expect(connect).toEqual(["'self'", `wss://${host}`, `ws://${host}`]);
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
  expect(response.headers.get('permissions-policy')).not.toContain('clipboard-write');
});
