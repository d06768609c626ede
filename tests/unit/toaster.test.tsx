import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Toaster } from '@app/components/ui/toaster';
import { toast, useToastStore } from '@app/components/ui/toast-store';
import { showGoalToast } from '@app/features/notifications/goal-toast';

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.useRealTimers());

describe('toasts (spec §5, §9)', () => {
  test('shows one toast at a time: the newest replaces the previous', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Primeiro' });
      toast({ title: 'Segundo' });
    });
    expect(screen.queryByText('Primeiro')).toBeNull();
    expect(screen.queryByText('Segundo')).not.toBeNull();
  });

  test('closes after the default 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Some em 5 s' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(useToastStore.getState().toasts[0].open).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(useToastStore.getState().toasts[0].open).toBe(false);
    // Removed from the queue only after 1,000,000 ms.
    act(() => vi.advanceTimersByTime(999_000));
    expect(useToastStore.getState().toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  test('F8 moves focus to the toast viewport', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Foco' }));
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const viewport = document.activeElement;
    expect(viewport?.tagName).toBe('OL');
    expect(viewport?.getAttribute('aria-label') ?? viewport?.parentElement?.getAttribute('aria-label')).toMatch(/F8/);
  });

  test('an action with empty alt text logs a console error and is not rendered', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Toaster />);
    act(
      () => void toast({ title: 'Com ação', action: { label: 'Desfazer', altText: '  ', onClick: () => undefined } }),
    );
    expect(screen.queryByRole('button', { name: 'Desfazer' })).toBeNull();
    expect(error.mock.calls.some((call) => String(call[0]).includes('altText'))).toBe(true);
    error.mockRestore();
  });

  test('an empty provider label logs a console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Toaster label="" />);
    act(() => void toast({ title: 'Sem rótulo' }));
    expect(error.mock.calls.some((call) => String(call[0]).includes('label'))).toBe(true);
    error.mockRestore();
  });

  test('an action with alt text is rendered', () => {
    render(<Toaster />);
    act(
      () =>
        void toast({
          title: 'Com ação',
          action: { label: 'Desfazer', altText: 'Desfazer a exclusão', onClick: () => undefined },
        }),
    );
    expect(screen.getByRole('button', { name: 'Desfazer' }).textContent).toBe('Desfazer');
  });
});

describe("a followed team's goal while the app is open (issue 22 point 3)", () => {
  test('shows a toast, announced politely, with a way to the match', async () => {
    const opened: string[] = [];
    render(<Toaster />);
    act(() =>
      showGoalToast(
        { title: 'Gol da Suíça!', body: "Suíça 1 - 0 Estados Unidos (12')", url: '/match/9', priority: 'high' },
        (url) => opened.push(url),
      ),
    );
    const title = await screen.findByText('Gol da Suíça!');
    expect(title.closest('li')?.textContent).toContain("Suíça 1 - 0 Estados Unidos (12')");
    // Radix says a background toast through a polite live region (never assertive, as errors are).
    expect(document.querySelector('[aria-live="assertive"]')).toBeNull();
    await vi.waitFor(() =>
      expect(
        [...document.querySelectorAll('[aria-live="polite"]')].some((region) =>
          region.textContent?.includes('Gol da Suíça!'),
        ),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ver partida' }));
    expect(opened).toEqual(['/match/9']);
  });
});
