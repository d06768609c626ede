// The report generator writes each sentence from a number in the facts: fixed match data in, the
// exact pt-BR sentences out.
import { describe, expect, test } from 'vitest';
import type { FormEntry, Match, StandingRow, TeamRef } from '@shared/football';
import type { MatchReportFacts } from '@server/modules/football/service';
import {
  h2hSentence,
  minuteText,
  resultSentence,
  streakSentence,
  tableSentence,
  writeMatchReport,
  writeRoundSummary,
} from '@server/modules/news/reports';

const team = (id: number, name: string): TeamRef => ({ id, name, slug: name.toLowerCase(), img: `/c/${id}.svg` });
const FLA = team(1, 'Flamengo');
const PAL = team(2, 'Palmeiras');
const BOT = team(3, 'Botafogo');
const SAO = team(4, 'São Paulo');
const competition = {
  id: 9,
  name: 'Brasileirão Série A',
  slug: 'brasileirao',
  country: 'Brasil',
  seasonId: 5,
  seasonName: '2025',
};

function match(id: number, home: TeamRef, away: TeamRef, h: number, a: number, extra: Partial<Match> = {}): Match {
  return {
    id,
    status: 3,
    statusName: 'Finalizado',
    minute: null,
    matchDatetime: '2026-03-18T22:00:00.000Z',
    matchDate: '2026-03-18',
    matchTime: '19:00',
    homeScore: h,
    awayScore: a,
    penalties: null,
    homeTeam: home,
    awayTeam: away,
    competition,
    round: 'Rodada 12',
    ...extra,
  };
}

const row = (position: number, t: TeamRef, points: number, played = 12): StandingRow => ({
  position,
  team: t,
  played,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  goalDifference: 0,
  points,
  form: [],
  zone: null,
});

const form = (outcomes: string): FormEntry[] =>
  [...outcomes].map((o, i) => ({
    matchId: 100 + i,
    outcome: o as 'V' | 'E' | 'D',
    score: '1 - 0',
    opponent: BOT,
    home: true,
    matchDate: '2026-03-01',
  }));

