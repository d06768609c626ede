// The live store and connection rules of spec §4/§9 (issue points 5–7), with fake timers, a fake
// socket and fake-indexeddb.
import { afterEach, beforeEach, describe, expect, test, vi, type Mock } from 'vitest';
import { render } from '@testing-library/react';
import type { Match } from '@shared/football';
import { isStaleSync, LIVE_EVENTS } from '@shared/live-rules';
import { applySync, applyUpdate, createLiveStore, orderedMatches, type LiveStore } from '@app/features/live/store';
import { LiveController, type LiveSocket } from '@app/features/live/controller';
import { onTabReturn } from '@app/features/live/visibility';
import { persistLiveState, restoreLiveState } from '@app/features/live/persistence';
import { readLiveState, saveSyncIfNewer, writeLiveState } from '@shared/live-data';
import { useLiveMatches } from '@app/features/live';
import { triggerBackgroundSync } from '@app/lib/service-worker';
import { Manager, type ManagerOptions } from 'socket.io-client';
import { LiveMatchesProvider } from '@app/features/live/provider';
import { createGenericSocket, createLiveSocket, GENERIC_SOCKET_OPTIONS, LIVE_SOCKET_OPTIONS } from '@app/lib/socket';
import { listedMatch } from '../support/match-fixture';

type Listener = (...args: never[]) => void;

class FakeSocket implements LiveSocket {
  connected = false;
  active = false;
  connectCalls = 0;
  emitted: Array<[string, unknown]> = [];
  private listeners = new Map<string, Listener[]>();
  private managerListeners = new Map<string, Listener[]>();
  io = { on: (event: string, listener: Listener) => this.add(this.managerListeners, event, listener) };

