// The hot routes send JSON written once and reused (plugins/json-once.ts jsonOnce, search, the AI
// backtest): Fastify's serializer never sees it, so each body is checked here against the schema its
// route declares, on a day with live, finished and scheduled matches.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { declaredSchemas, expectDeclaredShape } from '../support/response-schema';

// Sunday 22 Nov 2026, 16:30 in São Paulo: with the 52-week demo shift, Brasileirão matches are live.
const NOW = new Date('2026-11-22T19:30:00Z');
const schemas = declaredSchemas();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { DEMO_SHIFT_WEEKS: '52' }, now: () => NOW, onRoute: schemas.record });
  expect((await testApp.football.importData()).failed).toEqual([]);
});
afterAll(() => testApp.close());

async function checked(route: string, url: string) {
  const response = await testApp.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = response.json();
  expectDeclaredShape(schemas.of(route), body);
  return body;
}

test('match lists: today (live and scheduled), a finished day, by league and by status, and the live list', async () => {
  const today = await checked('/api/soccer/matches', '/api/soccer/matches?includeTeams=true');
  const statuses = new Set(today.matches.map((match: { status: string }) => match.status));
  expect(statuses.size).toBeGreaterThan(1);
  const leagueId = today.matches[0].competition.id;
  await checked('/api/soccer/matches', `/api/soccer/matches?date=2026-11-22&league=${leagueId}`);
  await checked('/api/soccer/matches', '/api/soccer/matches?date=2026-11-22&status=live');
  const finished = await checked('/api/soccer/matches', '/api/soccer/matches?date=2026-11-21');
  expect(finished.matches.length).toBeGreaterThan(0);
  // The second answer is the same string, reused: still the declared shape.
  await checked('/api/soccer/matches', '/api/soccer/matches?date=2026-11-21');
  const live = await checked('/api/soccer/matches/live', '/api/soccer/matches/live');
  expect(live.matches.length).toBeGreaterThan(0);
});

test('search results', async () => {
  const results = await checked('/api/search/matches', '/api/search/matches?q=flamengo&limit=20');
  expect(results.length).toBeGreaterThan(0);
});
