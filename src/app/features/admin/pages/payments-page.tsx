// /admin/payments: by status, method and date (server-side); a payment's detail with the
// provider's events, refund and, in the sandbox, "PIX paid".
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Banknote } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { QueryList } from '@app/components/ui/query-list';
import { Card, CardHeader } from '@app/components/ui/card';
import { SelectField } from '@app/components/ui/select-field';
import { EmptyState } from '@app/components/ui/empty-state';
import { ErrorState } from '@app/components/ui/error-state';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { Skeleton } from '@app/components/ui/skeleton';
import { paymentDetailQueryOptions, paymentsQueryOptions, queryString, useAdminAction } from '../api';
import { eventDetailLines, eventSourceLabel, PAYMENT_KIND_LABEL, paymentStatusLabel } from '@shared/billing-labels';
import { AuditList } from '../components/audit-list';
import { ConfirmAction } from '../components/confirm-action';
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

export function PaymentDetailPage({ paymentId }: { paymentId: number }) {
  const query = useQuery(paymentDetailQueryOptions(paymentId));
  const action = useAdminAction();
  if (query.isPending) return <PageSkeleton blocks={[160, 200]} />;
  if (query.isError)
    return (
      <Page title="Pagamento">
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </Page>
    );
  const { payment, events, audit, sandbox } = query.data;
  const planName = (id: string) => (id === payment.planId ? payment.planName : id);
  return (
    <Page
      title={`Pagamento #${payment.id}`}
      description={
        <>
          <Link to="/admin/payments" className="text-accent hover:underline">
            Pagamentos
          </Link>{' '}
          ·{' '}
          <Link to="/admin/users/$userId" params={{ userId: String(payment.userId) }} className="hover:underline">
            {payment.username}
          </Link>
        </>
      }
    >
      <Card className="mb-4">
        <CardHeader title="Resumo" />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 px-4 pb-4 text-sm md:grid-cols-4">
          <div>
            <dt className="text-text-muted">Valor</dt>
            <dd className="font-semibold">{formatCents(payment.amountCents)}</dd>
          </div>
          <div>
            <dt className="text-text-muted">Situação</dt>
            <dd>
              <StatusBadge kind="payment" status={payment.status} />
            </dd>
          </div>
          <div>
            <dt className="text-text-muted">Forma</dt>
            <dd>{METHOD_LABEL[payment.method]}</dd>
          </div>
          <div>
            <dt className="text-text-muted">Provedor</dt>
            <dd className="break-all">
              {payment.provider} {payment.providerPaymentId && `#${payment.providerPaymentId}`}
            </dd>
          </div>
          <div>
            <dt className="text-text-muted">Criado em</dt>
            <dd>{formatDateTime(payment.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-text-muted">Aprovado em</dt>
            <dd>{formatDateTime(payment.approvedAt)}</dd>
          </div>
          <div>
            <dt className="text-text-muted">Plano</dt>
            <dd>{payment.planName}</dd>
          </div>
          {payment.pixExpiresAt && (
            <div>
              <dt className="text-text-muted">PIX vence em</dt>
              <dd>{formatDateTime(payment.pixExpiresAt)}</dd>
            </div>
          )}
        </dl>
        <div className="flex flex-wrap gap-2 px-4 pb-4">
          <ConfirmAction
            label="Reembolsar"
            variant="danger"
            title="Reembolsar este pagamento?"
            description={`${formatCents(payment.amountCents)} voltam para ${payment.username} pelo provedor de pagamento.`}
            confirmLabel="Reembolsar"
            reason
            reasonRequired
            disabled={payment.status !== 'approved'}
            onConfirm={({ reason }) =>
              action.mutateAsync({ path: `/api/admin/payments/${payment.id}/refund`, body: { reason } })
            }
          />
          {sandbox && payment.method === 'pix' && (
            <ConfirmAction
              label="Marcar PIX como pago"
              title="Marcar este PIX como pago?"
              description="Só no provedor de testes: o banco simulado paga o código."
              confirmLabel="Marcar como pago"
              disabled={payment.status !== 'pending'}
              onConfirm={() => action.mutateAsync({ path: `/api/admin/payments/${payment.id}/mark-paid` })}
            />
          )}
        </div>
      </Card>
      <Card className="mb-4">
        <CardHeader title="Eventos do provedor" />
        <ol className="grid gap-2 px-4 pb-4 text-sm">
          {events.length === 0 && <li className="text-text-muted">Nenhum evento.</li>}
          {events.map((event) => (
            <li key={event.id} className="grid">
              <span>
                {event.fromStatus ? `${paymentStatusLabel(event.fromStatus)} → ` : ''}
                <strong>{paymentStatusLabel(event.toStatus)}</strong>
              </span>
              <span className="text-xs text-text-muted">
                {formatDateTime(event.createdAt)} · {eventSourceLabel(event.source)}
              </span>
              {eventDetailLines(event.detail, planName).map((line) => (
                <span key={line} className="break-words text-xs text-text-muted">
                  {line}
                </span>
              ))}
            </li>
          ))}
        </ol>
      </Card>
      <h2 className="mb-2 text-lg font-semibold">Auditoria</h2>
      <AuditList items={audit} />
    </Page>
  );
}
