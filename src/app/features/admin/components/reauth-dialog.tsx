import { useState, type FormEvent } from 'react';
import * as Dialog from 'radix-ui/dialog';
import { Button } from '@app/components/ui/button';
import { Field } from '@app/components/ui/field';
import { apiFetch } from '@app/lib/api';
import { settleReauth, useReauthStore } from '../reauth-store';
import { dialogBox } from './dialog-box';

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
