// Each process keeps teams and seasons in memory (the directory). Another process may import new
// ones later (several processes on one PostgreSQL): a match naming a team this process has not seen
// must make it read the directory again, not answer 500 on the day list, the match page or the feed.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { saoPauloDayRange, type MatchesSync } from '@shared/live-rules';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertLiveFixtures } from '../support/live-fixtures';

describe.each(databaseKinds())('teams written after the directory was read, on %s', (kind) => {
  let db: TestDatabase;
  let app: TestApp;
  const day = '2026-03-15';
  const noon = new Date(saoPauloDayRange(day).from.getTime() + 12 * 3_600_000);

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await insertLiveFixtures(db.database.db, [
      { home: 'Santos', away: 'Bahia', kickoffAt: new Date(noon.getTime() + 3_600_000) },
    ]);
    app = await createTestApp({ db, now: () => noon, env: { LIVE_PROVIDER: 'off' } });
  });
  afterAll(() => app.close());

  test('the day list, the match page and the feed read the directory again', async () => {
    // The directory is read now, with Santos and Bahia only.
    const before = await app.app.inject({ method: 'GET', url: `/api/soccer/matches?date=${day}` });
    expect((before.json() as MatchesSync).matches).toHaveLength(1);

    // Another process imports a new competition with new teams.
    const [late] = await insertLiveFixtures(
      db.database.db,
      [{ home: 'Carga FC', away: 'Pico EC', kickoffAt: new Date(noon.getTime() + 2 * 3_600_000) }],
      { name: 'Copa Nova', country: 'Brasil', priority: 5 },
    );
    app.football.dropCachedMatches();

    const after = await app.app.inject({ method: 'GET', url: `/api/soccer/matches?date=${day}` });
    expect(after.statusCode).toBe(200);
    expect((after.json() as MatchesSync).matches.map((match) => match.homeTeam.name)).toContain('Carga FC');
    const page = await app.app.inject({ method: 'GET', url: `/api/soccer/matches/${late}` });
    expect(page.statusCode).toBe(200);
    expect((await app.football.matchesByIds([late]))[0]?.awayTeam.name).toBe('Pico EC');
  });
});
