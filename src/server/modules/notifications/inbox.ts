// The notification centre, for the session's user only: the list with its unread count, read and
// delete (one or all), and a test through every channel.
import {
  NOTIFICATION_LIST_LIMIT,
  type NotificationPriority,
  type NotificationServerType,
} from '@shared/notifications-rules';
import type { NotificationAction, NotificationList, ServerNotification } from '@shared/notifications';
import { NOT_FOUND_MESSAGE } from '../../plugins/errors';
import { notFound } from '../../domain-errors';
import type { NotificationRow } from './repo';
import { action, NOTIFICATION_MESSAGES, parseId, type NotificationsContext, type Notify } from './context';

export const TEST_NOTIFICATION = {
  title: 'Notificação de teste',
  message: 'Se você está vendo isto, suas notificações estão funcionando.',
  actionUrl: '/profile?tab=notifications',
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toServerNotification(row: NotificationRow): ServerNotification {
  return {
    id: row.id,
    type: row.type as NotificationServerType,
    title: row.title,
    message: row.message,
    actionUrl: row.actionUrl,
    image: row.image,
    icon: row.icon,
    priority: row.priority as NotificationPriority,
    expiresAt: iso(row.expiresAt),
    read: row.readAt !== null,
    readAt: iso(row.readAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export function createInbox(context: NotificationsContext, notify: Notify) {
  const { repo, now } = context;

  return {
    async list(userId: number): Promise<NotificationList> {
      const at = now();
      const [rows, unreadCount] = await Promise.all([
        repo.list(userId, at, NOTIFICATION_LIST_LIMIT),
        repo.unreadCount(userId, at),
      ]);
      return { notifications: rows.map(toServerNotification), unreadCount };
    },

    async markRead(userId: number, id: string): Promise<NotificationAction> {
      if (!(await repo.markRead(userId, parseId(id), now()))) throw notFound(NOT_FOUND_MESSAGE);
      return action(context, userId, NOTIFICATION_MESSAGES.read);
    },

    async markAllRead(userId: number): Promise<NotificationAction> {
      await repo.markAllRead(userId, now());
      return action(context, userId, NOTIFICATION_MESSAGES.readAll);
    },

    async remove(userId: number, id: string): Promise<NotificationAction> {
      if (!(await repo.remove(userId, parseId(id)))) throw notFound(NOT_FOUND_MESSAGE);
      return action(context, userId, NOTIFICATION_MESSAGES.deleted);
    },

    async removeAll(userId: number): Promise<NotificationAction> {
      await repo.removeAll(userId);
      return action(context, userId, NOTIFICATION_MESSAGES.deletedAll);
    },

    /** A test through every channel: the centre, the socket, web push to every device of the user. */
    async sendTest(userId: number): Promise<NotificationAction> {
      await notify([userId], { type: 'system', ...TEST_NOTIFICATION }, null);
      return action(context, userId, NOTIFICATION_MESSAGES.testSent);
    },
  };
}
