// Admin notifications (issue 13 point 9): what /api/admin/notifications accepts and answers. An admin
// composes one notification for an audience (everyone, a plan's subscribers, a team's followers, one
// user), previews it, sends it now or schedules it; the history shows how far each one went.
import { z } from 'zod';
import {
  AUDIENCE_KINDS,
  BROADCAST_ERRORS,
  BROADCAST_MESSAGE_MAX,
  BROADCAST_STATUSES,
  BROADCAST_TITLE_MAX,
  BROADCAST_TYPES,
  isAllowedActionUrl,
} from './admin-notifications-rules';
import { int4 } from './integers';

export * from './admin-notifications-rules';

export const broadcastComposeSchema = z
  .object({
    title: z
      .string({ error: BROADCAST_ERRORS.title })
      .trim()
      .min(1, BROADCAST_ERRORS.title)
      .max(BROADCAST_TITLE_MAX, BROADCAST_ERRORS.titleLong),
    message: z
      .string({ error: BROADCAST_ERRORS.message })
      .trim()
      .min(1, BROADCAST_ERRORS.message)
      .max(BROADCAST_MESSAGE_MAX, BROADCAST_ERRORS.messageLong),
    actionUrl: z
      .string()
      .trim()
      .max(500, BROADCAST_ERRORS.actionUrlLong)
      .refine((value) => value === '' || isAllowedActionUrl(value), BROADCAST_ERRORS.actionUrl)
      .transform((value) => value || null)
      .nullish(),
    type: z.enum(BROADCAST_TYPES, { error: 'Escolha o tipo da notificação.' }),
    audience: z.object({
      kind: z.enum(AUDIENCE_KINDS, { error: 'Escolha para quem enviar.' }),
      /** The plan id, the team id or the user's id or email; nothing for everyone. */
      value: z.string().trim().max(200, 'O destinatário deve ter no máximo 200 caracteres.').optional(),
    }),
  })
  .refine((body) => body.audience.kind === 'everyone' || Boolean(body.audience.value), {
    message: BROADCAST_ERRORS.audienceValue,
    path: ['audience', 'value'],
  });
export type BroadcastCompose = z.input<typeof broadcastComposeSchema>;

export const broadcastCreateSchema = broadcastComposeSchema.and(
  z.object({
    /** Absent or null: send now. */
    scheduledAt: z.iso.datetime({ offset: true, error: 'A data de agendamento é inválida.' }).nullish(),
  }),
);
export type BroadcastCreate = z.input<typeof broadcastCreateSchema>;

export const broadcastNotificationSchema = z.object({
  type: z.enum(BROADCAST_TYPES),
  title: z.string(),
  message: z.string(),
  actionUrl: z.string().nullable(),
});

export const broadcastPreviewSchema = z.object({
  recipients: int4(),
  /** Who the audience is, in words ('Seguidores do Flamengo'). */
  audienceLabel: z.string(),
  notification: broadcastNotificationSchema,
});
export type BroadcastPreview = z.infer<typeof broadcastPreviewSchema>;

export const broadcastSchema = broadcastNotificationSchema.extend({
  id: int4(),
  audienceKind: z.enum(AUDIENCE_KINDS),
  audienceValue: z.string().nullable(),
  audienceLabel: z.string(),
  status: z.enum(BROADCAST_STATUSES),
  scheduledAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: int4().nullable(),
  createdByEmail: z.string().nullable(),
  /** Notifications stored (one per recipient). */
  recipients: int4(),
  /** Recipients with the app open (a connected socket) when it was sent. */
  socketDelivered: int4(),
  /** Pushes the push service accepted (devices, not users). */
  pushed: int4(),
  /** Recipients who read it (from their notification rows). */
  read: int4(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

export const broadcastListSchema = z.object({ items: z.array(broadcastSchema) });
export const broadcastListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const broadcastResultSchema = z.object({ message: z.string(), broadcast: broadcastSchema });

export const audienceOptionsSchema = z.object({
  plans: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Teams with at least one follower, most followed first. */
  teams: z.array(z.object({ id: int4(), name: z.string(), followers: int4() })),
});
export type AudienceOptions = z.infer<typeof audienceOptionsSchema>;
