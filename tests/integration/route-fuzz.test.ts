// Issue 9 point 10: every route Fastify has registered, walked and fed hostile input (NUL and other
// control characters, lone surrogates, 5000-character strings, huge numbers, wrong types) in its
// path, query and body, as a visitor and as a signed-in user. No answer may be a 5xx, and every 4xx
// is a Portuguese { message } that names no internal code, echoes no input and speaks no English.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { users } from '@server/db/schema';
import { FIELD_LABELS } from '@server/plugins/errors';
import { saoPauloDate } from '@shared/live-rules';
import { databaseKinds } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';

const LONG = 'x'.repeat(5000);
const HOSTILE_TEXT = [
  '\u0000',
  'fla\u0000mengo',
  '\u001b[31m',
  '\ud800',
  'a\udfffb',
  LONG,
  `${'ção'.repeat(2000)}`,
  "' OR 1=1 --",
  '%%',
  '__',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '⚽🇧🇷',
  '',
  ' ',
];
const HOSTILE_NUMBERS_AS_TEXT = [
  '1e400',
  '-1',
  '99999999999999999999999',
  '2147483648',
  '0x10',
  'NaN',
  'Infinity',
  '1.5',
  '-0',
];
const HOSTILE_JSON: unknown[] = [
  ...HOSTILE_TEXT,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER * 4,
  // One past PostgreSQL's integer (issue 23 point 7): a 400, never the database's error.
  2 ** 31,
  [2 ** 31],
  0.5,
  -1,
  null,
  true,
  [],
  ['a'],
  {},
  { $gt: '' },
];
const HOSTILE_BODIES: unknown[] = [null, 0, 'texto', [], [{}], { __proto__: { admin: true } }, nested(200)];

/** Values that pass validation, so a hostile field is checked next to valid siblings. */
const VALID: Record<string, string> = {
  username: 'fuzzer1',
  email: 'fuzzer1@exemplo.test',
  password: 'segredo123',
  currentPassword: 'segredo123',
  newPassword: 'segredo456',
  token: 't'.repeat(43),
  q: 'flamengo',
  limit: '5',
  date: saoPauloDate(),
  league: '1',
  season: '1',
  status: 'live',
  includeTeams: 'true',
  id: '1',
  home: 'flamengo',
  away: 'palmeiras',
  '*': 'index.html',
};

function nested(depth: number): unknown {
  let value: unknown = 'fundo';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Percent-encodes like a browser; a lone surrogate (which cannot be UTF-8) as its raw 3 bytes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((char) => {
        try {
          return encodeURIComponent(char);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

/** The field names of a zod object schema (through unions, optionals, pipes). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function keysOf(schema: any): string[] {
  if (!schema) return [];
  if (schema.shape) return Object.keys(schema.shape);
  if (Array.isArray(schema.options)) return [...new Set(schema.options.flatMap(keysOf) as string[])];
  const def = schema._zod?.def;
  return def ? keysOf(def.innerType ?? def.in) : [];
}

interface Route {
  method: string;
  url: string;
  params: string[];
  query: string[];
  body: string[];
  hasBody: boolean;
  /** The route's zod schemas, for the generated inputs. */
  schemas?: { params?: unknown; querystring?: unknown; body?: unknown };
}

// ---------------------------------------------------------------------------------------------
// Generated input (issue 15, point 5): fast-check builds values from each field's zod schema —
// valid-looking ones of the right type, the edges of that type, and the wrong types and hostile
// strings above — with a fixed seed and a bounded number of runs.

const hostileString = fc.constantFrom(...HOSTILE_TEXT, ...HOSTILE_NUMBERS_AS_TEXT);
const anyJson = fc.oneof(
  fc.constantFrom(...HOSTILE_JSON),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Values for one field, shaped by its zod schema (strings, numbers, enums...), plus any JSON at all. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function arbitraryFor(schema: any, depth = 0): fc.Arbitrary<unknown> {
  const def = schema?._zod?.def;
  if (!def || depth > 6) return anyJson;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return fc.oneof(arbitraryFor(def.innerType, depth + 1), fc.constant(undefined));
    case 'pipe':
      return arbitraryFor(def.in, depth + 1);
    case 'union':
      return fc.oneof(...def.options.map((option: unknown) => arbitraryFor(option, depth + 1)));
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.emailAddress(),
        hostileString,
        anyJson,
      );
    case 'number':
    case 'bigint':
      return fc.oneof(
        fc.integer(),
        fc.integer({ min: -5, max: 5 }),
        fc.double(),
        fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 63, 2 ** 31, -(2 ** 31) - 1, 1e308),
        anyJson,
      );
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', '1', 'sim'), anyJson);
    case 'enum':
      return fc.oneof(
        fc.constantFrom(...Object.values(def.entries as Record<string, unknown>)),
        hostileString,
        anyJson,
      );
    case 'literal':
      return fc.oneof(fc.constantFrom(...(def.values as unknown[])), anyJson);
    case 'array':
      return fc.oneof(fc.array(arbitraryFor(def.element, depth + 1), { maxLength: 4 }), anyJson);
    case 'object':
      return fc.oneof(objectFor(schema, depth + 1), anyJson);
    default:
      return anyJson;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function objectFor(schema: any, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const shape = schema?.shape ?? schema?._zod?.def?.in?.shape ?? schema?._zod?.def?.innerType?.shape;
  if (!shape) return fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 });
  return fc.record(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, arbitraryFor(field, depth)])), {
    requiredKeys: [],
  });
}

