// The /ai page's plain-Portuguese comparison with Elo: direction, size and the matches it covers.
import { describe, expect, test } from 'vitest';
import { versusElo } from '@app/features/predictions/format';

describe('versusElo', () => {
  test('a smaller Brier than Elo reads "melhor que o Elo por X%" with the matches it covers', () => {
    const answer = versusElo({ matches: 2888, brier: 0.58, elo: { brier: 0.5879 } });
    expect(answer.better).toBe(true);
    // (0.5879 − 0.58) / 0.5879 = 1.34 %.
    expect(answer.text).toBe(
      'Melhor que o Elo por 1,3%: o modelo errou 1,3% menos que o Elo nas mesmas 2.888 partidas.',
    );
  });

  test('a larger Brier says Elo was better, by how much', () => {
    const answer = versusElo({ matches: 306, brier: 0.5891, elo: { brier: 0.5787 } });
    expect(answer.better).toBe(false);
    expect(answer.text).toBe('O Elo foi melhor por 1,8%: o modelo errou 1,8% mais que o Elo nas mesmas 306 partidas.');
  });

  test('equal to three decimals is a tie', () => {
    const answer = versusElo({ matches: 1, brier: 0.5801, elo: { brier: 0.5803 } });
    expect(answer).toEqual({ better: null, text: 'Empate com o Elo: o mesmo erro médio na mesma partida.' });
  });
});
