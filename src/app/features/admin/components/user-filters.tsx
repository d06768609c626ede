// The users list's filters: the search box (asks the server after a pause in typing), role, email,
// situation and plan, then the sort. All of it lives in the URL search.
import { useEffect, useState } from 'react';
import { SelectField } from '@app/components/ui/select-field';
import { SUBSCRIPTION_STATUS } from '@shared/billing-labels';
import type { UsersSearch } from '../pages/users-page';
import { PlanFilter } from './plan-filter';

export function UserFilters({ search, onSearch }: { search: UsersSearch; onSearch: (next: UsersSearch) => void }) {
  const [text, setText] = useState(search.q ?? '');
  useEffect(() => setText(search.q ?? ''), [search.q]);
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (search.q ?? '')) return;
    const timer = setTimeout(() => onSearch({ ...search, q: trimmed || undefined, page: undefined }), 300);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);
  const set = (patch: Partial<UsersSearch>) => onSearch({ ...search, ...patch, page: undefined });
  return (
    <>
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
    </>
  );
}
