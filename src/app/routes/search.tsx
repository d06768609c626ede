import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SearchPage } from '@app/features/search/search-page';

export const Route = createFileRoute('/search')({
  validateSearch: z.object({ search: z.string().optional().catch(undefined) }),
  component: RoutePage,
});

function RoutePage() {
  const { search } = Route.useSearch();
  return <SearchPage key={search} search={search} />;
}
