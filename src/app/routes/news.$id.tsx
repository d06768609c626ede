import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { orNotFound } from '@app/lib/route-data';
import { routeHead } from '@app/lib/seo';
import { NewsArticlePage, NewsArticleSkeleton, NewsNotFound, newsArticleQueryOptions } from '@app/features/news';
import { MatchRow } from '@app/features/football';

export const Route = createFileRoute('/news/$id')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(newsArticleQueryOptions(params.id))),
  head: ({ loaderData }) =>
    loaderData ? routeHead((seo, site) => seo.newsSeo({ ...loaderData, image: loaderData.coverImage }, site)) : {},
  pendingComponent: NewsArticleSkeleton,
  notFoundComponent: NewsNotFound,
  component: RoutePage,
});

function RoutePage() {
  const { id } = Route.useParams();
  const { data: article } = useSuspenseQuery(newsArticleQueryOptions(id));
  return (
    <NewsArticlePage
      article={article}
      relatedMatches={
        article.matches.length > 0 ? (
          <ul className="divide-y divide-border">
            {article.matches.map((match) => (
              <li key={match.id}>
                <MatchRow match={match} showDate showCompetition />
              </li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
