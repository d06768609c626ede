// Brier score, ranked probability score, log loss and calibration against values worked out by
// hand, and the pt-BR explanation written from fixed numbers.
import { describe, expect, test } from 'vitest';
import {
  brierScore,
  calibration,
  logLoss,
  rankedProbabilityScore,
  scoreAll,
} from '@server/modules/predictions/scoring';
import { explainPrediction } from '@server/modules/predictions/explanation';
import type { Forecast } from '@server/modules/predictions/dixon-coles';

const p = { pHome: 0.5, pDraw: 0.3, pAway: 0.2 };
const third = { pHome: 1 / 3, pDraw: 1 / 3, pAway: 1 / 3 };

describe('scoring rules', () => {
  test('Brier score, summed over the three outcomes', () => {
    // (0.5 − 1)² + 0.3² + 0.2² = 0.25 + 0.09 + 0.04
    expect(brierScore(p, 'home')).toBeCloseTo(0.38, 12);
    // 0.5² + (0.3 − 1)² + 0.2² = 0.25 + 0.49 + 0.04
    expect(brierScore(p, 'draw')).toBeCloseTo(0.78, 12);
    // 0.25 + 0.09 + 0.64
    expect(brierScore(p, 'away')).toBeCloseTo(0.98, 12);
    expect(brierScore(third, 'draw')).toBeCloseTo(2 / 3, 12);
    expect(brierScore({ pHome: 1, pDraw: 0, pAway: 0 }, 'away')).toBe(2);
  });

  test('ranked probability score: cumulative, so a near miss costs less than a far one', () => {
    // ((0.5 − 1)² + (0.8 − 1)²) / 2 = (0.25 + 0.04) / 2
    expect(rankedProbabilityScore(p, 'home')).toBeCloseTo(0.145, 12);
    // ((0.5 − 0)² + (0.8 − 1)²) / 2
    expect(rankedProbabilityScore(p, 'draw')).toBeCloseTo(0.145, 12);
    // (0.5² + 0.8²) / 2 = (0.25 + 0.64) / 2
    expect(rankedProbabilityScore(p, 'away')).toBeCloseTo(0.445, 12);
    // Uniform: home win ((2/3)² + (1/3)²) / 2 = 5/18; draw ((1/3)² + (1/3)²) / 2 = 1/9
    expect(rankedProbabilityScore(third, 'home')).toBeCloseTo(5 / 18, 12);
    expect(rankedProbabilityScore(third, 'draw')).toBeCloseTo(1 / 9, 12);
    // Forecasting a home win: an away win is worse than a draw.
    const homeWin = { pHome: 1, pDraw: 0, pAway: 0 };
    expect(rankedProbabilityScore(homeWin, 'away')).toBe(1);
    expect(rankedProbabilityScore(homeWin, 'draw')).toBe(0.5);
  });

  test('log loss is −ln of the probability of what happened', () => {
    expect(logLoss(p, 'home')).toBeCloseTo(0.6931471805599453, 12);
    expect(logLoss(p, 'draw')).toBeCloseTo(1.2039728043259361, 12);
    expect(logLoss(p, 'away')).toBeCloseTo(1.6094379124341003, 12);
    expect(logLoss(third, 'away')).toBeCloseTo(Math.log(3), 12);
  });

  test('scoreAll averages over matches; the outcome comes from the score', () => {
    const scores = scoreAll([
      { ...p, homeScore: 2, awayScore: 1 },
      { ...p, homeScore: 0, awayScore: 0 },
      { ...p, homeScore: 1, awayScore: 3 },
    ]);
    expect(scores.matches).toBe(3);
    expect(scores.brier).toBeCloseTo((0.38 + 0.78 + 0.98) / 3, 12);
    expect(scores.rps).toBeCloseTo((0.145 + 0.145 + 0.445) / 3, 12);
    expect(scores.logLoss).toBeCloseTo((Math.log(2) - Math.log(0.3) - Math.log(0.2)) / 3, 12);
    expect(scoreAll([])).toEqual({ matches: 0, brier: 0, rps: 0, logLoss: 0 });
  });

  test('calibration: each forecast probability in its bin, beside how often it happened', () => {
    const bins = calibration([
      { ...p, homeScore: 1, awayScore: 0 },
      { pHome: 0.55, pDraw: 0.25, pAway: 0.2, homeScore: 0, awayScore: 1 },
    ]);
    expect(bins).toHaveLength(10);
    expect(bins.reduce((sum, b) => sum + b.count, 0)).toBe(6);
    // 0.5 and 0.55 → bin [0.5, 0.6): one home win out of two.
    expect(bins[5]).toMatchObject({ count: 2, observed: 0.5 });
    expect(bins[5].meanPredicted).toBeCloseTo(0.525, 12);
    // 0.2 and 0.2 (away) and 0.25 (draw) → bin [0.2, 0.3): one away win out of three.
    expect(bins[2].count).toBe(3);
    expect(bins[2].observed).toBeCloseTo(1 / 3, 12);
    expect(bins[3]).toMatchObject({ count: 1, observed: 0 });
    expect(calibration([{ pHome: 1, pDraw: 0, pAway: 0, homeScore: 1, awayScore: 0 }])[9].count).toBe(1);
  });
});

