// The notifications sent and scheduled: recipients, live deliveries, pushes and reads, and cancel for
// the scheduled ones.
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import {
  BROADCAST_STATUS_LABELS,
  BROADCAST_TYPE_LABELS,
  type BroadcastStatus,
} from '@shared/admin-notifications-rules';
import type { Broadcast } from '@shared/admin-notifications';
import { QueryList } from '@app/components/ui/query-list';
import { EmptyState } from '@app/components/ui/empty-state';
import { Skeleton } from '@app/components/ui/skeleton';
import { cn } from '@app/components/ui/cn';
import { broadcastsQueryOptions, useAdminAction } from '../api';
import { Badge } from './badges';
import { ConfirmAction } from './confirm-action';
import { TableFrame, td, th } from './table';
import { formatDateTime } from './format';
import { type Tone } from '@shared/billing-labels';

const STATUS_TONES: Record<BroadcastStatus, Tone> = {
  scheduled: 'info',
  sending: 'warning',
  sent: 'accent',
  canceled: 'muted',
};

export function NotificationHistory() {
  const list = useQuery(broadcastsQueryOptions());
  const action = useAdminAction();
  return (
    <section aria-labelledby="notifications-history">
      <h2 id="notifications-history" className="mb-2 text-lg font-semibold">
        Histórico
      </h2>
      <QueryList
        query={list}
        items={(data) => data.items}
        loading={
          <div className="grid gap-2" aria-busy="true" role="status" aria-label="Carregando o histórico">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        }
        empty={
          <EmptyState
            icon={Bell}
            title="Nenhuma notificação enviada"
            description="As notificações enviadas e agendadas aparecem aqui, com quantos receberam e leram."
          />
        }
      >
        {(items) => (
          <TableFrame label="Histórico de notificações">
            <thead className="border-b border-border">
              <tr>
                <th className={th}>Notificação</th>
                <th className={th}>Para</th>
                <th className={th}>Situação</th>
                <th className={cn(th, 'text-right')}>Destinatários</th>
                <th className={cn(th, 'text-right')}>Ao vivo</th>
                <th className={cn(th, 'text-right')}>Push</th>
                <th className={cn(th, 'text-right')}>Lidas</th>
                <th className={th}>Ações</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {items.map((item) => (
                <HistoryRow
                  key={item.id}
                  item={item}
                  onCancel={() => action.mutateAsync({ path: `/api/admin/notifications/${item.id}/cancel` })}
                />
              ))}
            </tbody>
          </TableFrame>
        )}
      </QueryList>
    </section>
  );
}

function HistoryRow({ item, onCancel }: { item: Broadcast; onCancel: () => Promise<unknown> }) {
  const counted = item.status === 'sent' || item.status === 'sending';
  const number = (value: number) => (counted ? value.toLocaleString('pt-BR') : '—');
  return (
    <tr data-broadcast-id={item.id}>
      <td className={cn(td, 'max-w-[280px]')}>
        <p className="truncate font-semibold">{item.title}</p>
        <p className="truncate text-xs text-text-muted">
          {BROADCAST_TYPE_LABELS[item.type]} · {item.message}
        </p>
      </td>
      <td className={td}>
        <p>{item.audienceLabel}</p>
        {item.createdByEmail && <p className="text-xs text-text-muted">por {item.createdByEmail}</p>}
      </td>
      <td className={td}>
        <Badge tone={STATUS_TONES[item.status]}>{BROADCAST_STATUS_LABELS[item.status]}</Badge>
        <p className="mt-1 text-xs text-text-muted">
          {item.status === 'sent'
            ? formatDateTime(item.sentAt)
            : item.status === 'scheduled'
              ? `para ${formatDateTime(item.scheduledAt)}`
              : formatDateTime(item.createdAt)}
        </p>
      </td>
      <td className={cn(td, 'text-right tabular-nums')}>{number(item.recipients)}</td>
      <td className={cn(td, 'text-right tabular-nums')}>{number(item.socketDelivered)}</td>
      <td className={cn(td, 'text-right tabular-nums')}>{number(item.pushed)}</td>
      <td className={cn(td, 'text-right tabular-nums')}>{number(item.read)}</td>
      <td className={td}>
        {item.status === 'scheduled' ? (
          <ConfirmAction
            label="Cancelar"
            variant="danger"
            title={`Cancelar o envio de “${item.title}”?`}
            description="A notificação agendada não será enviada."
            confirmLabel="Cancelar envio"
            onConfirm={onCancel}
          />
        ) : (
          <span className="text-xs text-text-muted">—</span>
        )}
      </td>
    </tr>
  );
}
