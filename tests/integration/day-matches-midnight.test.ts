// A match that kicked off late yesterday and is still being played at 00:40 (São Paulo) is one of
// today's matches: the home page, /matches and the socket's sync (all read dayMatches) show it.
// Yesterday's finished matches stay on yesterday's list only.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createFootballService, type FootballService } from '@server/modules/football/service';
import { MatchStatus } from '@shared/match-status';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { insertLiveFixtures, manualClock } from '../support/live-fixtures';

const AFTER_MIDNIGHT = Date.parse('2026-11-29T00:40:00-03:00');
let testDb: TestDatabase;
let football: FootballService;
let ids: number[];

beforeAll(async () => {
  testDb = await createTestDatabase('pglite');
  ids = await insertLiveFixtures(testDb.database.db, [
    // Kicked off at 22:30 and in extra time after midnight.
    {
      home: 'Flamengo',
      away: 'Palmeiras',
      kickoffAt: new Date('2026-11-28T22:30:00-03:00'),
      status: MatchStatus.ExtraTime,
      homeScore: 1,
      awayScore: 1,
    },
    // Played earlier in the evening: yesterday's.
    {
      home: 'Grêmio',
      away: 'Internacional',
      kickoffAt: new Date('2026-11-28T21:00:00-03:00'),
      status: MatchStatus.Finished,
      homeScore: 2,
      awayScore: 0,
    },
    // Today's own.
    { home: 'Corinthians', away: 'São Paulo', kickoffAt: new Date('2026-11-29T16:00:00-03:00') },
  ]);
  football = createFootballService({
    db: testDb.database.db,
    dataDir: 'data/none',
    shiftWeeks: 0,
    now: manualClock(AFTER_MIDNIGHT).date,
  });
}, 120_000);

afterAll(async () => {
  await testDb?.drop();
});

const idsOf = (list: { matches: Array<{ id: number }> }) => list.matches.map((m) => m.id);

test("today's list holds yesterday's match still being played after midnight, not yesterday's finished one", async () => {
  const today = await football.dayMatches({});
  expect(today.date).toBe('2026-11-29');
  expect(idsOf(today)).toEqual([ids[0], ids[2]]);
  expect(idsOf(await football.dayMatches({ status: 'live' }))).toEqual([ids[0]]);
  // Yesterday's list keeps both of its matches; a day in the past gains nothing from the day before.
  expect(idsOf(await football.dayMatches({ date: '2026-11-28' })).sort()).toEqual([ids[0], ids[1]].sort());
  expect(idsOf(await football.dayMatches({ date: '2026-11-27' }))).toEqual([]);
});
