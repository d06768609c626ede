// Admin notifications (issue 13 point 9): an admin composes one notification for an audience and
// sends it now or at a time. Sending goes through the notifications producer (stored, socket, web
// push) in batches of recipients; the key 'broadcast:<id>' per user means a send that died midway
// and runs again reaches only who was not reached. Scheduled ones are claimed by one process at
// their time (UPDATE ... WHERE id = (SELECT ... FOR UPDATE SKIP LOCKED)), with a lease so that one
// whose process died is taken over after it passes, also after a restart. Every change is audited:
// send, schedule and cancel by the admin's request; a scheduled send by the scheduler, in the name
// of the admin who scheduled it (action notification.scheduled_send, no address).
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { conflict, invalid, notFound } from '../../../domain-errors';
import {
  AUDIENCE_LABELS,
  BROADCAST_MAX_AHEAD_DAYS,
  type AudienceKind,
  type Broadcast,
  type BroadcastPreview,
  type BroadcastType,
  type broadcastComposeSchema,
  type broadcastCreateSchema,
} from '@shared/admin-notifications';
import type { NotificationsService } from '../../notifications';
import type { Actor } from '../actor';
import type { AuditLog } from '../audit';
import { broadcastsRepo, type BroadcastListRow, type BroadcastRow } from './repo';

type Compose = z.output<typeof broadcastComposeSchema>;
type Create = z.output<typeof broadcastCreateSchema>;

