// Pure football helpers of src/shared: dates for Brazil, the status display of spec §4, tables.
import { describe, expect, test } from 'vitest';
import { addDays, compactDayLabel, dayBounds, dayLabel, isValidYmd, timeIn, ymdIn, zonedToUtc } from '@shared/datetime';
import {
  formFromTeamSide,
  kickoffText,
  liveDetail,
  outcomeFor,
  scoreText,
  statusDisplay,
  statusLabel,
  statusLine,
  resultText,
  statusBesideScore,
  decidedLabel,
  rescheduledText,
} from '@shared/match-display';
import { isCancelledByFeed } from '@server/modules/football/feed-schedule';
import { plural, pluralWord } from '@shared/plural';
import { computeTable } from '@shared/standings';
import { roundLabel } from '@shared/rounds';

describe('dates in America/Sao_Paulo', () => {
  test('local kick-offs convert to UTC and show in Brasília time', () => {
    // Burnley x Chelsea, 12:30 in London on 2025-11-22 → 09:30 in Brasília.
    const kickoff = zonedToUtc('2025-11-22', '12:30', 'Europe/London');
    expect(kickoff.toISOString()).toBe('2025-11-22T12:30:00.000Z');
    expect(timeIn(kickoff)).toBe('09:30');
    // Summer time in Europe: 20:00 in Madrid on 2025-05-11 is 15:00 in Brasília.
    expect(timeIn(zonedToUtc('2025-05-11', '20:00', 'Europe/Madrid'))).toBe('15:00');
    expect(ymdIn(new Date('2026-11-22T02:30:00Z'))).toBe('2026-11-21');
  });

  test('wall clocks change exactly at daylight-saving transitions (offsets are reused per quarter hour)', () => {
    // London springs forward at 01:00 UTC on 2025-03-30.
    expect(timeIn(new Date('2025-03-30T00:59:00Z'), 'Europe/London')).toBe('00:59');
    expect(timeIn(new Date('2025-03-30T01:00:00Z'), 'Europe/London')).toBe('02:00');
    // São Paulo's last summer time began at 03:00 UTC on 2018-11-04 (midnight became 01:00).
    expect([ymdIn(new Date('2018-11-04T02:59:00Z')), timeIn(new Date('2018-11-04T02:59:00Z'))]).toEqual([
      '2018-11-03',
      '23:59',
    ]);
    expect([ymdIn(new Date('2018-11-04T03:00:00Z')), timeIn(new Date('2018-11-04T03:00:00Z'))]).toEqual([
      '2018-11-04',
      '01:00',
    ]);
    // A quarter-hour zone.
    expect(timeIn(new Date('2025-01-01T00:07:00Z'), 'Asia/Kathmandu')).toBe('05:52');
  });

  test('day bounds, validation and labels', () => {
    const { start, end } = dayBounds('2026-11-21');
    expect(start.toISOString()).toBe('2026-11-21T03:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(isValidYmd('2026-02-29')).toBe(false);
    expect(isValidYmd('2028-02-29')).toBe(true);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayLabel('2026-11-21', '2026-11-21')).toBe('Hoje');
    expect(dayLabel('2026-11-22', '2026-11-21')).toBe('Amanhã');
    expect(dayLabel('2026-11-20', '2026-11-21')).toBe('Ontem');
    expect(dayLabel('2026-11-28', '2026-11-21')).toBe('sáb., 28 de nov.');
  });

  test('compact day labels for rows: relative, day/month this year, with the year otherwise', () => {
    expect(compactDayLabel('2026-11-20', '2026-11-21')).toBe('Ontem');
    expect(compactDayLabel('2026-11-22', '2026-11-21')).toBe('Amanhã');
    expect(compactDayLabel('2026-03-09', '2026-11-21')).toBe('09/03');
    expect(compactDayLabel('2025-12-31', '2026-11-21')).toBe('31/12/25');
  });
});

