// /admin/audit: the whole audit log, filterable by action and target type.
import { useQuery } from '@tanstack/react-query';
import { AUDIT_ACTION_LABELS } from '@shared/admin-labels';
import { Page } from '@app/components/ui/page';
import { QueryList } from '@app/components/ui/query-list';
import { SelectField } from '@app/components/ui/select-field';
import { Skeleton } from '@app/components/ui/skeleton';
import { auditQueryOptions } from '../api';
import { AuditList } from '../components/audit-list';

export interface AuditSearch {
  action?: string;
  targetType?: string;
}

export function AuditPage({ search, onSearch }: { search: AuditSearch; onSearch: (next: AuditSearch) => void }) {
  const query = useQuery(auditQueryOptions(search));
  return (
    <Page title="Auditoria" description="Toda alteração feita por administradores. O registro não pode ser editado.">
      <div className="mb-4 flex flex-wrap gap-3">
        <SelectField
          label="Ação"
          value={search.action ?? ''}
          placeholder="Todas"
          options={Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(value) => onSearch({ ...search, action: value || undefined })}
        />
        <SelectField
          label="Alvo"
          value={search.targetType ?? ''}
          placeholder="Todos"
          options={[
            { value: 'user', label: 'Usuário' },
            { value: 'subscription', label: 'Assinatura' },
            { value: 'payment', label: 'Pagamento' },
            { value: 'contact_message', label: 'Mensagem de contato' },
          ]}
          onChange={(value) => onSearch({ ...search, targetType: value || undefined })}
        />
      </div>
      <QueryList query={query} items={(data) => data.items} loading={<Skeleton className="h-96 w-full" />}>
        {(items) => <AuditList items={items} />}
      </QueryList>
    </Page>
  );
}
