// Audit rows as a list: who did what to which target, when, from where, and what changed.
import type { AuditEntry } from '@shared/admin';
import { Link } from '@tanstack/react-router';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS } from '@shared/admin-labels';
import { EmptyState } from '@app/components/ui/empty-state';
import { ScrollText } from 'lucide-react';
import { formatDateTime } from './format';

/** Stored field names and values as the admin reads them (issue 35 point 2); others show as stored. */
const FIELD_WORDS: Record<string, string> = {
  disabled: 'desativado',
  status: 'situação',
  role: 'papel',
  emailVerified: 'email confirmado',
  sessions: 'sessões',
  days: 'dias',
  publishedAt: 'publicada em',
};
const VALUE_WORDS: Record<string, string> = {
  true: 'sim',
  false: 'não',
  new: 'nova',
  handled: 'tratada',
  admin: 'administrador',
  user: 'usuário',
  draft: 'rascunho',
  published: 'publicada',
};
const valueWords = (value: unknown) => (value == null ? '—' : (VALUE_WORDS[String(value)] ?? String(value)));

/** The fields that differ between before and after, as "campo: antes → depois". */
export function changes(before: unknown, after: unknown): string {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return '';
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return Object.keys(b)
    .filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]) && key in a)
    .map((key) => `${FIELD_WORDS[key] ?? key}: ${valueWords(a[key])} → ${valueWords(b[key])}`)
    .join('; ');
}

/** A CSV export's row count and filters: "12 linhas · q=silva, role=admin". */
export function exportSummary(after: unknown): string {
  if (!after || typeof after !== 'object') return '';
  const { count, filter } = after as { count?: unknown; filter?: Record<string, unknown> };
  if (typeof count !== 'number') return '';
  const filters = Object.entries(filter ?? {})
    .filter(([key, value]) => value !== undefined && !['sort', 'order', 'page', 'pageSize'].includes(key))
    .map(([key, value]) => `${key}=${String(value)}`);
  return `${count} ${count === 1 ? 'linha' : 'linhas'}${filters.length ? ` · ${filters.join(', ')}` : ' · sem filtros'}`;
}

/** The target as a person recognises it, linked to its admin page where it has one (issue 35 point 2). */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  const text = entry.targetLabel ?? `${AUDIT_TARGET_LABELS[entry.targetType] ?? entry.targetType} #${entry.targetId}`;
  const link = 'text-info hover:underline';
  if (entry.targetLabel && entry.targetType === 'user')
    return (
      <Link to="/admin/users/$userId" params={{ userId: entry.targetId }} className={link}>
        {text}
      </Link>
    );
  if (entry.targetLabel && entry.targetType === 'payment')
    return (
      <Link to="/admin/payments/$paymentId" params={{ paymentId: entry.targetId }} className={link}>
        {text}
      </Link>
    );
  return <>{text}</>;
}

export function AuditList({ items }: { items: AuditEntry[] }) {
  if (!items.length)
    return (
      <EmptyState icon={ScrollText} title="Nenhuma ação registrada" description="As alterações feitas aparecem aqui." />
    );
  return (
    <ul className="divide-y divide-border rounded-[12px] border border-border bg-surface">
      {items.map((entry) => (
        <li key={entry.id} className="grid gap-0.5 px-4 py-3 text-sm">
          <p>
            <strong>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</strong>{' '}
            <span className="text-text-muted">
              · <AuditTarget entry={entry} />
            </span>
          </p>
          <p className="text-xs text-text-muted">
            {entry.actorEmail} · {formatDateTime(entry.createdAt)}
            {entry.ip ? ` · IP ${entry.ip}` : ''}
          </p>
          {entry.action === 'export' && <p className="text-xs text-text-muted">{exportSummary(entry.after)}</p>}
          {changes(entry.before, entry.after) && (
            <p className="break-words text-xs text-text-muted">{changes(entry.before, entry.after)}</p>
          )}
          {entry.reason && <p className="text-xs">Motivo: {entry.reason}</p>}
        </li>
      ))}
    </ul>
  );
}
