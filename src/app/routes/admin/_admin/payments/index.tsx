import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { optionalChecked, optionalEnum } from '@app/lib/search-params';
import { PaymentsPage, type PaymentsSearch } from '@app/features/admin/components/payments-page';

const ymd = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export const Route = createFileRoute('/admin/_admin/payments/')({
  validateSearch: z.object({
    status: optionalEnum(['pending', 'approved', 'rejected', 'refunded', 'expired']),
    method: optionalEnum(['card', 'pix']),
    from: optionalChecked(ymd),
    to: optionalChecked(ymd),
    page: z.catch(z.optional(z.pipe(z.coerce.number(), z.int().check(z.positive()))), undefined),
  }),
  component: RoutePage,
});

function RoutePage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: PaymentsSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <PaymentsPage search={search} onSearch={onSearch} />;
}
