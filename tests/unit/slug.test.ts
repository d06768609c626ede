import { describe, expect, test } from 'vitest';
import { matchSlug, slugify, unslugify } from '@shared/slug';

describe('slug helpers (spec §3)', () => {
  test('removes accents, punctuation and turns spaces into hyphens', () => {
    expect(slugify('São Paulo')).toBe('sao-paulo');
    expect(slugify('Atlético-MG')).toBe('atleticomg');
    expect(slugify('  Grêmio  FBPA ')).toBe('gremio-fbpa');
    expect(slugify("Borussia M'gladbach")).toBe('borussia-mgladbach');
  });

  test('builds home-vs-away', () => {
    expect(matchSlug('Flamengo', 'Palmeiras')).toBe('flamengo-vs-palmeiras');
    expect(matchSlug('Vasco da Gama', 'São Paulo')).toBe('vasco-da-gama-vs-sao-paulo');
    expect(matchSlug('Atlético-MG', 'São Paulo')).toBe('atleticomg-vs-sao-paulo');
    expect(matchSlug("Borussia M'gladbach", 'Bayern de Munique')).toBe('borussia-mgladbach-vs-bayern-de-munique');
  });

  test('turns a slug back into capitalised words', () => {
    expect(unslugify('sao-paulo')).toBe('Sao Paulo');
    expect(unslugify('real-madrid')).toBe('Real Madrid');
    expect(unslugify('inter-de-milao')).toBe('Inter De Milao');
  });
});
