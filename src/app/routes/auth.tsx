import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthPage } from '@app/features/auth';

export const Route = createFileRoute('/auth')({
  validateSearch: z.object({
    tab: z.enum(['login', 'register']).optional().catch(undefined),
    verified: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])).optional().catch(undefined),
  }),
  component: RoutePage,
});

function RoutePage() {
  const { tab = 'login', verified } = Route.useSearch();
  const navigate = useNavigate({ from: '/auth' });
  return (
    <AuthPage
      tab={tab}
      verified={verified}
      onTabChange={(next) => void navigate({ search: (prev) => ({ ...prev, tab: next === 'login' ? undefined : next }), replace: true })}
    />
  );
}
