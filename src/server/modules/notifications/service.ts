// Notification rules: the one producer (notify: store, then the user's socket room, then web push
// queued), the centre's calls for the session's user only, follows (limited by the plan),
// preferences, push subscriptions, and what produces notifications: live match events of followed
// matches and teams, the welcome on email verification, a test on request.
import { ofTeam } from '@shared/team-grammar';
import type { FastifyBaseLogger } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type { Match } from '@shared/football';
import { isFinished, MatchStatus } from '@shared/match-status';
import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_PREFERENCE_KEYS,
  type NotificationPreferenceKey,
  type NotificationPriority,
  type NotificationServerType,
  type NotificationUpdate,
} from '@shared/notifications-rules';
import type {
  Follows,
  NotificationAction,
  NotificationList,
  NotificationPreferences,
  PushSubscriptionBody,
  ServerNotification,
} from '@shared/notifications';
import { NOT_FOUND_MESSAGE } from '../../plugins/errors';
import { conflict, forbidden, invalid, notFound } from '../../domain-errors';
import { userRoom } from '../../plugins/realtime';
import type { LiveChange, LiveGoal } from '../live/provider';
import type { NotificationRow, NotificationsRepo } from './repo';
import { pushPayloadOf, type PushSender } from './push';
import { acceptsEndpoint, type PushEndpointRules } from './push-endpoint';
import { INT4_MAX } from '@shared/integers';

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

/** What one produce() call reached: the users whose notification is new, and how many of them had the app open. */
export interface ProduceResult {
  created: number;
  /** New recipients with at least one connected socket when it was announced. */
  online: number;
  /** Push rows queued (one per device). */
  pushQueued: number;
}

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

export const TEST_NOTIFICATION = {
  title: 'Notificação de teste',
  message: 'Se você está vendo isto, suas notificações estão funcionando.',
  actionUrl: '/profile?tab=notifications',
};

const MAX_ID = INT4_MAX;
/** Devices (browsers) one account keeps push subscriptions for; a new one replaces the oldest. */
export const MAX_PUSH_DEVICES = 10;
/** Rows per insert for users with a socket on this process (told as soon as their chunk is stored). */
const ONLINE_CHUNK = 1000;
/** Rows per insert for the others (fewer, larger statements: nobody here is waiting on them). */
const OFFLINE_CHUNK = 5000;

function chunksOf<T>(list: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < list.length; start += size) chunks.push(list.slice(start, start + size));
  return chunks;
}
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

/** A digits-only id from the URL as a number; an id no row can have is simply not found. */
function parseId(id: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_ID) throw notFound(NOT_FOUND_MESSAGE);
  return value;
}

const minuteLabel = (goal: Pick<LiveGoal, 'minute' | 'offset'>) =>
  goal.offset ? `${goal.minute}+${goal.offset}'` : `${goal.minute}'`;

/** 'Flamengo 1 - 0 Palmeiras' */
const scoreLine = (match: Match, home: number | null, away: number | null) =>
  `${match.homeTeam.name} ${home ?? 0} - ${away ?? 0} ${match.awayTeam.name}`;

