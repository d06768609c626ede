import { createFileRoute } from '@tanstack/react-router';
import { isValidYmd, ymdIn } from '@shared/datetime';
import { MATCH_FILTERS } from '@shared/football-rules';
import { optionalChecked, optionalEnum, searchSchema } from '@app/lib/search-params';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { matchesViewQueryOptions, MatchesPage } from '@app/features/football';
import { useTodayMatches } from '@app/features/live';
import { staticHead } from '@app/lib/seo';

const validateSearch = searchSchema({
  date: optionalChecked(isValidYmd),
  filter: optionalEnum(MATCH_FILTERS),
});

export const Route = createFileRoute('/matches')({
  head: staticHead('/matches'),
  validateSearch,
  loaderDeps: ({ search }) => ({ date: search.date, filter: search.filter }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(matchesViewQueryOptions(deps.date, deps.filter)),
  pendingComponent: () => <PageSkeleton blocks={[44, 36, 420]} />,
  component: RoutePage,
});

function RoutePage() {
  const { date, filter } = Route.useSearch();
  return (
    <MatchesPage date={date} filter={filter ?? 'all'} today={ymdIn(new Date())} todayMatches={useTodayMatches()} />
  );
}
