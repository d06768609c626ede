// Notification centre rules (issue 10 points 8 and 11): the client view mapping of spec §3, the
// filter of §5, the read-state rules of §4 and the relative times of §9 (fake timers), the
// controller's refresh every 30 s with _t, and the hook outside its provider.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render } from '@testing-library/react';
import {
  displayType,
  filterNotifications,
  isServerId,
  relativeTime,
  toView,
  type NotificationList,
  type NotificationView,
  type ServerNotification,
} from '@app/features/notifications/model';
import {
  applyFetchError,
  applyList,
  clearNotifications,
  createNotificationsStore,
  FETCH_ERROR,
  markAllRead,
  markRead,
  refreshTimes,
  removeAll,
  removeNotification,
} from '@app/features/notifications/store';
import {
  DEFAULT_ALERT_TITLE,
  NotificationsController,
  type NotificationAlert,
  type NotificationCalls,
} from '@app/features/notifications/controller';
import { fetchNotifications } from '@app/features/notifications/api';
import { useNotifications } from '@app/features/notifications';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relative times (spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  test.each([
    [0, 'agora'],
    [59_999, 'agora'],
    [MIN, '1m'],
    [59 * MIN + 59_000, '59m'],
    [HOUR, '1h'],
    [23 * HOUR + 59 * MIN, '23h'],
    [DAY, '1d'],
    [6 * DAY + 23 * HOUR, '6d'],
    [7 * DAY, '1sem'],
    [20 * DAY, '2sem'],
  ])('%i ms ago is %s', (elapsed, label) => {
    expect(relativeTime(ago(elapsed))).toBe(label);
  });

  test('a time in the future (a fast server clock) is "agora", not a negative label', () => {
    expect(relativeTime(new Date(NOW + 5 * MIN).toISOString())).toBe('agora');
  });

  test('the labels move on as the clock moves', () => {
    const store = createNotificationsStore();
    applyList(store, { notifications: [{ id: 1, createdAt: ago(0) }], unreadCount: 1 }, Date.now());
    expect(store.getState().notifications[0].timeAgo).toBe('agora');
    vi.advanceTimersByTime(2 * HOUR);
    refreshTimes(store, Date.now());
    expect(store.getState().notifications[0].timeAgo).toBe('2h');
  });
});

describe('client view mapping (spec §3)', () => {
  test('defaults: title Notificação, description from message else empty, priority normal, expiresAt null', () => {
    const view = toView({ id: 7, createdAt: ago(5 * MIN) }, NOW);
    expect(view).toEqual({
      id: '7',
      title: 'Notificação',
      description: '',
      type: 'system',
      timeAgo: '5m',
      read: false,
      actionUrl: null,
      image: null,
      createdAt: ago(5 * MIN),
      priority: 'normal',
      expiresAt: null,
      icon: null,
    });
    expect(toView({ id: 1, message: 'Texto' }, NOW).description).toBe('Texto');
    expect(toView({ id: 1, message: 'Texto', description: 'Descrição' }, NOW).description).toBe('Descrição');
  });

  test('server types: marketing and alert → update; system, match, news stay; anything else → system', () => {
    expect(displayType('marketing')).toBe('update');
    expect(displayType('alert')).toBe('update');
    expect(displayType('system')).toBe('system');
    expect(displayType('match')).toBe('match');
    expect(displayType('news')).toBe('news');
    expect(displayType('payment')).toBe('system');
    expect(displayType(undefined)).toBe('system');
  });

  test('read from the read flag or a readAt time; the rest passes through', () => {
    const item: ServerNotification = {
      id: 3,
      type: 'match',
      title: 'Gol do Flamengo!',
      message: "Flamengo 1 - 0 Palmeiras (23')",
      readAt: ago(MIN),
      actionUrl: '/match/flamengo-vs-palmeiras/3',
      image: '/crests/1.svg',
      icon: 'goal',
      priority: 'high',
      expiresAt: '2026-12-01T00:00:00.000Z',
      createdAt: ago(3 * HOUR),
    };
    expect(toView(item, NOW)).toMatchObject({
      id: '3',
      type: 'match',
      read: true,
      actionUrl: '/match/flamengo-vs-palmeiras/3',
      image: '/crests/1.svg',
      icon: 'goal',
      priority: 'high',
      expiresAt: '2026-12-01T00:00:00.000Z',
      timeAgo: '3h',
    });
    expect(toView({ id: 4, read: true }, NOW).read).toBe(true);
  });

  test('only all-digit ids are server ids', () => {
    expect(isServerId('123')).toBe(true);
    expect(isServerId('system-welcome')).toBe(false);
    expect(isServerId('12a')).toBe(false);
    expect(isServerId('')).toBe(false);
  });
});

