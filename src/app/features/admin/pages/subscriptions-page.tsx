// /admin/subscriptions: by status and plan (server-side), with cancel and extend (reason required).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Repeat } from 'lucide-react';
import { SelectField } from '@app/components/ui/select-field';
import { SUBSCRIPTION_STATUS } from '@shared/billing-labels';
import { subscriptionsQueryOptions } from '../api';
import { ADMIN_PAGE_SIZE, AdminList } from '../components/admin-list';
import { StatusBadge } from '../components/badges';
import { PlanFilter } from '../components/plan-filter';
import { SubscriptionActions } from '../components/subscription-actions';
import { td } from '../components/table';
import { formatDate } from '../components/format';

export interface SubscriptionsSearch {
  status?: 'pending' | 'active' | 'past_due' | 'expired' | 'canceled';
  plan?: string;
  q?: string;
  page?: number;
}

// "none" is a user without a subscription, not a subscription's status.
const STATUS_OPTIONS = Object.entries(SUBSCRIPTION_STATUS)
  .filter(([value]) => value !== 'none')
  .map(([value, { label }]) => ({ value, label }));

export function SubscriptionsPage({
  search,
  onSearch,
}: {
  search: SubscriptionsSearch;
  onSearch: (next: SubscriptionsSearch) => void;
}) {
  const list = useQuery(subscriptionsQueryOptions({ ...search, pageSize: ADMIN_PAGE_SIZE, page: search.page ?? 1 }));
  const set = (patch: Partial<SubscriptionsSearch>) => onSearch({ ...search, ...patch, page: undefined });
  return (
    <AdminList
      title="Assinaturas"
      description="Planos ativos e cancelados."
      exportPath="/api/admin/export/subscriptions.csv"
      search={search}
      onSearch={onSearch}
      query={list}
      empty={{
        icon: Repeat,
        title: 'Nenhuma assinatura listada',
        description: 'Nenhuma assinatura com estes filtros.',
      }}
      columns={['Assinante', 'Plano', 'Situação', 'Período', 'Ações']}
      filters={
        <div className="mb-4 flex flex-wrap gap-3">
          <SelectField
            label="Situação"
            value={search.status ?? ''}
            placeholder="Todas"
            options={STATUS_OPTIONS}
            onChange={(value) => set({ status: (value || undefined) as SubscriptionsSearch['status'] })}
          />
          <PlanFilter value={search.plan} onChange={(plan) => set({ plan })} />
          {search.q && (
            <p className="self-end pb-3 text-sm text-text-muted">
              Assinante: {search.q}{' '}
              <button type="button" className="text-accent hover:underline" onClick={() => set({ q: undefined })}>
                limpar
              </button>
            </p>
          )}
        </div>
      }
      row={(subscription) => (
        <>
          <td className={td}>
            <Link
              to="/admin/users/$userId"
              params={{ userId: String(subscription.userId) }}
              className="font-semibold hover:text-accent"
            >
              {subscription.username}
            </Link>
            <p className="text-xs text-text-muted">{subscription.email}</p>
          </td>
          <td className={td}>{subscription.planName}</td>
          <td className={td}>
            <StatusBadge kind="subscription" status={subscription.status} />
            {subscription.cancelAtPeriodEnd && subscription.status === 'active' && (
              <p className="mt-1 text-xs text-text-muted">termina no fim do período</p>
            )}
          </td>
          <td className={td}>
            {formatDate(subscription.currentPeriodStart)} a {formatDate(subscription.currentPeriodEnd)}
          </td>
          <td className={td}>
            <SubscriptionActions subscription={subscription} />
          </td>
        </>
      )}
    />
  );
}
