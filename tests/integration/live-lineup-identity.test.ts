// One player, one identity across sources (issue 31 point 3): a deployment's API-Football lineups
// join the players the World Cup import made ("L. Messi" is the squad's "Lionel Messi" #10) instead
// of making a second one, adopt them by their API-Football id, and the player page lists the match.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { lineupEntries, matches, players, seasons, squadMembers } from '@server/db/schema';
import { saveApiLineups } from '@server/modules/live/repo';
import type { LineupPlayer } from '@server/modules/live/api-football-map';
import { createFootballService } from '@server/modules/football/service';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import { insertLiveFixtures } from '../support/live-fixtures';

const NOW = new Date('2026-07-01T12:00:00Z');

function entry(
  side: 'home' | 'away',
  apiFootballId: number,
  name: string,
  shirtNumber: number,
  starter = true,
): LineupPlayer {
  return {
    side,
    apiFootballId,
    name,
    shirtNumber,
    position: null,
    starter,
    line: starter ? 1 : null,
    slot: shirtNumber,
  };
}

describe.each(databaseKinds())('API-Football lineups and the players already known on %s', (kind) => {
  let testDb: TestDatabase;
  let live: number;
  const ids: Record<string, number> = {};

  // What a World Cup match day's final read by id carries.
  const lineup = [
    entry('home', 154, 'L. Messi', 10),
    entry('home', 19_599, 'E. Martínez', 23),
    // Known to API-Football as another id than the squad's Di María has: a player of his own.
    entry('home', 999_001, 'Á. Di María', 11),
    entry('home', 1_001, 'P. Dybala', 21, false),
    entry('home', 2_002, 'T. Almada', 16, false),
    entry('away', 278, 'K. Mbappé', 10),
  ];

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    const db = testDb.database.db;
    const day = (d: string) => new Date(`2026-06-${d}T19:00:00Z`);
    const final = {
      status: 3,
      homeScore: 2,
      awayScore: 1,
      ht: [1, 0] as [number, number],
      ft: [2, 1] as [number, number],
    };
    const [earlier, today] = await insertLiveFixtures(db, [
      { home: 'Argentina', away: 'França', kickoffAt: day('10'), ...final },
      { home: 'Argentina', away: 'França', kickoffAt: day('20'), ...final },
    ]);
    live = today;
    const [match] = await db.select().from(matches).where(eq(matches.id, today));
    const [season] = await db.select().from(seasons).where(eq(seasons.id, match.seasonId));
    const [older] = await db
      .insert(seasons)
      .values({
        competitionId: season.competitionId,
        name: '2022',
        sourceKey: `${season.sourceKey}/2022`,
        checksum: 'x',
      })
      .returning();
    const add = async (name: string, extra: { apiFootballId?: number; birthDate?: string } = {}) => {
      const [row] = await db
        .insert(players)
        .values({ key: `${name.toLowerCase()}|test`, name, slug: name.toLowerCase().replace(/\W+/g, '-'), ...extra })
        .returning();
      ids[name] = row.id;
    };
    await add('Lionel Messi', { birthDate: '1987-06-24' });
    await add('Emiliano Martinez');
    await add('Lautaro Martínez');
    await add('Ángel Di María', { apiFootballId: 266 });
    await add('Paulo Dybala');
    await add('Kylian Mbappé');
    const squad = (seasonId: number, teamId: number, name: string, shirtNumber: number) => ({
      seasonId,
      teamId,
      playerId: ids[name],
      shirtNumber,
      position: 'FW',
    });
    await db.insert(squadMembers).values([
      squad(season.id, match.homeTeamId, 'Lionel Messi', 10),
      squad(season.id, match.homeTeamId, 'Emiliano Martinez', 23),
      squad(season.id, match.homeTeamId, 'Lautaro Martínez', 22),
      squad(season.id, match.homeTeamId, 'Ángel Di María', 11),
      // France's squad is only known for another season.
      squad(older.id, match.awayTeamId, 'Kylian Mbappé', 10),
    ]);
    // Dybala is in no squad, only in the team's earlier lineup.
    await db.insert(lineupEntries).values({
      matchId: earlier,
      side: 'home',
      playerId: ids['Paulo Dybala'],
      name: 'Paulo Dybala',
      shirtNumber: 21,
      starter: false,
      slot: 0,
    });
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  const storedLineup = async () =>
    new Map(
      (
        await testDb.database.db
          .select({ name: lineupEntries.name, playerId: lineupEntries.playerId })
          .from(lineupEntries)
          .where(eq(lineupEntries.matchId, live))
      ).map((row) => [row.name, row.playerId]),
    );
  const playerCount = async () =>
    (await testDb.database.db.select({ n: sql<number>`count(*)::int` }).from(players))[0].n;

  test('the squad, other seasons and earlier lineups give the known player; the rest are new', async () => {
    const before = await playerCount();
    await saveApiLineups(testDb.database.db, live, lineup);
    const stored = await storedLineup();
    expect(stored.get('L. Messi')).toBe(ids['Lionel Messi']);
    expect(stored.get('E. Martínez')).toBe(ids['Emiliano Martinez']);
    expect(stored.get('K. Mbappé')).toBe(ids['Kylian Mbappé']);
    expect(stored.get('P. Dybala')).toBe(ids['Paulo Dybala']);
    expect(stored.get('Á. Di María')).not.toBe(ids['Ángel Di María']);
    // Two players new to us: the other Di María id and Almada.
    expect(await playerCount()).toBe(before + 2);

    const adopted = await testDb.database.db
      .select({ name: players.name, apiFootballId: players.apiFootballId })
      .from(players)
      .where(inArray(players.id, Object.values(ids)))
      .orderBy(players.name);
    expect(adopted).toEqual([
      { name: 'Emiliano Martinez', apiFootballId: 19_599 },
      { name: 'Kylian Mbappé', apiFootballId: 278 },
      { name: 'Lautaro Martínez', apiFootballId: null },
      { name: 'Lionel Messi', apiFootballId: 154 },
      { name: 'Paulo Dybala', apiFootballId: 1_001 },
      { name: 'Ángel Di María', apiFootballId: 266 },
    ]);
  });

  test('the next read is a direct hit: the same players, none added', async () => {
    const before = await playerCount();
    const first = await storedLineup();
    await saveApiLineups(testDb.database.db, live, lineup);
    expect(await storedLineup()).toEqual(first);
    expect(await playerCount()).toBe(before);
  });

  test("Lionel Messi's page lists the live match beside his birth date, one player", async () => {
    const football = createFootballService({
      db: testDb.database.db,
      dataDir: 'unused',
      shiftWeeks: 0,
      now: () => NOW,
    });
    const detail = await football.playerDetail(String(ids['Lionel Messi']));
    expect(detail.player).toMatchObject({ name: 'Lionel Messi', birthDate: '1987-06-24', shirtNumber: 10 });
    expect(detail.matches.map((m) => m.match.id)).toContain(live);
    const messis = await testDb.database.db
      .select({ id: players.id })
      .from(players)
      .where(sql`${players.name} ilike '%messi%'`);
    expect(messis).toHaveLength(1);
  });
});
