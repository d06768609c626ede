import { expect, it } from 'vitest';
import { roundOrder } from '../../src/server/modules/football/rounds';

it('numbers rounds by their earliest start, dates or timestamps alike; ties keep their first order', () => {
  const dates = [
    { round: 'Matchday 2', start: '2025-04-05' },
    { round: 'Matchday 1', start: '2025-03-30' },
    { round: 'Matchday 1', start: '2025-03-29' },
    { round: 'Final', start: '2025-04-05' },
  ];
  expect([...roundOrder(dates)]).toEqual([
    ['Matchday 1', 0],
    ['Matchday 2', 1],
    ['Final', 2],
  ]);
  const stamps = dates.map((d) => ({ round: d.round, start: Date.parse(d.start) }));
  expect(roundOrder(stamps)).toEqual(roundOrder(dates));
});
