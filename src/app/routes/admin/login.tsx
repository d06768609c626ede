import { createFileRoute } from '@tanstack/react-router';
import { AdminLoginPage } from '@app/features/auth';

export const Route = createFileRoute('/admin/login')({
  component: AdminLoginPage,
});
