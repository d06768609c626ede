import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { optionalEnum, optionalNumberOf, searchSchema } from '@app/lib/search-params';
import { AuthPage } from '@app/features/auth';

const validateSearch = searchSchema({
  tab: optionalEnum(['login', 'register']),
  verified: optionalNumberOf([0, 1]),
});

export const Route = createFileRoute('/auth')({
  validateSearch,
  component: RoutePage,
});

function RoutePage() {
  const { tab = 'login', verified } = Route.useSearch();
  const navigate = useNavigate({ from: '/auth' });
  return (
    <AuthPage
      tab={tab}
      verified={verified}
      onTabChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, tab: next === 'login' ? undefined : next }), replace: true })
      }
    />
  );
}
