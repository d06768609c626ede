// Prices and what each plan includes (the /plans comparison). The state and method words live in
// @shared/billing-labels (the admin shows the same ones).
import type { PlanInterval } from '@shared/billing-rules';
import { formatCents, intervalLabel } from '@shared/billing-rules';
import type { Plan } from '@shared/billing';

/** "R$ 19,90 / mês" (free: "R$ 0,00"). */
export function priceLabel(priceCents: number, interval: PlanInterval | null): string {
  return interval ? `${formatCents(priceCents)} / ${intervalLabel(interval)}` : formatCents(priceCents);
}

/** "Até 3" / "Ilimitados": a plan's followed-teams limit as /plans compares it. */
export const followedTeamsLabel = (max: number | null) => (max === null ? 'Ilimitados' : `Até ${max}`);

/**
 * The comparison rows of /plans. The first four every plan gives; the last three are each plan's
 * entitlements (plan data, edited at /admin/news), so the table shows what the server grants.
 */
export const COMPARISON: { feature: string; value: (plan: Plan) => string | boolean }[] = [
  { feature: 'Placares ao vivo, partidas e resultados', value: () => true },
  { feature: 'Ligas, times e confrontos diretos', value: () => true },
  // Statistics are public (spec §1: visitors browse them): no plan sells them.
  { feature: 'Classificação, estatísticas e gráficos de times e ligas', value: () => true },
  { feature: 'Palpite resumido da IA', value: () => true },
  {
    feature: 'Previsões completas da IA (probabilidades, placares, mais/menos gols, ambos marcam)',
    value: (plan) => plan.entitlements.fullPredictions,
  },
  {
    feature: 'Times seguidos com alertas',
    value: (plan) => followedTeamsLabel(plan.entitlements.maxFollowedTeams),
  },
];