describe('filter (spec §5)', () => {
  const items: NotificationView[] = [
    toView({ id: 1, type: 'match', title: 'Gol do Flamengo!', message: 'Flamengo 1 - 0 Palmeiras' }, NOW),
    toView({ id: 2, type: 'news', title: 'Notícia', message: 'Técnico do Palmeiras renova', read: true }, NOW),
    toView({ id: 3, type: 'alert', title: 'ÁLBUM novo', message: 'x' }, NOW),
    toView({ id: 4, type: 'match', title: 'Fim de jogo', message: 'Corinthians 0 - 0 Santos', read: true }, NOW),
  ];
  const ids = (list: NotificationView[]) => list.map((item) => item.id);

  test('by tab: all, unread (read flag), match and news (type)', () => {
    expect(ids(filterNotifications(items, { tab: 'all', search: '' }))).toEqual(['1', '2', '3', '4']);
    expect(ids(filterNotifications(items, { tab: 'unread', search: '' }))).toEqual(['1', '3']);
    expect(ids(filterNotifications(items, { tab: 'match', search: '' }))).toEqual(['1', '4']);
    expect(ids(filterNotifications(items, { tab: 'news', search: '' }))).toEqual(['2']);
  });

  test('text search is case-insensitive over title and description, combined with the tab', () => {
    expect(ids(filterNotifications(items, { tab: 'all', search: 'PALMEIRAS' }))).toEqual(['1', '2']);
    expect(ids(filterNotifications(items, { tab: 'all', search: 'álbum' }))).toEqual(['3']);
    expect(ids(filterNotifications(items, { tab: 'match', search: 'palmeiras' }))).toEqual(['1']);
    expect(ids(filterNotifications(items, { tab: 'unread', search: 'santos' }))).toEqual([]);
    expect(ids(filterNotifications(items, { tab: 'all', search: '   ' }))).toHaveLength(4);
  });
});

const list = (...items: ServerNotification[]): NotificationList => ({
  notifications: items,
  unreadCount: items.filter((item) => !item.read).length,
});

