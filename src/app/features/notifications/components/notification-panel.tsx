// The notification centre's panel (spec §2): tabs, search 'Buscar notificações...', the list, mark
// all read, delete all, 'Gerenciar notificações'. Both variants filter by the same four tabs (all /
// unread / match / news: a filter must not vanish on a wider screen); the dialog (desktop) has a
// 400 px list and asks before deleting everything, the side sheet (mobile) deletes at once.
import { useMemo, useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import * as AlertDialog from 'radix-ui/alert-dialog';
import * as Tabs from 'radix-ui/tabs';
import { BellOff, CheckCheck, Search, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '@app/components/ui/button';
import { Skeleton } from '@app/components/ui/skeleton';
import { cn } from '@app/components/ui/cn';
import { filterNotifications, type NotificationTab, type NotificationView } from '../model';
import { useNotificationActions, useNotifications } from '../provider';
import { NotificationItem } from './notification-item';

export type PanelVariant = 'dialog' | 'sheet';

const TAB_LABELS: Record<NotificationTab, string> = {
  all: 'Todas',
  unread: 'Não lidas',
  match: 'Partidas',
  news: 'Notícias',
};
const TABS: NotificationTab[] = ['all', 'unread', 'match', 'news'];
export const DELETE_ALL_QUESTION = 'Tem certeza que deseja excluir todas as notificações?';

function ListSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Carregando notificações">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="flex gap-3 px-3 py-3">
          <Skeleton className="h-9 w-9 rounded-full" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function EmptyList() {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-6 py-12 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-surface-2">
        <BellOff className="h-6 w-6 text-text-muted" aria-hidden="true" />
      </span>
      <p className="font-semibold">Nenhuma notificação</p>
      <p className="max-w-64 text-sm text-text-muted">Não há notificações para exibir nesta categoria no momento.</p>
    </div>
  );
}

function DeleteAllConfirm({ onConfirm, disabled }: { onConfirm: () => void; disabled: boolean }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="sm" disabled={disabled}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Excluir todas
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-black/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-[61] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-[12px] border border-border bg-surface p-5 shadow-2xl">
          <AlertDialog.Title className="text-base font-semibold">Excluir todas as notificações</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-text-muted">
            {DELETE_ALL_QUESTION}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('secondary', 'sm')}>Cancelar</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses('danger', 'sm')} onClick={onConfirm}>
              Excluir
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export function NotificationPanel({ variant, onClose }: { variant: PanelVariant; onClose: () => void }) {
  const [tab, setTab] = useState<NotificationTab>('all');
  const [search, setSearch] = useState('');
  const notifications = useNotifications((state) => state.notifications);
  const unreadCount = useNotifications((state) => state.unreadCount);
  const loaded = useNotifications((state) => state.loaded);
  const error = useNotifications((state) => state.error);
  const actions = useNotificationActions();
  const router = useRouter();
  const visible = useMemo(() => filterNotifications(notifications, { tab, search }), [notifications, tab, search]);

  const open = (item: NotificationView) => {
    void actions.markAsRead(item.id);
    if (!item.actionUrl) return;
    onClose();
    if (item.actionUrl.startsWith('/')) router.history.push(item.actionUrl);
    else window.open(item.actionUrl, '_blank', 'noopener');
  };
  const empty = notifications.length === 0;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-1 border-b border-border px-3 py-2">
        <Button variant="ghost" size="sm" disabled={unreadCount === 0} onClick={() => void actions.markAllAsRead()}>
          <CheckCheck className="h-4 w-4" aria-hidden="true" />
          Marcar todas como lidas
        </Button>
        <span className="ml-auto">
          {variant === 'dialog' ? (
            <DeleteAllConfirm disabled={empty} onConfirm={() => void actions.removeAll()} />
          ) : (
            <Button variant="ghost" size="sm" disabled={empty} onClick={() => void actions.removeAll()}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Excluir todas
            </Button>
          )}
        </span>
      </div>
      <div className="grid gap-2 border-b border-border px-3 py-2">
        <label className="flex h-10 items-center gap-2 rounded-lg border border-border bg-surface-2 px-3 focus-within:border-accent">
          <Search className="h-4 w-4 shrink-0 text-text-muted" aria-hidden="true" />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Buscar notificações..."
            aria-label="Buscar notificações"
            className="h-9 min-w-0 flex-1 bg-transparent text-sm text-text placeholder:text-text-muted focus:outline-none"
          />
        </label>
        <Tabs.Root value={tab} onValueChange={(next) => setTab(next as NotificationTab)}>
          <Tabs.List aria-label="Filtrar notificações" className="flex gap-1 rounded-lg bg-surface-2 p-1">
            {TABS.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="h-8 flex-1 whitespace-nowrap rounded-md px-1.5 text-[13px] font-semibold text-text-muted hover:text-text data-[state=active]:bg-surface data-[state=active]:text-text"
              >
                {TAB_LABELS[value]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
      </div>
      <div
        data-testid="notification-list"
        className={cn('overflow-y-auto overscroll-contain', variant === 'dialog' ? 'h-[400px]' : 'min-h-0 flex-1')}
      >
        {error && (
          <div role="alert" className="flex items-center gap-2 border-b border-border px-3 py-2 text-[13px]">
            <span className="flex-1 text-text-muted">Não foi possível atualizar as notificações.</span>
            <Button variant="secondary" size="sm" onClick={() => void actions.refresh({ bust: true })}>
              Tentar novamente
            </Button>
          </div>
        )}
        {!loaded && !error ? (
          <ListSkeleton />
        ) : visible.length ? (
          <ul className="divide-y divide-border" aria-label="Notificações">
            {visible.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                onOpen={open}
                onRead={(id) => void actions.markAsRead(id)}
                onDelete={(id) => void actions.remove(id)}
              />
            ))}
          </ul>
        ) : (
          <EmptyList />
        )}
      </div>
      <div className="border-t border-border px-3 py-2.5 text-center">
        <Link
          to="/profile"
          search={{ tab: 'notifications' }}
          onClick={onClose}
          className="text-sm font-medium text-info hover:underline"
        >
          Gerenciar notificações
        </Link>
      </div>
    </div>
  );
}