/** The live events of one change as notifications (pure: what, for whom by kind, and its key). */
export function liveEvents(
  change: LiveChange,
  match: Match,
  previousStatus: number | undefined,
): Array<{ kind: NotificationPreferenceKey; key: string; payload: NotifyPayload }> {
  const base = { type: 'match' as const, actionUrl: `/match/${match.id}`, tag: `match-${match.id}` };
  const events: Array<{ kind: NotificationPreferenceKey; key: string; payload: NotifyPayload }> = [];
  const statusChanged = previousStatus !== change.status;
  if (statusChanged && change.status === MatchStatus.FirstHalf) {
    events.push({
      kind: 'kickoff',
      key: `match:${match.id}:kickoff`,
      payload: {
        ...base,
        title: `Começou: ${match.homeTeam.name} x ${match.awayTeam.name}`,
        message: 'A bola está rolando. Acompanhe ao vivo.',
      },
    });
  }
  // The score after each goal of the batch: the change's score minus the goals that came later.
  const goals = [...change.newGoals].sort((a, b) => a.seq - b.seq);
  let home = change.homeScore ?? 0;
  let away = change.awayScore ?? 0;
  const after: Array<[number, number]> = [];
  for (let i = goals.length - 1; i >= 0; i--) {
    after[i] = [home, away];
    if (goals[i].side === 'home') home -= 1;
    else away -= 1;
  }
  goals.forEach((goal, i) => {
    const team = goal.side === 'home' ? match.homeTeam.name : match.awayTeam.name;
    events.push({
      kind: 'goals',
      key: `match:${match.id}:goal:${goal.seq}`,
      payload: {
        ...base,
        priority: 'high',
        title: `Gol ${ofTeam(team)}!`,
        message: `${scoreLine(match, Math.max(0, after[i][0]), Math.max(0, after[i][1]))} (${minuteLabel(goal)})`,
      },
    });
  });
  // Sent off (a straight red or a second yellow): named as the data names him, never guessed.
  for (const event of change.newEvents ?? []) {
    if (event.type !== 'red' && event.type !== 'second_yellow') continue;
    const team = event.side === 'home' ? match.homeTeam.name : match.awayTeam.name;
    const who = event.playerName ?? `Um jogador ${ofTeam(team)}`;
    const how =
      event.type === 'second_yellow' ? 'recebe o segundo amarelo e é expulso' : 'é expulso com cartão vermelho';
    events.push({
      kind: 'redCards',
      key: `match:${match.id}:sent-off:${event.seq}`,
      payload: {
        ...base,
        title: `Expulsão ${ofTeam(team)}!`,
        message: `${who} ${how} (${minuteLabel(event)}). ${scoreLine(match, change.homeScore, change.awayScore)}`,
      },
    });
  }
  if (statusChanged && change.status === MatchStatus.HalfTime) {
    events.push({
      kind: 'halftime',
      key: `match:${match.id}:halftime`,
      payload: { ...base, title: 'Intervalo', message: scoreLine(match, change.homeScore, change.awayScore) },
    });
  }
  if (statusChanged && isFinished(change.status)) {
    const penalties = match.penalties ? ` (pênaltis: ${match.penalties.home} - ${match.penalties.away})` : '';
    events.push({
      kind: 'fulltime',
      key: `match:${match.id}:fulltime`,
      payload: {
        ...base,
        title: 'Fim de jogo',
        message: `${scoreLine(match, change.homeScore, change.awayScore)}${penalties}`,
      },
    });
  }
  return events;
}

