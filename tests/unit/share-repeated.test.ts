import { describe, expect, test } from 'vitest';
import { shareRepeatedObjects } from '@app/lib/share-repeated';

const team = (id: number) => ({ id, name: `Time ${id}`, img: `/api/teams/${id}/crest.webp` });
const match = (id: number, home: number, away: number) => ({
  id,
  homeTeam: team(home),
  awayTeam: team(away),
  competition: { id: 1, name: 'Brasileirão Série A' },
});

describe('shareRepeatedObjects (the server render writes a repeated object once)', () => {
  test('equal leaf objects become one object; the data reads the same', () => {
    const rounds = [{ name: 'Rodada 1', matches: [match(1, 10, 20), match(2, 20, 30)] }];
    const original = structuredClone(rounds);
    const shared = shareRepeatedObjects(rounds);
    expect(shared).toEqual(original);
    const [first, second] = shared[0].matches;
    expect(second.homeTeam).toBe(first.awayTeam);
    expect(second.competition).toBe(first.competition);
    expect(first.homeTeam).not.toBe(second.awayTeam);
  });

  test('nothing is mutated: the input keeps its own objects', () => {
    const rounds = [match(1, 10, 20), match(2, 20, 30)];
    const competitions = rounds.map((m) => m.competition);
    shareRepeatedObjects(rounds);
    expect(rounds.map((m) => m.competition)).toEqual(competitions);
    expect(rounds[1].competition).not.toBe(rounds[0].competition);
  });

  test('data without repeats comes back as the same object', () => {
    const data = { league: { id: 1 }, tables: [{ rows: [1, 2, 3] }] };
    expect(shareRepeatedObjects(data)).toBe(data);
  });
});
