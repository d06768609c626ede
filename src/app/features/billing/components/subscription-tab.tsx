// Profile > Assinatura: the plan, its state and dates, the renewal PIX to pay, cancel (at the
// period end, confirmed in a dialog) and undo.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as AlertDialog from 'radix-ui/alert-dialog';
import { AlertTriangle, CalendarClock, Check, Crown, QrCode } from 'lucide-react';
import type { CurrentSubscription } from '@shared/billing';
import { formatDateBr } from '@shared/billing-rules';
import { Card } from '@app/components/ui/card';
import { Button, buttonClasses } from '@app/components/ui/button';
import { ErrorState } from '@app/components/ui/error-state';
import { Skeleton } from '@app/components/ui/skeleton';
import { cn } from '@app/components/ui/cn';
import { subscriptionQueryOptions, useCancelSubscription, useRenewalCode, useResumeSubscription } from '../api';
import { priceLabel } from '../labels';
import { SubscriptionStatusBadge } from './status-badge';

export function SubscriptionTab({ onOpenRenewal }: { onOpenRenewal: (paymentId: number) => void }) {
  const subscription = useQuery(subscriptionQueryOptions());
  if (subscription.isPending) return <Skeleton className="h-[260px] max-w-xl rounded-[12px]" />;
  if (subscription.isError) {
    return (
      <ErrorState
        title="Não foi possível carregar sua assinatura"
        message={subscription.error.message}
        onRetry={() => void subscription.refetch()}
      />
    );
  }
  return <SubscriptionCard subscription={subscription.data} onOpenRenewal={onOpenRenewal} />;
}

function SubscriptionCard({
  subscription: sub,
  onOpenRenewal,
}: {
  subscription: CurrentSubscription;
  onOpenRenewal: (paymentId: number) => void;
}) {
  const pro = sub.entitlements.plan === 'pro';
  const running = sub.status === 'active' || sub.status === 'past_due';
  const end = sub.currentPeriodEnd ? formatDateBr(sub.currentPeriodEnd) : null;
  return (
    <Card className="max-w-xl p-4 md:p-6" aria-label="Assinatura">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span
            className={cn(
              'flex h-11 w-11 items-center justify-center rounded-full',
              pro ? 'bg-accent/15 text-accent' : 'bg-surface-2 text-text-muted',
            )}
          >
            <Crown className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="text-lg font-semibold">{running ? sub.planName : pro ? 'Acesso Pro' : 'Plano Grátis'}</h2>
            <p className="tabular text-sm text-text-muted">
              {running ? priceLabel(sub.priceCents, sub.interval) : 'R$ 0,00'}
            </p>
          </div>
        </div>
        <SubscriptionStatusBadge status={sub.status} />
      </div>

      <div className="mt-4 grid gap-3 text-sm">
        {sub.status === 'active' && end && (
          <p className="flex items-center gap-2">
            <CalendarClock className="h-4 w-4 shrink-0 text-text-muted" aria-hidden="true" />
            {sub.cancelAtPeriodEnd
              ? `Cancelada: você continua com o Pro até ${end}. Nada mais será cobrado.`
              : `Próxima renovação em ${end}, por PIX. Avisamos 3 dias antes.`}
          </p>
        )}
        {sub.status === 'past_due' && (
          <p className="flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/10 p-3" role="alert">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-danger" aria-hidden="true" />
            <span>
              Sua assinatura venceu em {end}. Pague a renovação
              {sub.graceEndsAt ? ` até ${formatDateBr(sub.graceEndsAt)}` : ''} para não perder o acesso ao Pro.
            </span>
          </p>
        )}
        {sub.status === 'pending' && (
          <p className="text-text-muted">
            Estamos aguardando a confirmação do pagamento do {sub.planName}. Assim que ele for aprovado, o Pro é
            liberado e você recebe uma notificação.
          </p>
        )}
        {pro && !running && (
          <p className="text-text-muted">Sua conta tem acesso a todos os recursos Pro, sem assinatura.</p>
        )}
        {(sub.status === 'expired' || sub.status === 'canceled') && end && (
          <p className="text-text-muted">
            Sua assinatura {sub.planName} terminou em {end}. Sua conta está no plano Grátis.
          </p>
        )}
        {running && !sub.cancelAtPeriodEnd && <RenewalAction subscription={sub} onOpen={onOpenRenewal} />}
      </div>

      <ul className="mt-4 grid gap-1.5 border-t border-border pt-4 text-sm">
        <Included on={sub.entitlements.fullPredictions}>Previsões completas da IA</Included>
        <Included on>
          {sub.entitlements.maxFollowedTeams === null
            ? 'Times seguidos ilimitados com alertas'
            : `Até ${sub.entitlements.maxFollowedTeams} times seguidos com alertas`}
        </Included>
      </ul>

      <div className="mt-5 flex flex-wrap gap-3">
        {!pro && (
          <Link to="/plans" className={buttonClasses('primary')}>
            {sub.status === 'none' ? 'Conhecer o Pro' : 'Assinar de novo'}
          </Link>
        )}
        {running && !sub.cancelAtPeriodEnd && <CancelButton subscription={sub} />}
        {sub.status === 'active' && sub.cancelAtPeriodEnd && <ResumeButton />}
      </div>
    </Card>
  );
}

