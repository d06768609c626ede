import { act, render } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { TeamCrest } from '@app/features/football/components/team-crest';

afterEach(() => vi.useRealTimers());

const team = { img: '/api/teams/1/crest.svg?v=1', name: 'Flamengo' };

test("a page's main crest becomes high fetch priority 100 ms after it mounts (spec §9); others stay lazy", () => {
  vi.useFakeTimers();
  const { container } = render(
    <>
      <TeamCrest team={team} size={56} priority />
      <TeamCrest team={team} />
    </>,
  );
  const [main, other] = container.querySelectorAll('img');
  expect(main.getAttribute('fetchpriority')).toBe('auto');
  expect(main.getAttribute('loading')).toBe('eager');
  act(() => vi.advanceTimersByTime(99));
  expect(main.getAttribute('fetchpriority')).toBe('auto');
  act(() => vi.advanceTimersByTime(1));
  expect(main.getAttribute('fetchpriority')).toBe('high');
  expect(other.getAttribute('fetchpriority')).toBe('auto');
  expect(other.getAttribute('loading')).toBe('lazy');
});
