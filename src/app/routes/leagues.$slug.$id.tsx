import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LeaguePage } from '@app/features/football/pages/league-page';

export const Route = createFileRoute('/leagues/$slug/$id')({
  validateSearch: z.object({ season: z.coerce.number().int().positive().optional().catch(undefined) }),
  component: RoutePage,
});

function RoutePage() {
  const { slug, id } = Route.useParams();
  const { season } = Route.useSearch();
  return <LeaguePage id={id} slug={slug} season={season} />;
}
