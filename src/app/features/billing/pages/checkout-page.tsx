// /checkout?plan=: the plan summary, Cartão de crédito | PIX, the payer's CPF for PIX (check
// digits validated, formatted as typed), the terms; card goes to the provider's page, PIX shows its
// QR code here (?payment= keeps it on reload).
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check, CreditCard, Lock, QrCode, SearchX } from 'lucide-react';
import type { Plan } from '@shared/billing';
import {
  cpfProblem,
  formatCents,
  formatCpf,
  formatDateBr,
  intervalLabel,
  isValidCpf,
  type PaymentMethod,
} from '@shared/billing-rules';
import { ApiError } from '@app/lib/api';
import { Page } from '@app/components/ui/page';
import { Card } from '@app/components/ui/card';
import { Button, buttonClasses } from '@app/components/ui/button';
import { Field, Notice } from '@app/components/ui/field';
import { EmptyState } from '@app/components/ui/empty-state';
import { ErrorState } from '@app/components/ui/error-state';
import { Skeleton } from '@app/components/ui/skeleton';
import { toast } from '@app/components/ui/toast-store';
import { cn } from '@app/components/ui/cn';
import { paymentQueryOptions, plansQueryOptions, subscriptionQueryOptions, useCheckout } from '../api';
import { priceLabel } from '../labels';
import { PixPanel } from '../components/pix-panel';
import { METHOD_LABEL, renewalNote } from '@shared/billing-labels';

export function CheckoutPage({
  planId,
  paymentId,
  initialMethod,
  onPixCreated,
  onLeavePix,
}: {
  planId: string | undefined;
  paymentId: number | undefined;
  initialMethod: PaymentMethod | undefined;
  /** Keeps the PIX screen in the URL. */
  onPixCreated: (paymentId: number) => void;
  onLeavePix: () => void;
}) {
  const plans = useQuery(plansQueryOptions());
  const plan = plans.data?.find((item) => item.id === planId);
  // Chosen in the form; the summary's renewal sentence follows it.
  const [method, setMethod] = useState<PaymentMethod>(initialMethod ?? 'card');

  if (plans.isPending) return <CheckoutSkeleton />;
  if (plans.isError) {
    return (
      <Page title="Checkout">
        <ErrorState
          title="Não foi possível carregar o plano"
          message="Confira sua conexão e tente de novo."
          onRetry={() => void plans.refetch()}
        />
      </Page>
    );
  }
  if (!plan || plan.tier === 'free') {
    return (
      <Page title="Checkout">
        <EmptyState
          icon={SearchX}
          title={plan ? 'O plano Grátis não precisa de pagamento' : 'Escolha um plano'}
          description={plan ? 'Você já pode usar todos os recursos gratuitos.' : 'Veja os planos e escolha o seu.'}
          action={
            <Link to="/plans" className={buttonClasses('primary')}>
              Ver planos
            </Link>
          }
        />
      </Page>
    );
  }
  return (
    <Page
      title={`Assinar ${plan.name}`}
      heading="Finalizar assinatura"
      description="Pagamento seguro, por cartão ou PIX."
    >
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_340px] md:items-start">
        <div className="order-2 min-w-0 md:order-1">
          {paymentId ? (
            <PixStep paymentId={paymentId} onNewCode={onLeavePix} />
          ) : (
            <CheckoutForm plan={plan} method={method} setMethod={setMethod} onPixCreated={onPixCreated} />
          )}
        </div>
        <PlanSummary plan={plan} method={paymentId ? 'pix' : method} canChange={!paymentId} />
      </div>
    </Page>
  );
}

function CheckoutSkeleton() {
  return (
    <Page title="Checkout" heading="Finalizar assinatura">
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_340px]">
        <Skeleton className="h-[420px] rounded-[12px]" />
        <Skeleton className="h-[280px] rounded-[12px]" />
      </div>
    </Page>
  );
}

