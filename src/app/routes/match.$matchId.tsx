import { createFileRoute } from '@tanstack/react-router';
import { MatchPage } from '@app/features/football/pages/match-page';

export const Route = createFileRoute('/match/$matchId')({
  component: RoutePage,
});

/** Without a slug: the page loads the match, then moves to /match/{slug}/{id}. */
function RoutePage() {
  const { matchId } = Route.useParams();
  return <MatchPage matchId={matchId} />;
}
