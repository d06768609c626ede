// Goals by round on /stats (issue 22 point 9): a round still being played is not drawn as a
// low-scoring round; it appears once every match of it was played.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { leagueStatsSchema } from '@shared/football';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertLiveFixtures } from '../support/live-fixtures';

const NOW = new Date('2026-03-15T12:00:00Z');
const HOUR = 3_600_000;
let db: TestDatabase;
let testApp: TestApp;
let leagueId: number;

beforeAll(async () => {
  db = await createTestDatabase('pglite');
  // One round: one match played (1 goal), the other next week.
  await insertLiveFixtures(db.database.db, [
    {
      home: 'Time A',
      away: 'Time B',
      kickoffAt: new Date(NOW.getTime() - 48 * HOUR),
      status: 3,
      homeScore: 1,
      awayScore: 0,
      ft: [1, 0],
    },
    { home: 'Time C', away: 'Time D', kickoffAt: new Date(NOW.getTime() + 168 * HOUR) },
  ]);
  testApp = await createTestApp({ db, now: () => NOW, env: { LIVE_PROVIDER: 'off' } });
  const found = await testApp.app.inject({ method: 'GET', url: '/api/search?q=brasileirao' });
  leagueId = found.json().leagues[0].id;
});
afterAll(async () => {
  await testApp?.close();
  await db?.drop();
});

test('a round half played is left out of goals by round; its finished match still counts in the totals', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/stats?league=${leagueId}` });
  expect(response.statusCode).toBe(200);
  const stats = leagueStatsSchema.parse(response.json());
  expect(stats.goalsByRound).toEqual([]);
  expect(stats.played).toBe(1);
  expect(stats.goals).toBe(1);
});
