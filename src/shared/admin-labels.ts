// Words of the admin area (kept out of admin-rules.ts, which route search schemas load on every start).
import { CONTENT_AUDIT_LABELS } from './admin-content-rules';

/** An audit target's kind in words, for one whose row is gone (the API names the others). */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  user: 'usuário',
  subscription: 'assinatura',
  payment: 'pagamento',
  contact_message: 'mensagem',
  notification: 'notificação',
  news: 'notícia',
  news_image: 'imagem de notícia',
  plan: 'plano',
  bonus: 'bônus',
  update: 'atualização',
};

/** How audit actions read at /admin. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.disable': 'Desativou usuário',
  'user.enable': 'Reativou usuário',
  'user.role': 'Alterou papel',
  'user.resend_verification': 'Reenviou verificação',
  'user.end_sessions': 'Encerrou sessões',
  'user.role.admin_emails_ignored': 'ADMIN_EMAILS ignorado (papel retirado por um administrador)',
  export: 'Exportou',
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
