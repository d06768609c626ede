import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { optionalId } from '@app/lib/search-params';
import { StatsPage } from '@app/features/football/pages/stats-page';

export const Route = createFileRoute('/stats')({
  validateSearch: z.object({
    league: optionalId,
    season: optionalId,
  }),
  component: RoutePage,
});

function RoutePage() {
  const { league, season } = Route.useSearch();
  return <StatsPage league={league} season={season} />;
}
