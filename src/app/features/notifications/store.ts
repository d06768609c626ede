// The notification centre's state and the read-state rules of spec §4, as plain functions over a
// vanilla zustand store (the provider does the calls):
// - read (single, all, or on click) and delete are optimistic; the unread count drops by one, never
//   below 0, when an unread item is read or deleted;
// - a failed list fetch keeps the list and stores the error (spec §8);
// - with no signed-in user the list is empty and the count 0.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { relativeTime, toView, type NotificationList, type NotificationView } from './model';

export interface NotificationsState {
  notifications: NotificationView[];
  unreadCount: number;
  /** A fetch is running. */
  isLoading: boolean;
  /** The list has been fetched at least once for this user. */
  loaded: boolean;
  error: string | null;
}

export type NotificationsStore = StoreApi<NotificationsState>;

export const initialNotificationsState: NotificationsState = {
  notifications: [],
  unreadCount: 0,
  isLoading: false,
  loaded: false,
  error: null,
};

export function createNotificationsStore(): NotificationsStore {
  return createStore<NotificationsState>(() => ({ ...initialNotificationsState }));
}

export const FETCH_ERROR = 'Failed to fetch notifications';

export function startLoading(store: NotificationsStore): void {
  store.setState({ isLoading: true });
}

/** A list answer replaces the list and the count; the error is cleared. */
export function applyList(store: NotificationsStore, list: NotificationList, now: number = Date.now()): void {
  store.setState({
    notifications: list.notifications.map((item) => toView(item, now)),
    unreadCount: Math.max(0, list.unreadCount),
    isLoading: false,
    loaded: true,
    error: null,
  });
}

/** Spec §8: the message (else 'Failed to fetch notifications') is the error; the list stays. */
export function applyFetchError(store: NotificationsStore, error: unknown): void {
  const message = error instanceof Error && error.message ? error.message : FETCH_ERROR;
  store.setState({ isLoading: false, error: message });
}

/** No signed-in user: nothing listed, nothing unread. */
export function clearNotifications(store: NotificationsStore): void {
  store.setState({ ...initialNotificationsState });
}

/** Marks one read; returns whether it was unread (and so the count dropped). */
export function markRead(store: NotificationsStore, id: string): boolean {
  const { notifications, unreadCount } = store.getState();
  const target = notifications.find((item) => item.id === id);
  if (!target || target.read) return false;
  store.setState({
    notifications: notifications.map((item) => (item.id === id ? { ...item, read: true } : item)),
    unreadCount: Math.max(0, unreadCount - 1),
  });
  return true;
}

export function markAllRead(store: NotificationsStore): void {
  const { notifications } = store.getState();
  store.setState({ notifications: notifications.map((item) => ({ ...item, read: true })), unreadCount: 0 });
}

/** Removes one; an unread one also lowers the count. Returns whether it was there. */
export function removeNotification(store: NotificationsStore, id: string): boolean {
  const { notifications, unreadCount } = store.getState();
  const target = notifications.find((item) => item.id === id);
  if (!target) return false;
  store.setState({
    notifications: notifications.filter((item) => item.id !== id),
    unreadCount: target.read ? unreadCount : Math.max(0, unreadCount - 1),
  });
  return true;
}

export function removeAll(store: NotificationsStore): void {
  store.setState({ notifications: [], unreadCount: 0 });
}

/** Re-derives the relative times ('agora', '5m'...) against a new clock reading. */
export function refreshTimes(store: NotificationsStore, now: number = Date.now()): void {
  const { notifications } = store.getState();
  store.setState({
    notifications: notifications.map((item) => ({ ...item, timeAgo: relativeTime(item.createdAt, now) })),
  });
}
