import { createFileRoute } from '@tanstack/react-router';
import { LeaguesPage } from '@app/features/football/pages/leagues-page';

export const Route = createFileRoute('/leagues/')({
  component: LeaguesPage,
});
