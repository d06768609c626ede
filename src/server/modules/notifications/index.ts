// Wires notifications: the VAPID keys (settings, else stored at first start), the push sender
// over the push_queue table, which start() and stop() run while the server is up, and the service
// with its one producer, notify().
import type { FastifyBaseLogger } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notificationsRepo } from './repo';
import { notificationsAdminRepo, type NotificationsAdmin } from './admin/repo';
import { PushSender, resolveVapidKeys, type PushSenderOptions } from './push';
import { createNotificationsService, type NotificationsService } from './service';

export interface NotificationsOptions {
  config: Config;
  db: Db;
  io: SocketServer;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How many teams a user may follow (billing's entitlementsOf). */
  maxFollowedTeams: (userId: number) => Promise<number | null>;
  /** Tests and the benchmark shorten retries or replace the sending. */
  push?: Pick<PushSenderOptions, 'retryDelaysMs' | 'pollMs' | 'send' | 'concurrency' | 'resolve'>;
  /** false: the push queue is never polled (tests send it themselves). */
  startPush?: boolean;
}

export interface Notifications {
  service: NotificationsService;
  push: PushSender;
  /** What the admin area asks: a user's push devices, the day's figures. */
  admin: NotificationsAdmin;
  /** Once the server is ready: the push sender polls its queue (unless startPush is false). */
  start(): void;
  /** Before the server closes: the sender stops after the sends under way. */
  stop(): Promise<void>;
}

export async function createNotifications(options: NotificationsOptions): Promise<Notifications> {
  const { config } = options;
  const repo = notificationsRepo(options.db);
  const keys = await resolveVapidKeys(repo, {
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
  });
  const push = new PushSender({
    repo,
    log: options.log,
    vapid: { ...keys, subject: config.VAPID_SUBJECT },
    trustedHosts: config.pushServiceHosts,
    ...options.push,
  });
  const service = createNotificationsService({
    repo,
    io: options.io,
    push,
    log: options.log,
    productName: config.PRODUCT_NAME,
    maxFollowedTeams: options.maxFollowedTeams,
    pushEndpoints: {
      protocols: config.PUSH_ALLOW_HTTP_ENDPOINTS === 'on' ? ['https:', 'http:'] : ['https:'],
      extraHosts: config.pushServiceHosts,
    },
    now: options.now,
    sharedRooms: Boolean(config.REDIS_URL),
  });
  const sending = options.startPush !== false;
  return {
    service,
    push,
    admin: notificationsAdminRepo(options.db),
    start: () => {
      if (sending) push.start();
    },
    stop: async () => {
      if (sending) await push.stop();
    },
  };
}

export { type NotificationsService, type NotifyPayload } from './service';
export { PushSender } from './push';
export type { NotificationsAdmin } from './admin/repo';
