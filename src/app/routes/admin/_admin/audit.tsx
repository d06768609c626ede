import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { optionalText, searchSchema } from '@app/lib/search-params';
import { AuditPage, type AuditSearch } from '@app/features/admin';

const validateSearch = searchSchema({ action: optionalText, targetType: optionalText });

export const Route = createFileRoute('/admin/_admin/audit')({
  validateSearch,
  component: RoutePage,
});

function RoutePage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: AuditSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <AuditPage search={search} onSearch={onSearch} />;
}
