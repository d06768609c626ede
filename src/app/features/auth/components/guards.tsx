// Route guards (spec §4), run in the routes' `beforeLoad` so nothing of a guarded page loads for a
// visitor: a visitor goes to login and the place is remembered; an admin route asks the server
// (spec §6) and shows the checking and access-denied screens.
import { useEffect } from 'react';
import { Link, redirect, useRouter, type ErrorComponentProps, type ParsedLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { User } from '@shared/auth';
import { buttonClasses } from '@app/components/ui/button';
import { ErrorState } from '@app/components/ui/error-state';
import { Spinner } from '@app/components/ui/spinner';
import { useDocumentTitle } from '@app/components/ui/page';
import { currentUserQueryOptions } from '../api';
import { storeReturnAddress } from '../return-address';

/**
 * The signed-in user, or a redirect to `loginPath` that remembers where the visitor was (not while
 * merely preloading a link). A failed session check throws: the route's error screen offers a retry.
 */
export async function requireUser(
  queryClient: QueryClient,
  {
    location,
    preload,
    loginPath = '/auth',
  }: { location: ParsedLocation; preload: boolean; loginPath?: '/auth' | '/admin/login' },
): Promise<User> {
  const user = await queryClient.fetchQuery(currentUserQueryOptions());
  if (user) return user;
  if (!preload) storeReturnAddress(location.href);
  throw redirect({ to: loginPath, replace: true });
}

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
