// Pure football helpers of src/shared: dates for Brazil, the status display of spec §4, tables.
import { describe, expect, test } from 'vitest';
import { addDays, dayBounds, dayLabel, isValidYmd, timeIn, ymdIn, zonedToUtc } from '@shared/datetime';
import { kickoffText, outcomeFor, scoreText, statusLabel } from '@shared/match-display';
import { computeTable } from '@shared/standings';
import { roundLabel } from '@shared/rounds';
import { matchSlug, slugify, unslugify } from '@shared/slug';

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
});

describe('status display (spec §4)', () => {
  const base = { matchDate: '2026-11-21', matchTime: '16:00', homeScore: null, awayScore: null };
  test('scheduled shows the date and time, or Agendado', () => {
    expect(statusLabel({ ...base, status: 0 }, '2026-11-21')).toBe('Hoje, 16:00');
    expect(statusLabel({ ...base, status: 0, matchTime: null }, '2026-11-21')).toBe('Hoje, A definir');
    expect(statusLabel({ ...base, status: 0, matchDate: 'x' })).toBe('Agendado');
    expect(kickoffText({ matchDate: null, matchTime: null })).toBeNull();
  });
  test('finished, live, and 31/32/4 with score and date', () => {
    expect(statusLabel({ ...base, status: 3, homeScore: 2, awayScore: 1 })).toBe('Finalizado');
    for (const status of [1, 11, 12, 13, 14]) expect(statusLabel({ ...base, status })).toBe('Ao Vivo');
    expect(statusLabel({ ...base, status: 32, homeScore: 3, awayScore: 3 })).toBe('3 - 3 · 21/11/2026');
    expect(statusLabel({ ...base, status: 4 })).toBe('vs · 21/11/2026');
    expect(statusLabel({ ...base, status: 99, statusName: 'Outro' })).toBe('Outro');
    expect(statusLabel({ ...base, status: 99 })).toBe('Agendado');
  });
  test('score text and outcomes (shoot-outs decide)', () => {
    expect(scoreText({ homeScore: 2, awayScore: 0 })).toBe('2 - 0');
    expect(scoreText({ homeScore: 2, awayScore: null })).toBe('vs');
    expect(outcomeFor('home', { status: 32, homeScore: 3, awayScore: 3, penalties: { home: 4, away: 2 } })).toBe('V');
    expect(outcomeFor('away', { status: 3, homeScore: 1, awayScore: 1 })).toBe('E');
    expect(outcomeFor('home', { status: 0, homeScore: null, awayScore: null })).toBeNull();
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

describe('rounds and slugs', () => {
  test('round names in Portuguese', () => {
    expect(roundLabel('Matchday 12')).toBe('Rodada 12');
    expect(roundLabel('League, Matchday 3')).toBe('Fase de liga · Rodada 3');
    expect(roundLabel('Finals, Quarterfinals')).toBe('Quartas de final');
    expect(roundLabel('Round of 16')).toBe('Oitavas de final');
    expect(roundLabel('Match for third place')).toBe('Disputa do 3º lugar');
  });
  test('slugs both ways with accented, punctuated and spaced names', () => {
    expect(matchSlug('Atlético-MG', 'São Paulo')).toBe('atleticomg-vs-sao-paulo');
    expect(matchSlug("Borussia M'gladbach", 'Bayern de Munique')).toBe('borussia-mgladbach-vs-bayern-de-munique');
    expect(slugify('  Grêmio   ')).toBe('gremio');
    expect(unslugify('inter-de-milao')).toBe('Inter De Milao');
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
