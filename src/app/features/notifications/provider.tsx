// NotificationsProvider: one notifications store, controller and socket for the signed-in user
// (the root route passes the user's id; null for a visitor clears everything). Asks once for the
// desktop-notification permission on load while it is undecided (spec §6). The store exists at once
// (the bell reads its count); the controller's code (connect.ts) loads once the server's page has
// hydrated, and actions asked for before then run when it is there.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { SW_MESSAGES } from '@shared/constants';
import { whenHydratedAndIdle } from '@app/lib/hydration-pieces';
import { notificationKeys } from './api';
import type { NotificationsController, NotificationsControllerOptions } from './controller';
import { createNotificationsStore, type NotificationsState, type NotificationsStore } from './store';

/** What the panel and the bell do: the controller's actions, callable before its code has loaded. */
export type NotificationActions = Pick<
  NotificationsController,
  'refresh' | 'markAsRead' | 'markAllAsRead' | 'remove' | 'removeAll'
>;

interface NotificationsContextValue {
  store: NotificationsStore;
  actions: NotificationActions;
  userId: string | null;
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

/** The controller, once loaded, and actions that wait for it. */
function deferredController() {
  let resolve: (controller: NotificationsController) => void = () => undefined;
  const loaded = new Promise<NotificationsController>((done) => (resolve = done));
  const actions: NotificationActions = {
    refresh: (options) => loaded.then((controller) => controller.refresh(options)),
    markAsRead: (id) => loaded.then((controller) => controller.markAsRead(id)),
    markAllAsRead: () => loaded.then((controller) => controller.markAllAsRead()),
    remove: (id) => loaded.then((controller) => controller.remove(id)),
    removeAll: () => loaded.then((controller) => controller.removeAll()),
  };
  return { actions, resolve };
}

export function NotificationsProvider({
  userId,
  children,
  createSocket,
}: {
  userId: string | number | null;
  children: ReactNode;
  createSocket?: NotificationsControllerOptions['createSocket'];
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [value] = useState(() => ({ store: createNotificationsStore(), ...deferredController() }));
  const [connected, setConnected] = useState<{
    controller: NotificationsController;
    askPermissionOnce: () => Promise<unknown>;
  } | null>(null);
  const id = userId == null ? null : String(userId);

  useEffect(() => {
    let active = true;
    let controller: NotificationsController | undefined;
    void whenHydratedAndIdle()
      .then(() => import('./connect'))
      .then(({ connectNotifications, askPermissionOnce }) => {
        if (!active) return;
        controller = connectNotifications({ store: value.store, router, createSocket });
        value.resolve(controller);
        setConnected({ controller, askPermissionOnce });
      })
      .catch((error: unknown) => console.error('Falha ao carregar as notificações', error));
    return () => {
      active = false;
      controller?.stop();
    };
  }, [value, router, createSocket]);

  useEffect(() => {
    if (!connected) return;
    connected.controller.setUser(id);
    if (id !== null) void connected.askPermissionOnce();
  }, [connected, id]);

  // A click on a push notification while the app is open: the worker focused this window and asks
  // it to go to the notification's page, in-app (no reload). And the worker's word that actions
  // queued offline were replayed.
  useEffect(() => {
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      const url = (event.data as { type?: string; url?: unknown } | null)?.url;
      if (
        event.data?.type === SW_MESSAGES.notificationClick &&
        typeof url === 'string' &&
        url.startsWith('/') &&
        !url.startsWith('//')
      ) {
        router.history.push(url);
      }
      // Actions taken offline reached the server: show its state (follows, read, deleted).
      if (event.data?.type === SW_MESSAGES.offlineActionsReplayed) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.follows });
        void value.actions.refresh({ bust: true });
      }
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [router, queryClient, value]);

  // The same object while the user is the same: every bell and follow button reads this context.
  const context = useMemo(() => ({ store: value.store, actions: value.actions, userId: id }), [value, id]);
  return <NotificationsContext.Provider value={context}>{children}</NotificationsContext.Provider>;
}

function useNotificationsContext(): NotificationsContextValue {
  const context = useContext(NotificationsContext);
  if (!context) throw new Error('useNotifications deve ser usado dentro de um NotificationsProvider.');
  return context;
}

/** Selects from the notifications state; throws outside NotificationsProvider. */
export function useNotifications<T>(selector: (state: NotificationsState) => T): T {
  return useStore(useNotificationsContext().store, selector);
}

/** Refresh, read and delete actions (optimistic, spec §4). */
export function useNotificationActions(): NotificationActions {
  return useNotificationsContext().actions;
}

/** The signed-in user's id as the provider knows it (null for a visitor). */
export function useNotificationsUser(): string | null {
  return useNotificationsContext().userId;
}
