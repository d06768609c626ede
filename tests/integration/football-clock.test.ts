// The app's clock (buildApp({ now })) decides "today" for the day list and when a match is settled,
// whatever the date the tests run on (PGlite and PostgreSQL).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { matchListSchema, searchResultSchema } from '@shared/football';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertLiveFixtures, manualClock } from '../support/live-fixtures';

const HOUR = 3_600_000;
const KICKOFF = new Date('2031-05-04T19:00:00Z'); // 16:00 in São Paulo, a Sunday years away

describe.each(databaseKinds())('football on the app clock, %s', (kind) => {
  let db: TestDatabase;
  let testApp: TestApp;
  let matchId: number;
  const clock = manualClock(KICKOFF.getTime() - HOUR);
  const today = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/soccer/matches' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return matchListSchema.parse(response.json()).matches;
  };
  const search = async (q: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/search/matches?q=${q}` });
    expect(response.statusCode).toBe(200);
    return searchResultSchema.parse(response.json());
  };

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    [matchId] = await insertLiveFixtures(db.database.db, [
      { home: 'Santos', away: 'Corinthians', kickoffAt: KICKOFF, ht: [0, 1], ft: [2, 1] },
    ]);
    testApp = await createTestApp({ db, now: clock.date, env: { LIVE_PROVIDER: 'off' } });
  });
  afterAll(async () => {
    await testApp?.close();
    await db?.drop();
  });

  test("today's list is the clock's day", async () => {
    expect((await today()).map((m) => [m.id, m.matchDate, m.status])).toEqual([[matchId, '2031-05-04', 0]]);
    expect((await search('santos')).map((m) => [m.id, m.status])).toEqual([[matchId, 0]]);
    clock.set(KICKOFF.getTime() + 24 * HOUR);
    expect(await today()).toEqual([]);
    clock.set(KICKOFF.getTime() + 2 * HOUR);
  });

  test('a match is settled with its real result only 3 h after kick-off by the clock', async () => {
    expect(await testApp.football.settleMatches()).toEqual([]);
    clock.set(KICKOFF.getTime() + 3 * HOUR + 60_000);
    expect(await testApp.football.settleMatches()).toEqual([matchId]);
    expect((await today())[0]).toMatchObject({ id: matchId, status: 3, homeScore: 2, awayScore: 1 });
    expect((await search('santos'))[0]).toMatchObject({ id: matchId, status: 3, homeScore: 2, awayScore: 1 });
  });
});
