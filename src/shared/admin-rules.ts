// Admin constants without zod (the app imports them cheaply).
import { CONTENT_AUDIT_LABELS } from './admin-content-rules';
import { addDays } from './datetime';

/** Money and role actions ask for the password again when the last sign-in is older than this. */
export const REAUTH_WINDOW_MS = 15 * 60 * 1000;
export const REAUTH_ERROR_TYPE = 'reauth_required';
export const REAUTH_MESSAGE = 'Por segurança, confirme sua senha para continuar.';

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const USER_SORTS = ['createdAt', 'username', 'email', 'lastLoginAt'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
/** Extension of a subscription by an admin: whole days, at most this many at once. */
export const MAX_EXTEND_DAYS = 366;

/** How audit actions read at /admin. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.disable': 'Desativou usuário',
  'user.enable': 'Reativou usuário',
  'user.role': 'Alterou papel',
  'user.resend_verification': 'Reenviou verificação',
  'user.end_sessions': 'Encerrou sessões',
  'user.role.admin_emails_ignored': 'ADMIN_EMAILS ignorado (papel retirado por um administrador)',
  export: 'Exportou CSV',
  'subscription.cancel': 'Cancelou assinatura',
  'subscription.extend': 'Estendeu assinatura',
  'payment.refund': 'Reembolsou pagamento',
  'payment.mark_paid': 'Marcou PIX como pago',
  'notification.send': 'Enviou notificação',
  'notification.schedule': 'Agendou notificação',
  'notification.cancel': 'Cancelou notificação agendada',
  'notification.scheduled_send': 'Notificação agendada enviada pelo agendador',
  'contact.handle': 'Marcou mensagem de contato como resolvida',
  ...CONTENT_AUDIT_LABELS,
};

/**
 * Every day of the window ending `lastDay` (YYYY-MM-DD), oldest first, with 0 where nothing was
 * received: the revenue chart draws one bar per day, so one paid day is one bar, not the whole chart.
 */
export function revenueDays(
  perDay: { day: string; amountCents: number }[],
  lastDay: string,
  days: number,
): { day: string; amountCents: number }[] {
  const byDay = new Map(perDay.map((entry) => [entry.day, entry.amountCents]));
  return Array.from({ length: days }, (_, index) => {
    const day = addDays(lastDay, index - days + 1);
    return { day, amountCents: byDay.get(day) ?? 0 };
  });
}
