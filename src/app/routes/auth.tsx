import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { optionalEnum } from '@app/lib/search-params';
import { AuthPage } from '@app/features/auth/components/auth-page';

export const Route = createFileRoute('/auth')({
  validateSearch: z.object({
    tab: optionalEnum(['login', 'register']),
    verified: z.catch(z.optional(z.pipe(z.coerce.number(), z.union([z.literal(0), z.literal(1)]))), undefined),
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
      onTabChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, tab: next === 'login' ? undefined : next }), replace: true })
      }
    />
  );
}
