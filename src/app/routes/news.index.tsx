import { createFileRoute } from '@tanstack/react-router';
import { NEWS_CATEGORIES } from '@shared/news-rules';
import { optionalEnum, optionalId, searchSchema } from '@app/lib/search-params';
import { NewsListPage, NewsListSkeleton, newsListQueryOptions } from '@app/features/news';
import { staticHead } from '@app/lib/seo';

const validateSearch = searchSchema({
  category: optionalEnum(NEWS_CATEGORIES),
  team: optionalId,
  page: optionalId,
});

export const Route = createFileRoute('/news/')({
  head: staticHead('/news'),
  validateSearch,
  loaderDeps: ({ search }) => ({ category: search.category, team: search.team, page: search.page }),
  // A new filter on the open list does not wait: the tabs stay, the old cards dim until the new page
  // comes (the page's own busy state), rather than the whole page turning into a skeleton.
  loader: ({ context, deps, cause }) =>
    cause === 'stay'
      ? void context.queryClient.prefetchQuery(newsListQueryOptions(deps))
      : context.queryClient.ensureQueryData(newsListQueryOptions(deps)),
  pendingComponent: NewsListSkeleton,
  component: RoutePage,
});

function RoutePage() {
  const { category, team, page } = Route.useSearch();
  return <NewsListPage category={category} team={team} page={page} />;
}
