// The notifications module for the start-up: notify() for every producer, the push sender it runs
// while the server is up, its routes.
import type { Server as SocketServer } from 'socket.io';
import type { ModuleBase, ServerModule } from '../../module-registry';
import { createNotifications, type Notifications, type NotificationsOptions } from '.';
import { notificationsRoutes } from './routes';

export async function notificationsModule(
  deps: ModuleBase & Pick<NotificationsOptions, 'maxFollowedTeams' | 'push' | 'startPush'> & { io: SocketServer },
): Promise<ServerModule & Notifications> {
  const notifications = await createNotifications(deps);
  return {
    ...notifications,
    name: 'notifications',
    routes: [notificationsRoutes({ service: notifications.service })],
  };
}
