import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { USER_SORTS, SORT_ORDERS } from '@shared/admin-rules';
import { optionalEnum, optionalId, optionalText, searchSchema } from '@app/lib/search-params';
import { UsersPage, type UsersSearch } from '@app/features/admin';

const validateSearch = searchSchema({
  q: optionalText,
  role: optionalEnum(['user', 'admin']),
  verified: optionalEnum(['true', 'false']),
  disabled: optionalEnum(['true', 'false']),
  plan: optionalText,
  sort: optionalEnum(USER_SORTS as unknown as ['createdAt', 'username', 'email', 'lastLoginAt']),
  order: optionalEnum(SORT_ORDERS as unknown as ['asc', 'desc']),
  page: optionalId,
});

export const Route = createFileRoute('/admin/_admin/users/')({
  validateSearch,
  component: RoutePage,
});

function RoutePage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: UsersSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <UsersPage search={search} onSearch={onSearch} />;
}
