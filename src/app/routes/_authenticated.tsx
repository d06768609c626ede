import { Outlet, createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '@app/features/auth';

/** Login-required pages (/profile, /checkout, /pix-renewal/{paymentId}): spec §4 guard. */
export const Route = createFileRoute('/_authenticated')({
  component: () => <RequireAuth>{() => <Outlet />}</RequireAuth>,
});
