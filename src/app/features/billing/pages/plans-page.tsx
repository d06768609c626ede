// /plans: the three plans side by side (stacked on phones), what each includes, the signed-in
// user's current plan marked, a comparison list and the questions people ask before paying.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check, Minus, Sparkles } from 'lucide-react';
import type { Plan } from '@shared/billing';
import { annualSavingsPercent, formatCents, intervalLabel } from '@shared/billing-rules';
import { Page } from '@app/components/ui/page';
import { Card } from '@app/components/ui/card';
import { buttonClasses } from '@app/components/ui/button';
import { cn } from '@app/components/ui/cn';
import { plansQueryOptions, subscriptionQueryOptions } from '../api';
import { planOffer, type PlanOffer } from '@shared/billing-labels';
import { COMPARISON } from '../labels';
import { Badge } from '@app/components/ui/badge';
import { PLANS_FAQ as FAQ } from '@shared/plans-faq';

export function PlansPage({ signedIn }: { signedIn: boolean }) {
  // The route's loader has ensured the plans (the pending skeleton and a failure are the route's), so
  // they are always here; a failed background refetch keeps the ones shown, offline included.
  const { data: plans } = useSuspenseQuery(plansQueryOptions());
  const subscription = useQuery({ ...subscriptionQueryOptions(), enabled: signedIn });
  const current = subscription.data;
  // The plan the user has now: their paid plan while it is usable, else Grátis.
  const currentPlanId = !signedIn
    ? null
    : current?.entitlements.plan === 'pro'
      ? current.plan
      : current
        ? 'free'
        : null;

  return (
    <Page
      title="Planos"
      heading="Escolha seu plano"
      description="Comece grátis. Assine o Pro para ter as previsões completas da IA e seguir mais times."
    >
      <ul className="grid gap-4 md:grid-cols-3" aria-label="Planos">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            monthly={plans.find((other) => other.interval === 'month')}
            offer={planOffer(plan, { signedIn, currentPlanId })}
            currentPlanName={current?.planName ?? null}
          />
        ))}
      </ul>
      <Comparison plans={plans} />
      <section className="mt-8" aria-labelledby="faq-title">
        <h2 id="faq-title" className="mb-3 text-xl font-bold">
          Perguntas frequentes
        </h2>
        <div className="grid gap-2">
          {FAQ.map((item) => (
            <details key={item.question} className="group rounded-[12px] border border-border bg-surface">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                {item.question}
                <span
                  aria-hidden="true"
                  className="text-xl leading-none text-text-muted transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="px-4 pb-4 text-sm text-text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </Page>
  );
}

function PlanCard({
  plan,
  monthly,
  offer,
  currentPlanName,
}: {
  plan: Plan;
  monthly: Plan | undefined;
  offer: PlanOffer;
  currentPlanName: string | null;
}) {
  const current = offer === 'current';
  const annual = plan.interval === 'year';
  const savings = annual && monthly ? annualSavingsPercent(plan.priceCents, monthly.priceCents) : 0;
  const highlighted = annual;
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-[12px] border bg-surface p-5',
        current ? 'border-accent' : highlighted ? 'border-info/60' : 'border-border',
      )}
      aria-current={current ? 'true' : undefined}
    >
      <div className="mb-1 flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold">{plan.name}</h2>
        {current && <Badge tone="accent">Seu plano atual</Badge>}
        {!current && highlighted && (
          <Badge tone="info">
            <Sparkles className="mr-1 h-3 w-3" aria-hidden="true" />
            Mais vantajoso
          </Badge>
        )}
      </div>
      <p className="text-sm text-text-muted">{plan.description}</p>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="tabular text-3xl font-extrabold">{formatCents(plan.priceCents)}</span>
        {plan.interval && <span className="text-text-muted">/ {intervalLabel(plan.interval)}</span>}
      </p>
      <p className="mt-1 min-h-5 text-sm text-accent">
        {annual
          ? `${formatCents(plan.monthlyEquivalentCents)} / mês${savings > 0 ? `, economize ${savings}%` : ''}`
          : plan.tier === 'free'
            ? 'Para sempre'
            : 'Cancele quando quiser'}
      </p>
      <ul className="my-5 grid flex-1 content-start gap-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <PlanAction plan={plan} offer={offer} currentPlanName={currentPlanName} highlighted={highlighted} />
    </li>
  );
}

function PlanAction({
  plan,
  offer,
  currentPlanName,
  highlighted,
}: {
  plan: Plan;
  offer: PlanOffer;
  currentPlanName: string | null;
  highlighted: boolean;
}) {
  const full = 'w-full justify-center';
  switch (offer) {
    case 'current':
      return (
        <span
          className={buttonClasses('secondary', 'md', cn(full, 'pointer-events-none opacity-70'))}
          aria-disabled="true"
        >
          Plano atual
        </span>
      );
    case 'free-signup':
      return (
        <Link to="/auth" className={buttonClasses('secondary', 'md', full)}>
          Criar conta grátis
        </Link>
      );
    case 'free-stay':
      return (
        <Link to="/" className={buttonClasses('secondary', 'md', full)}>
          Continuar no Grátis
        </Link>
      );
    case 'free-included':
      return <p className="text-center text-sm text-text-muted">Tudo do Grátis já está no seu {currentPlanName}.</p>;
    case 'switch':
      // A subscriber changes plan from the subscription: not a second purchase as if new.
      return (
        <div className="grid gap-2">
          <p className="text-center text-sm text-text-muted">
            Você assina o {currentPlanName}. Para mudar para o {plan.name}, cancele a renovação e assine quando o
            período atual terminar.
          </p>
          <Link
            to="/profile"
            search={{ tab: 'subscription' }}
            className={buttonClasses('secondary', 'md', full)}
            aria-label={`Mudar para o ${plan.name}: ver minha assinatura`}
          >
            Mudar de plano
          </Link>
        </div>
      );
    case 'subscribe':
      return (
        <Link
          to="/checkout"
          search={{ plan: plan.id }}
          className={buttonClasses(highlighted ? 'primary' : 'secondary', 'md', full)}
          aria-label={`Assinar ${plan.name}`}
        >
          Assinar {plan.name}
        </Link>
      );
  }
}

function Comparison({ plans }: { plans: Plan[] }) {
  const cell = (value: string | boolean, label: string) =>
    typeof value === 'string' ? (
      <span className="text-xs font-semibold md:text-sm">{value}</span>
    ) : value ? (
      <Check className="mx-auto h-5 w-5 text-accent" aria-label={`Incluído no ${label}`} />
    ) : (
      <Minus className="mx-auto h-5 w-5 text-text-muted" aria-label={`Não incluído no ${label}`} />
    );
  return (
    <Card className="mt-8 overflow-hidden">
      <table className="w-full table-fixed text-sm">
        <caption className="px-4 pb-2 pt-4 text-left text-xl font-bold">Compare os planos</caption>
        <thead>
          <tr className="border-b border-border text-text-muted">
            <th scope="col" className="w-[46%] px-3 py-2 text-left font-medium md:w-1/2 md:px-4">
              Recurso
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="px-1 py-2 text-center text-xs font-semibold md:text-sm">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARISON.map((row) => (
            <tr key={row.feature} className="border-b border-border last:border-0">
              <th scope="row" className="px-3 py-3 text-left font-normal md:px-4">
                {row.feature}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className="px-1 py-3 text-center">
                  {cell(row.value(plan), plan.name)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
