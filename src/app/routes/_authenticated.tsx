import { Outlet, createFileRoute } from '@tanstack/react-router';

/** Login-required pages (/profile, /checkout, /pix-renewal/{paymentId}). */
export const Route = createFileRoute('/_authenticated')({
  component: Outlet,
});
