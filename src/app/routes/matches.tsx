import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { isValidYmd } from '@shared/datetime';
import { MATCH_FILTERS } from '@shared/football-filters';
import { optionalChecked, optionalEnum } from '@app/lib/search-params';
import { MatchesPage } from '@app/features/football/pages/matches-page';
import { useTodayMatches } from '@app/features/live';

export const Route = createFileRoute('/matches')({
  validateSearch: z.object({
    date: optionalChecked(isValidYmd),
    filter: optionalEnum(MATCH_FILTERS),
  }),
  component: RoutePage,
});

function RoutePage() {
  const { date, filter } = Route.useSearch();
  return <MatchesPage date={date} filter={filter ?? 'all'} todayMatches={useTodayMatches()} />;
}
