import { Link } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { AvatarMenu, useAuth } from '@app/features/auth';
import { buttonClasses } from '../components/ui/button';

/** Signed-in: the avatar menu; visitor: the 'Entrar' button to /auth; a placeholder while checking. */
export function HeaderAccount() {
  const { status, user } = useAuth();
  if (status === 'loading') return <span aria-hidden="true" className="h-10 w-10 animate-pulse rounded-full bg-surface-2" />;
  if (user) return <AvatarMenu user={user} />;
  return (
    <Link to="/auth" className={buttonClasses('primary', 'sm')}>
      <LogIn className="h-4 w-4" aria-hidden="true" />
      Entrar
    </Link>
  );
}
