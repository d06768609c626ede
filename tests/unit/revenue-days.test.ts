// The admin revenue chart (issue 22 point 9): one bar per day of the window, zeros included, so a
// single paid day is one bar and not one solid block across the chart.
import { expect, test } from 'vitest';
import { revenueDays } from '@shared/admin-rules';

test('every day of the window, oldest first, 0 where nothing was received', () => {
  const days = revenueDays([{ day: '2026-11-20', amountCents: 1990 }], '2026-11-26', 30);
  expect(days).toHaveLength(30);
  expect(days[0].day).toBe('2026-10-28');
  expect(days.at(-1)).toEqual({ day: '2026-11-26', amountCents: 0 });
  expect(days.filter((d) => d.amountCents > 0)).toEqual([{ day: '2026-11-20', amountCents: 1990 }]);
});

test('days outside the window are not drawn', () => {
  expect(revenueDays([{ day: '2026-01-01', amountCents: 500 }], '2026-11-26', 30).some((d) => d.amountCents)).toBe(
    false,
  );
});
