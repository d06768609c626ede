// The notification centre's behaviour for the signed-in user (spec §4, §7, §8, §9):
// - the list is fetched when the user appears, when the panel opens, every 30 s (with `_t` and
//   no-cache headers) and on each `notification_update` of the socket; with no user it is cleared;
// - read and delete are optimistic; the server is called only for all-digit ids; a failed call is
//   logged and the list silently refetched. A call that got no answer while offline is not a failure:
//   the service worker queued it (background sync) and replays it when the connection returns;
// - the socket sends `authenticate` with the user id on every (re)connect; the server puts it in
//   that user's room from the session cookie, whatever id it is sent.
import { NOTIFICATIONS } from '@shared/constants';
import { NOTIFICATION_EVENTS, type NotificationPriority } from '@shared/notifications-rules';
import { isNetworkError } from '@app/lib/api';
import { isServerId, type NotificationList } from './model';
import {
  applyFetchError,
  applyList,
  clearNotifications,
  markAllRead,
  markRead,
  removeAll,
  removeNotification,
  startLoading,
  type NotificationsStore,
} from './store';

/** `notification_update` (spec §7): type new_notification with an optional notification or message. */
export interface NotificationUpdate {
  type?: string;
  notification?: {
    title?: string | null;
    message?: string | null;
    actionUrl?: string | null;
    priority?: NotificationPriority;
    id?: unknown;
  };
  message?: string;
}

export interface NotificationCalls {
  fetchList(options: { bust: boolean }): Promise<NotificationList>;
  markRead(id: string): Promise<unknown>;
  markAllRead(): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  removeAll(): Promise<unknown>;
}

export interface NotificationAlert {
  title: string;
  body: string;
  url: string | null;
  /** 'high' (a goal): shown in the app as a toast too. */
  priority: NotificationPriority;
}

/** The part of a socket.io-client Socket the controller uses (a fake one in unit tests). */
export interface NotificationSocket {
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export interface NotificationsControllerOptions {
  store: NotificationsStore;
  calls: NotificationCalls;
  /** A socket.io socket (not connected yet); null disables the real-time part. */
  createSocket?: () => NotificationSocket;
  /** Shows a browser notification for a new one (after the list refreshed). */
  alert?: (alert: NotificationAlert) => void;
  now?: () => number;
}

export const DEFAULT_ALERT_TITLE = 'Nova notificação';

export class NotificationsController {
  private userId: string | null = null;
  private socket: NotificationSocket | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  /** Answers of an older request (or of the previous user) are dropped. */
  private generation = 0;

  constructor(private readonly options: NotificationsControllerOptions) {}

  private get store() {
    return this.options.store;
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** The signed-in user changed (null: signed out). */
  setUser(userId: string | number | null): void {
    const next = userId == null ? null : String(userId);
    if (next === this.userId) return;
    this.stop();
    this.userId = next;
    clearNotifications(this.store);
    if (next === null) return;
    this.connect(next);
    void this.refresh();
    this.timer = setInterval(() => void this.refresh({ bust: true }), NOTIFICATIONS.refreshMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.socket?.disconnect();
    this.socket = null;
    this.userId = null;
    this.generation += 1;
  }

  private connect(userId: string): void {
    const create = this.options.createSocket;
    if (!create) return;
    const socket = create();
    this.socket = socket;
    socket.on('connect', () => socket.emit(NOTIFICATION_EVENTS.authenticate, userId));
    socket.on(NOTIFICATION_EVENTS.notificationUpdate, (update: NotificationUpdate) => void this.onUpdate(update));
    socket.connect();
  }

  /** Fetches the list; resolves once it is applied (or the error stored). */
  async refresh({ bust = false }: { bust?: boolean } = {}): Promise<void> {
    if (this.userId === null) return;
    const generation = ++this.generation;
    startLoading(this.store);
    try {
      const list = await this.options.calls.fetchList({ bust });
      if (generation === this.generation) applyList(this.store, list, this.now());
    } catch (error) {
      if (generation === this.generation) applyFetchError(this.store, error);
    }
  }

  private async onUpdate(update: NotificationUpdate): Promise<void> {
    await this.refresh({ bust: true });
    if (update?.type && update.type !== 'new_notification') return;
    const newest = this.store.getState().notifications[0];
    const title = update?.notification?.title || DEFAULT_ALERT_TITLE;
    const body = update?.notification?.message ?? update?.message ?? '';
    // The event carries no link; the newest listed notification with that title has it.
    const url =
      update?.notification?.actionUrl ??
      (newest && (!update?.notification?.title || newest.title === update.notification.title)
        ? newest.actionUrl
        : null);
    this.options.alert?.({ title, body, url, priority: update?.notification?.priority ?? 'normal' });
  }

  /** A failed call is only logged and the list silently refetched (spec §8). */
  private settle(call: Promise<unknown>, what: string): Promise<void> {
    return call.then(
      () => undefined,
      (error: unknown) => {
        // Offline: the service worker keeps the call and replays it; the optimistic state stands.
        if (isNetworkError(error) && typeof navigator !== 'undefined' && navigator.onLine === false) return;
        console.error(`Falha ao ${what}:`, error);
        return this.refresh();
      },
    );
  }

  markAsRead(id: string): Promise<void> {
    const changed = markRead(this.store, id);
    if (!changed || !isServerId(id)) return Promise.resolve();
    return this.settle(this.options.calls.markRead(id), 'marcar a notificação como lida');
  }

  markAllAsRead(): Promise<void> {
    markAllRead(this.store);
    return this.settle(this.options.calls.markAllRead(), 'marcar todas as notificações como lidas');
  }

  remove(id: string): Promise<void> {
    const removed = removeNotification(this.store, id);
    if (!removed || !isServerId(id)) return Promise.resolve();
    return this.settle(this.options.calls.remove(id), 'excluir a notificação');
  }

  removeAll(): Promise<void> {
    removeAll(this.store);
    return this.settle(this.options.calls.removeAll(), 'excluir todas as notificações');
  }
}
