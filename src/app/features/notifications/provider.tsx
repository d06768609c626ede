// NotificationsProvider: one notifications store, controller and socket for the signed-in user
// (the root route passes the user's id; null for a visitor clears everything). Asks once for the
// desktop-notification permission on load while it is undecided (spec §6).
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { SW_MESSAGES } from '@shared/constants';
import { createGenericSocket } from '@app/lib/socket';
import { deleteAllCall, deleteCall, FOLLOWS_KEY, fetchNotifications, markAllReadCall, markReadCall } from './api';
import { askPermissionOnce, currentPushSubscription, showBrowserNotification } from './browser';
import { showGoalToast } from './goal-toast';
import { NotificationsController, type NotificationsControllerOptions } from './controller';
import { createNotificationsStore, type NotificationsState, type NotificationsStore } from './store';

interface NotificationsContextValue {
  store: NotificationsStore;
  controller: NotificationsController;
  userId: string | null;
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

export function NotificationsProvider({
  userId,
  children,
  createSocket = createGenericSocket,
}: {
  userId: string | number | null;
  children: ReactNode;
  createSocket?: NotificationsControllerOptions['createSocket'];
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [value] = useState(() => {
    const store = createNotificationsStore();
    const open = (url: string) => {
      if (url.startsWith('/')) router.history.push(url);
      else window.open(url, '_blank', 'noopener');
    };
    const controller = new NotificationsController({
      store,
      calls: {
        fetchList: ({ bust }) => fetchNotifications({ bust }),
        markRead: markReadCall,
        markAllRead: markAllReadCall,
        remove: deleteCall,
        removeAll: deleteAllCall,
      },
      createSocket,
      alert: (alert) => {
        if (alert.priority === 'high') showGoalToast(alert, open);
        // With push on for this device the service worker shows it already: no second one.
        void currentPushSubscription()
          .catch(() => null)
          .then((subscription) => {
            if (!subscription) showBrowserNotification(alert, open);
          });
      },
    });
    return { store, controller };
  });
  const id = userId == null ? null : String(userId);

  useEffect(() => {
    value.controller.setUser(id);
    if (id !== null) void askPermissionOnce();
  }, [value, id]);

  useEffect(() => () => value.controller.stop(), [value]);

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
        void queryClient.invalidateQueries({ queryKey: FOLLOWS_KEY });
        void value.controller.refresh({ bust: true });
      }
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [router, queryClient, value]);

  return <NotificationsContext.Provider value={{ ...value, userId: id }}>{children}</NotificationsContext.Provider>;
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
export function useNotificationActions(): NotificationsController {
  return useNotificationsContext().controller;
}

/** The signed-in user's id as the provider knows it (null for a visitor). */
export function useNotificationsUser(): string | null {
  return useNotificationsContext().userId;
}
