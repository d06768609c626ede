import { createFileRoute } from '@tanstack/react-router';
import { MatchPage } from '@app/features/football/pages/match-page';

export const Route = createFileRoute('/match/$slug/$matchId')({
  component: RoutePage,
});

function RoutePage() {
  const { slug, matchId } = Route.useParams();
  return <MatchPage matchId={matchId} slug={slug} />;
}
