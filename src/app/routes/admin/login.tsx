import { createFileRoute } from '@tanstack/react-router';
import { AdminLoginPage } from '@app/features/auth/components/auth-page';

export const Route = createFileRoute('/admin/login')({
  component: AdminLoginPage,
});
