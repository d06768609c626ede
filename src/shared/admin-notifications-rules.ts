// Admin notifications' constants and pure rules (issue 13 point 9), without zod: the composer in
// the app checks a form with checkCompose() and the server's schema (admin-notifications.ts) says
// the same sentences.
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

export const BROADCAST_ERRORS = {
  title: 'Informe o título.',
  titleLong: `O título deve ter no máximo ${BROADCAST_TITLE_MAX} caracteres.`,
  message: 'Informe a mensagem.',
  messageLong: `A mensagem deve ter no máximo ${BROADCAST_MESSAGE_MAX} caracteres.`,
  actionUrl: 'O link deve ser um caminho do site (começando com /) ou um endereço https.',
  actionUrlLong: 'O link deve ter no máximo 500 caracteres.',
  audienceValue: 'Informe o plano, o time ou o usuário que vai receber.',
  scheduledAt: 'Informe a data e a hora do envio.',
  pastSchedule: 'A data de agendamento precisa estar no futuro.',
} as const;

/** A path of this site ('/plans') or an https address; never '//host' or javascript:. */
export function isAllowedActionUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export interface ComposeInput {
  title: string;
  message: string;
  actionUrl: string;
  audienceKind: AudienceKind;
  audienceValue: string;
  /** The send time for a scheduled one (undefined: send now; null: asked for but not valid). */
  scheduledAt?: Date | null;
}
export type ComposeProblems = Partial<Record<'title' | 'message' | 'actionUrl' | 'audience' | 'scheduledAt', string>>;

/** The composer's checks, one sentence per field (the server's schema refuses the same). */
export function checkCompose(input: ComposeInput, now: Date): ComposeProblems {
  const problems: ComposeProblems = {};
  const title = input.title.trim();
  const message = input.message.trim();
  const actionUrl = input.actionUrl.trim();
  if (!title) problems.title = BROADCAST_ERRORS.title;
  else if (title.length > BROADCAST_TITLE_MAX) problems.title = BROADCAST_ERRORS.titleLong;
  if (!message) problems.message = BROADCAST_ERRORS.message;
  else if (message.length > BROADCAST_MESSAGE_MAX) problems.message = BROADCAST_ERRORS.messageLong;
  if (actionUrl.length > 500) problems.actionUrl = BROADCAST_ERRORS.actionUrlLong;
  else if (actionUrl && !isAllowedActionUrl(actionUrl)) problems.actionUrl = BROADCAST_ERRORS.actionUrl;
  if (input.audienceKind !== 'everyone' && !input.audienceValue.trim())
    problems.audience = BROADCAST_ERRORS.audienceValue;
  if (input.scheduledAt === null) problems.scheduledAt = BROADCAST_ERRORS.scheduledAt;
  else if (input.scheduledAt && input.scheduledAt.getTime() <= now.getTime())
    problems.scheduledAt = BROADCAST_ERRORS.pastSchedule;
  return problems;
}

/** The browser of a push endpoint, by its push service's host. */
export function browserOfPushHost(host: string): string {
  if (host.endsWith('fcm.googleapis.com') || host.endsWith('android.googleapis.com')) return 'Chrome';
  if (host.endsWith('mozilla.com') || host.endsWith('mozaws.net')) return 'Firefox';
  if (host.endsWith('push.apple.com')) return 'Safari';
  if (host.endsWith('notify.windows.com')) return 'Edge';
  return 'Outro navegador';
}
