// Admin notifications (issue 13 point 9): what /api/admin/notifications accepts and answers. An admin
// composes one notification for an audience (everyone, a plan's subscribers, a team's followers, one
// user), previews it, sends it now or schedules it; the history shows how far each one went.
import { z } from 'zod';

export const BROADCAST_TYPES = ['system', 'news', 'marketing', 'alert'] as const;
export type BroadcastType = (typeof BROADCAST_TYPES)[number];
export const BROADCAST_TYPE_LABELS: Record<BroadcastType, string> = {
  system: 'Sistema',
  news: 'Notícia',
  marketing: 'Promoção',
  alert: 'Alerta',
};

export const AUDIENCE_KINDS = ['everyone', 'plan', 'team', 'user'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];
export const AUDIENCE_LABELS: Record<AudienceKind, string> = {
  everyone: 'Todos os usuários',
  plan: 'Assinantes de um plano',
  team: 'Seguidores de um time',
  user: 'Um usuário',
};

export const BROADCAST_STATUSES = ['scheduled', 'sending', 'sent', 'canceled'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];
export const BROADCAST_STATUS_LABELS: Record<BroadcastStatus, string> = {
  scheduled: 'Agendada',
  sending: 'Enviando',
  sent: 'Enviada',
  canceled: 'Cancelada',
};

export const BROADCAST_TITLE_MAX = 80;
export const BROADCAST_MESSAGE_MAX = 300;
/** How far ahead a notification may be scheduled. */
export const BROADCAST_MAX_AHEAD_DAYS = 90;

/** A path of this site ('/plans') or an https address; never '//host' or javascript:. */
export function isAllowedActionUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export const broadcastComposeSchema = z
  .object({
    title: z
      .string({ error: 'Informe o título.' })
      .trim()
      .min(1, 'Informe o título.')
      .max(BROADCAST_TITLE_MAX, `O título deve ter no máximo ${BROADCAST_TITLE_MAX} caracteres.`),
    message: z
      .string({ error: 'Informe a mensagem.' })
      .trim()
      .min(1, 'Informe a mensagem.')
      .max(BROADCAST_MESSAGE_MAX, `A mensagem deve ter no máximo ${BROADCAST_MESSAGE_MAX} caracteres.`),
    actionUrl: z
      .string()
      .trim()
      .max(500, 'O link deve ter no máximo 500 caracteres.')
      .refine(
        (value) => value === '' || isAllowedActionUrl(value),
        'O link deve ser um caminho do site (começando com /) ou um endereço https.',
      )
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
    message: 'Informe o plano, o time ou o usuário que vai receber.',
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
  recipients: z.number().int(),
  /** Who the audience is, in words ('Seguidores do Flamengo'). */
  audienceLabel: z.string(),
  notification: broadcastNotificationSchema,
});
export type BroadcastPreview = z.infer<typeof broadcastPreviewSchema>;

export const broadcastSchema = broadcastNotificationSchema.extend({
  id: z.number().int(),
  audienceKind: z.enum(AUDIENCE_KINDS),
  audienceValue: z.string().nullable(),
  audienceLabel: z.string(),
  status: z.enum(BROADCAST_STATUSES),
  scheduledAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.number().int().nullable(),
  createdByEmail: z.string().nullable(),
  /** Notifications stored (one per recipient). */
  recipients: z.number().int(),
  /** Recipients with the app open (a connected socket) when it was sent. */
  socketDelivered: z.number().int(),
  /** Pushes the push service accepted (devices, not users). */
  pushed: z.number().int(),
  /** Recipients who read it (from their notification rows). */
  read: z.number().int(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

export const broadcastListSchema = z.object({ items: z.array(broadcastSchema) });
export const broadcastListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const broadcastResultSchema = z.object({ message: z.string(), broadcast: broadcastSchema });

/** The browser of a push endpoint, by its push service's host. */
export function browserOfPushHost(host: string): string {
  if (host.endsWith('fcm.googleapis.com') || host.endsWith('android.googleapis.com')) return 'Chrome';
  if (host.endsWith('mozilla.com') || host.endsWith('mozaws.net')) return 'Firefox';
  if (host.endsWith('push.apple.com')) return 'Safari';
  if (host.endsWith('notify.windows.com')) return 'Edge';
  return 'Outro navegador';
}
