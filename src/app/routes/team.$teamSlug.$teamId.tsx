import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '@app/features/football/pages/team-page';

export const Route = createFileRoute('/team/$teamSlug/$teamId')({
  component: RoutePage,
});

function RoutePage() {
  const { teamSlug, teamId } = Route.useParams();
  return <TeamPage teamId={teamId} slug={teamSlug} />;
}