describe('sentences', () => {
  test('result: home win with the half-time score', () => {
    expect(resultSentence({ match: match(1, FLA, PAL, 3, 1), halfTime: { home: 1, away: 1 } })).toBe(
      'Flamengo venceu em casa por 3 a 1 em 18/03/2026 (Brasileirão Série A, Rodada 12). No intervalo, o placar estava 1 a 1.',
    );
  });

  test('result: away win, after extra time; a draw decided on penalties', () => {
    expect(resultSentence({ match: match(1, FLA, PAL, 0, 2, { status: 31 }), halfTime: null })).toBe(
      'Palmeiras venceu fora de casa por 2 a 0 após a prorrogação em 18/03/2026 (Brasileirão Série A, Rodada 12).',
    );
    expect(
      resultSentence({
        match: match(1, FLA, PAL, 1, 1, { status: 32, penalties: { home: 3, away: 4 } }),
        halfTime: { home: 0, away: 1 },
      }),
    ).toBe(
      'Flamengo e Palmeiras empataram em 1 a 1 em 18/03/2026 (Brasileirão Série A, Rodada 12). Nos pênaltis, Palmeiras venceu por 4 a 3. No intervalo, Palmeiras vencia por 1 a 0.',
    );
  });

  test('minutes with stoppage time', () => {
    expect(minuteText({ minute: 45, offset: 2 })).toBe("45+2'");
    expect(minuteText({ minute: 7, offset: null })).toBe("7'");
  });

  test('table: climbs, falls, keeps, takes and keeps the lead, with the points gap', () => {
    const before = [row(1, PAL, 30), row(2, BOT, 28), row(3, SAO, 27), row(4, FLA, 26)];
    const after = [row(1, PAL, 30), row(2, FLA, 29), row(3, BOT, 28), row(4, SAO, 27)];
    expect(tableSentence(FLA.id, before, after)).toBe(
      'Com o resultado, Flamengo subiu de 4º para 2º lugar, com 29 pontos, a 1 ponto do líder, Palmeiras.',
    );
    expect(tableSentence(BOT.id, before, after)).toBe(
      'Com o resultado, Botafogo caiu de 2º para 3º lugar, com 28 pontos, a 2 pontos do líder, Palmeiras.',
    );
    expect(tableSentence(PAL.id, before, after)).toBe(
      'Com o resultado, Palmeiras segue na liderança, com 30 pontos, 1 ponto à frente do segundo colocado, Flamengo.',
    );
    const taken = [row(1, FLA, 31), row(2, PAL, 31)];
    expect(tableSentence(FLA.id, before, taken)).toBe(
      'Com o resultado, Flamengo assumiu a liderança, com 31 pontos, empatado em pontos com o segundo colocado, Palmeiras.',
    );
    expect(tableSentence(SAO.id, [row(4, SAO, 27)], [row(1, PAL, 30), row(4, SAO, 27)])).toBe(
      'Com o resultado, São Paulo se manteve em 4º lugar, com 27 pontos, a 3 pontos do líder, Palmeiras.',
    );
  });

  test('streaks: wins, defeats, unbeaten and winless runs, and the end of one', () => {
    expect(streakSentence('Flamengo', form('DVV'), 'V')).toBe('Flamengo chegou a 3 vitórias seguidas.');
    expect(streakSentence('Flamengo', form('VD'), 'D')).toBe('Flamengo soma 2 derrotas seguidas.');
    expect(streakSentence('Flamengo', form('DEVE'), 'E')).toBe('Flamengo está há 4 jogos sem perder.');
    expect(streakSentence('Flamengo', form('VEED'), 'D')).toBe('Flamengo soma 2 derrotas seguidas.');
    expect(streakSentence('Flamengo', form('VEDE'), 'E')).toBe('Flamengo está há 4 jogos sem vencer.');
    expect(streakSentence('Flamengo', form('VDDD'), 'V')).toBe('Flamengo encerrou uma sequência de 3 derrotas.');
    expect(streakSentence('Flamengo', form('DVVV'), 'D')).toBe('Flamengo viu terminar uma sequência de 3 vitórias.');
    expect(streakSentence('Flamengo', form('ED'), 'V')).toBeNull();
    // All the known history is the run: only "at least".
    expect(streakSentence('Flamengo', form('VV'), 'V', 2)).toBe('Flamengo chegou a pelo menos 3 vitórias seguidas.');
  });

  test('head-to-head: a team without wins "não venceu"', () => {
    expect(
      h2hSentence({
        match: match(1, FLA, PAL, 2, 1),
        h2h: { played: 3, wins: 1, draws: 2, losses: 0, goalsFor: 2, goalsAgainst: 1, avgGoals: 1 },
        lastMeeting: null,
      }),
    ).toBe(
      'Antes desta partida, os dados registravam 3 confrontos entre as equipes: Flamengo venceu 1, Palmeiras não venceu e houve 2 empates.',
    );
  });

  test('head-to-head: tally from the home side and the last meeting', () => {
    expect(
      h2hSentence({
        match: match(1, FLA, PAL, 2, 1),
        h2h: { played: 7, wins: 3, draws: 1, losses: 3, goalsFor: 9, goalsAgainst: 8, avgGoals: 2.43 },
        lastMeeting: match(2, PAL, FLA, 0, 0, { matchDate: '2025-11-02' }),
      }),
    ).toBe(
      'Antes desta partida, os dados registravam 7 confrontos entre as equipes: Flamengo venceu 3, Palmeiras venceu 3 e houve 1 empate. No encontro anterior, em 02/11/2025, o placar foi Palmeiras 0 x 0 Flamengo.',
    );
  });
});

