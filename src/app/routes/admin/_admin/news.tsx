import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { CONTENT_TABS } from '@shared/admin-content-rules';
import { optionalEnum, optionalId, optionalText, searchSchema } from '@app/lib/search-params';
import { ContentPage, type ContentSearch } from '@app/features/admin';

const validateSearch = searchSchema({
  tab: optionalEnum(CONTENT_TABS),
  status: optionalEnum(['draft', 'published']),
  q: optionalText,
  page: optionalId,
});

export const Route = createFileRoute('/admin/_admin/news')({
  validateSearch,
  component: RoutePage,
});

function RoutePage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: ContentSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <ContentPage search={search} onSearch={onSearch} />;
}
