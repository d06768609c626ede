// How the server uses the server-render bundle (plugins/static.ts), with a stand-in bundle in place of
// the built one: public 200 pages get its streamed body in #root and its head tags; its inline scripts
// carry the response's CSP nonce (never 'unsafe-inline'); its API
// calls are answered in-process and signed out even for a signed-in visitor; private pages, 404s and
// redirects keep the shell; a render that gives up or throws serves the shell with its head; without
// the bundle nothing changes.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http-client';

// The stand-in bundle: renders the URL and what /api/user answered it.
const ENTRY = `
export async function render({ url, fetch, nonce, userAgent }) {
  if (url === '/updates') return { skip: 'redirect' };
  if (url === '/stats') throw new Error('quebrou');
  const user = await fetch('/api/user', { method: 'GET' });
  const leagues = await fetch('/api/leagues', { method: 'GET' });
  const body = await leagues.json();
  const encoder = new TextEncoder();
  return {
    head: '<link rel="preload" as="image" href="/icons/icon.svg">',
    body: (async function* () {
      yield encoder.encode('<main data-url="' + url + '">usuário ' + user.status + ', ligas ' + leagues.status + ' ' + Array.isArray(body.countries) + '</main>');
      // A later chunk, as React streams a boundary's content.
      await new Promise((resolve) => setTimeout(resolve, 5));
      yield encoder.encode('<script nonce="' + nonce + '">self.ua=' + JSON.stringify(userAgent) + '</script>');
    })(),
  };
}
`;

let withBundle: TestApp;
let withoutBundle: TestApp;

function clientDir(bundle: boolean): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'futdados-ssr-'));
  mkdirSync(path.join(dist, 'client'));
  copyFileSync('index.html', path.join(dist, 'client', 'index.html'));
  if (bundle) {
    mkdirSync(path.join(dist, 'ssr'));
    writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), ENTRY);
    writeFileSync(path.join(dist, 'ssr', 'package.json'), '{ "type": "module" }');
  }
  return path.join(dist, 'client');
}

beforeAll(async () => {
  const env = { LIVE_PROVIDER: 'off', EMAIL_VERIFICATION: 'off' };
  withBundle = await createTestApp({ env: { ...env, CLIENT_DIR: clientDir(true) } });
  withoutBundle = await createTestApp({ env: { ...env, CLIENT_DIR: clientDir(false) } });
  await withBundle.listen();
}, 120_000);

afterAll(async () => {
  await withBundle?.close();
  await withoutBundle?.close();
});

const page = async (app: TestApp, url: string, headers: Record<string, string> = {}) => {
  const response = await app.app.inject({ method: 'GET', url, headers });
  return {
    status: response.statusCode,
    html: response.body,
    cache: response.headers['cache-control'],
    csp: String(response.headers['content-security-policy']),
  };
};

test('a public page gets the streamed body in #root and its head tags, no-cache', async () => {
  const about = await page(withBundle, '/about', { 'user-agent': 'Telefone/1.0' });
  expect(about.status).toBe(200);
  expect(about.cache).toBe('no-cache');
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'/.exec(about.csp)?.[1];
  expect(nonce).toBeDefined();
  expect(about.csp).not.toContain("unsafe-inline';script-src");
  expect(about.csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(about.html).toContain(
    `<div id="root"><main data-url="/about">usuário 401, ligas 200 true</main><script nonce="${nonce}">self.ua="Telefone/1.0"</script></div>`,
  );
  // Every response has its own nonce.
  expect((await page(withBundle, '/about')).csp).not.toContain(nonce);
  expect(about.html).toMatch(/<link rel="preload" as="image" href="\/icons\/icon.svg"><\/head>/);
  // The page's SEO head is still there, once.
  expect(about.html.match(/<link rel="canonical"/g)).toHaveLength(1);
  for (const url of ['/', '/news', '/plans', '/leagues', '/matches?date=2026-11-22']) {
    expect((await page(withBundle, url)).html).toContain(`<main data-url="${url}">`);
  }
});

test('the render asks the API signed out, even for a signed-in visitor', async () => {
  const fan = new TestClient(withBundle.url);
  const name = `fan${Date.now().toString(36)}`;
  const registered = await fan.post('/api/register', {
    username: name,
    email: `${name}@exemplo.test`,
    password: 'segredo123',
  });
  expect(registered.status).toBe(201);
  expect((await fan.get('/api/user')).status).toBe(200);
  const about = await fan.get('/about');
  expect(about.status).toBe(200);
  expect(about.body).toContain('<main data-url="/about">usuário 401,');
});

test('private pages, missing pages, redirects, a render that gives up or throws: the shell with its head', async () => {
  for (const url of ['/profile', '/admin', '/checkout/success', '/login', '/match/x-vs-y/999999']) {
    const shell = await page(withBundle, url);
    expect(shell.html).toContain('<div id="root"></div>');
    expect(shell.html).not.toContain('<script nonce=');
  }
  expect((await page(withBundle, '/match/x-vs-y/999999')).status).toBe(404);
  const bare = await page(withBundle, '/leagues/1');
  expect([301, 404]).toContain(bare.status);
  expect(bare.html).not.toContain('data-url=');
  for (const url of ['/updates', '/stats']) {
    const shell = await page(withBundle, url);
    expect(shell.status).toBe(200);
    expect(shell.html).toContain('<div id="root"></div>');
    expect(shell.html.match(/<link rel="canonical"/g)).toHaveLength(1);
  }
});

test('without the bundle every page is the shell with its head, as before', async () => {
  const about = await page(withoutBundle, '/about');
  expect(about.status).toBe(200);
  expect(about.html).toContain('<div id="root"></div>');
  expect(about.html).not.toContain('<script nonce=');
  expect(about.html.match(/<link rel="canonical"/g)).toHaveLength(1);
});
