// The words for billing, in ONE place for the user's screens (billing) and the admin (issue 22
// point 10): states, methods, payment kinds, plan names and what a payment event says.
import {
  formatCents,
  formatDateBr,
  type PaymentMethod,
  type PaymentStatus,
  type SubscriptionStatus,
} from './billing-rules';

export type Tone = 'accent' | 'warning' | 'danger' | 'muted' | 'info';

export const PAYMENT_STATUS: Record<PaymentStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Pendente', tone: 'warning' },
  approved: { label: 'Aprovado', tone: 'accent' },
  rejected: { label: 'Recusado', tone: 'danger' },
  refunded: { label: 'Estornado', tone: 'muted' },
  expired: { label: 'Expirado', tone: 'muted' },
};

export const SUBSCRIPTION_STATUS: Record<SubscriptionStatus, { label: string; tone: Tone }> = {
  none: { label: 'Sem assinatura', tone: 'muted' },
  pending: { label: 'Aguardando pagamento', tone: 'warning' },
  active: { label: 'Ativa', tone: 'accent' },
  past_due: { label: 'Pagamento atrasado', tone: 'danger' },
  expired: { label: 'Expirada', tone: 'muted' },
  canceled: { label: 'Cancelada', tone: 'muted' },
};

export const METHOD_LABEL: Record<PaymentMethod, string> = { card: 'Cartão de crédito', pix: 'PIX' };

export const PAYMENT_KIND_LABEL: Record<'checkout' | 'renewal', string> = {
  checkout: 'Primeira compra',
  renewal: 'Renovação',
};

/** A status label, or the raw value when the server sends one this build does not know. */
export const paymentStatusLabel = (status: string) => PAYMENT_STATUS[status as PaymentStatus]?.label ?? status;

/** Who changed a payment, from the event's `source`. */
export function eventSourceLabel(source: string): string {
  if (source === 'checkout') return 'Checkout do usuário';
  if (source === 'user') return 'Ação do usuário';
  if (source === 'scheduler') return 'Rotina automática';
  if (source.startsWith('webhook:')) return `Aviso do provedor (${source.slice('webhook:'.length)})`;
  if (source.startsWith('admin:')) return `Administrador #${source.slice('admin:'.length)}`;
  return source;
}

const REASONS: Record<string, string> = {
  provider_error: 'o provedor de pagamento falhou',
  subscription_canceled: 'a assinatura foi cancelada',
  subscription_expired: 'a assinatura expirou',
  subscription_past_due: 'a assinatura ficou em atraso',
  new_code: 'um novo código PIX foi pedido',
};

const isoDate = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null);

/**
 * What a payment event's detail says, as sentences ("Forma: PIX", "Renovação do período que vence em
 * 12/03/2027"); `planName` names a plan id. Keys this build does not know are shown as "chave: valor".
 */
export function eventDetailLines(detail: Record<string, unknown>, planName: (id: string) => string): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(detail)) {
    if (value === null || value === undefined) continue;
    const date = isoDate(value);
    if (key === 'planId' && typeof value === 'string') lines.push(`Plano: ${planName(value)}`);
    else if (key === 'method' && (value === 'card' || value === 'pix')) lines.push(`Forma: ${METHOD_LABEL[value]}`);
    else if (key === 'reason' && typeof value === 'string') lines.push(`Motivo: ${REASONS[value] ?? value}`);
    else if (key === 'amountCents' && typeof value === 'number') lines.push(`Valor: ${formatCents(value)}`);
    else if (key === 'providerPaymentId') lines.push(`Pagamento no provedor: ${String(value)}`);
    else if (key === 'refundedPaymentId') lines.push(`Estorno do pagamento #${String(value)}`);
    else if (key === 'paymentId') lines.push(`Pagamento #${String(value)}`);
    else if (key === 'renewalFor' && date) lines.push(`Renovação do período que vence em ${formatDateBr(date)}`);
    else if (key === 'periodStart' && date) lines.push(`Período de ${formatDateBr(date)}`);
    else if (key === 'periodEnd' && date) lines.push(`Período até ${formatDateBr(date)}`);
    else if (key === 'cancelAtPeriodEnd') lines.push(value ? 'Cancelamento no fim do período' : 'Renovação retomada');
    else lines.push(`${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  }
  return lines;
}

/**
 * What a plan card offers a visitor or user: the plan they have, a switch (a Pro Anual subscriber
 * is not offered "Assinar Pro Mensal" as if new), a purchase, or the free plan.
 */
export type PlanOffer = 'current' | 'switch' | 'subscribe' | 'free-signup' | 'free-stay' | 'free-included';
export function planOffer(
  plan: { id: string; tier: string },
  user: { signedIn: boolean; currentPlanId: string | null },
): PlanOffer {
  if (user.currentPlanId === plan.id) return 'current';
  const paying = user.currentPlanId !== null && user.currentPlanId !== 'free';
  if (plan.tier === 'free') return !user.signedIn ? 'free-signup' : paying ? 'free-included' : 'free-stay';
  return paying ? 'switch' : 'subscribe';
}

/** The renewal sentence of the checkout: renewals are PIX codes, a card payer is told to expect a link. */
export function renewalNote(method: PaymentMethod, intervalWord: string): string {
  return method === 'pix'
    ? `Renovação por PIX a cada ${intervalWord}, avisada por email 3 dias antes. Cancele quando quiser.`
    : `Renovação a cada ${intervalWord}: avisamos por email 3 dias antes, com o link para pagar. Cancele quando quiser.`;
}

/** The words of the PIX payment page for a first purchase or a renewal (both open /pix-renewal/{id}). */
export function pixPageWords(kind: 'checkout' | 'renewal', planName: string) {
  return kind === 'renewal'
    ? {
        title: 'Renovação via PIX',
        description: `Pague a renovação do seu plano ${planName} com PIX.`,
        summary: 'Renovação',
        confirmed: `Renovação confirmada: seu ${planName} vale até`,
      }
    : {
        title: 'Pagamento via PIX',
        description: `Pague a assinatura do plano ${planName} com PIX.`,
        summary: 'Assinatura',
        confirmed: `Pagamento confirmado: seu ${planName} vale até`,
      };
}
export const subscriptionStatusLabel = (status: string) =>
  SUBSCRIPTION_STATUS[status as SubscriptionStatus]?.label ?? status;
