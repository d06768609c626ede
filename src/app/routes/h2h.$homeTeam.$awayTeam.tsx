import { createFileRoute } from '@tanstack/react-router';
import { orNotFound } from '@app/lib/route-data';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { h2hQueryOptions, H2hPage, TeamNotFound } from '@app/features/football';
import { routeHead } from '@app/lib/seo';

export const Route = createFileRoute('/h2h/$homeTeam/$awayTeam')({
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(h2hQueryOptions(params.homeTeam, params.awayTeam))),
  head: ({ loaderData }) => (loaderData ? routeHead((seo, site) => seo.h2hSeo(loaderData, site)) : {}),
  pendingComponent: () => <PageSkeleton blocks={[256, 320]} />,
  notFoundComponent: TeamNotFound,
  component: RoutePage,
});

function RoutePage() {
  const { homeTeam, awayTeam } = Route.useParams();
  return <H2hPage home={homeTeam} away={awayTeam} />;
}
