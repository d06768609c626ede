import { createFileRoute } from '@tanstack/react-router';
import { DataPage } from '@app/features/admin';

export const Route = createFileRoute('/admin/_admin/data')({
  component: DataPage,
});
