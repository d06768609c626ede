import { createFileRoute } from '@tanstack/react-router';
import { H2hPage } from '@app/features/football/pages/h2h-page';

export const Route = createFileRoute('/h2h/$homeTeam/$awayTeam')({
  component: RoutePage,
});

function RoutePage() {
  const { homeTeam, awayTeam } = Route.useParams();
  return <H2hPage home={homeTeam} away={awayTeam} />;
}