function Included({ on, children }: { on: boolean; children: React.ReactNode }) {
  return (
    <li className={cn('flex items-center gap-2', !on && 'text-text-muted line-through decoration-text-muted/60')}>
      <Check className={cn('h-4 w-4 shrink-0', on ? 'text-accent' : 'text-text-muted/50')} aria-hidden="true" />
      <span>
        {children}
        {!on && <span className="sr-only"> (não incluído)</span>}
      </span>
    </li>
  );
}

function RenewalAction({ subscription, onOpen }: { subscription: CurrentSubscription; onOpen: (id: number) => void }) {
  const renew = useRenewalCode();
  if (subscription.renewalPaymentId) {
    return (
      <Link
        to="/pix-renewal/$paymentId"
        params={{ paymentId: String(subscription.renewalPaymentId) }}
        className={buttonClasses('primary', 'md', 'w-fit')}
      >
        <QrCode className="h-4 w-4" aria-hidden="true" />
        Pagar renovação com PIX
      </Link>
    );
  }
  if (subscription.status !== 'past_due') return null;
  return (
    <Button
      className="w-fit"
      disabled={renew.isPending}
      onClick={() => renew.mutate(undefined, { onSuccess: (payment) => onOpen(payment.id) })}
    >
      <QrCode className="h-4 w-4" aria-hidden="true" />
      {renew.isPending ? 'Gerando PIX...' : 'Gerar PIX da renovação'}
    </Button>
  );
}

function CancelButton({ subscription }: { subscription: CurrentSubscription }) {
  const cancel = useCancelSubscription();
  const end = subscription.currentPeriodEnd ? formatDateBr(subscription.currentPeriodEnd) : null;
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary" disabled={cancel.isPending}>
          Cancelar assinatura
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-3 rounded-[12px] border border-border bg-surface p-5 shadow-2xl">
          <AlertDialog.Title className="text-lg font-bold">Cancelar assinatura?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-text-muted">
            {subscription.status === 'active' && end
              ? `Você continua com o ${subscription.planName} até ${end}. Depois disso, sua conta volta para o plano Grátis e nada mais é cobrado.`
              : 'Sua assinatura será encerrada agora e sua conta volta para o plano Grátis.'}
          </AlertDialog.Description>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Manter assinatura</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={() => cancel.mutate()}>
                Cancelar assinatura
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function ResumeButton() {
  const resume = useResumeSubscription();
  return (
    <Button variant="secondary" disabled={resume.isPending} onClick={() => resume.mutate()}>
      Manter assinatura
    </Button>
  );
}