describe('status display (spec §4)', () => {
  const today = '2026-11-21';
  const base = { matchDate: today, matchTime: '16:00', homeScore: null, awayScore: null };
  test('0: the date and time for Brazil, or Agendado when the date is invalid or missing', () => {
    expect(statusLabel({ ...base, status: 0 }, today)).toBe('Hoje, 16:00');
    expect(statusLabel({ ...base, status: 0, matchDate: '2026-11-28' }, today)).toBe('sáb., 28 de nov., 16:00');
    expect(statusLabel({ ...base, status: 0, matchTime: null }, today)).toBe('Hoje, A definir');
    expect(statusLabel({ ...base, status: 0, matchDate: 'x' }, today)).toBe('Agendado');
    expect(statusLabel({ ...base, status: 0, matchDate: null }, today)).toBe('Agendado');
    expect(kickoffText({ matchDate: null, matchTime: null })).toBeNull();
  });
  test('3: Finalizado; 1, 11, 12, 13, 14: Ao Vivo', () => {
    expect(statusLabel({ ...base, status: 3, homeScore: 2, awayScore: 1 }, today)).toBe('Finalizado');
    for (const status of [1, 11, 12, 13, 14])
      expect(statusLabel({ ...base, status, minute: 50 }, today)).toBe('Ao Vivo');
  });
  test('31, 32 and 4: the score, how it was decided, and the date', () => {
    expect(statusLabel({ ...base, status: 31, homeScore: 2, awayScore: 1 }, today)).toBe(
      '2 - 1 (após prorrogação) · 21/11/2026',
    );
    expect(statusLabel({ ...base, status: 32, homeScore: 3, awayScore: 3 }, today)).toBe(
      '3 - 3 (nos pênaltis) · 21/11/2026',
    );
    expect(statusLabel({ ...base, status: 4 }, today)).toBe('vs · 21/11/2026');
  });
  test('the 2022 World Cup final: the score once and the shoot-out, on its real date (issue 35 point 5)', () => {
    const final = {
      status: 32,
      statusName: 'Finalizado nos pênaltis',
      matchDate: '2022-12-18',
      matchTime: '12:00',
      homeScore: 3,
      awayScore: 3,
      penalties: { home: 4, away: 2 },
    };
    expect(resultText(final)).toBe('3 - 3 (4 - 2 nos pênaltis)');
    expect(statusLabel(final, today)).toBe('3 - 3 (4 - 2 nos pênaltis) · 18/12/2022');
    expect(statusLine(final, today)).toBe('3 - 3 (4 - 2 nos pênaltis) · 18/12/2022');
    // Beside a score already shown (scoreboard, search result, row): not the score again.
    expect(statusBesideScore(final)).toBe('4 - 2 nos pênaltis · 18/12/2022');
    expect(decidedLabel(final)).toBe('4 - 2 nos pênaltis');
    const extraTime = {
      ...final,
      status: 31,
      statusName: 'Finalizado após prorrogação',
      homeScore: 1,
      awayScore: 0,
      penalties: null,
    };
    expect(statusBesideScore({ ...extraTime, matchDate: '2026-07-19' })).toBe('Após prorrogação · 19/07/2026');
    expect(resultText(extraTime)).toBe('1 - 0 (após prorrogação)');
    expect(statusBesideScore({ ...final, status: 3 })).toBeNull();
    expect(resultText({ ...final, status: 3, homeScore: 2, awayScore: 1 })).toBe('2 - 1');
  });
  test('any other status: statusName, else Agendado', () => {
    expect(statusLabel({ ...base, status: 99, statusName: 'Abandonado' }, today)).toBe('Abandonado');
    expect(statusLabel({ ...base, status: 99 }, today)).toBe('Agendado');
  });
  test('beside Ao Vivo: the minute, or Int. at half-time', () => {
    expect(liveDetail({ status: 1, minute: 37 })).toBe("37'");
    expect(liveDetail({ status: 11, minute: 45 })).toBe('Int.');
    expect(liveDetail({ status: 13, minute: 104 })).toBe("104'");
    expect(liveDetail({ status: 14, minute: null })).toBe('Pên.');
    expect(liveDetail({ status: 3, minute: 90 })).toBeNull();
  });
  test('one display for rows: kind, label, detail, day and time', () => {
    expect(statusDisplay({ ...base, status: 12, minute: 61, homeScore: 1, awayScore: 0 }, today)).toEqual({
      kind: 'live',
      label: 'Ao Vivo',
      detail: "61'",
      day: 'Hoje',
      time: '16:00',
    });
    expect(statusDisplay({ ...base, status: 3, matchDate: '2026-11-20', homeScore: 0, awayScore: 2 }, today)).toEqual({
      kind: 'past',
      label: 'Finalizado',
      detail: null,
      day: 'Ontem',
      time: '16:00',
    });
    expect(statusDisplay({ ...base, status: 4, matchDate: '2024-03-09' }, today)).toMatchObject({
      kind: 'past',
      label: 'vs · 09/03/2024',
      day: '09/03/24',
    });
    expect(statusDisplay({ ...base, status: 0, matchDate: 'x' }, today)).toMatchObject({
      kind: 'scheduled',
      label: 'Agendado',
      day: null,
      time: null,
    });
  });
  test('one line for search results: the detail or the day beside the label', () => {
    expect(statusLine({ ...base, status: 1, minute: 37, homeScore: 0, awayScore: 0 }, today)).toBe("Ao Vivo · 37'");
    expect(statusLine({ ...base, status: 11, minute: 45, homeScore: 0, awayScore: 0 }, today)).toBe('Ao Vivo · Int.');
    expect(statusLine({ ...base, status: 3, matchDate: '2025-05-04', homeScore: 1, awayScore: 1 }, today)).toBe(
      'Finalizado · 04/05/25',
    );
    expect(
      statusLine({ ...base, status: 32, homeScore: 1, awayScore: 1, penalties: { home: 5, away: 4 } }, today),
    ).toBe('1 - 1 (5 - 4 nos pênaltis) · 21/11/2026');
    expect(statusLine({ ...base, status: 0 }, today)).toBe('Hoje, 16:00');
  });
  test('score text and outcomes (shoot-outs decide)', () => {
    expect(scoreText({ homeScore: 2, awayScore: 0 })).toBe('2 - 0');
    expect(scoreText({ homeScore: 2, awayScore: null })).toBe('vs');
    expect(outcomeFor('home', { status: 32, homeScore: 3, awayScore: 3, penalties: { home: 4, away: 2 } })).toBe('V');
    expect(outcomeFor('away', { status: 3, homeScore: 1, awayScore: 1 })).toBe('E');
    expect(outcomeFor('home', { status: 0, homeScore: null, awayScore: null })).toBeNull();
  });
});

