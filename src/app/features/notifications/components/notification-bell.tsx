// The bell with the unread count (spec §2: only for a signed-in user; the layout renders it then).
// Opening it refreshes the list (spec §4); the panel's code loads on the first open.
import { lazy, Suspense, useState } from 'react';
import { Bell } from 'lucide-react';
import { useIsDesktop } from '@app/lib/use-media-query';
import { useNotificationActions, useNotifications } from '../provider';

const NotificationOverlay = lazy(() =>
  import('./notification-overlay').then((m) => ({ default: m.NotificationOverlay })),
);

export const unreadLabel = (count: number): string =>
  count === 0 ? 'Notificações' : `Notificações (${count} ${count === 1 ? 'não lida' : 'não lidas'})`;

export function NotificationBell() {
  const unreadCount = useNotifications((state) => state.unreadCount);
  const actions = useNotificationActions();
  const isDesktop = useIsDesktop();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void actions.refresh();
  };
  return (
    <>
      <button
        type="button"
        aria-label={unreadLabel(unreadCount)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notification-bell"
        data-unread={unreadCount}
        onClick={() => {
          setUsed(true);
          onOpenChange(true);
        }}
        className="relative flex h-10 w-10 items-center justify-center rounded-lg text-text hover:bg-surface-2"
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        {unreadCount > 0 && (
          <span
            aria-hidden="true"
            className="tabular absolute right-0.5 top-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-danger px-1 text-[11px] font-bold leading-none text-white"
          >
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        )}
      </button>
      {used && (
        <Suspense fallback={null}>
          <NotificationOverlay open={open} onOpenChange={onOpenChange} variant={isDesktop ? 'dialog' : 'sheet'} />
        </Suspense>
      )}
    </>
  );
}
