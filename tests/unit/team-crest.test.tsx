import { act, render } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { TeamCrest, crestSrcSet } from '@app/features/football/components/team-crest';

afterEach(() => vi.useRealTimers());

const team = { img: '/api/teams/1/crest.webp?v=2', name: 'Flamengo' };

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

test('a crest over 32 px offers the 192 px picture; small ones and pictures not ours do not', () => {
  const { container } = render(
    <>
      <TeamCrest team={team} size={56} />
      <TeamCrest team={team} size={20} />
    </>,
  );
  const [large, small] = container.querySelectorAll('img');
  expect(large.getAttribute('srcset')).toBe(
    '/api/teams/1/crest.webp?v=2 96w, /api/teams/1/crest.webp?v=2&size=192 192w',
  );
  expect(large.getAttribute('sizes')).toBe('56px');
  expect(small.hasAttribute('srcset')).toBe(false);
  expect(crestSrcSet('https://media.example/logo.png', 56)).toBeUndefined();
  expect(crestSrcSet('/api/teams/7/crest.webp', 48)).toBe(
    '/api/teams/7/crest.webp 96w, /api/teams/7/crest.webp?size=192 192w',
  );
});
