// Issue 35 point 3: a team's live (or today's) match leads its page; at 375 px it sat 7000 px down
// under "Próximos jogos".
import { expect, test } from 'vitest';
import type { Match } from '@shared/football';
import { MatchStatus } from '@shared/match-status';
import { leadMatch } from '@app/features/football/components/lead-match';

const match = (id: number, status: number, matchDate: string) => ({ id, status, matchDate }) as Match;

test('the match being played leads, even when another is listed first', () => {
  const next = [match(1, MatchStatus.Scheduled, '2026-11-28'), match(2, MatchStatus.SecondHalf, '2026-11-28')];
  expect(leadMatch(next, '2026-11-28')?.id).toBe(2);
});

test("with nothing live, today's match leads; a later one does not", () => {
  expect(leadMatch([match(3, MatchStatus.Scheduled, '2026-11-28')], '2026-11-28')?.id).toBe(3);
  expect(leadMatch([match(4, MatchStatus.Scheduled, '2026-11-29')], '2026-11-28')).toBeNull();
  expect(leadMatch([match(5, MatchStatus.Finished, '2026-11-28')], '2026-11-28')).toBeNull();
  expect(leadMatch([], '2026-11-28')).toBeNull();
});
