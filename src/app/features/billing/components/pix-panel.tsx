// The PIX screen of a payment: QR code, "copia e cola" with a copy button, a countdown to the
// code's expiry, and the status the server reports (the payment query polls while pending), which
// turns to "Pagamento confirmado" by itself.
import { useEffect, useRef, type ReactNode } from 'react';
import { CheckCircle2, Clock, Copy, ExternalLink, QrCode, RefreshCw, XCircle } from 'lucide-react';
import type { Payment } from '@shared/billing';
import { formatCents } from '@shared/billing-rules';
import { Button } from '@app/components/ui/button';
import { Card } from '@app/components/ui/card';
import { toast } from '@app/components/ui/toast-store';
import { announce } from '@app/components/ui/announcer';
import { cn } from '@app/components/ui/cn';
import { formatRemaining, useCountdown } from '../hooks/use-countdown';
import { PixQrCode } from './pix-qr-code';

export function PixPanel({
  payment,
  onNewCode,
  newCodePending = false,
  confirmed,
}: {
  payment: Payment;
  /** Offered when the code expired (null: no new code possible here). */
  onNewCode: (() => void) | null;
  newCodePending?: boolean;
  /** What to show under "Pagamento confirmado" (links onward). */
  confirmed: ReactNode;
}) {
  const remaining = useCountdown(payment.pix?.expiresAt, payment.serverTime);
  const expired = payment.status === 'expired' || (payment.status === 'pending' && remaining === 0);
  const approvedCard = useRef<HTMLDivElement>(null);
  const wasPending = useRef(payment.status === 'pending');
  const approved = payment.status === 'approved';
  useEffect(() => {
    if (payment.status === 'pending') wasPending.current = true;
    // Paid in another tab or app while this one waited: on a phone the QR code filled the screen, so
    // bring the confirmation into view and say it (a card mounted with aria-live is not announced).
    if (approved && wasPending.current) {
      wasPending.current = false;
      approvedCard.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      announce(`Pagamento confirmado: recebemos seu PIX de ${formatCents(payment.amountCents)}.`);
    }
  }, [approved, payment.status, payment.amountCents]);

  if (approved) {
    return (
      <div ref={approvedCard} data-testid="pix-confirmed" className="scroll-mt-20">
        <Card className="grid justify-items-center gap-3 p-6 text-center md:p-8">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent/15">
            <CheckCircle2 className="h-9 w-9 text-accent" aria-hidden="true" />
          </span>
          <h2 className="text-2xl font-bold">Pagamento confirmado</h2>
          <p className="text-text-muted">
            Recebemos seu PIX de <strong className="tabular text-text">{formatCents(payment.amountCents)}</strong>.
          </p>
          {confirmed}
        </Card>
      </div>
    );
  }

  if (expired || payment.status === 'rejected' || payment.status === 'refunded' || !payment.pix) {
    return (
      <Card className="grid justify-items-center gap-3 p-6 text-center md:p-8" aria-live="polite">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-surface-2">
          {expired ? (
            <Clock className="h-7 w-7 text-text-muted" aria-hidden="true" />
          ) : (
            <XCircle className="h-7 w-7 text-danger" aria-hidden="true" />
          )}
        </span>
        <h2 className="text-xl font-bold">{expired ? 'Código PIX expirado' : 'Pagamento não concluído'}</h2>
        <p className="max-w-sm text-sm text-text-muted">
          {expired
            ? 'Este código não pode mais ser pago. Gere um novo código para continuar: leva só um instante.'
            : 'Este pagamento não pode mais ser pago.'}
        </p>
        {onNewCode && (
          <Button onClick={onNewCode} disabled={newCodePending}>
            <RefreshCw className={cn('h-4 w-4', newCodePending && 'animate-spin')} aria-hidden="true" />
            {newCodePending ? 'Gerando...' : 'Gerar novo código'}
          </Button>
        )}
      </Card>
    );
  }

  return (
    <Card className="p-4 md:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <QrCode className="h-5 w-5 text-accent" aria-hidden="true" />
          Pague com PIX
        </h2>
        <span className="tabular text-2xl font-bold">{formatCents(payment.amountCents)}</span>
      </div>
      <div className="grid gap-5 md:grid-cols-[auto_1fr] md:items-start">
        <div className="grid justify-items-center gap-2">
          <PixQrCode code={payment.pix.code} />
          <p
            className="flex items-center gap-1.5 text-sm text-text-muted"
            role="timer"
            aria-live="off"
            data-testid="pix-countdown"
          >
            <Clock className="h-4 w-4" aria-hidden="true" />
            Expira em <strong className="tabular text-text">{formatRemaining(remaining ?? 0)}</strong>
          </p>
        </div>
        <div className="grid min-w-0 gap-4">
          <ol className="grid gap-2 text-sm text-text-muted">
            <li>
              <strong className="text-text">1.</strong> Abra o app do seu banco e escolha pagar com PIX.
            </li>
            <li>
              <strong className="text-text">2.</strong> Leia o QR Code ou cole o código abaixo (PIX copia e cola).
            </li>
            <li>
              <strong className="text-text">3.</strong> Confira o valor e confirme. Esta página se atualiza sozinha.
            </li>
          </ol>
          {payment.sandboxPayUrl && (
            <p className="rounded-lg border border-info/40 bg-info/10 p-3 text-sm" role="note">
              <strong className="text-text">Simulação:</strong> este PIX é do modo de demonstração. O código não paga
              ninguém e nenhum dinheiro é cobrado; use o banco de testes abaixo.
            </p>
          )}
          <CopyCode code={payment.pix.code} />
          <p
            className="flex items-center gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm"
            role="status"
          >
            <span className="h-2 w-2 shrink-0 animate-pulse rounded-full bg-warning" aria-hidden="true" />
            Aguardando pagamento...
          </p>
          {payment.sandboxPayUrl && (
            <a
              href={payment.sandboxPayUrl}
              target="_blank"
              rel="noopener"
              className="inline-flex w-fit items-center gap-1.5 text-sm text-info hover:underline"
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              Pagar no banco de testes (sandbox)
            </a>
          )}
        </div>
      </div>
    </Card>
  );
}

function CopyCode({ code }: { code: string }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({
        variant: 'success',
        title: 'Código copiado',
        description: 'Cole no app do seu banco, em PIX copia e cola.',
      });
    } catch {
      // No clipboard permission (http, old browser): select the text so the user can copy it.
      field.current?.select();
      toast({ title: 'Copie o código selecionado', description: 'Use a opção copiar do seu aparelho.' });
    }
  };
  return (
    <div className="grid gap-2">
      <label htmlFor="pix-copia-e-cola" className="text-sm font-medium">
        PIX copia e cola
      </label>
      <textarea
        id="pix-copia-e-cola"
        ref={field}
        readOnly
        rows={3}
        value={code}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full resize-none rounded-lg border border-border bg-surface-2 p-3 font-mono text-xs leading-relaxed text-text break-all focus:border-accent focus:outline-none"
      />
      <Button variant="secondary" onClick={copy} className="w-full justify-center md:w-fit">
        <Copy className="h-4 w-4" aria-hidden="true" />
        Copiar código
      </Button>
    </div>
  );
}
