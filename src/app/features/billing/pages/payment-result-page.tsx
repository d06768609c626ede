// /checkout/success|failure|pending?payment_id=: what the server says about that payment, never
// what the URL claims (a "success" address for a payment still pending shows pending, and turns
// to approved by itself when the confirmation arrives).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, Clock, LogIn, RotateCcw, SearchX, XCircle } from 'lucide-react';
import type { Payment } from '@shared/billing';
import { formatCents, formatDateBr } from '@shared/billing-rules';
import { ApiError } from '@app/lib/api';
import { Page, useDocumentTitle } from '@app/components/ui/page';
import { Card } from '@app/components/ui/card';
import { Button, buttonClasses } from '@app/components/ui/button';
import { EmptyState } from '@app/components/ui/empty-state';
import { ErrorState } from '@app/components/ui/error-state';
import { Skeleton } from '@app/components/ui/skeleton';
import { paymentQueryOptions } from '../api';
import { METHOD_LABEL } from '@shared/billing-labels';

const VIEW: Record<
  Payment['status'],
  { title: string; icon: typeof CheckCircle2; tone: string; text: (payment: Payment) => string }
> = {
  approved: {
    title: 'Pagamento aprovado',
    icon: CheckCircle2,
    tone: 'bg-accent/15 text-accent',
    text: (payment) =>
      `Seu plano ${payment.planName} está ativo${payment.periodEnd ? ` até ${formatDateBr(payment.periodEnd)}` : ''}. Aproveite todos os recursos Pro!`,
  },
  pending: {
    title: 'Pagamento pendente',
    icon: Clock,
    tone: 'bg-warning/15 text-warning',
    text: () =>
      'Estamos aguardando a confirmação do provedor de pagamento. Esta página se atualiza sozinha; você também recebe uma notificação.',
  },
  rejected: {
    title: 'Pagamento não aprovado',
    icon: XCircle,
    tone: 'bg-danger/15 text-danger',
    text: () => 'Nada foi cobrado. Tente outro cartão ou pague com PIX.',
  },
  expired: {
    title: 'Pagamento expirado',
    icon: Clock,
    tone: 'bg-surface-2 text-text-muted',
    text: () => 'O prazo para pagar terminou e nada foi cobrado. Você pode tentar de novo.',
  },
  refunded: {
    title: 'Pagamento estornado',
    icon: RotateCcw,
    tone: 'bg-surface-2 text-text-muted',
    text: () => 'O valor foi devolvido pela mesma forma de pagamento.',
  },
};

export function PaymentResultPage({ paymentId, onSignIn }: { paymentId: number | undefined; onSignIn: () => void }) {
  const payment = useQuery({ ...paymentQueryOptions(paymentId ?? 0), enabled: paymentId !== undefined });

  if (paymentId === undefined) {
    return (
      <Page title="Pagamento">
        <EmptyState
          icon={SearchX}
          title="Nenhum pagamento encontrado"
          description="Não há pagamento recente para mostrar."
          action={
            <Link to="/plans" className={buttonClasses('primary')}>
              Ver planos
            </Link>
          }
        />
      </Page>
    );
  }
  if (payment.isPending) {
    return (
      <Page title="Pagamento">
        <Skeleton className="mx-auto h-[320px] max-w-xl rounded-[12px]" />
      </Page>
    );
  }
  if (payment.isError) {
    const status = payment.error instanceof ApiError ? payment.error.status : 0;
    return (
      <Page title="Pagamento">
        {status === 401 ? (
          <EmptyState
            icon={LogIn}
            title="Entre na sua conta para ver este pagamento"
            description="O resultado do pagamento só aparece para quem o fez."
            action={<Button onClick={onSignIn}>Entrar</Button>}
          />
        ) : status === 404 ? (
          <EmptyState
            icon={SearchX}
            title="Pagamento não encontrado"
            description="Confira o link ou veja seus pagamentos no perfil."
            action={
              <Link to="/profile" search={{ tab: 'payments' }} className={buttonClasses('primary')}>
                Meus pagamentos
              </Link>
            }
          />
        ) : (
          <ErrorState
            title="Não foi possível carregar o pagamento"
            message={payment.error.message}
            onRetry={() => void payment.refetch()}
          />
        )}
      </Page>
    );
  }
  return <PaymentResult payment={payment.data} />;
}

function PaymentResult({ payment: data }: { payment: Payment }) {
  const view = VIEW[data.status];
  const Icon = view.icon;
  useDocumentTitle(view.title);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-6 md:py-10">
      <Card className="mx-auto grid max-w-xl justify-items-center gap-3 p-6 text-center md:p-8" aria-live="polite">
        <span className={`flex h-16 w-16 items-center justify-center rounded-full ${view.tone}`}>
          <Icon className="h-9 w-9" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold">{view.title}</h1>
        <p className="text-text-muted">{view.text(data)}</p>
        <dl className="my-2 grid w-full grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-surface-2 p-3 text-left text-sm">
          <dt className="text-text-muted">Plano</dt>
          <dd className="text-right font-semibold">{data.planName}</dd>
          <dt className="text-text-muted">Valor</dt>
          <dd className="tabular text-right font-semibold">{formatCents(data.amountCents)}</dd>
          <dt className="text-text-muted">Forma</dt>
          <dd className="text-right">{METHOD_LABEL[data.method]}</dd>
          <dt className="text-text-muted">Pedido</dt>
          <dd className="tabular text-right">nº {data.id}</dd>
        </dl>
        <div className="flex flex-wrap justify-center gap-3">
          {data.status === 'approved' && (
            <Link to="/profile" search={{ tab: 'subscription' }} className={buttonClasses('primary')}>
              Ver minha assinatura
            </Link>
          )}
          {data.status === 'pending' && data.redirectUrl && (
            <a href={data.redirectUrl} className={buttonClasses('primary')}>
              Continuar pagamento
            </a>
          )}
          {data.status === 'pending' && data.method === 'pix' && data.kind === 'checkout' && (
            <Link to="/checkout" search={{ plan: data.planId, payment: data.id }} className={buttonClasses('primary')}>
              Ver QR Code do PIX
            </Link>
          )}
          {(data.status === 'rejected' || data.status === 'expired') && (
            <Link to="/checkout" search={{ plan: data.planId }} className={buttonClasses('primary')}>
              Tentar novamente
            </Link>
          )}
          <Link to="/" className={buttonClasses('secondary')}>
            Ir para o início
          </Link>
        </div>
      </Card>
    </div>
  );
}
