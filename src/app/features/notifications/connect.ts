// The notification centre's working parts for the signed-in user: the controller (list, socket,
// read and delete calls) and the alerts it raises (goal toast, desktop notification). Its own chunk,
// loaded by the provider once the server's page has hydrated: the first screen needs only the store
// (the bell's unread count).
import type { AnyRouter } from '@tanstack/react-router';
import { createGenericSocket } from '@app/lib/socket';
import { deleteAllCall, deleteCall, fetchNotifications, markAllReadCall, markReadCall } from './api';
import { askPermissionOnce, currentPushSubscription, showBrowserNotification } from './browser';
import { showGoalToast } from './goal-toast';
import { NotificationsController, type NotificationsControllerOptions } from './controller';
import type { NotificationsStore } from './store';

export { askPermissionOnce };

export function connectNotifications({
  store,
  router,
  createSocket = createGenericSocket,
}: {
  store: NotificationsStore;
  router: AnyRouter;
  createSocket?: NotificationsControllerOptions['createSocket'];
}): NotificationsController {
  const open = (url: string) => {
    if (url.startsWith('/')) router.history.push(url);
    else window.open(url, '_blank', 'noopener');
  };
  return new NotificationsController({
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
}
