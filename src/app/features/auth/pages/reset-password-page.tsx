import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { RESET_TOKEN_STORAGE_KEY } from '@shared/auth-rules';
import { Button, buttonClasses } from '@app/components/ui/button';
import { Card } from '@app/components/ui/card';
import { EmptyState } from '@app/components/ui/empty-state';
import { useDocumentTitle } from '@app/components/ui/page';
import { useResetPassword } from '../api';
import { NewPasswordFields } from '../components/field';

function readToken(): string | null {
  try {
    return sessionStorage.getItem(RESET_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** /reset-password: the new password for the token the recovery link left in sessionStorage. */
export function ResetPasswordPage() {
  useDocumentTitle('Redefinir senha');
  const [token] = useState(readToken);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const reset = useResetPassword();
  const navigate = useNavigate();

  if (!token) {
    return (
      <div className="mx-auto w-full max-w-md px-4 py-6 md:py-10">
        <h1 className="mb-4 text-2xl font-bold tracking-tight">Redefinir senha</h1>
        <EmptyState
          icon={KeyRound}
          title="Link de redefinição ausente"
          description="Abra o link que enviamos por email ou peça um novo na página de login."
          action={
            <Link to="/auth" className={buttonClasses('primary', 'sm')}>
              Ir para o login
            </Link>
          }
        />
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          sessionStorage.removeItem(RESET_TOKEN_STORAGE_KEY);
          void navigate({ to: '/auth', replace: true });
        },
      },
    );
  };

  return (
    <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-6 md:py-10">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight">Redefinir senha</h1>
        <p className="mt-1 text-sm text-text-muted">Escolha uma nova senha para sua conta.</p>
      </div>
      <Card className="p-4 md:p-6">
        <form onSubmit={submit} className="grid gap-4" aria-label="Redefinição de senha">
          <NewPasswordFields
            password={password}
            confirm={confirm}
            mismatch={mismatch}
            onPasswordChange={setPassword}
            onConfirmChange={setConfirm}
          />
          <Button type="submit" className="w-full justify-center" disabled={reset.isPending}>
            {reset.isPending ? 'Salvando...' : 'Salvar nova senha'}
          </Button>
        </form>
      </Card>
    </div>
  );
}
