import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@app/features/admin';

export const Route = createFileRoute('/admin/_admin/')({
  component: DashboardPage,
});
