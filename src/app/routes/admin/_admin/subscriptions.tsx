import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { optionalEnum, optionalId, optionalText, searchSchema } from '@app/lib/search-params';
import { SubscriptionsPage, type SubscriptionsSearch } from '@app/features/admin';

const validateSearch = searchSchema({
  status: optionalEnum(['pending', 'active', 'past_due', 'expired', 'canceled']),
  plan: optionalText,
  q: optionalText,
  page: optionalId,
});

export const Route = createFileRoute('/admin/_admin/subscriptions')({
  validateSearch,
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
