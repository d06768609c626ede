import { createFileRoute } from '@tanstack/react-router';
import { optionalId, searchSchema } from '@app/lib/search-params';
import { orNotFound } from '@app/lib/route-data';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { leagueStatsQueryOptions, leaguesQueryOptions, StatsPage, LeagueNotFound } from '@app/features/football';
import { staticHead } from '@app/lib/seo';

const validateSearch = searchSchema({
  league: optionalId,
  season: optionalId,
});

export const Route = createFileRoute('/stats')({
  head: staticHead('/stats'),
  validateSearch,
  loaderDeps: ({ search }) => ({ league: search.league, season: search.season }),
  loader: ({ context, deps }) =>
    orNotFound(
      Promise.all([
        context.queryClient.ensureQueryData(leaguesQueryOptions()),
        context.queryClient.ensureQueryData(leagueStatsQueryOptions(deps.league, deps.season)),
      ]),
    ),
  pendingComponent: () => <PageSkeleton blocks={[160, 256, 320]} />,
  notFoundComponent: LeagueNotFound,
  component: RoutePage,
});

function RoutePage() {
  const { league, season } = Route.useSearch();
  return <StatsPage league={league} season={season} />;
}