describe('form from the team side', () => {
  test('an away defeat 2 - 0 reads 0 - 2 and D, never as a win', () => {
    expect(formFromTeamSide({ outcome: 'D', score: '2 - 0', home: false })).toEqual({
      outcome: 'D',
      score: '0 - 2',
      venue: 'fora',
      decided: null,
    });
  });
  test('a home result keeps its order; an away win is flipped to the team first', () => {
    expect(formFromTeamSide({ outcome: 'V', score: '3 - 1', home: true })).toEqual({
      outcome: 'V',
      score: '3 - 1',
      venue: 'casa',
      decided: null,
    });
    expect(formFromTeamSide({ outcome: 'V', score: '1 - 4', home: false }).score).toBe('4 - 1');
    expect(formFromTeamSide({ outcome: 'E', score: '10 - 10', home: false }).score).toBe('10 - 10');
  });
  test('a shoot-out reads from the team side too; a neutral venue has no side (never casa/fora)', () => {
    // Netherlands 2 - 2 Argentina, 3 - 4 on penalties (2022 quarter-final), from Argentina's side.
    expect(
      formFromTeamSide({ outcome: 'V', score: '2 - 2', home: false, penalties: { home: 3, away: 4 }, neutral: true }),
    ).toEqual({ outcome: 'V', score: '2 - 2', venue: null, decided: '4 - 3 nos pênaltis' });
    expect(formFromTeamSide({ outcome: 'D', score: '1 - 0', home: true, extraTime: true }).decided).toBe(
      'após prorrogação',
    );
  });
});

