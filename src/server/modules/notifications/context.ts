// What every notifications job shares: the options (repo, sockets, push sender, policy), the clock,
// the messages users read, and the small helpers several jobs call.
import type { FastifyBaseLogger } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type { NotificationPriority, NotificationServerType } from '@shared/notifications-rules';
import type { NotificationAction } from '@shared/notifications';
import { INT4_MAX } from '@shared/integers';
import { NOT_FOUND_MESSAGE } from '../../plugins/errors';
import { notFound } from '../../domain-errors';
import type { NotificationsRepo } from './repo';
import type { PushSender } from './push';
import type { PushEndpointRules } from './push-endpoint';

/** What a producer hands to notify(); billing's Notifier is a subset of it. */
export interface NotifyPayload {
  type: NotificationServerType;
  title: string;
  message: string;
  actionUrl?: string | null;
  image?: string | null;
  icon?: string | null;
  priority?: NotificationPriority;
  expiresAt?: Date | null;
  /** Push notifications with one tag replace each other on the device (one per match). */
  tag?: string;
  /** The admin broadcast it belongs to (kept on the rows and the pushes, for its counts). */
  broadcastId?: number | null;
}

/** The one producer's signature (delivery.ts); the other jobs reach it through the service. */
export type Notify = (userIds: number[], payload: NotifyPayload, idempotencyKey: string | null) => Promise<void>;

export interface NotificationsServiceOptions {
  repo: NotificationsRepo;
  io: SocketServer;
  push: PushSender;
  log: FastifyBaseLogger;
  productName: string;
  /** How many teams the user may follow (billing's entitlementsOf; null = no limit). */
  maxFollowedTeams: (userId: number) => Promise<number | null>;
  /** Which push endpoints are stored: protocols ('https:' in production) and hosts (browsers' push services). */
  pushEndpoints: PushEndpointRules;
  /** Rooms are shared across processes (the Redis adapter): any user may have a socket elsewhere. */
  sharedRooms?: boolean;
  now?: () => Date;
}

export interface NotificationsContext extends NotificationsServiceOptions {
  now: () => Date;
}

export const notificationsContext = (options: NotificationsServiceOptions): NotificationsContext => ({
  ...options,
  now: options.now ?? (() => new Date()),
});

export const NOTIFICATION_MESSAGES = {
  read: 'Notificação marcada como lida.',
  readAll: 'Todas as notificações foram marcadas como lidas.',
  deleted: 'Notificação excluída.',
  deletedAll: 'Todas as notificações foram excluídas.',
  testSent: 'Notificação de teste enviada.',
  unknownTeams: 'Um dos times informados não existe.',
  unknownMatches: 'Uma das partidas informadas não existe.',
  followLimit: (max: number) =>
    `No plano Grátis você pode seguir até ${max} ${max === 1 ? 'time' : 'times'}. Assine o Pro para seguir quantos quiser.`,
  subscribed: 'Notificações push ativadas neste dispositivo.',
  unsubscribed: 'Notificações push desativadas neste dispositivo.',
  badEndpoint: 'O endereço de push do navegador não é aceito.',
  otherAccount: 'Esta ação foi feita por outra conta neste navegador e foi descartada.',
  endpointTaken: 'Este navegador já recebe as notificações de outra conta. Desative-as nela antes de ativar nesta.',
} as const;

/** A digits-only id from the URL as a number; an id no row can have is simply not found. */
export function parseId(id: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value < 1 || value > INT4_MAX) throw notFound(NOT_FOUND_MESSAGE);
  return value;
}

/** The answer of a centre action: its message and the unread count after it. */
export async function action(
  context: NotificationsContext,
  userId: number,
  message: string,
): Promise<NotificationAction> {
  return { message, unreadCount: await context.repo.unreadCount(userId, context.now()) };
}
