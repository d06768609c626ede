// @vitest-environment node
// Decision 0127: a refetch whose answer differs from the shown one by its server timestamp alone keeps
// the shown object, so the page the server rendered does not render again after its refetch on mount.
import { expect, test } from 'vitest';
import { createQueryClient, shareAnswer } from '@app/lib/query-client';

const answer = (timestamp: number, homeScore = 1) => ({
  match: { id: 7, homeScore, awayScore: 0, homeTeam: { id: 1, name: 'Argentina' } },
  events: [{ type: 'goal', minute: 23 }],
  timestamp,
});

test('an answer equal but for its timestamp keeps the shown object', () => {
  const shown = answer(1000);
  expect(shareAnswer(shown, answer(2000))).toBe(shown);
});

test('an answer that changed is the new one, with the unchanged parts kept as they were', () => {
  const shown = answer(1000);
  const next = shareAnswer(shown, answer(2000, 2)) as ReturnType<typeof answer>;
  expect(next).not.toBe(shown);
  expect(next.match.homeScore).toBe(2);
  expect(next.timestamp).toBe(2000);
  expect(next.events).toBe(shown.events);
  expect(next.match.homeTeam).toBe(shown.match.homeTeam);
});

test('a field added or removed, lists and plain values are compared as Query compares them', () => {
  const shown = answer(1000);
  expect(shareAnswer(shown, { ...answer(2000), extra: true })).not.toBe(shown);
  const list = [{ id: 1 }];
  expect(shareAnswer(list, [{ id: 1 }])).toBe(list);
  expect(shareAnswer(3, 4)).toBe(4);
  expect(shareAnswer(undefined, shown)).toBe(shown);
});

test("the app's query client keeps the shown answer through a refetch that only moved the timestamp", async () => {
  const client = createQueryClient();
  let now = 1000;
  const options = { queryKey: ['soccer', 'match', '7'], queryFn: async () => answer((now += 1000)) };
  const first = await client.fetchQuery(options);
  await client.refetchQueries({ queryKey: options.queryKey });
  await client.fetchQuery({ ...options, staleTime: 0 });
  expect(client.getQueryData(options.queryKey)).toBe(first);
  client.clear();
});