describe('Portuguese plurals (Intl.PluralRules pt-BR)', () => {
  test('one and other; zero takes the plural', () => {
    expect(plural(1, 'vitória', 'vitórias')).toBe('1 vitória');
    expect(plural(2, 'vitória', 'vitórias')).toBe('2 vitórias');
    expect(plural(38, 'jogo', 'jogos')).toBe('38 jogos');
    expect(plural(1200, 'gol', 'gols')).toBe('1.200 gols');
    expect(pluralWord(1, 'empate', 'empates')).toBe('empate');
    expect(pluralWord(5, 'empate', 'empates')).toBe('empates');
    expect(plural(0, 'vitória', 'vitórias')).toBe('0 vitórias');
  });
});

describe('standings', () => {
  const names: Record<number, string> = { 1: 'Alfa', 2: 'Beta', 3: 'Gama' };
  const results = [
    { homeId: 1, awayId: 2, homeGoals: 3, awayGoals: 0, at: 1 },
    { homeId: 2, awayId: 3, homeGoals: 1, awayGoals: 0, at: 2 },
    { homeId: 3, awayId: 1, homeGoals: 1, awayGoals: 0, at: 3 },
    { homeId: 2, awayId: 1, homeGoals: 1, awayGoals: 1, at: 4 },
    { homeId: 3, awayId: 2, homeGoals: 1, awayGoals: 1, at: 5 },
    { homeId: 1, awayId: 3, homeGoals: 0, awayGoals: 0, at: 6 },
  ];
  test('points, goal difference, goals, then name; form newest right; home/away splits', () => {
    const table = computeTable(results, { nameOf: (id) => names[id] });
    expect(table.map((r) => [names[r.teamId], r.points, r.goalDifference])).toEqual([
      ['Alfa', 5, 2],
      ['Gama', 5, 0],
      ['Beta', 5, -2],
    ]);
    expect(table[0].form).toEqual(['V', 'D', 'E', 'E']);
    expect(table[0].home).toMatchObject({ played: 2, won: 1, drawn: 1, goalsFor: 3 });
  });
  test('home and away tables count only the games at that venue, with the same tie-breakers', () => {
    const home = computeTable(results, { nameOf: (id) => names[id], venue: 'home' });
    // Alfa at home: 3-0 v Beta (V), 0-0 v Gama (E); Gama at home: 1-0 v Alfa, 1-1 v Beta; Beta: 1-0, 1-1.
    expect(home.map((r) => [names[r.teamId], r.played, r.points, r.goalDifference])).toEqual([
      ['Alfa', 2, 4, 3],
      ['Beta', 2, 4, 1],
      ['Gama', 2, 4, 1],
    ]);
    const away = computeTable(results, { nameOf: (id) => names[id], venue: 'away' });
    // All on 1 point away: Alfa and Gama level on goal difference (-1), Alfa scored more; Beta -3.
    expect(away.map((r) => [names[r.teamId], r.played, r.points, r.goalDifference])).toEqual([
      ['Alfa', 2, 1, -1],
      ['Gama', 2, 1, -1],
      ['Beta', 2, 1, -3],
    ]);
    expect(away.find((r) => r.teamId === 1)!.form).toEqual(['D', 'E']);
  });
  test('wins first (CBF) puts more wins above a better goal difference', () => {
    const rows = computeTable(
      [
        { homeId: 1, awayId: 2, homeGoals: 5, awayGoals: 0, at: 1 },
        { homeId: 1, awayId: 3, homeGoals: 0, awayGoals: 0, at: 2 },
        { homeId: 1, awayId: 2, homeGoals: 0, awayGoals: 0, at: 3 },
        { homeId: 3, awayId: 2, homeGoals: 1, awayGoals: 0, at: 4 },
        { homeId: 2, awayId: 3, homeGoals: 2, awayGoals: 1, at: 5 },
        { homeId: 1, awayId: 3, homeGoals: 0, awayGoals: 1, at: 6 },
      ],
      { nameOf: (id) => names[id], rule: 'wins-first', teamIds: [1, 2, 3] },
    );
    expect(rows.map((r) => [names[r.teamId], r.points, r.won])).toEqual([
      ['Gama', 7, 2],
      ['Alfa', 5, 1],
      ['Beta', 4, 1],
    ]);
  });
});

