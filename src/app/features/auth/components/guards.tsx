import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useRouterState } from '@tanstack/react-router';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { User } from '@shared/auth';
import { buttonClasses } from '@app/components/ui/button';
import { LoadingScreen } from '@app/components/ui/loading-screen';
import { ErrorState } from '@app/components/ui/error-state';
import { Spinner } from '@app/components/ui/spinner';
import { useDocumentTitle } from '@app/components/ui/page';
import { adminFallbackEmails } from '@app/lib/runtime-config';
import { useCheckAdminQuery } from '../api';
import { useAuth } from '../hooks/use-auth';
import { isLoggingOut, storeReturnAddress } from '../return-address';

function useCurrentHref(): string {
  return useRouterState({ select: (state) => state.location.href });
}

/** Spec §4: a spinner while loading; a visitor goes to login, and the place is remembered. */
export function RequireAuth({
  children,
  loginPath = '/auth',
}: {
  children: (user: User) => ReactNode;
  loginPath?: '/auth' | '/admin/login';
}) {
  const { status, user, retry } = useAuth();
  const href = useCurrentHref();
  const anonymous = status === 'anonymous';
  useEffect(() => {
    if (anonymous) storeReturnAddress(href);
  }, [anonymous, href]);
  if (status === 'loading' || isLoggingOut()) return <LoadingScreen />;
  if (status === 'unknown') {
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
  if (!user) return <Navigate to={loginPath} replace />;
  return <>{children(user)}</>;
}

/** The server decides; if the call itself fails, the configured email list decides what to show (spec §6). */
export function useAdminStatus(user: User): 'checking' | 'admin' | 'denied' {
  const check = useCheckAdminQuery(true);
  const failed = check.isError;
  useEffect(() => {
    if (failed)
      console.error('Falha ao verificar permissões de administrador; usando a lista de emails de reserva', check.error);
  }, [failed, check.error]);
  if (check.isPending) return 'checking';
  if (check.data) return check.data.isAdmin ? 'admin' : 'denied';
  return adminFallbackEmails.includes(user.email.toLowerCase()) ? 'admin' : 'denied';
}

export function AdminGuard({ children }: { children: ReactNode }) {
  return (
    <RequireAuth loginPath="/admin/login">{(user) => <AdminCheck user={user}>{children}</AdminCheck>}</RequireAuth>
  );
}

function AdminCheck({ user, children }: { user: User; children: ReactNode }) {
  const status = useAdminStatus(user);
  if (status === 'checking') return <CheckingPermissions />;
  if (status === 'denied') return <AccessDenied />;
  return <>{children}</>;
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
