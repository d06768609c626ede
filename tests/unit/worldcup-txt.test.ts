// The World Cup TXT parser over the real files (issue 31 point 8): every match of each file, every
// card and substitution on a player of that team, every scorer a player of the match, squads joined.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  displayName,
  foldName,
  lineupPlayers,
  parseSquadsTxt,
  parseWorldCupTxt,
} from '@server/modules/football/import/story/worldcup-txt';
import { planStory, squadMemberOf } from '@server/modules/football/import/story/plan';

const DIR = path.resolve('data/openfootball/worldcup-txt');
const read = (file: string) => readFileSync(path.join(DIR, file), 'utf8');
const YEARS = ['2018', '2022', '2026'];
const files = YEARS.map((year) => ({
  year,
  tournament: parseWorldCupTxt(read(`${year}_full.txt`)),
  squads: parseSquadsTxt(read(`${year}_squads.txt`)),
}));

describe.each(files)('World Cup $year', ({ year, tournament, squads }) => {
  test('parses as many matches as the header declares', () => {
    expect(tournament.matches).toHaveLength(tournament.declaredMatches);
    expect(tournament.declaredMatches).toBe(year === '2026' ? 104 : 64);
  });

  test('every card and substitution names a player of that team; every scorer a player of the match', () => {
    for (const m of tournament.matches.filter((x) => x.lineups)) {
      for (const side of ['home', 'away'] as const) {
        const lineup = m.lineups![side];
        const names = new Set(lineupPlayers(lineup).map((p) => foldName(p.name)));
        expect(lineup.lines[0]).toHaveLength(1);
        expect(lineup.lines.flat()).toHaveLength(11);
        for (const s of lineup.substitutions) {
          expect(names.has(foldName(s.off)), `${m.home}–${m.away}: sai ${s.off}`).toBe(true);
          expect(names.has(foldName(s.on.name))).toBe(true);
        }
      }
      const all = new Set(
        [...lineupPlayers(m.lineups!.home), ...lineupPlayers(m.lineups!.away)].map((p) => foldName(p.name)),
      );
      for (const g of m.goals) expect(all.has(foldName(g.name)), `${m.home}–${m.away}: gol de ${g.name}`).toBe(true);
      // The goals add up to the score after extra time (the shoot-out apart).
      const score = m.score!.et ?? m.score!.ft;
      expect(m.goals.filter((g) => g.side === 'home')).toHaveLength(score[0]);
      expect(m.goals.filter((g) => g.side === 'away')).toHaveLength(score[1]);
    }
  });

  test('squads: every team with numbers, positions and birth dates, joined to the lineups by name', () => {
    expect(squads).toHaveLength(year === '2026' ? 48 : 32);
    for (const squad of squads) {
      const players = squad.members.filter((m) => m.position !== 'coach');
      expect(players.length).toBeGreaterThanOrEqual(23);
      expect(new Set(players.map((p) => p.number)).size).toBe(players.length);
      expect(players.every((p) => /^\d{4}-\d{2}-\d{2}$/.test(p.birthDate ?? ''))).toBe(true);
    }
    const plan = planStory([{ year, tournament, squads }]);
    // 2018's squad file spells six players otherwise than its lineups (YASIR / YASSER ALSHAHRANI…):
    // they keep an identity of their own rather than a guessed one.
    const expected = year === '2018' ? ['ABDULLAH ALMUAIOUF', 'RAMADAN SOBHI', 'TREZEGUET', 'YASIR ALSHAHRANI'] : [];
    expect([...new Set(plan.unjoined.map((u) => u.replace(/^.*?: /, '')))].sort()).toEqual(expected);
  });
});

test('the 2022 final as the file writes it', () => {
  const final = files[1].tournament.matches.at(-1)!;
  expect(final).toMatchObject({
    stage: 'Final',
    date: '2022-12-18',
    time: '18:00',
    utcOffset: 3,
    venue: 'Lusail Stadium, Al Daayen',
    attendance: 88966,
    home: 'Argentina',
    away: 'France',
    score: { ft: [3, 3], et: [3, 3], pen: [4, 2] },
    referee: 'Szymon MARCINIAK (POL)',
  });
  const argentina = final.lineups!.home;
  expect(argentina.lines.map((l) => l.length)).toEqual([1, 4, 3, 3]);
  expect(argentina.lines[3].find((p) => p.name === 'Lionel MESSI')?.captain).toBe(true);
  // A substitute's own card, and a substitute replaced in turn.
  expect(argentina.substitutions.find((s) => s.off === 'Nahuel MOLINA')).toMatchObject({
    minute: 91,
    on: { name: 'Gonzalo MONTIEL', cards: [{ type: 'yellow', minute: 116, offset: null }] },
  });
  expect(final.goals.filter((g) => g.name === 'Kylian MBAPPE').map((g) => [g.minute, g.penalty])).toEqual([
    [80, true],
    [81, false],
    [118, true],
  ]);
});

test('second yellows, straight reds, own goals and stoppage time', () => {
  const all = files.flatMap((f) => f.tournament.matches);
  const cards = all.flatMap((m) =>
    m.lineups ? [...lineupPlayers(m.lineups.home), ...lineupPlayers(m.lineups.away)].flatMap((p) => p.cards) : [],
  );
  expect(cards.filter((c) => c.type === 'second_yellow')).toHaveLength(5);
  expect(cards.filter((c) => c.type === 'red')).toHaveLength(16);
  const russia = all.find((m) => m.home === 'Uruguay' && m.away === 'Russia')!;
  expect(russia.goals.find((g) => g.ownGoal)).toMatchObject({ name: 'Denis CHERYSHEV', side: 'home', minute: 23 });
  const qatar = files[1].tournament.matches[0];
  expect(qatar.lineups!.home.lines[0][0]).toMatchObject({ name: 'SAAD ALSHEEB', cards: [{ minute: 15 }] });
});

test('an unreadable line is named, in Portuguese', () => {
  const broken = read('2022_full.txt').replace("[Y 15']", "[Q 15']");
  expect(() => parseWorldCupTxt(broken)).toThrow(/linha \d+: marca desconhecida "\[Q 15'\]"/);
});

test('names as fans read them and joined without guessing', () => {
  expect(displayName('Kylian MBAPPE')).toBe('Kylian Mbappe');
  expect(displayName("N'GOLO KANTE")).toBe("N'Golo Kante");
  expect(displayName('Eric Maxim CHOUPO-MOTING')).toBe('Eric Maxim Choupo-Moting');
  const members = [
    { number: 2, name: 'AYALA Hugo', position: 'DF', birthDate: null },
    { number: 10, name: 'Thiago Alcântara', position: 'MF', birthDate: null },
    { number: 4, name: 'ALI ALBULAYHI', position: 'DF', birthDate: null },
  ];
  expect(squadMemberOf('Hugo AYALA', members)?.number).toBe(2);
  expect(squadMemberOf('THIAGO', members)?.number).toBe(10);
  expect(squadMemberOf('ALI AL BULAYHI', members)?.number).toBe(4);
  expect(squadMemberOf('Hugo SANCHEZ', members)).toBeNull();
});
