import { createFileRoute, redirect } from '@tanstack/react-router';
import { optionalId, searchSchema } from '@app/lib/search-params';
import { orNotFound } from '@app/lib/route-data';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { leagueDetailQueryOptions, LeaguePage, LeagueNotFound } from '@app/features/football';
import { routeHead } from '@app/lib/seo';

const validateSearch = searchSchema({ season: optionalId });

export const Route = createFileRoute('/leagues/$slug/$id')({
  validateSearch,
  loaderDeps: ({ search }) => ({ season: search.season }),
  loader: async ({ context, params, deps }) => {
    const detail = await orNotFound(
      context.queryClient.ensureQueryData(leagueDetailQueryOptions(params.id, deps.season)),
    );
    const { league } = detail;
    // A wrong slug goes to the canonical address.
    if (params.slug !== league.slug) {
      throw redirect({
        to: '/leagues/$slug/$id',
        params: { slug: league.slug, id: params.id },
        search: { season: deps.season },
        replace: true,
      });
    }
    return { detail, season: deps.season };
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {};
    const { detail, season } = loaderData;
    return routeHead((builders, site) => {
      const seo = builders.leagueSeo(detail, site);
      // An older season is its own page (as the server says).
      if (season) {
        seo.canonical += `?season=${season}`;
        seo.openGraph.url = seo.canonical;
        seo.hreflang = seo.hreflang.map((h) => ({ ...h, url: seo.canonical }));
      }
      return seo;
    });
  },
  pendingComponent: () => <PageSkeleton blocks={[48, 560]} />,
  notFoundComponent: LeagueNotFound,
  component: RoutePage,
});

function RoutePage() {
  const { id } = Route.useParams();
  const { season } = Route.useSearch();
  return <LeaguePage id={id} season={season} />;
}
