import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { orNotFound } from '@app/lib/route-data';
import { teamDetailQueryOptions, TeamNotFound } from '@app/features/football';

/** Without a slug: loads the team, then moves to /team/{slug}/{id}. */
export const Route = createFileRoute('/team/$teamId')({
  loader: async ({ context, params }) => {
    const { team } = await orNotFound(context.queryClient.ensureQueryData(teamDetailQueryOptions(params.teamId)));
    throw redirect({
      to: '/team/$teamSlug/$teamId',
      params: { teamSlug: team.slug, teamId: params.teamId },
      replace: true,
    });
  },
  pendingComponent: () => <PageSkeleton blocks={[112, 288, 200]} />,
  notFoundComponent: TeamNotFound,
});
