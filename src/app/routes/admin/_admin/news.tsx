import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { CONTENT_TABS } from '@shared/admin-content-rules';
import { optionalEnum, optionalText } from '@app/lib/search-params';
import { ContentPage, type ContentSearch } from '@app/features/admin';

export const Route = createFileRoute('/admin/_admin/news')({
  validateSearch: z.object({
    tab: optionalEnum(CONTENT_TABS),
    status: optionalEnum(['draft', 'published']),
    q: optionalText,
    page: z.catch(z.optional(z.pipe(z.coerce.number(), z.int().check(z.positive()))), undefined),
  }),
  component: RoutePage,
});

function RoutePage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: ContentSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <ContentPage search={search} onSearch={onSearch} />;
}
