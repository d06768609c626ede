// The league page's home and away tables (Geral / Casa / Fora): each counts only the games at that
// venue, ranks with the competition's tie-breakers, and carries no zones.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leagueDetailSchema, matchDetailSchema, type StandingRow } from '@shared/football';
import { databaseKinds } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertLiveFixtures } from '../support/live-fixtures';

const DAY = 24 * 60 * 60 * 1000;
// The app's clock, fixed: the test does not depend on the date it runs.
const NOW = new Date('2026-03-15T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const finished = (home: string, away: string, score: [number, number], daysAgo: number) => ({
  home,
  away,
  kickoffAt: ago(daysAgo),
  status: 3,
  homeScore: score[0],
  awayScore: score[1],
  ft: score,
});

describe.each(databaseKinds())('league tables on %s', (kind) => {
  let testApp: TestApp;
  let competitionId: number;
  let firstMatchId: number;

  beforeAll(async () => {
    testApp = await createTestApp({ kind, now: () => NOW, env: { LIVE_PROVIDER: 'off' } });
    [firstMatchId] = await insertLiveFixtures(testApp.db.database.db, [
      finished('Alfa', 'Beta', [3, 0], 6),
      finished('Beta', 'Gama', [1, 0], 5),
      finished('Gama', 'Alfa', [1, 0], 4),
      finished('Beta', 'Alfa', [1, 1], 3),
      finished('Gama', 'Beta', [1, 1], 2),
      finished('Alfa', 'Gama', [0, 0], 1),
    ]);
    const match = matchDetailSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: `/api/soccer/matches/${firstMatchId}` })).json(),
    );
    competitionId = match.match.competition!.id;
  });
  afterAll(() => testApp.close());

  const summary = (rows: StandingRow[]) => rows.map((r) => [r.position, r.team.name, r.played, r.points]);

  test('GET /api/leagues/:id answers Geral, Casa and Fora for the same teams', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/leagues/${competitionId}` });
    expect(response.statusCode).toBe(200);
    const [table] = leagueDetailSchema.parse(response.json()).tables;
    expect(summary(table.rows)).toEqual([
      [1, 'Alfa', 4, 5],
      [2, 'Gama', 4, 5],
      [3, 'Beta', 4, 5],
    ]);
    // At home: Alfa 3-0 and 0-0; Beta 1-0 and 1-1; Gama 1-0 and 1-1 (Beta above Gama by name).
    expect(summary(table.home)).toEqual([
      [1, 'Alfa', 2, 4],
      [2, 'Beta', 2, 4],
      [3, 'Gama', 2, 4],
    ]);
    expect(table.home[0]).toMatchObject({ won: 1, drawn: 1, lost: 0, goalsFor: 3, goalsAgainst: 0 });
    // Away: everyone on 1 point; Alfa and Gama -1, Alfa scored more; Beta -3.
    expect(summary(table.away)).toEqual([
      [1, 'Alfa', 2, 1],
      [2, 'Gama', 2, 1],
      [3, 'Beta', 2, 1],
    ]);
    expect(table.away.find((r) => r.team.name === 'Beta')).toMatchObject({ goalDifference: -3, form: ['D', 'E'] });
    for (const row of table.rows) {
      const home = table.home.find((r) => r.team.id === row.team.id)!;
      const away = table.away.find((r) => r.team.id === row.team.id)!;
      expect(home.played + away.played).toBe(row.played);
      expect(home.points + away.points).toBe(row.points);
    }
    expect([...table.home, ...table.away].every((r) => r.zone === null)).toBe(true);
  });

  test('the match page keeps its table shape (no home/away rows there)', async () => {
    const body = (await testApp.app.inject({ method: 'GET', url: `/api/soccer/matches/${firstMatchId}` })).json();
    expect(body.standings.rows).toHaveLength(3);
    expect(body.standings).not.toHaveProperty('home');
  });
});
