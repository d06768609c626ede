import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthPage } from '@app/features/auth';

/** Recognised as an auth page (spec §2): the sign-up tab of the auth page. */
export const Route = createFileRoute('/register')({
  component: RoutePage,
});

function RoutePage() {
  const navigate = useNavigate();
  return (
    <AuthPage
      tab="register"
      onTabChange={(tab) => void navigate({ to: tab === 'register' ? '/register' : '/login', replace: true })}
    />
  );
}
