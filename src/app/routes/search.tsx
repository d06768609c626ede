import { createFileRoute } from '@tanstack/react-router';
import { SEARCH } from '@shared/constants';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import {
  directorySearchQueryOptions,
  matchSearchQueryOptions,
  SearchPage,
  searchPageParams,
} from '@app/features/search';
import { staticHead } from '@app/lib/seo';

export const Route = createFileRoute('/search')({
  head: staticHead('/search'),
  validateSearch: searchPageParams,
  loaderDeps: ({ search }) => ({ text: search.search?.trim() ?? '' }),
  loader: async ({ context, deps }) => {
    if (deps.text.length >= SEARCH.minChars) {
      await Promise.all([
        context.queryClient.ensureQueryData(matchSearchQueryOptions(deps.text, SEARCH.maxLimit)),
        context.queryClient.ensureQueryData(directorySearchQueryOptions(deps.text)),
      ]);
    }
  },
  pendingComponent: () => <PageSkeleton blocks={[44, 480]} />,
  component: RoutePage,
});

function RoutePage() {
  const { search } = Route.useSearch();
  return <SearchPage key={search} search={search} />;
}