describe('read state (spec §4)', () => {
  test('reading an unread item drops the count by one; reading it again changes nothing', () => {
    const store = createNotificationsStore();
    applyList(store, list({ id: 1 }, { id: 2 }, { id: 3, read: true }), NOW);
    expect(store.getState().unreadCount).toBe(2);
    expect(markRead(store, '1')).toBe(true);
    expect(store.getState().unreadCount).toBe(1);
    expect(markRead(store, '1')).toBe(false);
    expect(markRead(store, '3')).toBe(false);
    expect(store.getState().unreadCount).toBe(1);
  });

  test('the count never goes below 0 (a server count lower than the unread items)', () => {
    const store = createNotificationsStore();
    applyList(store, { notifications: [{ id: 1 }, { id: 2 }], unreadCount: 1 }, NOW);
    markRead(store, '1');
    markRead(store, '2');
    removeNotification(store, '2');
    expect(store.getState().unreadCount).toBe(0);
    applyList(store, { notifications: [], unreadCount: -3 }, NOW);
    expect(store.getState().unreadCount).toBe(0);
  });

  test('deleting an unread item lowers the count, a read one does not; delete-all empties both', () => {
    const store = createNotificationsStore();
    applyList(store, list({ id: 1 }, { id: 2, read: true }, { id: 3 }), NOW);
    removeNotification(store, '2');
    expect(store.getState().unreadCount).toBe(2);
    removeNotification(store, '1');
    expect(store.getState().unreadCount).toBe(1);
    expect(store.getState().notifications.map((item) => item.id)).toEqual(['3']);
    removeAll(store);
    expect(store.getState()).toMatchObject({ notifications: [], unreadCount: 0 });
  });

  test('mark all read', () => {
    const store = createNotificationsStore();
    applyList(store, list({ id: 1 }, { id: 2 }), NOW);
    markAllRead(store);
    expect(store.getState().unreadCount).toBe(0);
    expect(store.getState().notifications.every((item) => item.read)).toBe(true);
  });

  test('a failed fetch keeps the list and stores the message, else "Failed to fetch notifications"', () => {
    const store = createNotificationsStore();
    applyList(store, list({ id: 1 }), NOW);
    applyFetchError(store, new Error('500: boom'));
    expect(store.getState()).toMatchObject({ error: '500: boom', unreadCount: 1 });
    expect(store.getState().notifications).toHaveLength(1);
    applyFetchError(store, 'not an error');
    expect(store.getState().error).toBe(FETCH_ERROR);
    applyList(store, list(), NOW);
    expect(store.getState().error).toBeNull();
  });

  test('no user: cleared, count 0', () => {
    const store = createNotificationsStore();
    applyList(store, list({ id: 1 }), NOW);
    clearNotifications(store);
    expect(store.getState()).toMatchObject({ notifications: [], unreadCount: 0, loaded: false, error: null });
  });
});

type Listener = (...args: never[]) => void;

class FakeSocket {
  emitted: Array<[string, unknown[]]> = [];
  connected = false;
  disconnected = false;
  private listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push([event, args]);
  }
  connect() {
    this.connected = true;
    this.fire('connect');
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
}

function setup(lists: Array<NotificationList | Error> = []) {
  const store = createNotificationsStore();
  const fetched: Array<{ bust: boolean }> = [];
  const served = [...lists];
  const calls = {
    fetchList: vi.fn(async (options: { bust: boolean }): Promise<NotificationList> => {
      fetched.push(options);
      const next = served.length > 1 ? served.shift()! : served[0];
      if (!next) return list();
      if (next instanceof Error) throw next;
      return next;
    }),
    markRead: vi.fn(async () => undefined),
    markAllRead: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
    removeAll: vi.fn(async (): Promise<unknown> => undefined),
  } satisfies NotificationCalls;
  const sockets: FakeSocket[] = [];
  const alerts: NotificationAlert[] = [];
  const controller = new NotificationsController({
    store,
    calls,
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    alert: (alert) => alerts.push(alert),
    now: () => Date.now(),
  });
  return { store, calls, fetched, sockets, alerts, controller };
}

