// Issue 23 point 4: behind a proxy with TRUST_PROXY off, every visitor has the proxy's address, so
// per-address limits treat the whole site as one client. The server says so in its log, once, on the
// first request that carries X-Forwarded-For; with TRUST_PROXY set it says nothing.
import { afterEach, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let server: TestApp | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function warningsAfterRequests(trustProxy: string) {
  server = await createTestApp({ env: { TRUST_PROXY: trustProxy, LIVE_PROVIDER: 'off' } });
  const warn = vi.spyOn(server.app.log, 'warn');
  await server.app.inject({ method: 'GET', url: '/api/health' });
  for (const address of ['203.0.113.7', '198.51.100.9'])
    await server.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': address } });
  return warn.mock.calls.map((call) => call.map(String).join(' ')).filter((line) => line.includes('X-Forwarded-For'));
}

test('TRUST_PROXY=false: one warning naming the setting, on the first forwarded request', async () => {
  const warnings = await warningsAfterRequests('false');
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('TRUST_PROXY');
});

test('TRUST_PROXY=1: no warning', async () => {
  expect(await warningsAfterRequests('1')).toEqual([]);
});