export const BROADCAST_MESSAGES = {
  notFound: 'Notificação não encontrada.',
  planNotFound: 'Plano não encontrado.',
  teamNotFound: 'Time não encontrado.',
  userNotFound: 'Usuário não encontrado (informe o id ou o email).',
  pastSchedule: 'A data de agendamento precisa estar no futuro.',
  farSchedule: `A data de agendamento pode ser no máximo ${BROADCAST_MAX_AHEAD_DAYS} dias à frente.`,
  notCancelable: 'Só notificações agendadas (ainda não enviadas) podem ser canceladas.',
  sent: (count: number) =>
    count === 1 ? 'Notificação enviada para 1 usuário.' : `Notificação enviada para ${count} usuários.`,
  scheduled: 'Notificação agendada.',
  canceled: 'Agendamento cancelado.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 1000;
const DEFAULT_LEASE_MS = 5 * 60_000;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export interface BroadcastsOptions {
  db: Db;
  notifications: Pick<NotificationsService, 'deliver'>;
  audit: AuditLog;
  log: FastifyBaseLogger;
  now: () => Date;
  /** How long a claimed send is held before another process may take it over (its process died). */
  leaseMs?: number;
}

interface Audience {
  kind: AudienceKind;
  /** Normalised: plan id, team id, user id; null for everyone. */
  value: string | null;
  label: string;
}

export function createBroadcasts(options: BroadcastsOptions) {
  const { audit, log, now } = options;
  const repo = broadcastsRepo(options.db);
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  /** The audience as stored: checked (the plan, team or user exists) and named. */
  async function resolveAudience(input: Compose['audience']): Promise<Audience> {
    const value = input.value?.trim() ?? '';
    switch (input.kind) {
      case 'everyone':
        return { kind: 'everyone', value: null, label: AUDIENCE_LABELS.everyone };
      case 'plan': {
        const plan = await repo.plan(value);
        if (!plan) throw invalid(BROADCAST_MESSAGES.planNotFound);
        return { kind: 'plan', value: plan.id, label: `Assinantes do plano ${plan.name}` };
      }
      case 'team': {
        const id = /^\d{1,9}$/.test(value) ? Number(value) : 0;
        const team = id ? await repo.team(id) : undefined;
        if (!team) throw invalid(BROADCAST_MESSAGES.teamNotFound);
        return { kind: 'team', value: String(team.id), label: `Seguidores do ${team.name}` };
      }
      case 'user': {
        const user = await repo.user(/^\d{1,9}$/.test(value) ? { id: Number(value) } : { email: value });
        if (!user) throw invalid(BROADCAST_MESSAGES.userNotFound);
        return { kind: 'user', value: String(user.id), label: `Usuário ${user.email}` };
      }
    }
  }

  const notificationOf = (body: Pick<Compose, 'type' | 'title' | 'message' | 'actionUrl'>) => ({
    type: body.type,
    title: body.title,
    message: body.message,
    actionUrl: body.actionUrl ?? null,
  });

  function toBroadcast(item: BroadcastListRow) {
    const { row } = item;
    return {
      id: row.id,
      type: row.type as BroadcastType,
      title: row.title,
      message: row.message,
      actionUrl: row.actionUrl,
      audienceKind: row.audienceKind as AudienceKind,
      audienceValue: row.audienceValue,
      audienceLabel: row.audienceLabel,
      status: row.status as Broadcast['status'],
      scheduledAt: iso(row.scheduledAt),
      sentAt: iso(row.sentAt),
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      createdByEmail: item.createdByEmail,
      recipients: row.recipients,
      socketDelivered: row.socketDelivered,
      pushed: item.pushed,
      read: item.read,
    } satisfies Broadcast;
  }

  async function byId(id: number): Promise<Broadcast | undefined> {
    const item = await repo.byId(id);
    return item && toBroadcast(item);
  }

  /** Sends a claimed broadcast to its audience, batch by batch; idempotent per user. */
  async function send(row: BroadcastRow): Promise<void> {
    const audience = { kind: row.audienceKind as AudienceKind, value: row.audienceValue, label: row.audienceLabel };
    const payload = {
      type: row.type as BroadcastType,
      title: row.title,
      message: row.message,
      actionUrl: row.actionUrl,
      broadcastId: row.id,
    };
    let afterId = 0;
    for (;;) {
      const at = now();
      const ids = await repo.audienceBatch(audience, afterId, BATCH, at);
      if (ids.length === 0) break;
      const result = await options.notifications.deliver(ids, payload, `broadcast:${row.id}`, { countOnline: true });
      await repo.progress(row.id, at, new Date(at.getTime() + leaseMs), result);
      afterId = ids[ids.length - 1];
      if (ids.length < BATCH) break;
    }
    await repo.finish(row.id, now());
  }

  const broadcasts = {
    async list(limit: number): Promise<Broadcast[]> {
      const rows = await repo.list(limit);
      return rows.map(toBroadcast);
    },

    audienceOptions: () => repo.audienceOptions(),

    /** Who would receive it and how it looks; nothing is stored or sent. */
    async preview(body: Compose): Promise<BroadcastPreview> {
      const audience = await resolveAudience(body.audience);
      return {
        recipients: await repo.countAudience(audience, now()),
        audienceLabel: audience.label,
        notification: notificationOf(body),
      };
    },

    /** Sends now (in the request) or schedules; audited either way. */
    async create(actor: Actor, body: Create): Promise<{ message: string; broadcast: Broadcast }> {
      const at = now();
      const audience = await resolveAudience(body.audience);
      const scheduledAt = body.scheduledAt ? new Date(body.scheduledAt) : null;
      if (scheduledAt && scheduledAt.getTime() <= at.getTime()) throw invalid(BROADCAST_MESSAGES.pastSchedule);
      if (scheduledAt && scheduledAt.getTime() > at.getTime() + BROADCAST_MAX_AHEAD_DAYS * DAY_MS)
        throw invalid(BROADCAST_MESSAGES.farSchedule);
      const row = await repo.insert({
        ...notificationOf(body),
        audienceKind: audience.kind,
        audienceValue: audience.value,
        audienceLabel: audience.label,
        // Sent now: claimed by this request at once (a crash mid-send is taken over after the lease).
        status: scheduledAt ? 'scheduled' : 'sending',
        scheduledAt: scheduledAt ?? at,
        claimedUntil: scheduledAt ? null : new Date(at.getTime() + leaseMs),
        createdBy: actor.id,
        createdAt: at,
        updatedAt: at,
      });
      if (!scheduledAt) await send(row);
      const broadcast = (await byId(row.id))!;
      await audit.record(actor, {
        action: scheduledAt ? 'notification.schedule' : 'notification.send',
        targetType: 'notification',
        targetId: row.id,
        before: null,
        after: broadcast,
      });
      return {
        message: scheduledAt ? BROADCAST_MESSAGES.scheduled : BROADCAST_MESSAGES.sent(broadcast.recipients),
        broadcast,
      };
    },

    async cancel(actor: Actor, id: number): Promise<{ message: string; broadcast: Broadcast }> {
      const before = await byId(id);
      if (!before) throw notFound(BROADCAST_MESSAGES.notFound);
      const at = now();
      if (!(await repo.cancel(id, at))) throw conflict(BROADCAST_MESSAGES.notCancelable);
      const after = (await byId(id))!;
      await audit.record(actor, {
        action: 'notification.cancel',
        targetType: 'notification',
        targetId: id,
        before,
        after,
      });
      return { message: BROADCAST_MESSAGES.canceled, broadcast: after };
    },

    /**
     * One pass: sends every due broadcast this process can claim; returns how many it sent. The
     * timer calls it; tests call it directly with their clock.
     */
    async runDue(): Promise<number> {
      let sent = 0;
      for (;;) {
        const row = await repo.claimDue(now(), leaseMs);
        if (!row) return sent;
        const before = await byId(row.id);
        await send(row);
        const after = (await byId(row.id))!;
        // No request made this send: the row names the admin who scheduled it and the scheduler.
        await audit.record(
          { id: row.createdBy ?? 0, email: after.createdByEmail ?? 'conta excluída', ip: null },
          {
            action: 'notification.scheduled_send',
            targetType: 'notification',
            targetId: row.id,
            before: before ?? null,
            after: { ...after, sentBy: 'scheduler' },
            reason: 'Enviada pelo agendador no horário marcado.',
          },
        );
        sent += 1;
      }
    },

    start(intervalMs: number): void {
      if (intervalMs <= 0 || timer) return;
      const tick = () => {
        if (running) return;
        running = broadcasts
          .runDue()
          .catch((error) => {
            log.error({ err: error }, 'notificações agendadas: falha no envio');
            return 0;
          })
          .finally(() => {
            running = null;
          });
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
  return broadcasts;
}

export type Broadcasts = ReturnType<typeof createBroadcasts>;
