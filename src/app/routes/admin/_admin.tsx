import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AdminFrame, AdminGuard } from '@app/features/auth';

/** Admin-only pages under /admin (not /admin/login): the admin check of spec §4, then the admin frame. */
export const Route = createFileRoute('/admin/_admin')({
  component: () => (
    <AdminGuard>
      <AdminFrame>
        <Outlet />
      </AdminFrame>
    </AdminGuard>
  ),
});