  private add(map: Map<string, Listener[]>, event: string, listener: Listener) {
    map.set(event, [...(map.get(event) ?? []), listener]);
    return this;
  }
  on(event: string, listener: Listener) {
    return this.add(this.listeners, event, listener);
  }
  emit(event: string, payload?: unknown) {
    this.emitted.push([event, payload]);
    return this;
  }
  connect() {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }
  disconnect() {
    const was = this.connected;
    this.connected = false;
    this.active = false;
    if (was) this.fire('disconnect', 'io client disconnect');
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
  fireManager(event: string, ...args: unknown[]) {
    for (const listener of this.managerListeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
  /** The server accepted the connection. */
  accept() {
    this.connected = true;
    this.active = true;
    this.fire('connect');
  }
  fail(times = 1) {
    for (let i = 0; i < times; i++) this.fire('connect_error', new Error('websocket error'));
  }
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('live store sync rules', () => {
  let store: LiveStore;
  beforeEach(() => {
    store = createLiveStore();
  });

  test('a sync replaces all matches and sets lastUpdate', () => {
    applySync(store, [listedMatch(1), listedMatch(2)], 100);
    applySync(store, [listedMatch(3)], 200);
    expect(Object.keys(store.getState().matches)).toEqual(['3']);
    expect(store.getState().lastUpdate).toBe(200);
  });

  test('a sync older than lastUpdate is ignored and clears isUpdating', () => {
    applySync(store, [listedMatch(1, 2, 0)], 200);
    store.setState({ isUpdating: true });
    expect(applySync(store, [listedMatch(1, 0, 0)], 150)).toBe(false);
    expect(store.getState().matches[1].homeScore).toBe(2);
    expect(store.getState().lastUpdate).toBe(200);
    expect(store.getState().isUpdating).toBe(false);
  });

  test('single and multiple updates merge by id', () => {
    applySync(store, [listedMatch(1), listedMatch(2), listedMatch(3)], 100);
    applyUpdate(store, { type: 'single_match', match: listedMatch(2, 1, 0), timestamp: 110 });
    applyUpdate(store, { type: 'multiple_matches', matches: [listedMatch(3, 0, 1), listedMatch(4)], timestamp: 120 });
    const { matches, lastUpdate } = store.getState();
    expect(Object.keys(matches).map(Number)).toEqual([1, 2, 3, 4]);
    expect([matches[1].homeScore, matches[2].homeScore, matches[3].awayScore]).toEqual([0, 1, 1]);
    expect(lastUpdate).toBe(120);
  });

  test('a sync that changes nothing keeps the same objects, and a goal replaces only its match', () => {
    applySync(store, [listedMatch(1), listedMatch(2)], 100);
    const before = store.getState();
    // The same scores again, as new objects from the network: no row has anything to render.
    applySync(store, [listedMatch(1), listedMatch(2)], 200);
    expect(store.getState().matches).toBe(before.matches);
    expect(store.getState().order).toBe(before.order);
    expect(store.getState().lastUpdate).toBe(200);
    applyUpdate(store, { type: 'single_match', match: listedMatch(2, 1, 0), timestamp: 210 });
    const after = store.getState().matches;
    expect(after).not.toBe(before.matches);
    expect(after[1]).toBe(before.matches[1]);
    expect(after[2].homeScore).toBe(1);
  });

  test("the server's order is kept: syncs as sent, a new match from an update goes last", () => {
    applySync(store, [listedMatch(30), listedMatch(4), listedMatch(17)], 100);
    applyUpdate(store, { type: 'multiple_matches', matches: [listedMatch(4, 1, 0), listedMatch(2)], timestamp: 110 });
    expect(orderedMatches(store.getState()).map((m) => m.id)).toEqual([30, 4, 17, 2]);
    expect(orderedMatches(store.getState())[1].homeScore).toBe(1);
  });
});

describe('live connection and sync throttle', () => {
  let store: LiveStore;
  let socket: FakeSocket;
  let controller: LiveController;
  let fetchMatches: Mock<() => Promise<{ matches: Match[]; timestamp: number | null }>>;
  let registerBackgroundSync: Mock<() => Promise<void>>;

  beforeEach(async () => {
    vi.useFakeTimers({ now: new Date('2025-11-21T18:00:00Z') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    visibility = 'visible';
    store = createLiveStore();
    socket = new FakeSocket();
    fetchMatches = vi.fn(async () => ({
      matches: [listedMatch(9, fetchMatches.mock.calls.length, 0)],
      timestamp: Date.now(),
    }));
    registerBackgroundSync = vi.fn(async () => undefined);
    controller = new LiveController({ store, createSocket: () => socket, fetchMatches, registerBackgroundSync });
    controller.start();
    // Let the initial HTTP load settle and the throttle window pass.
    await vi.advanceTimersByTimeAsync(1000);
    fetchMatches.mockClear();
  });

  afterEach(() => {
    controller.stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const syncRequests = () => socket.emitted.filter(([event]) => event === LIVE_EVENTS.requestMatchesSync).length;

  test('connects on start and loads today over HTTP first; a successful connect marks the store connected', () => {
    expect(socket.connectCalls).toBe(1);
    expect(store.getState().matches[9]).toBeDefined();
    socket.accept();
    expect(store.getState()).toMatchObject({
      isConnected: true,
      isReconnecting: false,
      useFallback: false,
      reconnectAttempts: 0,
    });
  });

  test('a non-forced sync is skipped while one is in progress, while updating and within 1000 ms', () => {
    socket.accept();
    const { lastUpdate } = store.getState();
    expect(controller.requestSync()).toBe(true);
    expect(socket.emitted.at(-1)).toEqual([LIVE_EVENTS.requestMatchesSync, { lastUpdate }]);
    expect(store.getState().isUpdating).toBe(true);
    expect(controller.requestSync()).toBe(false); // in progress

    socket.fire(LIVE_EVENTS.matchesSync, { matches: [listedMatch(1)], timestamp: Date.now() });
    expect(store.getState().isUpdating).toBe(false);
    vi.advanceTimersByTime(500);
    expect(controller.requestSync()).toBe(false); // within 1000 ms of the last
    vi.advanceTimersByTime(501);
    store.setState({ isUpdating: true });
    expect(controller.requestSync()).toBe(false); // already updating
    store.setState({ isUpdating: false });
    expect(controller.requestSync()).toBe(true);
    expect(controller.requestSync(true)).toBe(true); // forced bypasses the throttle
    expect(syncRequests()).toBe(3);
  });

  test('a sync with no answer in 8 s releases the throttle', () => {
    socket.accept();
    controller.requestSync();
    vi.advanceTimersByTime(7999);
    expect(controller.requestSync()).toBe(false);
    expect(store.getState().isUpdating).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().isUpdating).toBe(false);
    expect(controller.requestSync()).toBe(true);
  });

  test('after the tab was hidden over 5 s a forced sync runs on return, and another 1 s later', () => {
    socket.accept();
    controller.requestSync(); // in progress: only a forced sync can go through
    setVisibility('hidden');
    vi.advanceTimersByTime(5001);
    setVisibility('visible');
    expect(syncRequests()).toBe(2);
    vi.advanceTimersByTime(999);
    expect(syncRequests()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(syncRequests()).toBe(3);
  });

  test('a tab hidden for less than 5 s does not resync', () => {
    socket.accept();
    setVisibility('hidden');
    vi.advanceTimersByTime(4000);
    setVisibility('visible');
    vi.advanceTimersByTime(2000);
    expect(syncRequests()).toBe(0);
  });

  test('after 5 connect errors the socket is closed and polling runs every 15 s', async () => {
    socket.fail(4);
    expect(store.getState().useFallback).toBe(false);
    expect(fetchMatches).not.toHaveBeenCalled();
    socket.fail(1);
    expect(store.getState()).toMatchObject({ useFallback: true, isConnected: false, isReconnecting: false });
    expect(socket.active).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMatches).toHaveBeenCalledTimes(1);
    expect(store.getState().matches[9].homeScore).toBe(1);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetchMatches).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMatches).toHaveBeenCalledTimes(2);
    // Each polling round gives the socket another chance.
    expect(socket.connectCalls).toBe(2);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetchMatches).toHaveBeenCalledTimes(3);
    expect(store.getState().matches[9].homeScore).toBe(3); // the third poll's data
  });

  test('while polling, a socket that socket.io gave up on is let go: the next round tries it again', async () => {
    socket.fail(5);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(socket.connectCalls).toBe(2); // the start and the round's try
    // socket.io's own attempts after that try all fail; it gives up but keeps the socket active.
    socket.fail(5);
    socket.fireManager('reconnect_failed');
    expect(socket.active).toBe(false);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(socket.connectCalls).toBe(3);
    expect(fetchMatches).toHaveBeenCalledTimes(3);
    expect(store.getState().useFallback).toBe(true);
  });

  test('a permanent reconnect failure also switches to polling', async () => {
    socket.accept();
    socket.connected = false;
    socket.fire('disconnect', 'transport close');
    expect(store.getState().isReconnecting).toBe(true);
    socket.fireManager('reconnect_attempt', 1);
    socket.fireManager('reconnect_attempt', 2);
    expect(store.getState().reconnectAttempts).toBe(2);
    socket.fireManager('reconnect_failed');
    expect(store.getState()).toMatchObject({ useFallback: true, isReconnecting: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMatches).toHaveBeenCalledTimes(1);
  });

  test('a successful reconnect resets attempts, reconnecting and fallback, stops polling and zeroes the error count', async () => {
    socket.fail(5);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetchMatches).toHaveBeenCalledTimes(2);
    socket.fireManager('reconnect');
    socket.accept();
    expect(store.getState()).toMatchObject({
      isConnected: true,
      reconnectAttempts: 0,
      isReconnecting: false,
      useFallback: false,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMatches).toHaveBeenCalledTimes(2);
    // The error count started again from zero: 4 errors are not enough for a fallback.
    socket.connected = false;
    socket.fail(4);
    expect(store.getState().useFallback).toBe(false);
    socket.fail(1);
    expect(store.getState().useFallback).toBe(true);
  });

  test('a disconnect the client asked for does not count as reconnecting', () => {
    socket.accept();
    controller.stop();
    expect(store.getState()).toMatchObject({ isConnected: false, isReconnecting: false });
    controller.start();
  });

  test('a server-side disconnect counts as reconnecting', () => {
    socket.accept();
    socket.connected = false;
    socket.fire('disconnect', 'transport close');
    expect(store.getState()).toMatchObject({ isConnected: false, isReconnecting: true });
  });

  test('the server ending the session disconnects the socket: it connects again at once, as whoever is signed in now', () => {
    socket.accept();
    const before = socket.connectCalls;
    socket.connected = false;
    socket.active = false; // socket.io does not reconnect by itself after 'io server disconnect'
    socket.fire('disconnect', 'io server disconnect');
    expect(socket.connectCalls).toBe(before + 1);
    expect(store.getState()).toMatchObject({ isConnected: false, isReconnecting: true });
  });

  test('going back online sets the sync flag and registers background sync', async () => {
    socket.accept();
    window.dispatchEvent(new Event('online'));
    expect(store.getState().needsSync).toBe(true);
    expect(registerBackgroundSync).toHaveBeenCalledTimes(1);
    expect(syncRequests()).toBe(1);
    socket.fire(LIVE_EVENTS.matchesSync, { matches: [], timestamp: Date.now() });
    expect(store.getState().needsSync).toBe(false);
  });

  test('live_match_update events merge into the store', () => {
    socket.accept();
    const now = Date.now();
    socket.fire(LIVE_EVENTS.matchesSync, { matches: [listedMatch(1), listedMatch(2)], timestamp: now + 10 });
    socket.fire(LIVE_EVENTS.liveMatchUpdate, {
      type: 'single_match',
      match: listedMatch(2, 1, 0),
      timestamp: now + 20,
    });
    expect(store.getState().matches[2].homeScore).toBe(1);
    expect(store.getState().lastUpdate).toBe(now + 20);
  });
});

describe('visibility helper', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    visibility = 'visible';
  });
  afterEach(() => vi.useRealTimers());

  test('defaults to a 30 s threshold and a 1 s delay', () => {
    const callback = vi.fn();
    const stop = onTabReturn(callback);
    setVisibility('hidden');
    vi.advanceTimersByTime(29_000);
    setVisibility('visible');
    vi.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
    setVisibility('hidden');
    vi.advanceTimersByTime(30_001);
    setVisibility('visible');
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('IndexedDB persistence', () => {
  test('changes are saved and read back before anything renders', async () => {
    const store = createLiveStore();
    store.setState({ hydrated: true });
    const stop = persistLiveState(store);
    applySync(store, [listedMatch(1, 3, 1)], 500);
    await vi.waitFor(async () => expect((await readLiveState())?.lastUpdate).toBe(500));
    stop();

    const coldStart = createLiveStore();
    expect(coldStart.getState().hydrated).toBe(false);
    await restoreLiveState(coldStart);
    expect(coldStart.getState()).toMatchObject({ hydrated: true, lastUpdate: 500 });
    expect(coldStart.getState().matches[1]).toMatchObject({ homeScore: 3, awayScore: 1 });
  });

  test('the saved record keeps the server order and restores it', async () => {
    const store = createLiveStore();
    store.setState({ hydrated: true });
    const stop = persistLiveState(store);
    applySync(store, [listedMatch(9), listedMatch(1), listedMatch(5)], 700);
    await vi.waitFor(async () => expect((await readLiveState())?.matches.map((m) => m.id)).toEqual([9, 1, 5]));
    stop();
    const coldStart = createLiveStore();
    await restoreLiveState(coldStart);
    expect(orderedMatches(coldStart.getState()).map((m) => m.id)).toEqual([9, 1, 5]);
  });

  test('one stale rule for the store and the worker: older data never replaces newer', async () => {
    expect(isStaleSync(99, 100)).toBe(true);
    expect(isStaleSync(100, 100)).toBe(false);
    expect(isStaleSync(5, null)).toBe(false);
    await writeLiveState({ matches: [listedMatch(1, 4, 0)], lastUpdate: 1000, savedAt: 0 });
    expect(await saveSyncIfNewer([listedMatch(1, 0, 0)], 999)).toBe(false);
    expect((await readLiveState())?.matches[0].homeScore).toBe(4);
    expect(await saveSyncIfNewer([listedMatch(1, 5, 0)], 1001)).toBe(true);
    expect(await readLiveState()).toMatchObject({ lastUpdate: 1001, matches: [{ homeScore: 5 }] });
  });

  test('restoring never overwrites newer data already in the store', async () => {
    await writeLiveState({ matches: [listedMatch(1, 0, 0)], lastUpdate: 100, savedAt: 0 });
    const store = createLiveStore();
    applySync(store, [listedMatch(1, 2, 2)], 900);
    await restoreLiveState(store);
    expect(store.getState().matches[1].homeScore).toBe(2);
  });
});

describe('live hook', () => {
  test('throws a Portuguese error outside LiveMatchesProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Reader() {
      useLiveMatches((state) => state.isConnected);
      return null;
    }
    expect(() => render(<Reader />)).toThrow('useLiveMatches deve ser usado dentro de um LiveMatchesProvider.');
    vi.restoreAllMocks();
  });
});

describe('background sync page helper', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'serviceWorker', original);
    else delete (navigator as unknown as Record<string, unknown>).serviceWorker;
    vi.useRealTimers();
  });

  function fakeWorker() {
    const target = new EventTarget();
    const posted: unknown[] = [];
    const container = Object.assign(target, {
      controller: { postMessage: (message: unknown) => posted.push(message) },
    });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    const reply = (type: string) => target.dispatchEvent(new MessageEvent('message', { data: { type } }));
    return { posted, reply };
  }

  test("reports 'Service worker not supported' without a worker", () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
    const onFailure = vi.fn();
    triggerBackgroundSync(undefined, onFailure);
    expect(onFailure.mock.calls[0][0].message).toBe('Service worker not supported');
  });

