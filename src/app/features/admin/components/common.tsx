// Pieces shared by the admin pages: status badges, pagination, the password and confirmation
// dialogs, a table frame that scrolls sideways on phones, and pt-BR formatting.
import { useState, type FormEvent, type ReactNode } from 'react';
import * as AlertDialog from 'radix-ui/alert-dialog';
import * as Dialog from 'radix-ui/dialog';
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { formatCents, formatDateBr, formatDateTimeBr } from '@shared/billing-rules';
import { METHOD_LABEL, PAYMENT_STATUS, SUBSCRIPTION_STATUS, type Tone } from '@shared/billing-labels';
import { Button, buttonClasses } from '@app/components/ui/button';
import { Field, Notice } from '@app/components/ui/field';
import { cn } from '@app/components/ui/cn';
import { apiFetch } from '@app/lib/api';
import { settleReauth, useReauthStore } from '../reauth-store';

export { formatCents, METHOD_LABEL, PAYMENT_STATUS, SUBSCRIPTION_STATUS, type Tone };

export const formatDateTime = (iso: string | null) => (iso ? formatDateTimeBr(iso) : '—');
export const formatDate = (iso: string | null) => (iso ? formatDateBr(iso) : '—');

const TONES: Record<Tone, string> = {
  accent: 'border-accent/40 bg-accent/10 text-accent',
  warning: 'border-warning/40 bg-warning/10 text-warning',
  danger: 'border-danger/40 bg-danger/10 text-danger',
  info: 'border-info/40 bg-info/10 text-info',
  muted: 'border-border bg-surface-2 text-text-muted',
};
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex h-6 shrink-0 items-center whitespace-nowrap rounded-full border px-2.5 text-xs font-semibold',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

export function StatusBadge({ kind, status }: { kind: 'payment' | 'subscription'; status: string }) {
  const labels: Record<string, { label: string; tone: Tone }> =
    kind === 'payment' ? PAYMENT_STATUS : SUBSCRIPTION_STATUS;
  const entry = labels[status] ?? {
    label: status,
    tone: 'muted' as Tone,
  };
  return <Badge tone={entry.tone}>{entry.label}</Badge>;
}

/** A table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-[12px] border border-border bg-surface">
      <table aria-label={label} className="w-full min-w-[640px] text-left text-sm">
        {children}
      </table>
    </div>
  );
}
export const th = 'px-3 py-2.5 text-xs font-semibold uppercase tracking-wide text-text-muted';
export const td = 'px-3 py-2.5 align-middle';

/**
 * The pager of the admin lists (users, subscriptions, payments, articles): the count, "página X de
 * Y" and previous/next, reading and writing `page` of the list's URL search (page 1 when absent).
 */
export function AdminPager<S extends { page?: number }>({
  search,
  onSearch,
  pageSize,
  total,
}: {
  search: S;
  onSearch: (next: S) => void;
  pageSize: number;
  total: number;
}) {
  const page = search.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (next: number) => onSearch({ ...search, page: next });
  return (
    <nav aria-label="Paginação" className="mt-3 flex items-center justify-between gap-2 text-sm text-text-muted">
      <span>
        {total === 0 ? 'Nenhum resultado' : `${total} ${total === 1 ? 'resultado' : 'resultados'}`} · página {page} de{' '}
        {pages}
      </span>
      <span className="flex gap-1">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Anterior
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => go(page + 1)}>
          Próxima <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </span>
    </nav>
  );
}

export function ExportLink({ href }: { href: string }) {
  return (
    <a href={href} download className={buttonClasses('secondary', 'sm')}>
      <Download className="h-4 w-4" aria-hidden="true" /> Exportar CSV
    </a>
  );
}

const dialogBox =
  'fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-3 rounded-[12px] border border-border bg-surface p-5 shadow-2xl';

/** Mounted once in the admin frame: asks the password again when an action needs it. */
export function ReauthDialog() {
  const open = useReauthStore((state) => state.open);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = (ok: boolean) => {
    setPassword('');
    setError(null);
    settleReauth(ok);
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiFetch('/api/admin/reauth', { method: 'POST', json: { password } });
      close(true);
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className={dialogBox}>
          <Dialog.Title className="text-lg font-bold">Confirme sua senha</Dialog.Title>
          <Dialog.Description className="text-sm text-text-muted">
            Ações com dinheiro ou papéis pedem a senha de novo quando você entrou há mais de 15 minutos.
          </Dialog.Description>
          <form onSubmit={submit} className="grid gap-3">
            <Field
              label="Senha"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={error}
              required
              autoFocus
            />
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onClick={() => close(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={busy || !password}>
                Confirmar
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A button that opens a confirmation; with `reason` the admin must write why (audited), with
 * `days` also how many days.
 */
export function ConfirmAction({
  label,
  title,
  description,
  confirmLabel,
  variant = 'secondary',
  reason = false,
  reasonRequired = false,
  days = false,
  quietTrigger = false,
  disabled,
  onConfirm,
}: {
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  variant?: 'primary' | 'secondary' | 'danger';
  reason?: boolean;
  reasonRequired?: boolean;
  days?: boolean;
  /** A plain (secondary) opening button even for a danger action: rows of many (the articles list). */
  quietTrigger?: boolean;
  disabled?: boolean;
  onConfirm: (input: { reason?: string; days?: number }) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [count, setCount] = useState('7');
  const [busy, setBusy] = useState(false);
  const tooShort = reasonRequired && text.trim().length < 3;
  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onConfirm({ reason: text.trim() || undefined, days: days ? Number(count) : undefined });
      setOpen(false);
      setText('');
    } catch {
      // The action's own toast says what went wrong; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  }
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant={variant === 'danger' && !quietTrigger ? 'danger' : 'secondary'} size="sm" disabled={disabled}>
          {label}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <AlertDialog.Content className={dialogBox}>
          <AlertDialog.Title className="text-lg font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-text-muted">{description}</AlertDialog.Description>
          <form onSubmit={confirm} className="grid gap-3">
            {days && (
              <Field
                label="Dias"
                type="number"
                min={1}
                max={366}
                value={count}
                onChange={(event) => setCount(event.target.value)}
                required
              />
            )}
            {reason && (
              <Field
                label={reasonRequired ? 'Motivo' : 'Motivo (opcional)'}
                value={text}
                maxLength={500}
                onChange={(event) => setText(event.target.value)}
                hint="Fica registrado na auditoria."
              />
            )}
            <div className="flex justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="ghost">Voltar</Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant={variant === 'danger' ? 'danger' : 'primary'} disabled={busy || tooShort}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-[12px] border border-border bg-surface p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-text-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {hint && <p className="mt-0.5 text-xs text-text-muted">{hint}</p>}
    </div>
  );
}

export { Notice };
