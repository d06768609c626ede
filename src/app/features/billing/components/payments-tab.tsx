// Profile > Pagamentos: every payment (date, plan, method, amount, status) with its receipt.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CreditCard, FileText, QrCode, Receipt } from 'lucide-react';
import type { PaymentHistoryItem } from '@shared/billing';
import { formatCents, formatDateBr } from '@shared/billing-rules';
import { Card } from '@app/components/ui/card';
import { buttonClasses } from '@app/components/ui/button';
import { EmptyState } from '@app/components/ui/empty-state';
import { QueryList } from '@app/components/ui/query-list';
import { Skeleton } from '@app/components/ui/skeleton';
import { paymentsQueryOptions } from '../api';
import { METHOD_LABEL } from '@shared/billing-labels';
import { PaymentStatusBadge } from './status-badge';

export function PaymentsTab() {
  const payments = useQuery(paymentsQueryOptions());
  return (
    <QueryList
      query={payments}
      items={(data) => data}
      loading={
        <div className="grid max-w-3xl gap-2">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-[72px] rounded-[12px]" />
          ))}
        </div>
      }
      errorTitle="Não foi possível carregar seus pagamentos"
      empty={
        <EmptyState
          icon={Receipt}
          title="Nenhum pagamento ainda"
          description="Quando você assinar um plano, seus pagamentos e recibos aparecem aqui."
          action={
            <Link to="/plans" className={buttonClasses('primary')}>
              Ver planos
            </Link>
          }
        />
      }
    >
      {(items) => (
        <Card className="max-w-3xl overflow-hidden">
          <h2 className="sr-only">Histórico de pagamentos</h2>
          <ul className="divide-y divide-border" aria-label="Pagamentos">
            {items.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </ul>
        </Card>
      )}
    </QueryList>
  );
}

function PaymentRow({ payment }: { payment: PaymentHistoryItem }) {
  const Icon = payment.method === 'pix' ? QrCode : CreditCard;
  const payLink =
    payment.status === 'pending' && payment.method === 'pix'
      ? payment.kind === 'renewal'
        ? { to: '/pix-renewal/$paymentId' as const, params: { paymentId: String(payment.id) } }
        : { to: '/checkout' as const, search: { plan: payment.plan, payment: payment.id } }
      : null;
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-3 md:flex md:gap-4">
      <Icon className="h-5 w-5 shrink-0 text-text-muted" aria-hidden="true" />
      <div className="min-w-0 md:flex-1">
        <p className="truncate font-semibold">
          {payment.planName}
          {payment.kind === 'renewal' && <span className="font-normal text-text-muted"> · renovação</span>}
        </p>
        <p className="text-sm text-text-muted">
          {formatDateBr(payment.date)} · {METHOD_LABEL[payment.method]}
        </p>
      </div>
      <span className="tabular font-semibold">{formatCents(payment.amountCents)}</span>
      <div className="col-span-2 col-start-2 flex items-center justify-between gap-3 md:contents">
        <PaymentStatusBadge status={payment.status} />
        {payment.receiptUrl ? (
          <a
            href={payment.receiptUrl}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm text-info hover:underline"
          >
            <FileText className="h-4 w-4" aria-hidden="true" />
            Recibo
            <span className="sr-only"> do pagamento nº {payment.id}</span>
          </a>
        ) : payLink ? (
          <Link
            {...payLink}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-accent hover:underline"
          >
            Pagar
          </Link>
        ) : (
          <span className="min-h-11" aria-hidden="true" />
        )}
      </div>
    </li>
  );
}