  test('sends TRIGGER_BACKGROUND_SYNC and resolves on BACKGROUND_SYNC_COMPLETED', () => {
    const worker = fakeWorker();
    const onSuccess = vi.fn();
    triggerBackgroundSync(onSuccess);
    expect(worker.posted).toEqual([{ type: 'TRIGGER_BACKGROUND_SYNC' }]);
    worker.reply('BACKGROUND_SYNC_COMPLETED');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  test("reports 'Background sync failed' on BACKGROUND_SYNC_FAILED", () => {
    const worker = fakeWorker();
    const onFailure = vi.fn();
    triggerBackgroundSync(undefined, onFailure);
    worker.reply('BACKGROUND_SYNC_FAILED');
    expect(onFailure.mock.calls[0][0].message).toBe('Background sync failed');
  });

  test("reports 'Background sync timeout' after 30 s without an answer", () => {
    vi.useFakeTimers();
    fakeWorker();
    const onFailure = vi.fn();
    triggerBackgroundSync(undefined, onFailure);
    vi.advanceTimersByTime(29_999);
    expect(onFailure).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFailure.mock.calls[0][0].message).toBe('Background sync timeout');
  });
});

describe('back online, the service worker is asked to sync now (spec §7)', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'serviceWorker', original);
    else delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  });

  test('the app posts TRIGGER_BACKGROUND_SYNC to the worker when the network comes back, and applies its answer', async () => {
    const posted: unknown[] = [];
    const worker = Object.assign(new EventTarget(), {
      controller: { postMessage: (message: unknown) => posted.push(message) },
      ready: new Promise(() => undefined),
    });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
    // The provider's own first load over HTTP: an empty day from this test's stand-in server.
    vi.stubGlobal('fetch', async () => Response.json({ matches: [], timestamp: 1 }));
    const socket = new FakeSocket();
    const seen: Array<number | null> = [];
    function Reader() {
      seen.push(useLiveMatches((state) => state.matches[7]?.homeScore ?? null));
      return null;
    }
    const view = render(
      <LiveMatchesProvider createSocket={() => socket}>
        <Reader />
      </LiveMatchesProvider>,
    );
    await vi.waitFor(() => expect(socket.connectCalls).toBe(1));
    expect(posted).toEqual([]);
    window.dispatchEvent(new Event('online'));
    expect(posted).toEqual([{ type: 'TRIGGER_BACKGROUND_SYNC' }]);
    // The worker's sync reaches the page as LIVE_MATCHES_SYNC (re-broadcast as a window event).
    window.dispatchEvent(
      new CustomEvent('live-matches-sync', {
        detail: { type: 'LIVE_MATCHES_SYNC', data: [listedMatch(7, 2, 1)], timestamp: Date.now() + 60_000 },
      }),
    );
    await vi.waitFor(() => expect(seen.at(-1)).toBe(2));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'BACKGROUND_SYNC_COMPLETED' } }));
    view.unmount();
    vi.unstubAllGlobals();
  });
});

