import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@app/features/football/pages/home-page';
import { useTodayMatches } from '@app/features/live';
import { staticHead } from '@app/lib/seo';

export const Route = createFileRoute('/')({
  head: staticHead('/'),
  component: RoutePage,
});

function RoutePage() {
  return <HomePage todayMatches={useTodayMatches()} />;
}
