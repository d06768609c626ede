import { createFileRoute, redirect } from '@tanstack/react-router';
import { orNotFound } from '@app/lib/route-data';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { leagueDetailQueryOptions, LeagueNotFound } from '@app/features/football';

/** Without a slug: loads the league, then moves to /leagues/{slug}/{id}. */
export const Route = createFileRoute('/leagues/$id')({
  loader: async ({ context, params }) => {
    const { league } = await orNotFound(context.queryClient.ensureQueryData(leagueDetailQueryOptions(params.id)));
    throw redirect({ to: '/leagues/$slug/$id', params: { slug: league.slug, id: params.id }, replace: true });
  },
  pendingComponent: () => <PageSkeleton blocks={[48, 560]} />,
  notFoundComponent: LeagueNotFound,
});
