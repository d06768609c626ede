import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { optionalText } from '@app/lib/search-params';
import { AuditPage, type AuditSearch } from '@app/features/admin/components/audit-page';

export const Route = createFileRoute('/admin/_admin/audit')({
  validateSearch: z.object({ action: optionalText, targetType: optionalText }),
  component: RoutePage,
});

function RoutePage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: AuditSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <AuditPage search={search} onSearch={onSearch} />;
}