describe('notifications controller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  test('fetches when the user appears, then every 30 s with cache busting; clears and stops without a user', async () => {
    const { store, fetched, sockets, controller } = setup([list({ id: 1 })]);
    controller.setUser(42);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched).toEqual([{ bust: false }]);
    expect(store.getState().unreadCount).toBe(1);
    expect(sockets[0].emitted).toEqual([['authenticate', ['42']]]);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetched).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetched).toEqual([{ bust: false }, { bust: true }]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetched).toHaveLength(3);

    controller.setUser(null);
    expect(store.getState()).toMatchObject({ notifications: [], unreadCount: 0 });
    expect(sockets[0].disconnected).toBe(true);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(fetched).toHaveLength(3);
  });

  test('authenticate is sent again on each reconnect', async () => {
    const { sockets, controller } = setup();
    controller.setUser(5);
    sockets[0].fire('connect');
    expect(sockets[0].emitted.filter(([event]) => event === 'authenticate')).toHaveLength(2);
  });

  test('notification_update refreshes the list and shows an alert with the newest actionUrl; default title', async () => {
    const goal = { id: 9, type: 'match', title: 'Gol do Flamengo!', actionUrl: '/match/a-vs-b/3', createdAt: ago(0) };
    const { store, sockets, alerts, controller } = setup([list(), list(goal)]);
    controller.setUser(1);
    await vi.advanceTimersByTimeAsync(0);
    sockets[0].fire('notification_update', {
      type: 'new_notification',
      notification: { title: 'Gol do Flamengo!', message: 'Flamengo 1 - 0 Palmeiras' },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().unreadCount).toBe(1);
    expect(alerts).toEqual([
      { title: 'Gol do Flamengo!', body: 'Flamengo 1 - 0 Palmeiras', url: '/match/a-vs-b/3', priority: 'normal' },
    ]);
    sockets[0].fire('notification_update', { type: 'new_notification', message: 'Olá' });
    await vi.advanceTimersByTimeAsync(0);
    expect(alerts[1]).toMatchObject({ title: DEFAULT_ALERT_TITLE, body: 'Olá' });
  });

  test('read and delete are optimistic and call the server only for all-digit ids', async () => {
    const { store, calls, controller } = setup([list({ id: 1 }, { id: 'system-welcome' }, { id: 2 })]);
    controller.setUser(1);
    await vi.advanceTimersByTimeAsync(0);
    const pending = controller.markAsRead('1');
    expect(store.getState().unreadCount).toBe(2); // before the server answered
    await pending;
    expect(calls.markRead).toHaveBeenCalledWith('1');
    await controller.markAsRead('system-welcome');
    await controller.remove('system-welcome');
    expect(calls.markRead).toHaveBeenCalledTimes(1);
    expect(calls.remove).not.toHaveBeenCalled();
    expect(store.getState().notifications.map((item) => item.id)).toEqual(['1', '2']);
    await controller.remove('2');
    expect(calls.remove).toHaveBeenCalledWith('2');
    expect(store.getState().unreadCount).toBe(0);
  });

  test('a failed call is logged and the list refetched', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, calls, fetched, controller } = setup([list({ id: 1 }, { id: 2 })]);
    controller.setUser(1);
    await vi.advanceTimersByTimeAsync(0);
    calls.removeAll.mockRejectedValueOnce(new Error('500: falhou'));
    await controller.removeAll();
    expect(error).toHaveBeenCalled();
    expect(fetched).toHaveLength(2);
    expect(store.getState().notifications).toHaveLength(2); // the server still has them
    error.mockRestore();
  });

  test('a failed fetch keeps what was listed', async () => {
    const { store, controller } = setup([list({ id: 1 }), new Error('Failed to fetch notifications')]);
    controller.setUser(1);
    await vi.advanceTimersByTimeAsync(0);
    await controller.refresh({ bust: true });
    expect(store.getState()).toMatchObject({ error: 'Failed to fetch notifications', unreadCount: 1 });
    expect(store.getState().notifications).toHaveLength(1);
  });

  test('an answer for the previous user is dropped', async () => {
    const { store, calls, controller } = setup();
    let answer!: (value: NotificationList) => void;
    calls.fetchList.mockImplementationOnce(() => new Promise<NotificationList>((resolve) => (answer = resolve)));
    controller.setUser(1);
    controller.setUser(null);
    answer(list({ id: 1 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().notifications).toEqual([]);
  });
});

describe('list call (spec §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('the periodic refresh adds _t and no-cache headers; a missing body gives an empty list', async () => {
    const fetchMock = vi.fn(async () => new Response('{"notifications":[{"id":1}],"unreadCount":1}'));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchNotifications()).toEqual({ notifications: [{ id: 1 }], unreadCount: 1 });
    await fetchNotifications({ bust: true });
    const [plain] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const [busted, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(plain).toBe('/api/user/notifications');
    expect(busted).toMatch(/^\/api\/user\/notifications\?_t=\d+$/);
    expect(init.headers).toMatchObject({ 'Cache-Control': 'no-cache' });
    fetchMock.mockResolvedValueOnce(new Response('null'));
    expect(await fetchNotifications()).toEqual({ notifications: [], unreadCount: 0 });
  });
});

test('the notifications hook outside its provider throws', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  function Bell() {
    useNotifications((state) => state.unreadCount);
    return null;
  }
  expect(() => render(<Bell />)).toThrow(/NotificationsProvider/);
  error.mockRestore();
});