describe('socket reconnection defaults (spec §9)', () => {
  /** The delays a real socket.io Manager built with these options waits before each of `n` attempts. */
  function delays(options: Partial<ManagerOptions>, n: number): number[] {
    const manager = new Manager('http://127.0.0.1:9', { ...options, autoConnect: false });
    const backoff = (manager as unknown as { backoff: { duration(): number } }).backoff;
    return Array.from({ length: n }, () => backoff.duration());
  }

  test('the generic socket (notifications) reconnects from 1 s up to 5 s; the live socket from 1 s up to 30 s', () => {
    const generic = createGenericSocket('http://127.0.0.1:9');
    expect(generic.options).toMatchObject({ reconnectionDelay: 1000, reconnectionDelayMax: 5000 });
    expect(createLiveSocket('http://127.0.0.1:9').options).toMatchObject({
      reconnectionDelay: 1000,
      reconnectionDelayMax: 30_000,
    });
    // With the 0.5 randomisation, no generic wait exceeds 5 s; the live socket's later waits do.
    expect(Math.max(...delays(GENERIC_SOCKET_OPTIONS, 12))).toBeLessThanOrEqual(5000);
    expect(Math.max(...delays(LIVE_SOCKET_OPTIONS, 12))).toBeGreaterThan(5000);
  });
});
