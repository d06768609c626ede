import { createFileRoute } from '@tanstack/react-router';
import { LeaguePage } from '@app/features/football/pages/league-page';

export const Route = createFileRoute('/leagues/$id')({
  component: RoutePage,
});

/** Without a slug: the page loads the league, then moves to /leagues/{slug}/{id}. */
function RoutePage() {
  const { id } = Route.useParams();
  return <LeaguePage id={id} />;
}
