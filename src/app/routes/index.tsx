import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@app/features/football/pages/home-page';
import { HomeBonus } from '@app/features/bonus';
import { useTodayMatches } from '@app/features/live';

export const Route = createFileRoute('/')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <HomePage
      todayMatches={useTodayMatches()}
      // NEWS SLOT (issue 12 point 3, branch i12-news): the home news section goes here.
      news={undefined}
      aside={<HomeBonus />}
    />
  );
}
