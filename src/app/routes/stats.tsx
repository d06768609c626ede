import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { StatsPage } from '@app/features/football/pages/stats-page';

export const Route = createFileRoute('/stats')({
  validateSearch: z.object({
    league: z.coerce.number().int().positive().optional().catch(undefined),
    season: z.coerce.number().int().positive().optional().catch(undefined),
  }),
  component: RoutePage,
});

function RoutePage() {
  const { league, season } = Route.useSearch();
  return <StatsPage league={league} season={season} />;
}
