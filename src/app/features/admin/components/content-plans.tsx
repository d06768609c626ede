// /admin/news, tab "Planos": each plan's price, features and entitlements (a money change: the
// password dialog may open first).
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Tags } from 'lucide-react';
import type { AdminPlan } from '@shared/admin-content';
import { PLAN_FOLLOWED_TEAMS_MESSAGE, parseFollowedTeamsLimit } from '@shared/admin-content-rules';
import { formatCents } from '@shared/billing-rules';
import { Button } from '@app/components/ui/button';
import { QueryList } from '@app/components/ui/query-list';
import { EmptyState } from '@app/components/ui/empty-state';
import { Field, Notice } from '@app/components/ui/field';
import { plansQueryOptions, useContentAction } from '../content-api';
import { Badge } from './badges';
import { lines, ListSkeleton, TextArea } from './content-form';

export function PlansTab() {
  const list = useQuery(plansQueryOptions());
  return (
    <section aria-label="Planos" className="grid gap-3">
      <Notice tone="info">
        Alterar um plano pede sua senha de novo. Cada pagamento guarda o próprio valor: assinantes atuais pagam o novo
        preço a partir da próxima cobrança de renovação criada depois da mudança. O que o plano libera vale na hora para
        todos nele; ajuste também a lista de recursos mostrada em /plans.
      </Notice>
      <QueryList
        query={list}
        items={(data) => data.items}
        loading={<ListSkeleton />}
        empty={<EmptyState icon={Tags} title="Nenhum plano cadastrado" />}
      >
        {(items) => (
          <div className="grid gap-3 lg:grid-cols-3">
            {items.map((plan) => (
              <PlanCard key={`${plan.id}-${plan.updatedAt}`} plan={plan} />
            ))}
          </div>
        )}
      </QueryList>
    </section>
  );
}

/** "19,90" → 1990; null when it is not a price. */
function parseReais(text: string): number | null {
  const match = /^\s*(?:R\$\s*)?(\d{1,6})(?:[,.](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

function PlanCard({ plan }: { plan: AdminPlan }) {
  const action = useContentAction<AdminPlan>();
  const [price, setPrice] = useState((plan.priceCents / 100).toFixed(2).replace('.', ','));
  const [features, setFeatures] = useState(plan.features.join('\n'));
  const [active, setActive] = useState(plan.active);
  const [fullPredictions, setFullPredictions] = useState(plan.fullPredictions);
  const [maxTeams, setMaxTeams] = useState(plan.maxFollowedTeams === null ? '' : String(plan.maxFollowedTeams));
  const [error, setError] = useState<string | null>(null);
  const [teamsError, setTeamsError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const priceCents = parseReais(price);
    const maxFollowedTeams = parseFollowedTeamsLimit(maxTeams);
    setError(priceCents === null ? 'Informe o preço em reais, por exemplo 19,90.' : null);
    setTeamsError(maxFollowedTeams === undefined ? PLAN_FOLLOWED_TEAMS_MESSAGE : null);
    if (priceCents === null || maxFollowedTeams === undefined) return;
    action.mutate({
      method: 'PATCH',
      path: `/api/admin/plans/${plan.id}`,
      body: { priceCents, features: lines(features), active, fullPredictions, maxFollowedTeams },
      success: `Plano ${plan.name} salvo.`,
    });
  };
  const checkbox = (label: string, checked: boolean, onChange: (checked: boolean) => void, disabled = false) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 accent-accent"
      />
      {label}
    </label>
  );
  return (
    <form
      onSubmit={submit}
      aria-label={`Plano ${plan.name}`}
      className="grid content-start gap-3 rounded-[12px] border border-border bg-surface p-4"
    >
      <div className="flex items-center gap-2">
        <h2 className="font-semibold">{plan.name}</h2>
        <Badge tone={plan.tier === 'pro' ? 'accent' : 'muted'}>{plan.tier === 'pro' ? 'Pro' : 'Grátis'}</Badge>
        {!plan.active && <Badge tone="warning">Fora de venda</Badge>}
      </div>
      <p className="text-sm text-text-muted">
        Hoje: {formatCents(plan.priceCents)}
        {plan.interval === 'month' ? ' por mês' : plan.interval === 'year' ? ' por ano' : ''}
      </p>
      <Field
        label="Preço (R$)"
        inputMode="decimal"
        disabled={plan.tier === 'free'}
        hint={plan.tier === 'free' ? 'O plano Grátis é sempre gratuito.' : undefined}
        error={error}
        value={price}
        onChange={(e) => setPrice(e.target.value)}
      />
      <TextArea label="Recursos mostrados em /plans (um por linha)" value={features} onChange={setFeatures} />
      <fieldset className="grid gap-2 rounded-lg border border-border p-3">
        <legend className="px-1 text-sm font-medium">O que o plano libera</legend>
        {checkbox('Previsões completas da IA', fullPredictions, setFullPredictions)}
        <Field
          label="Times seguidos com alertas"
          inputMode="numeric"
          placeholder="Ilimitados"
          hint="De 1 a 1000; vazio = ilimitados."
          error={teamsError}
          value={maxTeams}
          onChange={(e) => setMaxTeams(e.target.value)}
        />
      </fieldset>
      {checkbox('À venda', active, setActive, plan.tier === 'free')}
      <Button type="submit" disabled={action.isPending}>
        Salvar plano
      </Button>
    </form>
  );
}
