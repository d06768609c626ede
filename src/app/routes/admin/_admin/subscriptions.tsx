import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { optionalEnum, optionalText } from '@app/lib/search-params';
import { SubscriptionsPage, type SubscriptionsSearch } from '@app/features/admin/components/subscriptions-page';

export const Route = createFileRoute('/admin/_admin/subscriptions')({
  validateSearch: z.object({
    status: optionalEnum(['pending', 'active', 'past_due', 'expired', 'canceled']),
    plan: optionalText,
    q: optionalText,
    page: z.catch(z.optional(z.pipe(z.coerce.number(), z.int().check(z.positive()))), undefined),
  }),
  component: RoutePage,
});

function RoutePage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: SubscriptionsSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <SubscriptionsPage search={search} onSearch={onSearch} />;
}