/** `canChange`: the plan can still be swapped (not once a PIX code for it exists). */
function PlanSummary({ plan, method, canChange }: { plan: Plan; method: PaymentMethod; canChange: boolean }) {
  return (
    <Card className="order-1 p-4 md:order-2 md:p-5" aria-label="Resumo do pedido">
      <p className="text-xs font-semibold uppercase tracking-wide text-text-muted">Resumo</p>
      <div className="mt-2 flex items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">{plan.name}</h2>
        {canChange && (
          <Link to="/plans" className="text-sm text-info hover:underline">
            Trocar
          </Link>
        )}
      </div>
      <p className="text-sm text-text-muted">{plan.description}</p>
      <ul className="my-4 hidden gap-2 text-sm md:grid">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex items-baseline justify-between border-t border-border pt-3">
        <span className="font-semibold">Total</span>
        <span className="tabular text-xl font-bold">{priceLabel(plan.priceCents, plan.interval)}</span>
      </div>
      {plan.interval === 'year' && (
        <p className="mt-1 text-right text-sm text-accent">
          equivale a {formatCents(plan.monthlyEquivalentCents)} / mês
        </p>
      )}
      <p className="mt-3 flex items-start gap-1.5 text-xs text-text-muted">
        <Lock className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        {renewalNote(method, intervalLabel(plan.interval))}
      </p>
    </Card>
  );
}

function CheckoutForm({
  plan,
  method,
  setMethod,
  onPixCreated,
}: {
  plan: Plan;
  method: PaymentMethod;
  setMethod: (method: PaymentMethod) => void;
  onPixCreated: (paymentId: number) => void;
}) {
  const checkout = useCheckout();
  const subscription = useQuery(subscriptionQueryOptions());
  const [cpf, setCpf] = useState('');
  const [cpfTouched, setCpfTouched] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // An empty CPF is asked for, not called invalid (issue 35 point 5).
  const cpfError = method === 'pix' && cpfTouched ? cpfProblem(cpf) : null;
  const active =
    subscription.data?.status === 'active' && !subscription.data.cancelAtPeriodEnd ? subscription.data : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    if (method === 'pix' && !isValidCpf(cpf)) {
      setCpfTouched(true);
      return;
    }
    if (!accepted) {
      setTermsError(true);
      return;
    }
    checkout.mutate(
      { planId: plan.id, method, ...(method === 'pix' ? { cpf } : {}) },
      {
        onSuccess: (response) => {
          if (response.redirectUrl) window.location.assign(response.redirectUrl);
          else onPixCreated(response.paymentId);
        },
        onError: (error) => {
          setServerError(error.message);
          if (!(error instanceof ApiError && error.status === 400)) {
            toast({ variant: 'destructive', title: 'Falha ao iniciar o pagamento', description: error.message });
          }
        },
      },
    );
  };

  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <Card className="p-4 md:p-6">
      {active && (
        <div className="mb-4">
          <Notice tone="info">
            Você já tem o plano {active.planName} ativo
            {active.currentPeriodEnd ? ` até ${formatDateBr(active.currentPeriodEnd)}` : ''}.{' '}
            <Link to="/profile" search={{ tab: 'subscription' }} className="font-semibold text-info hover:underline">
              Ver assinatura
            </Link>
          </Notice>
        </div>
      )}
      <form onSubmit={submit} className="grid gap-5" aria-label="Pagamento" noValidate>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold">Forma de pagamento</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <MethodOption
              value="card"
              checked={method === 'card'}
              onChange={setMethod}
              icon={CreditCard}
              title={METHOD_LABEL.card}
              detail="Você paga na página segura do Mercado Pago."
            />
            <MethodOption
              value="pix"
              checked={method === 'pix'}
              onChange={setMethod}
              icon={QrCode}
              title={METHOD_LABEL.pix}
              detail="QR Code ou copia e cola, confirmado em segundos."
            />
          </div>
        </fieldset>

        {method === 'pix' && (
          <Field
            label="CPF de quem vai pagar"
            inputMode="numeric"
            autoComplete="off"
            placeholder="000.000.000-00"
            maxLength={14}
            required
            value={cpf}
            error={cpfError}
            hint="Exigido pelo Banco Central para pagamentos PIX."
            onChange={(event) => setCpf(formatCpf(event.target.value))}
            onBlur={() => setCpfTouched(cpf.length > 0)}
          />
        )}

        <div className="grid gap-1">
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              checked={accepted}
              onChange={(event) => {
                setAccepted(event.target.checked);
                if (event.target.checked) setTermsError(false);
              }}
              aria-invalid={termsError || undefined}
              aria-describedby={termsError ? 'terms-error' : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--color-accent)]"
            />
            <span>
              Li e aceito os{' '}
              <a href="/terms" className="text-info hover:underline">
                Termos de uso
              </a>{' '}
              e a{' '}
              <a href="/privacy" className="text-info hover:underline">
                Política de privacidade
              </a>
              . Sei que a assinatura renova a cada {intervalLabel(plan.interval)} e que posso cancelar quando quiser.
            </span>
          </label>
          {termsError && (
            <p id="terms-error" role="alert" className="text-xs text-danger">
              Aceite os termos para continuar.
            </p>
          )}
        </div>

        {serverError && (
          <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm">
            {serverError}
          </p>
        )}

        <Button type="submit" className="w-full justify-center" disabled={busy || Boolean(active)}>
          {busy
            ? method === 'card'
              ? 'Indo para o pagamento...'
              : 'Gerando PIX...'
            : method === 'card'
              ? `Pagar ${formatCents(plan.priceCents)} com cartão`
              : `Gerar PIX de ${formatCents(plan.priceCents)}`}
        </Button>
      </form>
    </Card>
  );
}

