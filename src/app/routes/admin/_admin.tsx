import { Outlet, createFileRoute } from '@tanstack/react-router';
import {
  AccessDenied,
  CheckingPermissions,
  requireUser,
  SessionCheckError,
  AdminFrame,
  fetchAdminStatus,
} from '@app/features/auth';
import { ReauthDialog } from '@app/features/admin';

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
