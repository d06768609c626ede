import { Bell, Check, Newspaper, Settings, Sparkles, Trash2, Trophy, type LucideIcon } from 'lucide-react';
import { cn } from '@app/components/ui/cn';
import type { NotificationView } from '../model';

/** One icon per display type (spec §3); any other value gets the bell. */
const TYPE_ICONS: Record<string, LucideIcon> = {
  match: Trophy,
  news: Newspaper,
  update: Sparkles,
  system: Settings,
};
export const iconForType = (type: string): LucideIcon => TYPE_ICONS[type] ?? Bell;

const iconButton =
  'flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-text-muted hover:bg-surface-2 hover:text-text';

export function NotificationItem({
  item,
  onOpen,
  onRead,
  onDelete,
}: {
  item: NotificationView;
  /** A click reads it and, with an actionUrl, goes there. */
  onOpen: (item: NotificationView) => void;
  onRead: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const Icon = iconForType(item.type);
  return (
    <li
      data-notification-id={item.id}
      data-read={item.read}
      className={cn('group flex items-start gap-2 px-3 py-3', !item.read && 'bg-accent/5')}
    >
      <button
        type="button"
        onClick={() => onOpen(item)}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-lg text-left"
      >
        <span className="relative mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-surface-2">
          {item.image ? (
            <img src={item.image} alt="" width={36} height={36} className="h-9 w-9 rounded-full object-cover" />
          ) : (
            <Icon
              className={cn('h-4 w-4', item.type === 'match' ? 'text-accent' : 'text-text-muted')}
              aria-hidden="true"
            />
          )}
          {!item.read && (
            <span className="absolute -right-0.5 -top-0.5 h-2.5 w-2.5 rounded-full border-2 border-surface bg-accent" />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={cn('min-w-0 flex-1 truncate text-sm', item.read ? 'text-text-muted' : 'font-semibold')}>
              {item.title}
            </span>
            <time dateTime={item.createdAt} className="tabular shrink-0 text-xs text-text-muted">
              {item.timeAgo}
            </time>
          </span>
          {item.description && (
            <span className="mt-0.5 line-clamp-2 block text-[13px] text-text-muted">{item.description}</span>
          )}
          {!item.read && <span className="sr-only">Não lida</span>}
        </span>
      </button>
      <span className="flex shrink-0 flex-col gap-0.5">
        {!item.read && (
          <button
            type="button"
            className={iconButton}
            aria-label={`Marcar como lida: ${item.title}`}
            onClick={() => onRead(item.id)}
          >
            <Check className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
        <button
          type="button"
          className={cn(iconButton, 'hover:text-danger')}
          aria-label={`Excluir notificação: ${item.title}`}
          onClick={() => onDelete(item.id)}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      </span>
    </li>
  );
}