/** A query string or path segment from a generated value (arrays repeat the key, objects are JSON). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}

const ENGLISH =
  /\b(the|is|must|expected|received|invalid|required|error|bad request|not found|client|body|querystring|params?|string|number|object|array|too|should|unexpected|undefined|null|failed|query)\b/i;

function expectPortugueseError(label: string, status: number, text: string, sent: string[]) {
  expect(status, label).toBeLessThan(500);
  if (status < 400) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${label}: ${status} without a JSON body: ${text.slice(0, 200)}`);
  }
  const message = (body as { message?: unknown }).message;
  expect(typeof message, `${label}: ${text.slice(0, 200)}`).toBe('string');
  const value = message as string;
  expect(value.length, label).toBeGreaterThan(5);
  expect(value, label).not.toMatch(ENGLISH);
  expect(value, label).not.toMatch(/FST_|ERR_|campo "|Demasiado|\n\s+at /);
  for (const input of sent)
    if (input.length > 3) expect(value.includes(input), `${label} echoes its input`).toBe(false);
}

describe.each(databaseKinds())('every route with hostile input on %s', (kind) => {
  let server: TestApp;
  let clientDir: string;
  const routes: Route[] = [];
  let requests = 0;
  let ipCounter = 0;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'futdados-fuzz-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>__PRODUCT_NAME__</title>');
    server = await createTestApp({
      kind,
      env: { EMAIL_VERIFICATION: 'off', LIVE_PROVIDER: 'off', CLIENT_DIR: clientDir },
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          if (method === 'HEAD' || method === 'OPTIONS') continue;
          const schema = route.schema ?? {};
          routes.push({
            method,
            url: route.url,
            params: [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*'),
            query: keysOf(schema.querystring),
            body: keysOf(schema.body),
            hasBody: method !== 'GET' && method !== 'DELETE',
            schemas: { params: schema.params, querystring: schema.querystring, body: schema.body },
          });
        }
      },
    });
    await server.app.ready();
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  async function call(route: Route, options: { path?: string; body?: unknown; cookie?: string; sent: string[] }) {
    requests += 1;
    ipCounter += 1;
    const url = options.path ?? route.url;
    const response = await server.app.inject({
      method: route.method as never,
      url,
      headers: {
        origin: 'http://localhost:3000',
        // A fresh client address per request: the per-address limits must not hide deeper paths.
        'x-forwarded-for': `10.99.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
    // An unknown app page is the app's own not-found page (HTML, status 404, noindex for crawlers).
    const appPage = String(response.headers['content-type']).startsWith('text/html') && !url.startsWith('/api');
    if (appPage && response.statusCode === 404) {
      expect(response.body).toContain('Página não encontrada');
      return;
    }
    expectPortugueseError(`${route.method} ${url.slice(0, 120)}`, response.statusCode, response.body, options.sent);
  }

  /** The route's path with every parameter valid except `hostile` (name → value). */
  function pathWith(route: Route, hostile?: [string, string], query = ''): string {
    const filled = route.url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => {
      const key = name ?? '*';
      return encode(hostile?.[0] === key ? hostile[1] : (VALID[key] ?? 'x'));
    });
    return query ? `${filled}?${query}` : filled;
  }

  function validQuery(route: Route, except?: string): string {
    return route.query
      .filter((key) => key !== except)
      .map((key) => `${key}=${encode(VALID[key] ?? 'x')}`)
      .join('&');
  }

  function validBody(route: Route): Record<string, unknown> {
    return Object.fromEntries(route.body.map((key) => [key, VALID[key] ?? 'x']));
  }

  async function fuzz(route: Route, cookie?: () => Promise<string>) {
    const session = async () => (cookie ? await cookie() : undefined);
    for (const name of route.params) {
      for (const value of [...HOSTILE_TEXT.filter(Boolean), ...HOSTILE_NUMBERS_AS_TEXT]) {
        await call(route, {
          path: pathWith(route, [name, value], validQuery(route)),
          cookie: await session(),
          sent: [value],
        });
      }
    }
    for (const key of route.query) {
      const others = validQuery(route, key);
      for (const value of [...HOSTILE_TEXT, ...HOSTILE_NUMBERS_AS_TEXT]) {
        const query = [others, `${key}=${encode(value)}`].filter(Boolean).join('&');
        await call(route, { path: pathWith(route, undefined, query), cookie: await session(), sent: [value] });
      }
      // The key twice (an array where a string is expected), and a key that does not exist.
      const twice = [others, `${key}=a`, `${key}=b`].filter(Boolean).join('&');
      await call(route, { path: pathWith(route, undefined, twice), cookie: await session(), sent: [] });
    }
    if (route.query.length)
      await call(route, {
        path: pathWith(route, undefined, `nao_existe=${encode(LONG)}`),
        cookie: await session(),
        sent: [LONG],
      });
    if (!route.hasBody) return;
    for (const key of route.body) {
      for (const value of HOSTILE_JSON) {
        const body = { ...validBody(route), [key]: value };
        await call(route, {
          path: pathWith(route),
          body,
          cookie: await session(),
          sent: typeof value === 'string' ? [value] : [],
        });
      }
    }
    for (const body of HOSTILE_BODIES)
      await call(route, { path: pathWith(route), body, cookie: await session(), sent: [] });
  }

  test('no route answers 5xx, and every 4xx is a Portuguese { message }', { timeout: 600_000 }, async () => {
    const apiRoutes = routes.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));
    // Every module's routes were walked, not an empty list.
    expect(apiRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'POST /api/register',
        'PUT /api/user',
        'GET /api/search/matches',
        'GET /api/soccer/matches',
        'GET /api/h2h/:home/:away',
        'GET /api/admin/check-admin',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(apiRoutes.length + 3);

    // A signed-in user reaches past requireUser; the cookie is renewed when a call (logout,
    // password change) ended the session.
    const account = { username: 'fuzzer', email: 'fuzzer@exemplo.test', password: 'segredo123' };
    const register = await server.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'http://localhost:3000' },
      payload: account,
    });
    expect(register.statusCode).toBe(201);
    const signIn = async () => {
      const login = await server.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: 'http://localhost:3000', 'x-forwarded-for': '10.98.0.1' },
        payload: { email: account.username, password: account.password },
      });
      expect(login.statusCode).toBe(200);
      const cookie = login.cookies.find((item) => item.name === 'futdados_session')!;
      return `futdados_session=${cookie.value}`;
    };
    let cookie = await signIn();
    const currentCookie = async () => {
      const check = await server.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      if (check.statusCode === 401) cookie = await signIn();
      return cookie;
    };

    for (const route of routes) {
      await fuzz(route);
      if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs')) await fuzz(route, currentCookie);
    }
    // Paths that match no route, with the same hostile text.
    const unknown: Route = { method: 'GET', url: '/x', params: [], query: [], body: [], hasBody: false };
    for (const value of HOSTILE_TEXT.filter(Boolean)) {
      for (const prefix of ['/api/', '/', '/%61pi/'])
        await call(unknown, { path: `${prefix}${encode(value)}`, sent: [value] });
      await call(
        { ...unknown, method: 'POST', hasBody: true },
        { path: `/api/${encode(value)}`, body: { a: value }, sent: [value] },
      );
    }
    expect(requests).toBeGreaterThan(1000);
  });

  test("an admin sending integers one past PostgreSQL's integer gets a Portuguese 400, not the database's error", async () => {
    const account = { username: 'fuzzadmin', email: 'fuzzadmin@exemplo.test', password: 'segredo123' };
    const headers = { origin: 'http://localhost:3000', 'x-forwarded-for': '10.97.0.1' };
    const register = await server.app.inject({ method: 'POST', url: '/api/register', headers, payload: account });
    expect(register.statusCode).toBe(201);
    await server.db.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, register.json().id));
    const login = await server.app.inject({ method: 'POST', url: '/api/login', headers, payload: account });
    const cookie = `futdados_session=${login.cookies.find((item) => item.name === 'futdados_session')!.value}`;
    const audit = await server.app.inject({
      url: `/api/admin/audit?before=${2 ** 31}`,
      headers: { ...headers, cookie },
    });
    expect([audit.statusCode, audit.json()]).toEqual([
      400,
      { message: 'O cursor da lista deve ser no máximo 2.147.483.647.' },
    ]);
    const article = await server.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: { ...headers, cookie },
      payload: {
        title: 'Uma notícia válida',
        summary: 'Resumo com tamanho suficiente.',
        body: 'Texto.',
        category: 'noticias',
        author: 'Redação',
        matchIds: [2 ** 31],
      },
    });
    expect(article.statusCode).toBe(400);
    expectPortugueseError('POST /api/admin/news', article.statusCode, article.body, []);
  });

  test(
    'generated params, queries and bodies (fast-check, fixed seed) never get a 5xx',
    { timeout: 600_000 },
    async () => {
      const apiRoutes = routes.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));
      let runs = 0;
      for (const route of apiRoutes) {
        const input = fc.record({
          params: fc.record(
            Object.fromEntries(
              route.params.map((name) => [
                name,
                fc.oneof(
                  arbitraryFor((route.schemas?.params as { shape?: Record<string, unknown> })?.shape?.[name]),
                  hostileString,
                ),
              ]),
            ),
          ),
          query: objectFor(route.schemas?.querystring),
          body: route.hasBody ? fc.oneof(objectFor(route.schemas?.body), anyJson) : fc.constant(undefined),
        });
        await fc.assert(
          fc.asyncProperty(input, async ({ params, query, body }) => {
            runs += 1;
            const filled = route.url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => {
              const text = asText(params[name ?? '*']);
              return encode(text === '' ? 'x' : text);
            });
            const search = Object.entries(query)
              .filter(([, value]) => value !== undefined)
              .flatMap(([key, value]) =>
                (Array.isArray(value) ? value : [value]).map((each) => `${encode(key)}=${encode(asText(each))}`),
              )
              .join('&');
            await call(route, {
              path: search ? `${filled}?${search}` : filled,
              body: body === undefined ? undefined : body,
              sent: [],
            });
          }),
          { seed: 15_2026, numRuns: 25, endOnFailure: true },
        );
      }
      expect(runs).toBeGreaterThan(apiRoutes.length * 20);
    },
  );

  test('every field of every route has a Portuguese name for messages', () => {
    const fields = new Set(routes.flatMap((route) => [...route.params, ...route.query, ...route.body]));
    fields.delete('*');
    expect([...fields].filter((field) => !FIELD_LABELS[field])).toEqual([]);
    expect(fields.size).toBeGreaterThan(10);
  });

  test('the OpenAPI document gives every error response the shared { message } schema', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    let errors = 0;
    for (const [url, operations] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
      if (!url.startsWith('/api/')) continue; // the app shell (/, /index.html) is HTML
      for (const [method, operation] of Object.entries(operations)) {
        const responses = (
          operation as { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }
        ).responses;
        for (const [status, response] of Object.entries(responses)) {
          if (Number(status) < 400) continue;
          errors += 1;
          const schema = JSON.stringify(response.content?.['application/json']?.schema ?? {});
          expect(schema, `${method} ${url} ${status}`).toContain('"message":{"type":"string"');
        }
        expect(Object.keys(responses), `${method} ${url}`).toEqual(expect.arrayContaining(['400', '500']));
      }
    }
    expect(errors).toBeGreaterThan(40);
    const login = document.paths['/api/login'].post.responses['401'].content['application/json'].schema;
    expect(login.properties.errorType.enum).toEqual([
      'invalid_credentials',
      'email_not_verified',
      'rate_limited',
      'auth_error',
    ]);
  });
});
