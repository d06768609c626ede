import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthPage } from '@app/features/auth';

/** Recognised as an auth page (spec §2): the login tab of the auth page. */
export const Route = createFileRoute('/login')({
  component: RoutePage,
});

function RoutePage() {
  const navigate = useNavigate();
  return (
    <AuthPage
      tab="login"
      onTabChange={(tab) => void navigate({ to: tab === 'register' ? '/register' : '/login', replace: true })}
    />
  );
}