export function createNotificationsService(options: NotificationsServiceOptions) {
  const { repo, io, push, log } = options;
  const now = options.now ?? (() => new Date());
  /** Last status seen per match, so kick-off, half-time and full-time are looked at once per change. */
  const lastStatus = new Map<number, number>();

  async function action(userId: number, message: string): Promise<NotificationAction> {
    return { message, unreadCount: await repo.unreadCount(userId, now()) };
  }

  const service = {
    /**
     * The one producer (billing's Notifier): stores one notification per user (a (user,
     * idempotencyKey) already stored is skipped, so replays and restarts never repeat one), then
     * tells each user's sockets, then queues web push for their devices. A null key never dedupes.
     */
    async notify(userIds: number[], payload: NotifyPayload, idempotencyKey: string | null): Promise<void> {
      await service.produce(userIds, payload, idempotencyKey);
    },

    /** notify() that says how many notifications were created (the rest were already stored). */
    async produce(userIds: number[], payload: NotifyPayload, idempotencyKey: string | null): Promise<number> {
      return (await service.deliver(userIds, payload, idempotencyKey)).created;
    },

    /**
     * produce() with what the admin's history shows: also how many new recipients had a socket
     * connected (looked up across processes through the adapter) and how many pushes were queued.
     */
    async deliver(
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
          .filter((room) => options.sharedRooms || localRooms.has(room));
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
          created.map((row) => row.userId),
          { ...pushPayloadOf({ ...payload }) },
          payload.broadcastId ?? null,
        );
        if (pushQueued > 0) push.kick();
      } catch (error) {
        // The notification is stored and announced; a push that could not be queued is only logged.
        log.error({ err: error }, 'web push: falha ao enfileirar');
      }
      return { created: created.length, online, pushQueued };
    },

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
      return action(userId, NOTIFICATION_MESSAGES.read);
    },

    async markAllRead(userId: number): Promise<NotificationAction> {
      await repo.markAllRead(userId, now());
      return action(userId, NOTIFICATION_MESSAGES.readAll);
    },

    async remove(userId: number, id: string): Promise<NotificationAction> {
      if (!(await repo.remove(userId, parseId(id)))) throw notFound(NOT_FOUND_MESSAGE);
      return action(userId, NOTIFICATION_MESSAGES.deleted);
    },

    async removeAll(userId: number): Promise<NotificationAction> {
      await repo.removeAll(userId);
      return action(userId, NOTIFICATION_MESSAGES.deletedAll);
    },

    /** A test through every channel: the centre, the socket, web push to every device of the user. */
    async sendTest(userId: number): Promise<NotificationAction> {
      await service.notify([userId], { type: 'system', ...TEST_NOTIFICATION }, null);
      return action(userId, NOTIFICATION_MESSAGES.testSent);
    },

    // --- follows and preferences

    follows(userId: number): Promise<Follows> {
      return repo.follows(userId);
    },

    /**
     * Replaces what the user follows. Teams are limited by the plan: adding a team beyond the limit is
     * refused (403, pointing to Pro); removing is always allowed, also above the limit after a downgrade.
     */
    async setFollows(userId: number, follows: Follows): Promise<Follows> {
      const known = await repo.existing(follows.teams, follows.matches);
      if (follows.teams.some((id) => !known.teams.has(id))) throw invalid(NOTIFICATION_MESSAGES.unknownTeams);
      if (follows.matches.some((id) => !known.matches.has(id))) throw invalid(NOTIFICATION_MESSAGES.unknownMatches);
      const max = await options.maxFollowedTeams(userId);
      if (max !== null && follows.teams.length > max) {
        const current = new Set((await repo.follows(userId)).teams);
        if (follows.teams.some((id) => !current.has(id)))
          throw forbidden(NOTIFICATION_MESSAGES.followLimit(max), { upgradeUrl: '/plans' });
      }
      await repo.replaceFollows(userId, follows, now());
      return repo.follows(userId);
    },

    async preferences(userId: number): Promise<NotificationPreferences> {
      const row = await repo.preferences(userId);
      return Object.fromEntries(
        NOTIFICATION_PREFERENCE_KEYS.map((key) => [key, row ? row[key] : true]),
      ) as NotificationPreferences;
    },

    async setPreferences(userId: number, changes: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
      const current = await service.preferences(userId);
      const merged = { ...current, ...changes };
      const row = await repo.savePreferences(userId, merged, now());
      return Object.fromEntries(NOTIFICATION_PREFERENCE_KEYS.map((key) => [key, row[key]])) as NotificationPreferences;
    },

    // --- web push

    publicKey(): { publicKey: string } {
      return { publicKey: push.publicKey };
    },

    /** `sessionId`: the session registering the device (a password change keeps only its own). */
    async subscribe(userId: number, body: PushSubscriptionBody, sessionId?: string): Promise<{ message: string }> {
      if (!acceptsEndpoint(body.endpoint, options.pushEndpoints)) throw invalid(NOTIFICATION_MESSAGES.badEndpoint);
      const saved = await repo.saveSubscription(
        userId,
        { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, sessionId: sessionId ?? null },
        MAX_PUSH_DEVICES,
      );
      if (!saved) throw conflict(NOTIFICATION_MESSAGES.endpointTaken);
      return { message: NOTIFICATION_MESSAGES.subscribed };
    },

    async unsubscribe(userId: number, endpoint: string): Promise<{ message: string }> {
      if (!(await repo.removeSubscription(userId, endpoint))) throw notFound(NOT_FOUND_MESSAGE);
      return { message: NOTIFICATION_MESSAGES.unsubscribed };
    },

    // --- producers

    /** Whom a published article tells: the followers of one of its teams who keep the news preference on. */
    newsFollowers(teamIds: number[]): Promise<number[]> {
      return repo.followersOf({ matchId: 0, teamIds }, 'news');
    },

    /**
     * The live service's persisted changes (from its outbox, possibly replayed after a restart):
     * notifications for followers who want each kind. `previousStatuses` (per change, the stored
     * status before it) tells a status change; without it, the last status seen by this process.
     */
    async onLiveChanges(changes: LiveChange[], matches: Match[], previousStatuses?: (number | null)[]): Promise<void> {
      const byId = new Map(matches.map((match) => [match.id, match]));
      for (const [index, change] of changes.entries()) {
        const match = byId.get(change.matchId);
        if (!match) continue;
        const previous = previousStatuses ? (previousStatuses[index] ?? undefined) : lastStatus.get(change.matchId);
        const events = liveEvents(change, match, previous);
        lastStatus.set(change.matchId, change.status);
        for (const event of events) {
          const followers = await repo.followersOf(
            { matchId: match.id, teamIds: [match.homeTeam.id, match.awayTeam.id] },
            event.kind,
          );
          await service.notify(followers, event.payload, event.key);
        }
      }
    },

    /** Email verified: the welcome notification (once per user). */
    async welcome(userId: number): Promise<void> {
      await service.notify(
        [userId],
        {
          type: 'system',
          title: `Bem-vindo ao ${options.productName}!`,
          message: 'Explore as funcionalidades e acompanhe as estatísticas dos seus times em tempo real.',
          actionUrl: '/profile?tab=notifications',
        },
        'welcome',
      );
    },
  };
  return service;
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
