import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { isValidYmd } from '@shared/datetime';
import { matchFilterSchema } from '@shared/football';
import { MatchesPage } from '@app/features/football/pages/matches-page';

export const Route = createFileRoute('/matches')({
  validateSearch: z.object({
    date: z.string().refine(isValidYmd).optional().catch(undefined),
    filter: matchFilterSchema.optional().catch(undefined),
  }),
  component: RoutePage,
});

function RoutePage() {
  const { date, filter } = Route.useSearch();
  return <MatchesPage date={date} filter={filter ?? 'all'} />;
}
