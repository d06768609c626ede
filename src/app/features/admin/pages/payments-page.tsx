// /admin/payments: by status, method and date (server-side), each row opening its detail.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Banknote } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { QueryList } from '@app/components/ui/query-list';
import { SelectField } from '@app/components/ui/select-field';
import { EmptyState } from '@app/components/ui/empty-state';
import { Skeleton } from '@app/components/ui/skeleton';
import { paymentsQueryOptions, queryString } from '../api';
import { PAYMENT_KIND_LABEL } from '@shared/billing-labels';
import { ExportLink } from '../components/export-link';
import { METHOD_LABEL, PAYMENT_STATUS } from '@shared/billing-labels';
import { AdminPager } from '../components/pager';
import { StatusBadge } from '../components/badges';
import { TableFrame, td, th } from '../components/table';
import { formatCents } from '@shared/billing-rules';
import { formatDateTime } from '../components/format';

export interface PaymentsSearch {
  status?: 'pending' | 'approved' | 'rejected' | 'refunded' | 'expired';
  method?: 'card' | 'pix';
  from?: string;
  to?: string;
  page?: number;
}
const PAGE_SIZE = 25;

function DateInput({ label, value, onChange }: { label: string; value?: string; onChange: (value?: string) => void }) {
  return (
    <label className="grid gap-1 text-xs text-text-muted">
      {label}
      <input
        type="date"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="h-11 rounded-lg border border-border bg-surface-2 px-3 text-sm text-text [color-scheme:dark]"
      />
    </label>
  );
}

export function PaymentsPage({
  search,
  onSearch,
}: {
  search: PaymentsSearch;
  onSearch: (next: PaymentsSearch) => void;
}) {
  const list = useQuery(paymentsQueryOptions({ ...search, pageSize: PAGE_SIZE, page: search.page ?? 1 }));
  const set = (patch: Partial<PaymentsSearch>) => onSearch({ ...search, ...patch, page: undefined });
  const { page: _page, ...filters } = search;
  return (
    <Page
      title="Pagamentos"
      description="Pagamentos por cartão e PIX."
      actions={<ExportLink href={`/api/admin/export/payments.csv${queryString(filters)}`} />}
    >
      <div className="mb-4 grid grid-cols-2 gap-3 md:flex md:flex-wrap">
        <SelectField
          label="Situação"
          value={search.status ?? ''}
          placeholder="Todas"
          options={Object.entries(PAYMENT_STATUS).map(([value, { label }]) => ({ value, label }))}
          onChange={(value) => set({ status: (value || undefined) as PaymentsSearch['status'] })}
        />
        <SelectField
          label="Forma"
          value={search.method ?? ''}
          placeholder="Todas"
          options={Object.entries(METHOD_LABEL).map(([value, label]) => ({ value, label }))}
          onChange={(value) => set({ method: (value || undefined) as PaymentsSearch['method'] })}
        />
        <DateInput label="De" value={search.from} onChange={(from) => set({ from })} />
        <DateInput label="Até" value={search.to} onChange={(to) => set({ to })} />
      </div>
      <QueryList
        query={list}
        items={(data) => data.items}
        loading={<Skeleton className="h-96 w-full" />}
        empty={
          <EmptyState
            icon={Banknote}
            title="Nenhum pagamento listado"
            description="Nenhum pagamento com estes filtros."
          />
        }
      >
        {(items, data) => (
          <>
            <TableFrame label="Pagamentos">
              <thead className="border-b border-border">
                <tr>
                  <th className={th}>Pagamento</th>
                  <th className={th}>Pagador</th>
                  <th className={th}>Valor</th>
                  <th className={th}>Situação</th>
                  <th className={th}>Criado em</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {items.map((payment) => (
                  <tr key={payment.id} className="hover:bg-surface-2">
                    <td className={td}>
                      <Link
                        to="/admin/payments/$paymentId"
                        params={{ paymentId: String(payment.id) }}
                        className="font-semibold hover:text-accent"
                      >
                        #{payment.id} · {METHOD_LABEL[payment.method]}
                      </Link>
                      <p className="text-xs text-text-muted">
                        {payment.planName} · {PAYMENT_KIND_LABEL[payment.kind]}
                      </p>
                    </td>
                    <td className={td}>
                      {payment.username}
                      <p className="text-xs text-text-muted">{payment.email}</p>
                    </td>
                    <td className={`${td} tabular-nums`}>{formatCents(payment.amountCents)}</td>
                    <td className={td}>
                      <StatusBadge kind="payment" status={payment.status} />
                    </td>
                    <td className={td}>{formatDateTime(payment.createdAt)}</td>
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
