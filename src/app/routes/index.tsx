import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@app/features/football/pages/home-page';
import { useTodayMatches } from '@app/features/live';

export const Route = createFileRoute('/')({
  component: RoutePage,
});

function RoutePage() {
  return <HomePage todayMatches={useTodayMatches()} />;
}
