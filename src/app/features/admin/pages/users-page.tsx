// /admin/users: search, filters, sort and pages all in the URL and all done by the server.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import type { UserListQuery } from '@shared/admin';
import { usersQueryOptions } from '../api';
import { ADMIN_PAGE_SIZE, AdminList } from '../components/admin-list';
import { Badge, StatusBadge } from '../components/badges';
import { UserFilters } from '../components/user-filters';
import { td } from '../components/table';
import { formatDate, formatDateTime } from '../components/format';

export interface UsersSearch {
  q?: string;
  role?: 'user' | 'admin';
  verified?: 'true' | 'false';
  disabled?: 'true' | 'false';
  plan?: string;
  sort?: 'createdAt' | 'username' | 'email' | 'lastLoginAt';
  order?: 'asc' | 'desc';
  page?: number;
}

export function UsersPage({ search, onSearch }: { search: UsersSearch; onSearch: (next: UsersSearch) => void }) {
  const query: UserListQuery = { ...search, pageSize: ADMIN_PAGE_SIZE, page: search.page ?? 1 };
  const users = useQuery(usersQueryOptions(query));
  return (
    <AdminList
      title="Usuários"
      description="Contas da plataforma."
      exportPath="/api/admin/export/users.csv"
      search={search}
      onSearch={onSearch}
      query={users}
      empty={{ icon: Users, title: 'Nenhum usuário encontrado', description: 'Tente outra busca ou outros filtros.' }}
      columns={['Usuário', 'Papel', 'Assinatura', 'Cadastro', 'Último acesso']}
      rowClassName="hover:bg-surface-2"
      filters={<UserFilters search={search} onSearch={onSearch} />}
      row={(user) => (
        <>
          <td className={td}>
            <Link
              to="/admin/users/$userId"
              params={{ userId: String(user.id) }}
              className="font-semibold hover:text-accent"
            >
              {user.username}
            </Link>
            <p className="text-xs text-text-muted">
              {user.email}
              {!user.emailVerified && ' · não confirmado'}
            </p>
          </td>
          <td className={td}>
            <span className="flex flex-wrap gap-1">
              {user.role === 'admin' ? <Badge tone="info">Admin</Badge> : <Badge tone="muted">Usuário</Badge>}
              {user.disabled && <Badge tone="danger">Desativada</Badge>}
            </span>
          </td>
          <td className={td}>
            {user.subscriptionStatus ? (
              <span className="flex flex-wrap items-center gap-1">
                <StatusBadge kind="subscription" status={user.subscriptionStatus} />
                <span className="text-xs text-text-muted">{user.planName}</span>
              </span>
            ) : (
              <span className="text-text-muted">—</span>
            )}
          </td>
          <td className={td}>{formatDate(user.createdAt)}</td>
          <td className={td}>{formatDateTime(user.lastLoginAt)}</td>
        </>
      )}
    />
  );
}
