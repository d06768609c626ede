// /admin/payments/$paymentId: a payment with the provider's events, its audit, refund and, in the
// sandbox, "PIX paid".
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Page } from '@app/components/ui/page';
import { Card, CardHeader } from '@app/components/ui/card';
import { ErrorState } from '@app/components/ui/error-state';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { paymentDetailQueryOptions, useAdminAction } from '../api';
import { eventDetailLines, eventSourceLabel, paymentStatusLabel } from '@shared/billing-labels';
import { AuditList } from '../components/audit-list';
import { ConfirmAction } from '../components/confirm-action';
import { METHOD_LABEL } from '@shared/billing-labels';
import { StatusBadge } from '../components/badges';
import { formatCents } from '@shared/billing-rules';
import { formatDateTime } from '../components/format';

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
