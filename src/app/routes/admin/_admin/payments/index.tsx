import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { optionalChecked, optionalEnum, optionalId, searchSchema } from '@app/lib/search-params';
import { PaymentsPage, type PaymentsSearch } from '@app/features/admin';

const ymd = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const validateSearch = searchSchema({
  status: optionalEnum(['pending', 'approved', 'rejected', 'refunded', 'expired']),
  method: optionalEnum(['card', 'pix']),
  from: optionalChecked(ymd),
  to: optionalChecked(ymd),
  page: optionalId,
});

export const Route = createFileRoute('/admin/_admin/payments/')({
  validateSearch,
  component: RoutePage,
});

function RoutePage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: PaymentsSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <PaymentsPage search={search} onSearch={onSearch} />;
}
