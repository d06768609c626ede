import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { optionalText } from '@app/lib/search-params';
import { SearchPage } from '@app/features/search/search-page';

export const Route = createFileRoute('/search')({
  validateSearch: z.object({ search: optionalText }),
  component: RoutePage,
});

function RoutePage() {
  const { search } = Route.useSearch();
  return <SearchPage key={search} search={search} />;
}
