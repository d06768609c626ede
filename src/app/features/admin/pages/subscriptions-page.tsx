// /admin/subscriptions: by status and plan (server-side), with cancel and extend (reason required).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Repeat } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { QueryList } from '@app/components/ui/query-list';
import { SelectField } from '@app/components/ui/select-field';
import { EmptyState } from '@app/components/ui/empty-state';
import { Skeleton } from '@app/components/ui/skeleton';
import { queryString, subscriptionsQueryOptions, useAdminAction } from '../api';
import { ConfirmAction } from '../components/confirm-action';
import { ExportLink } from '../components/export-link';
import { AdminPager } from '../components/pager';
import { PlanFilter } from '../components/plan-filter';
import { StatusBadge } from '../components/badges';
import { SUBSCRIPTION_STATUS } from '@shared/billing-labels';
import { TableFrame, td, th } from '../components/table';
import { formatDate } from '../components/format';

export interface SubscriptionsSearch {
  status?: 'pending' | 'active' | 'past_due' | 'expired' | 'canceled';
  plan?: string;
  q?: string;
  page?: number;
}
const PAGE_SIZE = 25;

export function SubscriptionsPage({
  search,
  onSearch,
}: {
  search: SubscriptionsSearch;
  onSearch: (next: SubscriptionsSearch) => void;
}) {
  const list = useQuery(subscriptionsQueryOptions({ ...search, pageSize: PAGE_SIZE, page: search.page ?? 1 }));
  const action = useAdminAction();
  const set = (patch: Partial<SubscriptionsSearch>) => onSearch({ ...search, ...patch, page: undefined });
  const { page: _page, ...filters } = search;
  return (
    <Page
      title="Assinaturas"
      description="Planos ativos e cancelados."
      actions={<ExportLink href={`/api/admin/export/subscriptions.csv${queryString(filters)}`} />}
    >
      <div className="mb-4 flex flex-wrap gap-3">
        <SelectField
          label="Situação"
          value={search.status ?? ''}
          placeholder="Todas"
          options={Object.entries(SUBSCRIPTION_STATUS)
            .filter(([value]) => value !== 'none')
            .map(([value, { label }]) => ({ value, label }))}
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
      <QueryList
        query={list}
        items={(data) => data.items}
        loading={<Skeleton className="h-96 w-full" />}
        empty={
          <EmptyState
            icon={Repeat}
            title="Nenhuma assinatura listada"
            description="Nenhuma assinatura com estes filtros."
          />
        }
      >
        {(items, data) => (
          <>
            <TableFrame label="Assinaturas">
              <thead className="border-b border-border">
                <tr>
                  <th className={th}>Assinante</th>
                  <th className={th}>Plano</th>
                  <th className={th}>Situação</th>
                  <th className={th}>Período</th>
                  <th className={th}>Ações</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {items.map((subscription) => (
                  <tr key={subscription.id}>
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
                      <span className="flex flex-wrap gap-1">
                        <ConfirmAction
                          label="Estender"
                          title={`Estender a assinatura de ${subscription.username}?`}
                          description="Os dias contam do fim do período (ou de hoje, se já terminou)."
                          confirmLabel="Estender"
                          days
                          reason
                          reasonRequired
                          disabled={subscription.status === 'pending'}
                          onConfirm={({ days, reason }) =>
                            action.mutateAsync({
                              path: `/api/admin/subscriptions/${subscription.id}/extend`,
                              body: { days, reason },
                            })
                          }
                        />
                        <ConfirmAction
                          label="Cancelar"
                          variant="danger"
                          title={`Cancelar a assinatura de ${subscription.username}?`}
                          description="A assinatura termina no fim do período já pago; nada mais é cobrado."
                          confirmLabel="Cancelar assinatura"
                          reason
                          reasonRequired
                          disabled={
                            !['active', 'past_due'].includes(subscription.status) || subscription.cancelAtPeriodEnd
                          }
                          onConfirm={({ reason }) =>
                            action.mutateAsync({
                              path: `/api/admin/subscriptions/${subscription.id}/cancel`,
                              body: { reason },
                            })
                          }
                        />
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
            <AdminPager search={search} onSearch={onSearch} pageSize={PAGE_SIZE} total={data.total} />
          </>
        )}
      </QueryList>
    </Page>
  );
}
