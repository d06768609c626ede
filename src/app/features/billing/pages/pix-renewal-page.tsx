// /pix-renewal/{paymentId}: a PIX of the user's subscription (a renewal, or a first purchase, worded as such): amount, period, QR code,
// copia e cola, countdown and status; an expired code offers a new one.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarRange } from 'lucide-react';
import { pixPageWords } from '@shared/billing-labels';
import { formatCents, formatDateBr } from '@shared/billing-rules';
import { ApiError } from '@app/lib/api';
import { Page } from '@app/components/ui/page';
import { Card } from '@app/components/ui/card';
import { buttonClasses } from '@app/components/ui/button';
import { ErrorState } from '@app/components/ui/error-state';
import { Skeleton } from '@app/components/ui/skeleton';
import { paymentQueryOptions, useRenewalCode } from '../api';
import { PixPanel } from '../components/pix-panel';
import { PaymentStatusBadge } from '../components/status-badge';

export function PixRenewalPage({
  paymentId,
  notFound,
  onRenewed,
}: {
  paymentId: number;
  /** Rendered when the payment does not exist or is someone else's (the server answers 404). */
  notFound: React.ReactNode;
  /** A new code was made: show its page. */
  onRenewed: (paymentId: number) => void;
}) {
  const payment = useQuery(paymentQueryOptions(paymentId));
  const renew = useRenewalCode();

  if (payment.isPending) {
    return (
      <Page title="Pagamento via PIX" heading="Pagamento via PIX">
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_320px]">
          <Skeleton className="h-[420px] rounded-[12px]" />
          <Skeleton className="h-[200px] rounded-[12px]" />
        </div>
      </Page>
    );
  }
  if (payment.isError) {
    if (payment.error instanceof ApiError && payment.error.status === 404) return <>{notFound}</>;
    return (
      <Page title="Pagamento via PIX">
        <ErrorState
          title="Não foi possível carregar o pagamento"
          message={payment.error.message}
          onRetry={() => void payment.refetch()}
        />
      </Page>
    );
  }
  const data = payment.data;
  const words = pixPageWords(data.kind, data.planName);
  return (
    <Page title={words.title} description={words.description}>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_320px] md:items-start">
        <div className="order-2 min-w-0 md:order-1">
          <PixPanel
            payment={data}
            newCodePending={renew.isPending}
            onNewCode={
              data.kind === 'renewal'
                ? () => renew.mutate(undefined, { onSuccess: (fresh) => onRenewed(fresh.id) })
                : null
            }
            confirmed={
              <>
                <p className="text-text-muted">
                  {words.confirmed} {data.periodEnd ? formatDateBr(data.periodEnd) : 'o fim do novo período'}.
                </p>
                <Link to="/profile" search={{ tab: 'subscription' }} className={buttonClasses('primary')}>
                  Ver minha assinatura
                </Link>
              </>
            }
          />
        </div>
        <Card className="order-1 p-4 md:order-2 md:p-5" aria-label={`Resumo: ${words.summary}`}>
          <div className="flex items-center justify-between gap-2">
            <p className="text-xs font-semibold uppercase tracking-wide text-text-muted">{words.summary}</p>
            <PaymentStatusBadge status={data.status} />
          </div>
          <h2 className="mt-2 text-lg font-bold">{data.planName}</h2>
          <p className="tabular mt-1 text-2xl font-extrabold">{formatCents(data.amountCents)}</p>
          {data.periodStart && data.periodEnd && (
            <p className="mt-3 flex items-center gap-2 text-sm text-text-muted">
              <CalendarRange className="h-4 w-4 shrink-0" aria-hidden="true" />
              Período: {formatDateBr(data.periodStart)} a {formatDateBr(data.periodEnd)}
            </p>
          )}
          <p className="mt-3 text-xs text-text-muted">
            Pedido nº {data.id}. Se não pagar, sua conta volta para o plano Grátis depois do vencimento e dos dias de
            tolerância.
          </p>
        </Card>
      </div>
    </Page>
  );
}
