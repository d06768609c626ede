// useDebounced follows its value's content: a caller that builds a new object each render (the
// admin's notification composer passes its audience so) neither re-arms the pause on an unrelated
// render nor, once settled, keeps rendering itself every delay.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useDebounced } from '@app/lib/use-debounced';

const DELAY = 400;

function Probe(props: { kind: string; value: string; seen: Array<{ kind: string; value: string }> }) {
  const debounced = useDebounced({ kind: props.kind, value: props.value }, DELAY);
  props.seen.push(debounced);
  return null;
}

describe('useDebounced with a fresh object each render', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('once settled it stays still: no render every delay', () => {
    const seen: Array<{ kind: string; value: string }> = [];
    const view = render(<Probe kind="everyone" value="" seen={seen} />);
    // Any other render of the caller (a query settling, a keystroke in the title) starts it off.
    act(() => view.rerender(<Probe kind="everyone" value="" seen={seen} />));
    // One act a delay: each flushes the renders the ended timer caused (and the timers they set).
    for (let i = 0; i < 10; i += 1) act(() => vi.advanceTimersByTime(DELAY));
    // The two renders, and at most one more once the pause ends.
    expect(seen.length).toBeLessThanOrEqual(3);
  });

  test('a render with the same content does not re-arm the pause', () => {
    const seen: Array<{ kind: string; value: string }> = [];
    const view = render(<Probe kind="user" value="a" seen={seen} />);
    act(() => vi.advanceTimersByTime(DELAY));
    act(() => view.rerender(<Probe kind="user" value="ab" seen={seen} />));
    act(() => vi.advanceTimersByTime(DELAY - 100));
    // Something else on the page renders the caller again with the same audience.
    act(() => view.rerender(<Probe kind="user" value="ab" seen={seen} />));
    act(() => vi.advanceTimersByTime(100));
    expect(seen.at(-1)).toEqual({ kind: 'user', value: 'ab' });
  });

  test('a change of content still waits for the pause', () => {
    const seen: Array<{ kind: string; value: string }> = [];
    const view = render(<Probe kind="user" value="a" seen={seen} />);
    act(() => view.rerender(<Probe kind="user" value="ab" seen={seen} />));
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(seen.at(-1)).toEqual({ kind: 'user', value: 'a' });
    act(() => vi.advanceTimersByTime(1));
    expect(seen.at(-1)).toEqual({ kind: 'user', value: 'ab' });
  });
});
