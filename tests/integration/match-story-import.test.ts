// The World Cup story import (issue 31 points 1–3, 8): lineups, events, referee and players from
// openfootball's TXT files joined to the matches worldcup.json wrote (one match, not two), one
// identity per player across tournaments, and a second import that changes no row.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createFootballService, type FootballService } from '@server/modules/football/service';
import { databaseKinds, createTestDatabase, type TestDatabase } from '../support/database';

const SOURCE = path.resolve('data/openfootball');
const NOW = new Date('2026-11-21T12:00:00Z');

function fixtureDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'futdados-story-'));
  for (const file of ['worldcup.json/2022/worldcup.json', 'worldcup.json/2026/worldcup.json', 'worldcup-txt']) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(SOURCE, file), path.join(dir, file), { recursive: true });
  }
  return dir;
}

const STORY_TABLES = ['players', 'squad_members', 'lineup_entries', 'match_events', 'matches', 'goals'];

describe.each(databaseKinds())('World Cup story import on %s', (kind) => {
  let testDb: TestDatabase;
  let football: FootballService;
  let dir: string;
  const rows = async <T>(query: string) => (await testDb.database.db.execute(sql.raw(query))).rows as T[];

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    dir = fixtureDir();
    // The demo's 52-week calendar: finished tournaments keep their real dates all the same.
    football = createFootballService({ db: testDb.database.db, dataDir: dir, shiftWeeks: 52, now: () => NOW });
  });
  afterAll(async () => {
    await testDb?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('joins every played World Cup match of the TXT files to the one worldcup.json wrote', async () => {
    const report = await football.importData();
    expect(report.failed).toEqual([]);
    // 2022: all 64; 2026: the 96 with lineups. 2018 has no worldcup.json season here.
    expect(report.story?.matches).toBe(64 + 96);
    expect(report.story?.unmatched.filter((m) => !m.startsWith('2018'))).toEqual([]);
    const [{ n }] = await rows<{ n: number }>('select count(*)::int as n from matches');
    expect(n).toBe(64 + 104);
  });

  test('the 2022 final: referee, crowd, both lineups in their formation, captains, cards and substitutions', async () => {
    const [final] = await rows<{ id: number }>(
      `select m.id from matches m join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id
       join seasons s on s.id = m.season_id where s.source_key = 'worldcup.json/2022/worldcup'
       and h.key = 'nt:argentina' and a.key = 'nt:france'`,
    );
    const detail = await football.matchDetail(String(final.id));
    expect(detail.match.matchDate).toBe('2022-12-18');
    expect(detail.officials).toEqual({
      referee: 'Szymon Marciniak (POL)',
      venue: expect.stringContaining('Lusail'),
      attendance: 88966,
    });
    const { home, away } = detail.lineups!;
    expect(home.starters).toHaveLength(11);
    expect(away.starters).toHaveLength(11);
    expect(home.formation).toBe('4-3-3');
    expect(home.coach).toBe('Lionel Scaloni');
    const messi = home.starters.find((p) => p.player.name === 'Lionel Messi')!;
    expect(messi).toMatchObject({ captain: true, shirtNumber: 10, goals: 2, position: 'FW' });
    const martinez = home.starters.find((p) => p.player.name === 'Emiliano Martinez')!;
    expect(martinez).toMatchObject({ yellow: true, line: 0, shirtNumber: 23 });
    expect(home.bench.map((p) => p.player.name)).toContain('Paulo Dybala');
    const mbappe = away.starters.find((p) => p.player.name === 'Kylian Mbappé')!;
    expect(mbappe.goals).toBe(3);
    const sub = detail.events.find((e) => e.type === 'substitution' && e.playerOut?.slug === 'angel-di-maria')!;
    expect(sub).toMatchObject({ minute: 64, side: 'home', player: { slug: 'marcos-acuna' } });
    // worldcup.json's accented spelling of a scorer is his name.
    expect(sub.playerOut?.name).toBe('Ángel Di María');
    const order = detail.events.map((e) => e.minute + (e.offset ?? 0) / 100);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(detail.events.filter((e) => e.type === 'yellow').length).toBeGreaterThanOrEqual(8);
  });

  test('one identity per player: his worldcup.json goals point at him, across spellings and tournaments', async () => {
    const scorers = await rows<{ player_id: number | null; goals: number; names: string }>(
      `select g.player_id, count(*)::int as goals, string_agg(distinct g.player, '/') as names from goals g
       join matches m on m.id = g.match_id join seasons s on s.id = m.season_id
       where s.source_key = 'worldcup.json/2022/worldcup' group by g.player_id order by goals desc`,
    );
    expect(scorers.every((s) => s.player_id != null)).toBe(true);
    expect(scorers[0].goals).toBe(8);
    expect(scorers[0].names).toContain('Mbapp');
    const messi = await rows<{ n: number }>(
      `select count(distinct l.player_id)::int as n from lineup_entries l join players p on p.id = l.player_id
       where p.name = 'Lionel Messi'`,
    );
    expect(messi[0].n).toBe(1);
  });

  test("Artilharia counts each player's goals once: the 2022 Mbappé 8, linked to his page, cards beside", async () => {
    const [{ id }] = await rows<{ id: number }>(`select c.id from competitions c where c.code = 'worldcup'`);
    const [{ season }] = await rows<{ season: number }>(
      `select id as season from seasons where source_key = 'worldcup.json/2022/worldcup'`,
    );
    const league = await football.leagueDetail(String(id), String(season));
    expect(league.topScorers[0]).toMatchObject({
      player: 'Kylian Mbappé',
      goals: 8,
      penalties: 2,
      playerRef: { name: 'Kylian Mbappé', slug: 'kylian-mbappe' },
      yellowCards: 0,
    });
    expect(league.topScorers.filter((s) => s.player.includes('Mbapp'))).toHaveLength(1);
    expect(league.topScorers[1]).toMatchObject({ player: 'Lionel Messi', goals: 7, yellowCards: 1 });
  });

  test('a player page: one identity across 2022 and 2026, totals per competition, matches, age', async () => {
    const [{ id }] = await rows<{ id: number }>(`select id from players where name = 'Lionel Messi'`);
    const detail = await football.playerDetail(String(id));
    expect(detail.player).toMatchObject({
      name: 'Lionel Messi',
      slug: 'lionel-messi',
      position: 'FW',
      shirtNumber: 10,
      birthDate: '1987-06-24',
      age: 39,
      nationalTeam: { name: 'Argentina' },
    });
    const wc2022 = detail.totals.find((t) => t.competition.seasonName === '2022')!;
    expect(wc2022).toMatchObject({ matches: 7, starts: 7, goals: 7, team: { name: 'Argentina' } });
    // Six full matches and two of them to 120 minutes, less any substitution: counted, not guessed.
    expect(wc2022.minutes).toBeGreaterThan(600);
    expect(detail.totals.some((t) => t.competition.seasonName === '2026')).toBe(true);
    expect(detail.matches[0].match.matchDate >= detail.matches.at(-1)!.match.matchDate).toBe(true);
    const final = detail.matches.find((m) => m.match.matchDate === '2022-12-18')!;
    expect(final).toMatchObject({ started: true, goals: 2, shirtNumber: 10 });
  });

  test("a team page's Elenco: the latest squad the data has, with numbers and positions", async () => {
    const [{ id }] = await rows<{ id: number }>(`select id from teams where key = 'nt:argentina'`);
    const { squad } = await football.teamDetail(String(id));
    expect(squad).toMatchObject({ seasonName: '2026', competitionName: 'Copa do Mundo' });
    expect(squad!.players.length).toBeGreaterThanOrEqual(23);
    expect(new Set(squad!.players.map((p) => p.position))).toEqual(new Set(['GK', 'DF', 'MF', 'FW']));
    expect(squad!.players.find((p) => p.player.slug === 'lionel-messi')).toMatchObject({
      shirtNumber: 10,
      position: 'FW',
    });
  });

  test('an unknown or malformed player id is a 404 in Portuguese', async () => {
    await expect(football.playerDetail('999999')).rejects.toMatchObject({
      meaning: 'not_found',
      message: 'Jogador não encontrado',
    });
    await expect(football.playerDetail('abc')).rejects.toMatchObject({ meaning: 'not_found' });
    await expect(football.playerDetail('1e3')).rejects.toMatchObject({ meaning: 'not_found' });
  });

  test('a second import changes no row', async () => {
    const versions = async () =>
      Object.fromEntries(
        await Promise.all(
          STORY_TABLES.map(
            async (t) => [t, await rows<{ v: string }>(`select id, xmin::text as v from ${t} order by id`)] as const,
          ),
        ),
      );
    const before = await versions();
    const report = await football.importData();
    expect(report.failed).toEqual([]);
    expect(await versions()).toEqual(before);
  });
});
