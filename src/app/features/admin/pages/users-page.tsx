// /admin/users: search, filters, sort and pages all in the URL and all done by the server.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import type { UserListQuery } from '@shared/admin';
import { Page } from '@app/components/ui/page';
import { QueryList } from '@app/components/ui/query-list';
import { SelectField } from '@app/components/ui/select-field';
import { EmptyState } from '@app/components/ui/empty-state';
import { Skeleton } from '@app/components/ui/skeleton';
import { queryString, usersQueryOptions } from '../api';
import { SUBSCRIPTION_STATUS } from '@shared/billing-labels';
import { Badge, StatusBadge } from '../components/badges';
import { ExportLink } from '../components/export-link';
import { AdminPager } from '../components/pager';
import { PlanFilter } from '../components/plan-filter';
import { TableFrame, td, th } from '../components/table';
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

const PAGE_SIZE = 25;

export function UsersPage({ search, onSearch }: { search: UsersSearch; onSearch: (next: UsersSearch) => void }) {
  const query: UserListQuery = { ...search, pageSize: PAGE_SIZE, page: search.page ?? 1 };
  const users = useQuery(usersQueryOptions(query));
  const [text, setText] = useState(search.q ?? '');
  useEffect(() => setText(search.q ?? ''), [search.q]);
  // The search box asks the server after a pause in typing.
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (search.q ?? '')) return;
    const timer = setTimeout(() => onSearch({ ...search, q: trimmed || undefined, page: undefined }), 300);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);
  const set = (patch: Partial<UsersSearch>) => onSearch({ ...search, ...patch, page: undefined });
  const { page: _page, ...filters } = search;

  return (
    <Page
      title="Usuários"
      description="Contas da plataforma."
      actions={<ExportLink href={`/api/admin/export/users.csv${queryString(filters)}`} />}
    >
      <div className="mb-4 grid gap-3 md:grid-cols-[1fr_repeat(4,auto)]">
        <label className="grid gap-1 text-xs text-text-muted">
          Buscar
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Nome de usuário ou email"
            className="h-11 rounded-lg border border-border bg-surface-2 px-3 text-sm text-text"
          />
        </label>
        <SelectField
          label="Papel"
          value={search.role ?? ''}
          placeholder="Todos"
          options={[
            { value: 'user', label: 'Usuário' },
            { value: 'admin', label: 'Administrador' },
          ]}
          onChange={(value) => set({ role: (value || undefined) as UsersSearch['role'] })}
        />
        <SelectField
          label="Email"
          value={search.verified ?? ''}
          placeholder="Todos"
          options={[
            { value: 'true', label: 'Confirmado' },
            { value: 'false', label: 'Não confirmado' },
          ]}
          onChange={(value) => set({ verified: (value || undefined) as UsersSearch['verified'] })}
        />
        <SelectField
          label="Situação"
          value={search.disabled ?? ''}
          placeholder="Todas"
          options={[
            { value: 'false', label: 'Ativa' },
            { value: 'true', label: 'Desativada' },
          ]}
          onChange={(value) => set({ disabled: (value || undefined) as UsersSearch['disabled'] })}
        />
        <PlanFilter
          value={search.plan}
          extra={[{ value: 'none', label: SUBSCRIPTION_STATUS.none.label }]}
          onChange={(plan) => set({ plan })}
        />
      </div>
      <div className="mb-3 flex flex-wrap gap-3">
        <SelectField
          inline
          label="Ordenar por"
          value={search.sort ?? 'createdAt'}
          options={[
            { value: 'createdAt', label: 'Cadastro' },
            { value: 'username', label: 'Nome de usuário' },
            { value: 'email', label: 'Email' },
            { value: 'lastLoginAt', label: 'Último acesso' },
          ]}
          onChange={(value) => set({ sort: value as UsersSearch['sort'] })}
        />
        <SelectField
          inline
          label="Sentido"
          value={search.order ?? 'desc'}
          options={[
            { value: 'desc', label: 'Decrescente' },
            { value: 'asc', label: 'Crescente' },
          ]}
          onChange={(value) => set({ order: value as UsersSearch['order'] })}
        />
      </div>
      <QueryList
        query={users}
        items={(data) => data.items}
        loading={<Skeleton className="h-96 w-full" />}
        empty={
          <EmptyState
            icon={Users}
            title="Nenhum usuário encontrado"
            description="Tente outra busca ou outros filtros."
          />
        }
      >
        {(items, data) => (
          <>
            <TableFrame label="Usuários">
              <thead className="border-b border-border">
                <tr>
                  <th className={th}>Usuário</th>
                  <th className={th}>Papel</th>
                  <th className={th}>Assinatura</th>
                  <th className={th}>Cadastro</th>
                  <th className={th}>Último acesso</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {items.map((user) => (
                  <tr key={user.id} className="hover:bg-surface-2">
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
                  </tr>
                ))}
              </tbody>
            </TableFrame>
            <AdminPager search={search} onSearch={onSearch} pageSize={PAGE_SIZE} total={data.total} />
          </>
        )}
      </QueryList>
    </Page>
  );
}
