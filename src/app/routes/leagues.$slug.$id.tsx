import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { optionalId } from '@app/lib/search-params';
import { LeaguePage } from '@app/features/football/pages/league-page';

export const Route = createFileRoute('/leagues/$slug/$id')({
  validateSearch: z.object({ season: optionalId }),
  component: RoutePage,
});

function RoutePage() {
  const { slug, id } = Route.useParams();
  const { season } = Route.useSearch();
  return <LeaguePage id={id} slug={slug} season={season} />;
}
