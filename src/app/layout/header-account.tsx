import { Link } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useAuth } from '@app/features/auth';
import { buttonClasses } from '../components/ui/button';

// Visitors never download the avatar menu (Radix dropdown) or the bell; signed-in users get them after
// the first paint.
const AvatarMenu = lazy(() =>
  import('@app/features/auth/components/avatar-menu').then((m) => ({ default: m.AvatarMenu })),
);
const NotificationBell = lazy(() =>
  import('@app/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);
const bellPlaceholder = <span aria-hidden="true" className="h-10 w-10" />;
const avatarPlaceholder = <span aria-hidden="true" className="h-10 w-10 animate-pulse rounded-full bg-surface-2" />;

/** Signed-in: the notification bell and the avatar menu; visitor: the 'Entrar' button to /auth; a placeholder while checking. */
export function HeaderAccount() {
  const { status, user } = useAuth();
  if (status === 'loading') return avatarPlaceholder;
  if (user) {
    return (
      <>
        <Suspense fallback={bellPlaceholder}>
          <NotificationBell />
        </Suspense>
        <Suspense fallback={avatarPlaceholder}>
          <AvatarMenu user={user} />
        </Suspense>
      </>
    );
  }
  return (
    <Link to="/auth" className={buttonClasses('primary', 'sm')}>
      <LogIn className="hidden h-4 w-4 sm:block" aria-hidden="true" />
      Entrar
    </Link>
  );
}
