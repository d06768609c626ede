import { Outlet, createFileRoute } from '@tanstack/react-router';
import {
  AccessDenied,
  CheckingPermissions,
  requireUser,
  SessionCheckError,
} from '@app/features/auth/components/guards';
import { AdminFrame } from '@app/features/auth/components/admin-frame';
import { fetchAdminStatus } from '@app/features/auth/api';
import { ReauthDialog } from '@app/features/admin/components/reauth-dialog';

/**
 * Admin-only pages under /admin (not /admin/login): a visitor goes to the admin login; then the admin
 * check of spec §4/§6 ('Verificando permissões...' while it runs), then the admin frame or 'Acesso Negado'.
 */
export const Route = createFileRoute('/admin/_admin')({
  beforeLoad: async ({ context, location, preload }) => {
    const user = await requireUser(context.queryClient, { location, preload, loginPath: '/admin/login' });
    return { isAdmin: await fetchAdminStatus(context.queryClient, user) };
  },
  pendingComponent: CheckingPermissions,
  errorComponent: SessionCheckError,
  component: AdminLayout,
});

function AdminLayout() {
  const isAdmin = Route.useRouteContext({ select: (context) => context.isAdmin });
  if (!isAdmin) return <AccessDenied />;
  return (
    <AdminFrame>
      <Outlet />
      <ReauthDialog />
    </AdminFrame>
  );
}
