// The "Plano" filter of the users and subscriptions lists: the paid plans as the server sells them
// (GET /api/admin/plans, typed by @shared/admin-content), so a plan added or renamed in Conteúdo shows
// here with no code change. Inactive plans stay listed: old subscriptions still carry them.
import { useQuery } from '@tanstack/react-query';
import { SelectField, type SelectOption } from '@app/components/ui/select-field';
import { plansQueryOptions } from '../content-api';

export function PlanFilter({
  value,
  onChange,
  extra = [],
}: {
  value: string | undefined;
  onChange: (plan: string | undefined) => void;
  /** Options before the plans (the users list's "no subscription"). */
  extra?: SelectOption[];
}) {
  const plans = useQuery(plansQueryOptions());
  const paid = (plans.data?.items ?? []).filter((plan) => plan.tier !== 'free');
  return (
    <SelectField
      label="Plano"
      value={value ?? ''}
      placeholder="Todos"
      options={[...extra, ...paid.map((plan) => ({ value: plan.id, label: plan.name }))]}
      onChange={(next) => onChange(next || undefined)}
    />
  );
}
