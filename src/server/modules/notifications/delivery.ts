// The one producer: store one notification per user (idempotent by key), tell each user's sockets
// as soon as their rows are stored, then queue web push for their devices.
import { NOTIFICATION_EVENTS, type NotificationUpdate } from '@shared/notifications-rules';
import { userRoom } from '../../plugins/realtime';
import { pushPayloadOf } from './push';
import type { NotificationsContext, NotifyPayload } from './context';

/** What one produce() call reached: the users whose notification is new, and how many of them had the app open. */
export interface ProduceResult {
  created: number;
  /** New recipients with at least one connected socket when it was announced. */
  online: number;
  /** Push rows queued (one per device). */
  pushQueued: number;
}

/** Rows per insert for users with a socket on this process (told as soon as their chunk is stored). */
const ONLINE_CHUNK = 1000;
/** Rows per insert for the others (fewer, larger statements: nobody here is waiting on them). */
const OFFLINE_CHUNK = 5000;

function chunksOf<T>(list: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < list.length; start += size) chunks.push(list.slice(start, start + size));
  return chunks;
}

export function createDelivery(context: NotificationsContext) {
  const { repo, io, push, log, now } = context;

  /**
   * produce() with what the admin's history shows: also how many new recipients had a socket
   * connected (looked up across processes through the adapter) and how many pushes were queued.
   */
  async function deliver(
    userIds: number[],
    payload: NotifyPayload,
    idempotencyKey: string | null,
    deliverOptions: { countOnline?: boolean } = {},
  ): Promise<ProduceResult> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return { created: 0, online: 0, pushQueued: 0 };
    const createdAt = now();
    const row = {
      type: payload.type,
      title: payload.title,
      message: payload.message,
      actionUrl: payload.actionUrl ?? null,
      image: payload.image ?? null,
      icon: payload.icon ?? null,
      priority: payload.priority ?? 'normal',
      expiresAt: payload.expiresAt ?? null,
      createdAt,
      idempotencyKey,
      broadcastId: payload.broadcastId ?? null,
    };
    const update: NotificationUpdate = {
      type: 'new_notification',
      notification: {
        title: payload.title,
        message: payload.message,
        // An open app shows a high-priority one (a goal) as a toast, not only in the bell.
        priority: payload.priority ?? 'normal',
        actionUrl: payload.actionUrl ?? null,
      },
    };
    // Online first: the users with a socket on this process are stored (and told) in the first
    // chunks, so an open app hears of a goal once ~ONLINE_CHUNK rows are written, not all of them.
    // Each chunk is announced as soon as it is stored (persist, then announce, per user); a chunk
    // that fails leaves the earlier ones stored and told, and a retry (same key) adds only the rest.
    const localRooms = io.of('/').adapter.rooms;
    const here: number[] = [];
    const elsewhere: number[] = [];
    for (const userId of unique) (localRooms.has(userRoom(userId)) ? here : elsewhere).push(userId);
    const created: Array<{ id: number; userId: number }> = [];
    for (const ids of [...chunksOf(here, ONLINE_CHUNK), ...chunksOf(elsewhere, OFFLINE_CHUNK)]) {
      const rows = await repo.insertForUsers(ids, row);
      created.push(...rows);
      // Alone, only the rooms with a socket here are told (10 000 empty rooms cost a big set for
      // nothing); with shared rooms (Redis adapter) another process may hold any of them.
      const rooms = rows
        .map((stored) => userRoom(stored.userId))
        .filter((room) => context.sharedRooms || localRooms.has(room));
      if (rooms.length === 0) continue;
      io.to(rooms).emit(NOTIFICATION_EVENTS.notificationUpdate, update);
      // A turn of the event loop before the next chunk: a socket still busy with its previous write
      // (the live update just before) flushes this one on its write callback, which an embedded
      // database's next insert (PGlite runs on this thread) would otherwise hold up.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (created.length === 0) return { created: 0, online: 0, pushQueued: 0 };
    let online = 0;
    if (deliverOptions.countOnline) {
      const rooms = created.map((stored) => userRoom(stored.userId));
      try {
        const sockets = await io.in(rooms).fetchSockets();
        const wanted = new Set(rooms);
        online = new Set(sockets.flatMap((socket) => [...socket.rooms].filter((room) => wanted.has(room)))).size;
      } catch (error) {
        log.warn({ err: error }, 'notificações: falha ao contar os conectados');
      }
    }
    let pushQueued = 0;
    try {
      pushQueued = await repo.enqueuePush(
        created.map((stored) => stored.userId),
        { ...pushPayloadOf({ ...payload }) },
        payload.broadcastId ?? null,
      );
      if (pushQueued > 0) push.kick();
    } catch (error) {
      // The notification is stored and announced; a push that could not be queued is only logged.
      log.error({ err: error }, 'web push: falha ao enfileirar');
    }
    return { created: created.length, online, pushQueued };
  }

  /** notify() that says how many notifications were created (the rest were already stored). */
  async function produce(userIds: number[], payload: NotifyPayload, idempotencyKey: string | null): Promise<number> {
    return (await deliver(userIds, payload, idempotencyKey)).created;
  }

  return {
    /**
     * The one producer (billing's Notifier): stores one notification per user (a (user,
     * idempotencyKey) already stored is skipped, so replays and restarts never repeat one), then
     * tells each user's sockets, then queues web push for their devices. A null key never dedupes.
     */
    async notify(userIds: number[], payload: NotifyPayload, idempotencyKey: string | null): Promise<void> {
      await produce(userIds, payload, idempotencyKey);
    },
    produce,
    deliver,
  };
}
