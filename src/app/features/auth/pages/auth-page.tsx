import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import type { User } from '@shared/auth';
import { buttonClasses } from '@app/components/ui/button';
import * as Tabs from 'radix-ui/tabs';
import { Card } from '@app/components/ui/card';
import { LoadingScreen } from '@app/components/ui/loading-screen';
import { useDocumentTitle } from '@app/components/ui/page';
import { toast } from '@app/components/ui/toast-store';
import { productName } from '@app/lib/runtime-config';
import { useAuth } from '../hooks/use-auth';
import { FLASH_STORAGE_KEY } from '../messages';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';
import { Notice } from '../components/field';

export type AuthTab = 'login' | 'register';

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-text-muted transition-colors data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow';

const FLASHES: Record<string, { title: string; description: string }> = {
  logout: { title: 'Logout realizado', description: 'Você saiu da sua conta.' },
  account_deleted: {
    title: 'Conta excluída',
    description: 'Seus dados foram apagados; os registros de pagamento que a lei exige ficaram anonimizados.',
  },
};

/** The 'Logout realizado' (or 'Conta excluída') toast, carried over the full page load that leaving does. */
function useLogoutFlash() {
  useEffect(() => {
    let flash: (typeof FLASHES)[string] | undefined;
    try {
      flash = FLASHES[sessionStorage.getItem(FLASH_STORAGE_KEY) ?? ''];
      if (!flash) return;
      sessionStorage.removeItem(FLASH_STORAGE_KEY);
    } catch {
      return;
    }
    toast({ variant: 'success', ...flash });
  }, []);
}

/** /auth, /login and /register: Entrar and Criar conta tabs. */
export function AuthPage({
  tab,
  onTabChange,
  verified,
}: {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  verified?: 0 | 1;
}) {
  useDocumentTitle(tab === 'register' ? 'Criar conta' : 'Entrar');
  useLogoutFlash();
  const { status, user } = useAuth();
  if (user) return <AlreadySignedIn user={user} />;
  if (status === 'loading') return <LoadingScreen />;

  return (
    <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-6 md:py-10">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight">
          {tab === 'register' ? 'Crie sua conta' : `Entre no ${productName}`}
        </h1>
        <p className="mt-1 text-sm text-text-muted">Acompanhe seus times, receba notificações e acesse os planos.</p>
      </div>
      {verified === 1 && <Notice tone="success">Email confirmado! Agora é só entrar com sua senha.</Notice>}
      {verified === 0 && (
        <Notice tone="danger">
          Link de confirmação inválido, expirado ou já usado. Entre para pedir um novo link.
        </Notice>
      )}
      <Card className="p-4 md:p-6">
        <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
          <Tabs.List aria-label="Acesso à conta" className="mb-5 flex gap-1 rounded-lg bg-surface-2 p-1">
            <Tabs.Trigger value="login" className={tabClass}>
              Entrar
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabClass}>
              Criar conta
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login">
            <LoginForm />
          </Tabs.Content>
          <Tabs.Content value="register">
            <RegisterForm />
          </Tabs.Content>
        </Tabs.Root>
      </Card>
    </div>
  );
}

/** /admin/login: the same login, landing on the admin area. */
export function AdminLoginPage() {
  useDocumentTitle('Acesso administrativo');
  const { status, user } = useAuth();
  if (user) return <AlreadySignedIn user={user} admin />;
  if (status === 'loading') return <LoadingScreen />;
  return (
    <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-6 md:py-10">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight">Acesso administrativo</h1>
        <p className="mt-1 text-sm text-text-muted">Entre com uma conta de administrador.</p>
      </div>
      <Card className="p-4 md:p-6">
        <LoginForm redirectTo="/admin" />
      </Card>
    </div>
  );
}

/** A signed-in user on a login page (also the moment between login and the redirect). */
function AlreadySignedIn({ user, admin = false }: { user: User; admin?: boolean }) {
  return (
    <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-6 text-center md:py-10">
      <h1 className="text-2xl font-bold tracking-tight">Você já entrou</h1>
      <p className="text-sm text-text-muted">
        Conectado como <strong className="text-text">{user.username || user.email}</strong>.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {admin ? (
          <Link to="/admin" className={buttonClasses('primary')}>
            Ir para a administração
          </Link>
        ) : (
          <Link to="/" className={buttonClasses('primary')}>
            Ir para o início
          </Link>
        )}
        <Link to="/profile" className={buttonClasses('secondary')}>
          Ver perfil
        </Link>
      </div>
    </div>
  );
}
