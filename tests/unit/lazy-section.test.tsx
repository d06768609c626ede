// Spec §4 "Home lazy loading" and §9 "Lazy loading": each home section's threshold, margin and
// delay, the watcher that applies them (fake IntersectionObserver, fake timers), and the bonus
// column asking the server for its data only when its rule says so — not merely drawing it later.
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { HOME_LAZY, lazyDelayMs, watchLazySection, type LazyEnvironment, type LazyRule } from '@app/lib/lazy-section';
import { HomeBonus } from '@app/features/bonus';

/** An IntersectionObserver the test moves by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** The observed element enters (or stays out of) the viewport. */
  fire(isIntersecting: boolean) {
    if (this.disconnected) return;
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const env = (withObserver = true): LazyEnvironment => ({
  IntersectionObserver: withObserver ? (FakeObserver as unknown as typeof IntersectionObserver) : undefined,
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

beforeEach(() => {
  FakeObserver.instances = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the home sections’ rules (spec §9)', () => {
  test('thresholds, margins and priorities, word for word', () => {
    expect(HOME_LAZY).toEqual({
      teamBadges: { threshold: 0, priority: 'high' },
      upcomingMatches: { threshold: 0, priority: 'high' },
      news: { threshold: 0.1, rootMargin: '50px', priority: 'medium' },
      bonus: { threshold: 0.05, rootMargin: '200px', priority: 'low' },
      leagues: { threshold: 0.05, rootMargin: '100px', priority: 'low' },
    });
  });

  test('delays: none for the badges and matches, 300 ms for the news, 600 + 500 ms for bonus and leagues', () => {
    expect(lazyDelayMs(HOME_LAZY.teamBadges.priority)).toBe(0);
    expect(lazyDelayMs(HOME_LAZY.upcomingMatches.priority)).toBe(0);
    expect(lazyDelayMs(HOME_LAZY.news.priority)).toBe(300);
    expect(lazyDelayMs(HOME_LAZY.bonus.priority)).toBe(1100);
    expect(lazyDelayMs(HOME_LAZY.leagues.priority)).toBe(1100);
  });
});

describe('watchLazySection', () => {
  test('observes with the rule’s threshold and margin; nothing happens before the section is reached', () => {
    vi.useFakeTimers();
    const onReady = vi.fn();
    const element = document.createElement('div');
    watchLazySection(element, HOME_LAZY.news, onReady, env());
    const [observer] = FakeObserver.instances;
    expect(observer!.options).toEqual({ threshold: 0.1, rootMargin: '50px' });
    expect(observer!.observed).toEqual([element]);
    vi.advanceTimersByTime(60_000);
    observer!.fire(false);
    vi.advanceTimersByTime(60_000);
    expect(onReady).not.toHaveBeenCalled();
  });

  test.each([
    ['news', HOME_LAZY.news, 300],
    ['bonus', HOME_LAZY.bonus, 1100],
    ['leagues', HOME_LAZY.leagues, 1100],
    ['upcoming matches', HOME_LAZY.upcomingMatches, 0],
  ])('%s: ready exactly %i ms after it is reached, once', (_name, rule, delay) => {
    vi.useFakeTimers();
    const onReady = vi.fn();
    watchLazySection(document.createElement('div'), rule, onReady, env());
    const [observer] = FakeObserver.instances;
    expect(observer!.options.rootMargin).toBe((rule as LazyRule).rootMargin ?? '0px');
    vi.advanceTimersByTime(5000); // time before the section is reached does not count
    observer!.fire(true);
    expect(observer!.disconnected).toBe(true);
    if (delay > 0) {
      vi.advanceTimersByTime(delay - 1);
      expect(onReady).not.toHaveBeenCalled();
    }
    vi.advanceTimersByTime(1);
    expect(onReady).toHaveBeenCalledOnce();
    observer!.fire(true);
    vi.advanceTimersByTime(10_000);
    expect(onReady).toHaveBeenCalledOnce();
  });

  test('leaving the page before the delay ends cancels it', () => {
    vi.useFakeTimers();
    const onReady = vi.fn();
    const stop = watchLazySection(document.createElement('div'), HOME_LAZY.bonus, onReady, env());
    FakeObserver.instances[0]!.fire(true);
    vi.advanceTimersByTime(1000);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(onReady).not.toHaveBeenCalled();
  });

  test('without IntersectionObserver a section counts as reached at once, and still waits its delay', () => {
    vi.useFakeTimers();
    const onReady = vi.fn();
    watchLazySection(document.createElement('div'), HOME_LAZY.news, onReady, env(false));
    vi.advanceTimersByTime(299);
    expect(onReady).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onReady).toHaveBeenCalledOnce();
  });
});

describe('the home bonus column', () => {
  test('asks /api/bonus only 1100 ms after it is reached, then shows the real empty state', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ offers: [], helpUrl: 'https://ajuda.exemplo/' }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createRouter({
      routeTree: createRootRoute({ component: HomeBonus }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: 'Bônus' });
    // Effects run after the paint: the observer may come a moment after the heading.
    await waitFor(() => expect(FakeObserver.instances.length).toBeGreaterThan(0));
    const observer = FakeObserver.instances.at(-1)!;
    expect(observer.options).toEqual({ threshold: 0.05, rootMargin: '200px' });
    expect(screen.queryByLabelText('Carregando ofertas')).not.toBeNull();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => observer.fire(true));
    act(() => vi.advanceTimersByTime(1099));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/bonus');
    await screen.findByText('Nenhuma oferta no momento');
    expect(screen.queryByLabelText('Carregando ofertas')).toBeNull();
  });
});
