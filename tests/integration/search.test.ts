// Search over a small, known set of matches (PGlite and PostgreSQL): the audience order breaks ties
// at the same kick-off, pairs find meetings, and LIKE wildcards are plain text.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runPrepared } from '@server/db/client';
import { searchResultSchema, type Match } from '@shared/football';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertLiveFixtures } from '../support/live-fixtures';

const NOW = new Date('2026-03-15T12:00:00Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const names = (m: Match) => `${m.homeTeam.name} x ${m.awayTeam.name}`;

describe.each(databaseKinds())('search on %s', (kind) => {
  let db: TestDatabase;
  let testApp: TestApp;
  const search = async (q: string, limit = 10) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/search/matches?q=${encodeURIComponent(q)}&limit=${limit}`,
    });
    expect(response.statusCode, q).toBe(200);
    return searchResultSchema.parse(response.json());
  };

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    // A European competition inserted first (lower ids), the Brazilian one after.
    await insertLiveFixtures(
      db.database.db,
      [
        { home: 'Atlético Europa', away: 'Rival Europa', kickoffAt: at(48) },
        {
          home: 'Atlético Europa',
          away: 'Rival Europa',
          kickoffAt: at(-48),
          ft: [1, 0],
          status: 3,
          homeScore: 1,
          awayScore: 0,
        },
      ],
      { name: 'Liga Europeia', country: 'Europa', priority: 9 },
    );
    await insertLiveFixtures(db.database.db, [
      { home: 'Atlético Brasil', away: 'Rival Brasil', kickoffAt: at(48) },
      {
        home: 'Atlético Brasil',
        away: 'Rival Brasil',
        kickoffAt: at(-48),
        ft: [2, 2],
        status: 3,
        homeScore: 2,
        awayScore: 2,
      },
      { home: 'Rival Brasil', away: 'Atlético Brasil', kickoffAt: at(24) },
    ]);
    testApp = await createTestApp({ db, now: () => NOW, env: { LIVE_PROVIDER: 'off' } });
  });
  afterAll(async () => {
    await testApp?.close();
    await db?.drop();
  });

  test('at the same kick-off the Brazilian competition comes first', async () => {
    expect((await search('atletico')).map((m) => `${names(m)} ${m.competition!.name}`)).toEqual([
      'Rival Brasil x Atlético Brasil Brasileirão Série A',
      'Atlético Brasil x Rival Brasil Brasileirão Série A',
      'Atlético Europa x Rival Europa Liga Europeia',
      'Atlético Brasil x Rival Brasil Brasileirão Série A',
      'Atlético Europa x Rival Europa Liga Europeia',
    ]);
  });

  test('"a x b" finds the meetings of the two, either side at home', async () => {
    expect((await search('rival brasil x atletico brasil')).map(names)).toEqual([
      'Rival Brasil x Atlético Brasil',
      'Atlético Brasil x Rival Brasil',
      'Atlético Brasil x Rival Brasil',
    ]);
    expect(await search('rival brasil x atletico europa')).toEqual([]);
  });

  test('% and _ match themselves only: q=%% is not "everything"', async () => {
    for (const q of ['%%', '__', '%_%', '_%']) expect(await search(q), q).toEqual([]);
    expect((await search('%atletico%')).length).toBe(5);
    expect((await search('rival_brasil')).map(names)).toHaveLength(3);
  });

  test('prepared statements take integers, integer lists and instants, and nothing else', async () => {
    const text = 'select $1::int + 1 as n, cardinality($2::int[]) as c, $3::timestamptz as at';
    const at = new Date('2026-03-15T12:00:00Z');
    expect(await runPrepared(db.database.db, 'test_values', text, [41, [1, 2, 3], at])).toEqual([{ n: 42, c: 3, at }]);
    await expect(runPrepared(db.database.db, 'test_values', text, [1.5, [1], at])).rejects.toThrow();
    await expect(
      runPrepared(db.database.db, 'test_values', text, ['1); drop table matches; --' as never, [1], at]),
    ).rejects.toThrow();
    expect((await search('atletico')).length).toBe(5);
  });

  test('the limit cuts after ordering', async () => {
    expect((await search('atletico', 2)).map(names)).toEqual([
      'Rival Brasil x Atlético Brasil',
      'Atlético Brasil x Rival Brasil',
    ]);
  });
});
