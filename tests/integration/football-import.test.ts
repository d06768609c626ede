// The importer: idempotent, one team identity across competitions, names as fans say them, broken
// files reported by name; and the tables it leads to equal the official final tables.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createFootballService, type FootballService } from '@server/modules/football/service';
import { databaseKinds, createTestDatabase, type TestDatabase } from '../support/database';

const SOURCE = path.resolve('data/openfootball');
const NOW = new Date('2026-11-21T12:00:00Z');

function fixtureDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'futdados-data-'));
  for (const file of [
    'football.json/2024-25/en.1.json',
    'football.json/2024-25/uefa.cl.json',
    'football.json/2025/br.1.json',
    'worldcup.json/2022/worldcup.json',
  ]) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(SOURCE, file), path.join(dir, file));
  }
  writeFileSync(path.join(dir, 'football.json/2025/br.2.json'), '{"name": "Série B", "matches": [{"round": 1}]}');
  return dir;
}

describe.each(databaseKinds())('football importer on %s', (kind) => {
  let testDb: TestDatabase;
  let football: FootballService;
  let dir: string;
  const count = async (table: string) =>
    Number(
      (await testDb.database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n,
    );

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    dir = fixtureDir();
    // Real dates (no demo shift): every season in the fixture is over by NOW.
    football = createFootballService({ db: testDb.database.db, dataDir: dir, shiftWeeks: 0, now: () => NOW });
  });
  afterAll(async () => {
    await testDb?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('imports the good files and reports the malformed one by name', async () => {
    const report = await football.importData();
    expect(report.imported.sort()).toEqual([
      'football.json/2024-25/en.1.json',
      'football.json/2024-25/uefa.cl.json',
      'football.json/2025/br.1.json',
      'worldcup.json/2022/worldcup.json',
    ]);
    expect(report.failed).toHaveLength(1);
    expect(report.failed[0].file).toBe('football.json/2025/br.2.json');
    expect(report.failed[0].error).toMatch(/arquivo inválido/);
    expect(await count('matches')).toBe(380 + 189 + 380 + 64);
  });

  test('importing twice changes nothing', async () => {
    const before = {
      teams: await count('teams'),
      matches: await count('matches'),
      goals: await count('goals'),
      ids: (await testDb.database.db.execute(sql`select id, status, home_score, away_score from matches order by id`))
        .rows,
    };
    const report = await football.importData();
    expect(report.imported).toEqual([]);
    expect(report.skipped).toHaveLength(4);
    expect(await count('teams')).toBe(before.teams);
    expect(await count('matches')).toBe(before.matches);
    expect(await count('goals')).toBe(before.goals);
    expect(
      (await testDb.database.db.execute(sql`select id, status, home_score, away_score from matches order by id`)).rows,
    ).toEqual(before.ids);
  });

  test('one team across competitions: "Arsenal FC (ENG)" is "Arsenal FC"', async () => {
    const rows = (
      await testDb.database.db.execute<{ id: number; name: string; official_name: string; country: string }>(
        sql`select id, name, official_name, country from teams where official_name ilike 'arsenal%'`,
      )
    ).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Arsenal', official_name: 'Arsenal FC', country: 'Inglaterra' });
    const seasonsOfArsenal = await testDb.database.db.execute(
      sql`select distinct season_id from matches where home_team_id = ${rows[0].id} or away_team_id = ${rows[0].id}`,
    );
    expect(seasonsOfArsenal.rows).toHaveLength(2);
  });

  test('display names as fans say them, official names and aliases kept', async () => {
    const names = new Map(
      (
        await testDb.database.db.execute<{ name: string; official_name: string; aliases: string[]; slug: string }>(
          sql`select name, official_name, aliases, slug from teams`,
        )
      ).rows.map((r) => [r.official_name, r]),
    );
    expect(names.get('CR Flamengo')?.name).toBe('Flamengo');
    expect(names.get('SC Corinthians Paulista')?.name).toBe('Corinthians');
    expect(names.get('CA Mineiro')?.name).toBe('Atlético-MG');
    expect(names.get('CA Mineiro')?.slug).toBe('atleticomg');
    expect(names.get('Manchester City FC')?.name).toBe('Manchester City');
    expect(names.get('Real Madrid CF')?.name).toBe('Real Madrid');
    expect(names.get('São Paulo FC')?.aliases).toContain('São Paulo FC');
    // National teams in Portuguese.
    expect(names.get('Brasil')?.name).toBe('Brasil');
  });

  test('World Cup goals carry scorer, minute and penalty flags', async () => {
    const final = (
      await testDb.database.db.execute<{ player: string; minute: number; penalty: boolean; side: string }>(sql`
      select g.player, g.minute, g.penalty, g.side from goals g join matches m on m.id = g.match_id
      where m.round = 'Final' and m.source_key like 'worldcup.json/2022/%' order by g.minute`)
    ).rows;
    expect(final.map((g) => `${g.side} ${g.player} ${g.minute}${g.penalty ? ' (p)' : ''}`)).toEqual([
      'home Lionel Messi 23 (p)',
      'home Ángel Di María 36',
      'away Kylian Mbappé 80 (p)',
      'away Kylian Mbappé 81',
      'home Lionel Messi 108',
      'away Kylian Mbappé 118 (p)',
    ]);
    const match = (
      await testDb.database.db.execute<{ status: number; home_score: number; pen_home: number }>(
        sql`select status, home_score, pen_home from matches where round = 'Final' and source_key like 'worldcup.json/2022/%'`,
      )
    ).rows[0];
    expect(match).toMatchObject({ status: 32, home_score: 3, pen_home: 4 });
  });

  test('Premier League 2024/25 equals the official final table', async () => {
    const leagues = await football.leagues();
    const premier = leagues.countries.flatMap((c) => c.leagues).find((l) => l.name === 'Premier League')!;
    const detail = await football.leagueDetail(String(premier.id));
    expect(detail.season.name).toBe('2024/25');
    const rows = detail.tables[0].rows.map((r) => [r.team.name, r.played, r.goalDifference, r.points]);
    expect(rows).toEqual([
      ['Liverpool', 38, 45, 84],
      ['Arsenal', 38, 35, 74],
      ['Manchester City', 38, 28, 71],
      ['Chelsea', 38, 21, 69],
      ['Newcastle', 38, 21, 66],
      ['Aston Villa', 38, 7, 66],
      ['Nottingham Forest', 38, 12, 65],
      ['Brighton', 38, 7, 61],
      ['Bournemouth', 38, 12, 56],
      ['Brentford', 38, 9, 56],
      ['Fulham', 38, 0, 54],
      ['Crystal Palace', 38, 0, 53],
      ['Everton', 38, -2, 48],
      ['West Ham', 38, -16, 43],
      ['Manchester United', 38, -10, 42],
      ['Wolverhampton', 38, -15, 42],
      ['Tottenham', 38, -1, 38],
      ['Leicester City', 38, -47, 25],
      ['Ipswich Town', 38, -46, 22],
      ['Southampton', 38, -60, 12],
    ]);
    expect(detail.tables[0].rows[0].zone).toBe('title');
    expect(detail.tables[0].rows.at(-1)!.zone).toBe('relegation');
  });

  test('Brasileirão 2025 equals the official final table (CBF: points, then wins)', async () => {
    const leagues = await football.leagues();
    const serieA = leagues.countries.flatMap((c) => c.leagues).find((l) => l.name === 'Brasileirão Série A')!;
    const detail = await football.leagueDetail(String(serieA.id));
    const rows = detail.tables[0].rows;
    // Final table after the 38th round (7 Dec 2025). Level on 48 points, Bragantino (14 wins)
    // finishes above Atlético-MG (12 wins): the CBF breaks ties on wins before goal difference.
    expect(rows.map((r) => [r.team.name, r.points])).toEqual([
      ['Flamengo', 79],
      ['Palmeiras', 76],
      ['Cruzeiro', 70],
      ['Mirassol', 67],
      ['Fluminense', 64],
      ['Botafogo', 63],
      ['Bahia', 60],
      ['São Paulo', 51],
      ['Grêmio', 49],
      ['Bragantino', 48],
      ['Atlético-MG', 48],
      ['Santos', 47],
      ['Corinthians', 47],
      ['Vasco', 45],
      ['Vitória', 45],
      ['Internacional', 44],
      ['Ceará', 43],
      ['Fortaleza', 43],
      ['Juventude', 35],
      ['Sport', 17],
    ]);
    expect(rows[0]).toMatchObject({ won: 23, goalDifference: 51 });
    expect(rows.every((r) => r.played === 38)).toBe(true);
    expect(rows.slice(-4).every((r) => r.zone === 'relegation')).toBe(true);
  });
});
