import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '@app/features/admin';

export const Route = createFileRoute('/admin/_admin/notifications')({
  component: NotificationsPage,
});
