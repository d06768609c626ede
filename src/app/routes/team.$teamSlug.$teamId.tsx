import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { orNotFound } from '@app/lib/route-data';
import { teamDetailQueryOptions, TeamPage, TeamNotFound } from '@app/features/football';
import { routeHead } from '@app/lib/seo';

export const Route = createFileRoute('/team/$teamSlug/$teamId')({
  loader: async ({ context, params }) => {
    const detail = await orNotFound(context.queryClient.ensureQueryData(teamDetailQueryOptions(params.teamId)));
    const { team } = detail;
    // A wrong slug goes to the canonical address.
    if (params.teamSlug !== team.slug) {
      throw redirect({
        to: '/team/$teamSlug/$teamId',
        params: { teamSlug: team.slug, teamId: params.teamId },
        replace: true,
      });
    }
    return detail;
  },
  head: ({ loaderData }) => (loaderData ? routeHead((seo, site) => seo.teamSeo(loaderData, site)) : {}),
  pendingComponent: () => <PageSkeleton blocks={[112, 288, 200]} />,
  notFoundComponent: TeamNotFound,
  component: RoutePage,
});

function RoutePage() {
  const { teamId } = Route.useParams();
  return <TeamPage teamId={teamId} />;
}
