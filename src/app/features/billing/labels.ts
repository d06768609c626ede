// pt-BR words for billing states and methods, and what a plan's tier includes (the /plans comparison).
import type { PaymentStatus, SubscriptionStatus, PaymentMethod, PlanInterval } from '@shared/billing-rules';
import { formatCents, intervalLabel } from '@shared/billing-rules';

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

/** "R$ 19,90 / mês" (free: "R$ 0,00"). */
export function priceLabel(priceCents: number, interval: PlanInterval | null): string {
  return interval ? `${formatCents(priceCents)} / ${intervalLabel(interval)}` : formatCents(priceCents);
}

/** The comparison rows of /plans: what free and Pro give (Pro Mensal and Pro Anual give the same). */
export const COMPARISON: { feature: string; free: string | boolean; pro: string | boolean }[] = [
  { feature: 'Placares ao vivo, partidas e resultados', free: true, pro: true },
  { feature: 'Ligas, times e confrontos diretos', free: true, pro: true },
  { feature: 'Classificação e estatísticas básicas', free: true, pro: true },
  { feature: 'Palpite resumido da IA', free: true, pro: true },
  {
    feature: 'Previsões completas da IA (probabilidades, placares, mais/menos gols, ambos marcam)',
    free: false,
    pro: true,
  },
  { feature: 'Estatísticas avançadas com gráficos de times e ligas', free: false, pro: true },
  { feature: 'Times seguidos com alertas', free: 'Até 3', pro: 'Ilimitados' },
];