function MethodOption({
  value,
  checked,
  onChange,
  icon: Icon,
  title,
  detail,
}: {
  value: PaymentMethod;
  checked: boolean;
  onChange: (value: PaymentMethod) => void;
  icon: typeof CreditCard;
  title: string;
  detail: string;
}) {
  return (
    <label
      className={cn(
        'flex min-h-16 cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors',
        checked ? 'border-accent bg-accent/10' : 'border-border bg-surface-2 hover:border-text-muted',
      )}
    >
      <input
        type="radio"
        name="method"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="mt-1 h-4 w-4 shrink-0 accent-[var(--color-accent)]"
      />
      <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', checked ? 'text-accent' : 'text-text-muted')} aria-hidden="true" />
      <span className="grid">
        <span className="font-semibold">{title}</span>
        <span className="text-xs text-text-muted">{detail}</span>
      </span>
    </label>
  );
}

function PixStep({ paymentId, onNewCode }: { paymentId: number; onNewCode: () => void }) {
  const payment = useQuery(paymentQueryOptions(paymentId));
  if (payment.isPending) return <Skeleton className="h-[420px] rounded-[12px]" />;
  if (payment.isError) {
    const missing = payment.error instanceof ApiError && payment.error.status === 404;
    return missing ? (
      <EmptyState
        icon={SearchX}
        title="Pagamento não encontrado"
        description="Comece de novo escolhendo a forma de pagamento."
        action={<Button onClick={onNewCode}>Voltar</Button>}
      />
    ) : (
      <ErrorState
        title="Não foi possível carregar o pagamento"
        message={payment.error.message}
        onRetry={() => void payment.refetch()}
      />
    );
  }
  const data = payment.data;
  return (
    <PixPanel
      payment={data}
      onNewCode={onNewCode}
      confirmed={
        <>
          <p className="text-text-muted">
            Seu plano {data.planName} está ativo
            {data.periodEnd ? ` até ${formatDateBr(data.periodEnd)}` : ''}. Aproveite!
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/profile" search={{ tab: 'subscription' }} className={buttonClasses('primary')}>
              Ver minha assinatura
            </Link>
            <Link to="/" className={buttonClasses('secondary')}>
              Ir para o início
            </Link>
          </div>
        </>
      }
    />
  );
}
