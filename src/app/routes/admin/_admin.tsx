import { Outlet, createFileRoute } from '@tanstack/react-router';

/** Admin-only pages under /admin (not /admin/login). */
export const Route = createFileRoute('/admin/_admin')({
  component: Outlet,
});
