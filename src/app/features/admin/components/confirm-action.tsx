import { useState, type FormEvent } from 'react';
import * as AlertDialog from 'radix-ui/alert-dialog';
import { Button } from '@app/components/ui/button';
import { Field } from '@app/components/ui/field';
import { dialogBox } from './dialog-box';

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
