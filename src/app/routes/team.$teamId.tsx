import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '@app/features/football/pages/team-page';

export const Route = createFileRoute('/team/$teamId')({
  component: RoutePage,
});

/** Without a slug: the page loads the team, then moves to /team/{slug}/{id}. */
function RoutePage() {
  const { teamId } = Route.useParams();
  return <TeamPage teamId={teamId} />;
}
