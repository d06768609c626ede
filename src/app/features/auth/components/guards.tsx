// The route guards' screens (spec §4, §6): the session check failed, checking the admin's
// permissions, access denied. The check itself is require-user.ts.
import { useEffect } from 'react';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { buttonClasses } from '@app/components/ui/button';
import { ErrorState } from '@app/components/ui/error-state';
import { Spinner } from '@app/components/ui/spinner';
import { useDocumentTitle } from '@app/components/ui/page';

/** Shown when the session could not be checked (offline, server down); retries by itself when back online. */
export function SessionCheckError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  useEffect(() => {
    const onOnline = () => {
      reset();
      void router.invalidate();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [reset, router]);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8">
      <ErrorState
        title="Não foi possível verificar sua sessão"
        message="Confira sua conexão e tente de novo."
        onRetry={retry}
      />
    </div>
  );
}

export function CheckingPermissions() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-4 text-center">
      <ShieldCheck className="h-10 w-10 text-accent" aria-hidden="true" />
      <Spinner label="Verificando permissões..." className="text-lg font-semibold text-text" />
      <p className="text-sm text-text-muted">Aguarde enquanto verificamos seu nível de acesso</p>
    </div>
  );
}

export function AccessDenied() {
  useDocumentTitle('Acesso Negado');
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-8">
      <div className="grid w-full max-w-md justify-items-center gap-4 rounded-[12px] border border-danger/40 bg-surface p-6 text-center md:p-8">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-danger/15">
          <ShieldAlert className="h-7 w-7 text-danger" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold">Acesso Negado</h1>
        <span className="rounded-full border border-danger/50 bg-danger/10 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-danger">
          Administrador Necessário
        </span>
        <p className="text-text">Esta área é restrita apenas para administradores do sistema.</p>
        <p className="text-sm text-text-muted">
          Se você deveria ter acesso a esta área, entre em contato com o suporte.
        </p>
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-2')}>
          Voltar ao Início
        </Link>
      </div>
    </div>
  );
}
