// What the season's coverage lacks is not asked for (issue 31 point 6), on the server against the
// local fake: the data sync stores each season's coverage from /leagues; the live provider reads it
// before a match's lineup read and its statistics reads by id. The fake here answers with lineups
// and statistics anyway, so only the stored coverage keeps the requests away (counted in the fake).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { STATS_EVERY } from '@server/modules/live/api-football';
import { dataSyncCompetitions, matches } from '@server/db/schema';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import { insertLiveFixtures, manualClock } from '../support/live-fixtures';
import type { FakeFixture } from '../support/fake-api-football';
import { startLiveApiFootball, type LiveApiFootballApp } from '../support/api-football-app';

const MINUTE = 60_000;

const player = (id: number, name: string, pos: 'G' | 'D' | 'M' | 'F', grid: string) => ({
  id,
  name,
  number: id % 100,
  pos,
  grid,
});
const stats = (possession: string) => [
  { type: 'Total Shots', value: 5 },
  { type: 'Ball Possession', value: possession },
];

describe.each(databaseKinds())('API-Football coverage on %s', (kind) => {
  let db: TestDatabase;
  let live: LiveApiFootballApp;
  const kickoff = Date.parse('2026-04-12T19:00:00.000Z');
  const clock = manualClock(kickoff + 10 * MINUTE);
  const date = new Date(kickoff).toISOString();
  const extras: Pick<FakeFixture, 'lineups' | 'statistics'> = {
    lineups: {
      home: { formation: '4-4-2', startXI: [player(9001, 'Goleiro Um', 'G', '1:1')], substitutes: [] },
      away: { formation: '4-3-3', startXI: [player(9002, 'Goleiro Dois', 'G', '1:1')], substitutes: [] },
    },
    statistics: { home: stats('55%'), away: stats('45%') },
  };
  // Its league has lineups but no statistics: read once by id for its lineups, never for statistics.
  const withLineups: FakeFixture = {
    id: 1_191_001,
    date,
    status: '1H',
    elapsed: 10,
    home: { id: 127, name: 'Flamengo' },
    away: { id: 121, name: 'Palmeiras' },
    goals: [0, 0],
    ...extras,
  };
  // Its league has neither: never read by id while playing.
  const withNeither: FakeFixture = {
    id: 1_191_002,
    date,
    status: '1H',
    elapsed: 10,
    home: { id: 126, name: 'Sao Paulo' },
    away: { id: 131, name: 'Corinthians' },
    goals: [0, 0],
    ...extras,
  };

  /** Stores the coverage the data sync would have read from /leagues for the match's season. */
  async function coverSeason(leagueId: number, matchId: number, fixtures: Record<string, boolean>) {
    const [row] = await db.database.db
      .select({ seasonId: matches.seasonId })
      .from(matches)
      .where(eq(matches.id, matchId));
    await db.database.db.insert(dataSyncCompetitions).values({
      leagueId,
      competitionCode: `api-football:${leagueId}`,
      season: 2026,
      seasonId: row.seasonId,
      coverage: { fixtures: { events: true, ...fixtures }, standings: true, top_scorers: true },
    });
  }

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    const [flamengo] = await insertLiveFixtures(db.database.db, [
      { home: 'Flamengo', away: 'Palmeiras', kickoffAt: new Date(kickoff) },
    ]);
    const [saoPaulo] = await insertLiveFixtures(
      db.database.db,
      [{ home: 'São Paulo', away: 'Corinthians', kickoffAt: new Date(kickoff) }],
      { name: 'Copa do Brasil', country: 'Brasil', priority: 2 },
    );
    await coverSeason(71, flamengo, { lineups: true, statistics_fixtures: false });
    await coverSeason(73, saoPaulo, { lineups: false, statistics_fixtures: false });
    live = await startLiveApiFootball({ db, clock, fixtures: [withLineups, withNeither] });
  });

  afterAll(async () => {
    await live?.close();
    await db?.drop();
  });

  const step = () => live.step();

  test('lineups are read only where the coverage has them, statistics never where it has none', async () => {
    expect(await step()).toEqual(['live=all', `ids=${withLineups.id}`]);
    const later: string[][] = [];
    for (let i = 0; i < 2 * STATS_EVERY; i += 1) later.push(await step());
    expect(later.flat()).toEqual(Array(2 * STATS_EVERY).fill('live=all'));
  });
});
