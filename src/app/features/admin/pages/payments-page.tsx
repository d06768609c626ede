// /admin/payments: by status, method and date (server-side), each row opening its detail.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Banknote } from 'lucide-react';
import { SelectField } from '@app/components/ui/select-field';
import { METHOD_LABEL, PAYMENT_KIND_LABEL, PAYMENT_STATUS } from '@shared/billing-labels';
import { formatCents } from '@shared/billing-rules';
import { paymentsQueryOptions } from '../api';
import { ADMIN_PAGE_SIZE, AdminList } from '../components/admin-list';
import { StatusBadge } from '../components/badges';
import { DateInput } from '../components/date-input';
import { td } from '../components/table';
import { formatDateTime } from '../components/format';

export interface PaymentsSearch {
  status?: 'pending' | 'approved' | 'rejected' | 'refunded' | 'expired';
  method?: 'card' | 'pix';
  from?: string;
  to?: string;
  page?: number;
}

export function PaymentsPage({
  search,
  onSearch,
}: {
  search: PaymentsSearch;
  onSearch: (next: PaymentsSearch) => void;
}) {
  const list = useQuery(paymentsQueryOptions({ ...search, pageSize: ADMIN_PAGE_SIZE, page: search.page ?? 1 }));
  const set = (patch: Partial<PaymentsSearch>) => onSearch({ ...search, ...patch, page: undefined });
  return (
    <AdminList
      title="Pagamentos"
      description="Pagamentos por cartão e PIX."
      exportPath="/api/admin/export/payments.csv"
      search={search}
      onSearch={onSearch}
      query={list}
      empty={{ icon: Banknote, title: 'Nenhum pagamento listado', description: 'Nenhum pagamento com estes filtros.' }}
      columns={['Pagamento', 'Pagador', 'Valor', 'Situação', 'Criado em']}
      rowClassName="hover:bg-surface-2"
      filters={
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
      }
      row={(payment) => (
        <>
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
        </>
      )}
    />
  );
}
