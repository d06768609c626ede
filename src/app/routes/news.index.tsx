import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { NEWS_CATEGORIES } from '@shared/news-constants';
import { optionalEnum, optionalId } from '@app/lib/search-params';
import { NewsListPage } from '@app/features/news/components/news-list-page';
import { NewsListSkeleton } from '@app/features/news/components/skeletons';
import { newsListQueryOptions } from '@app/features/news/api';
import { staticHead } from '@app/lib/seo';

export const Route = createFileRoute('/news/')({
  head: staticHead('/news'),
  validateSearch: z.object({
    category: optionalEnum(NEWS_CATEGORIES),
    team: optionalId,
    page: optionalId,
  }),
  loaderDeps: ({ search }) => ({ category: search.category, team: search.team, page: search.page }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(newsListQueryOptions(deps)),
  pendingComponent: NewsListSkeleton,
  component: RoutePage,
});

function RoutePage() {
  const { category, team, page } = Route.useSearch();
  return <NewsListPage category={category} team={team} page={page} />;
}
