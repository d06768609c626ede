import { createFileRoute, redirect } from '@tanstack/react-router';
import { matchSlug } from '@shared/slug';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { orNotFound } from '@app/lib/route-data';
import { matchDetailQueryOptions, MatchNotFound } from '@app/features/football';

/** Without a slug: loads the match, then moves to /match/{slug}/{id}. */
export const Route = createFileRoute('/match/$matchId')({
  loader: async ({ context, params }) => {
    const detail = await orNotFound(context.queryClient.ensureQueryData(matchDetailQueryOptions(params.matchId)));
    const slug = matchSlug(detail.match.homeTeam.name, detail.match.awayTeam.name);
    throw redirect({ to: '/match/$slug/$matchId', params: { slug, matchId: params.matchId }, replace: true });
  },
  pendingComponent: () => <PageSkeleton blocks={[224, 128, 256]} />,
  notFoundComponent: MatchNotFound,
});
