// The match page's story card: the timeline whenever the events say more than a goals list could.
import { expect, test } from 'vitest';
import type { MatchDetail } from '@shared/football';
import { storyCard } from '@app/features/football/components/story-card';

type Event = MatchDetail['events'][number];
const event = (type: Event['type'], playerName: string | null): Event =>
  ({ type, side: 'home', minute: 10, offset: null, player: null, playerName }) as Event;
const goal = { side: 'home' as const, player: 'Pedro', minute: 10, offset: null, penalty: false, ownGoal: false };

test('goals alone, every scorer known: the goals list', () => {
  expect(storyCard({ events: [], goals: [goal] })).toBe('goals');
  expect(storyCard({ events: [event('goal', 'Pedro')], goals: [goal] })).toBe('goals');
  expect(storyCard({ events: [], goals: [] })).toBe('goals');
});

test('a card or a substitution: the timeline', () => {
  expect(storyCard({ events: [event('goal', 'Pedro'), event('yellow', 'Gerson')], goals: [goal] })).toBe('timeline');
  expect(storyCard({ events: [event('substitution', 'Bruno Henrique')], goals: [] })).toBe('timeline');
});

test("a feed goal whose scorer the source does not name: the timeline keeps every goal's minute", () => {
  expect(storyCard({ events: [event('goal', 'Pedro'), event('goal', null)], goals: [] })).toBe('timeline');
});