describe('rounds', () => {
  test('round names in Portuguese', () => {
    expect(roundLabel('Matchday 12')).toBe('Rodada 12');
    expect(roundLabel('League, Matchday 3')).toBe('Fase de liga · Rodada 3');
    expect(roundLabel('Finals, Quarterfinals')).toBe('Quartas de final');
    expect(roundLabel('Round of 16')).toBe('Oitavas de final');
    expect(roundLabel('Match for third place')).toBe('Disputa do 3º lugar');
  });
});

describe('settled state (importer and FootballService.settleMatches)', async () => {
  const { stateAt, SETTLE_AFTER_MS } = await import('@server/modules/football/settle');
  const real = { ftHome: 2, ftAway: 2, etHome: 3, etAway: 3, penHome: 4, penAway: 2, postponed: false };
  const kickoff = new Date('2026-11-21T18:00:00Z');
  test('future and in-window matches stay scheduled (the live engine plays the window)', () => {
    expect(stateAt(real, kickoff, new Date('2026-11-21T17:00:00Z'))).toEqual({
      status: 0,
      homeScore: null,
      awayScore: null,
    });
    expect(stateAt(real, kickoff, new Date(kickoff.getTime() + SETTLE_AFTER_MS - 1))).toMatchObject({ status: 0 });
  });
  test('after the window: the real result, after extra time and penalties', () => {
    expect(stateAt(real, kickoff, new Date(kickoff.getTime() + SETTLE_AFTER_MS))).toEqual({
      status: 32,
      homeScore: 3,
      awayScore: 3,
    });
    expect(stateAt({ ...real, penHome: null, penAway: null }, kickoff, new Date('2026-11-22T00:00:00Z'))).toMatchObject(
      { status: 31 },
    );
    expect(
      stateAt(
        { ...real, etHome: null, etAway: null, penHome: null, penAway: null },
        kickoff,
        new Date('2026-11-22T00:00:00Z'),
      ),
    ).toEqual({ status: 3, homeScore: 2, awayScore: 2 });
  });
  test('no result in the data: postponed once past, and postponed whenever the source says so', () => {
    const none = {
      ftHome: null,
      ftAway: null,
      etHome: null,
      etAway: null,
      penHome: null,
      penAway: null,
      postponed: false,
    };
    expect(stateAt(none, kickoff, new Date('2026-11-22T00:00:00Z'))).toMatchObject({ status: 4 });
    expect(stateAt({ ...none, postponed: true }, kickoff, new Date('2026-11-01T00:00:00Z'))).toMatchObject({
      status: 4,
    });
  });
});

describe('a match the feed moved or cancelled (issue 32 point 2)', () => {
  test('the earlier kick-off is said in Brasília time', () => {
    expect(rescheduledText('2026-12-06T19:00:00.000Z')).toBe('Remarcada: antes marcada para 06/12/2026, 16:00');
    // Past midnight in UTC, still the evening before in Brasília.
    expect(rescheduledText('2026-12-07T01:30:00.000Z')).toBe('Remarcada: antes marcada para 06/12/2026, 22:30');
  });
  test('only a cancellation still held as not played reads "Cancelado"', () => {
    expect(isCancelledByFeed('CANC', 4)).toBe(true);
    expect(isCancelledByFeed('PST', 4)).toBe(false);
    expect(isCancelledByFeed('ABD', 4)).toBe(false);
    // Cancelled once, played later: the result stands.
    expect(isCancelledByFeed('CANC', 3)).toBe(false);
  });
});
