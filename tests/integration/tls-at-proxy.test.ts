// Issue 33 point 7: with TLS_AT_PROXY=on the proxy's scheme (X-Forwarded-Proto) is trusted: a request
// it says came over https gets a Secure session cookie and HSTS; one over plain http gets neither.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http-client';

const PUBLIC_URL = 'http://futdados.example';
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({
    env: { EMAIL_VERIFICATION: 'off', LIVE_PROVIDER: 'off', PUBLIC_URL, TLS_AT_PROXY: 'on' },
  });
  await server.listen();
}, 120_000);
afterAll(() => server?.close());

async function signUp(scheme: 'https' | 'http') {
  const browser = new TestClient(server.url, { origin: PUBLIC_URL });
  const username = `proxy${scheme}${Date.now().toString(36)}`;
  return browser.call(
    'POST',
    '/api/register',
    { username, email: `${username}@exemplo.test`, password: 'segredo123' },
    { 'X-Forwarded-Proto': scheme },
  );
}

test('https at the proxy: Secure cookie and HSTS', async () => {
  const response = await signUp('https');
  expect(response.status).toBe(201);
  expect(response.setCookies.find((line) => line.startsWith('futdados_session='))).toMatch(/; Secure/);
  expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
});

test('plain http at the proxy: neither', async () => {
  const response = await signUp('http');
  expect(response.status).toBe(201);
  expect(response.setCookies.find((line) => line.startsWith('futdados_session='))).not.toMatch(/; Secure/);
  expect(response.headers.get('strict-transport-security')).toBeNull();
});