describe('articles', () => {
  const facts: MatchReportFacts = {
    match: match(1, FLA, PAL, 2, 1),
    kind: 'league',
    halfTime: { home: 1, away: 0 },
    goals: [
      { side: 'home', player: 'Pedro', minute: 12, offset: null, penalty: false, ownGoal: false },
      { side: 'home', player: 'G. *Gómez*', minute: 50, offset: null, penalty: false, ownGoal: true },
      { side: 'away', player: 'Vitor Roque', minute: 90, offset: 4, penalty: true, ownGoal: false },
    ],
    form: { home: form('VV'), away: form('EV') },
    h2h: { played: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0, avgGoals: 0 },
    lastMeeting: null,
    table: { name: null, before: [row(1, PAL, 27), row(2, FLA, 26)], after: [row(1, FLA, 29), row(2, PAL, 27)] },
    round: {
      key: '5:Matchday 12',
      label: 'Rodada 12',
      played: true,
      matches: [match(1, FLA, PAL, 2, 1), match(2, BOT, SAO, 4, 0)],
      table: [row(1, FLA, 29), row(2, PAL, 27), row(3, BOT, 25), row(4, SAO, 20)],
    },
  };

  test('the match report: title, summary, marked automatic, goals with minutes, linked match', () => {
    const article = writeMatchReport(facts);
    expect(article.title).toBe('Brasileirão Série A: Flamengo vence Palmeiras por 2 a 1');
    expect(article.summary).toBe(
      'Resumo automático de Flamengo 2 x 1 Palmeiras, em 18/03/2026 (Brasileirão Série A, Rodada 12).',
    );
    expect(article.body.split('\n')[0]).toBe('*Resumo automático: texto escrito a partir dos dados da partida.*');
    expect(article.body).toContain("- 12' Pedro (Flamengo)");
    // Own goals and penalties are said; names are text, never formatting.
    expect(article.body).toContain("- 50' G. \\*Gómez\\*, contra (Flamengo)");
    expect(article.body).toContain("- 90+4' Vitor Roque, de pênalti (Palmeiras)");
    expect(article.body).toContain(
      'Com o resultado, Flamengo assumiu a liderança, com 29 pontos, 2 pontos à frente do segundo colocado, Palmeiras.',
    );
    expect(article.body).toContain('Palmeiras caiu de 1º para 2º lugar, com 27 pontos, a 2 pontos do líder, Flamengo.');
    expect(article.body).toContain('Flamengo chegou a pelo menos 3 vitórias seguidas.');
    expect(article.body).toContain('Nos últimos 5 jogos (contando este), Flamengo tem V-V-V e Palmeiras tem E-V-D');
    expect(article.body).toContain('Foi o primeiro confronto entre Flamengo e Palmeiras nos dados disponíveis.');
    expect(article.body).toContain('[Ver a partida](/match/1)');
    expect(article).toMatchObject({ category: 'resumos', teamIds: [1, 2], matchIds: [1], leagueIds: [9] });
  });

  test('a goalless draw says so', () => {
    const article = writeMatchReport({ ...facts, match: match(1, FLA, PAL, 0, 0), goals: [], halfTime: null });
    expect(article.title).toBe('Brasileirão Série A: Flamengo e Palmeiras empatam em 0 a 0');
    expect(article.body).toContain('Não houve gols.');
  });

  test('the round summary: games, goals, the biggest win, results and the top of the table', () => {
    const summary = writeRoundSummary(facts)!;
    expect(summary.title).toBe('Brasileirão Série A: Rodada 12 em resumo');
    expect(summary.body).toContain('Rodada 12 (Brasileirão Série A) teve 2 jogos e 7 gols, média de 3,5 por jogo.');
    expect(summary.body).toContain('Foram 2 vitórias de mandantes, 0 vitórias de visitantes e 0 empates.');
    expect(summary.body).toContain('A maior diferença da rodada foi Botafogo 4 x 0 São Paulo.');
    expect(summary.body).toContain('- [Flamengo 2 x 1 Palmeiras](/match/1)');
    expect(summary.body).toContain('Flamengo lidera com 29 pontos, 2 pontos à frente de Palmeiras.');
    expect(summary.body).toContain('4. São Paulo: 20 pontos');
    expect(summary).toMatchObject({ category: 'rodadas', matchIds: [1, 2], teamIds: [1, 2, 3, 4] });
  });

  test('no summary before the round is played', () => {
    expect(writeRoundSummary({ ...facts, round: { ...facts.round!, played: false } })).toBeNull();
  });
});