describe('explanation', () => {
  const forecast: Forecast = {
    pHome: 0.5612,
    pDraw: 0.2488,
    pAway: 0.19,
    expectedGoals: { home: 1.84, away: 0.93 },
    over25: 0.5,
    under25: 0.5,
    bothTeamsScore: 0.45,
    topScores: [
      { home: 1, away: 0, probability: 0.118 },
      { home: 2, away: 0, probability: 0.1 },
      { home: 1, away: 1, probability: 0.09 },
      { home: 2, away: 1, probability: 0.08 },
      { home: 0, away: 0, probability: 0.07 },
    ],
  };

  test('sentences written from the numbers, in pt-BR', () => {
    const sentences = explainPrediction(
      { name: 'Flamengo', games: 10, scored: 19, conceded: 8, strength: { attack: 0.3, defence: 0.2, weight: 30 } },
      { name: 'Palmeiras', games: 9, scored: 10, conceded: 9, strength: { attack: 0.1, defence: 0.15, weight: 28 } },
      forecast,
    );
    expect(sentences).toEqual([
      'Flamengo marca em média 1,9 gols em casa e sofre 0,8 (10 jogos na temporada).',
      'Palmeiras marca em média 1,1 gols fora de casa e sofre 1,0 (9 jogos na temporada).',
      'No modelo, Flamengo tem ataque 35% acima da média da liga, e Palmeiras tem defesa que sofre 14% menos gols que a média.',
      'Gols esperados: Flamengo 1,8 x 0,9 Palmeiras; o placar mais provável é 1 x 0 (12%).',
      'Favorito: Flamengo, com 56% de chance de vitória (empate 25%).',
    ]);
  });

  test('no season record yet, a draw as the likeliest outcome, and thin data said out loud', () => {
    const sentences = explainPrediction(
      { name: 'Mirassol', games: 0, scored: 0, conceded: 0, strength: { attack: -0.2, defence: -0.2, weight: 0 } },
      { name: 'Ceará', games: 1, scored: 1, conceded: 1, strength: { attack: 0.01, defence: -0.01, weight: 20 } },
      { ...forecast, pHome: 0.3, pDraw: 0.4, pAway: 0.3 },
    );
    expect(sentences).toEqual([
      'Ceará marca em média 1,0 gol fora de casa e sofre 1,0 (1 jogo na temporada).',
      'No modelo, Mirassol tem ataque 18% abaixo da média da liga, e Ceará tem defesa na média da liga.',
      'Gols esperados: Mirassol 1,8 x 0,9 Ceará; o placar mais provável é 1 x 0 (12%).',
      'Resultado mais provável: empate, com 40% (Mirassol 30%, Ceará 30%).',
      'Poucos jogos recentes nos dados para Mirassol: a previsão se apoia mais no ponto de partida do modelo (a temporada anterior; para um promovido, abaixo da média da liga) e é menos segura.',
    ]);
  });
});
