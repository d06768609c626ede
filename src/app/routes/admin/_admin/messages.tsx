import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { optionalEnum, searchSchema } from '@app/lib/search-params';
import { MessagesPage, type MessagesStatus } from '@app/features/admin';

const validateSearch = searchSchema({ status: optionalEnum(['new', 'handled', 'all'] as const) });

export const Route = createFileRoute('/admin/_admin/messages')({
  validateSearch,
  component: RoutePage,
});

function RoutePage() {
  const { status } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onStatus = useCallback(
    (next: MessagesStatus) => void navigate({ search: { status: next === 'new' ? undefined : next }, replace: true }),
    [navigate],
  );
  return <MessagesPage status={status ?? 'new'} onStatus={onStatus} />;
}
