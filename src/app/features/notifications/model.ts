// The notification as the client shows it (spec §3 "Notification (client view)"), the filter of §5
// and the relative times of §9. Pure functions: the clock comes in as `now`.

/** What GET /api/user/notifications lists; only `id` is sure, everything else has a default. */
export interface ServerNotification {
  id: number | string;
  type?: string | null;
  title?: string | null;
  message?: string | null;
  description?: string | null;
  read?: boolean | null;
  readAt?: string | null;
  actionUrl?: string | null;
  image?: string | null;
  icon?: string | null;
  priority?: string | null;
  expiresAt?: string | null;
  createdAt?: string | null;
}

export interface NotificationList {
  notifications: ServerNotification[];
  unreadCount: number;
}

/** The display types (spec §3); any other value only gets the default icon. */
export const DISPLAY_TYPES = ['match', 'news', 'update', 'system'] as const;
export type NotificationType = (typeof DISPLAY_TYPES)[number];

export interface NotificationView {
  id: string;
  title: string;
  description: string;
  type: NotificationType;
  timeAgo: string;
  read: boolean;
  actionUrl: string | null;
  image: string | null;
  createdAt: string;
  priority: string;
  expiresAt: string | null;
  icon: string | null;
}

export const DEFAULT_TITLE = 'Notificação';
export const DEFAULT_PRIORITY = 'normal';

/** marketing and alert become update; system, match and news stay; anything else becomes system. */
export function displayType(serverType: string | null | undefined): NotificationType {
  switch (serverType) {
    case 'marketing':
    case 'alert':
      return 'update';
    case 'match':
    case 'news':
    case 'system':
      return serverType;
    default:
      return 'system';
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** Spec §9: under a minute 'agora', then Nm, Nh under 24 h, Nd under 7 days, then Nsem. */
export function relativeTime(createdAt: string | Date, now: number | Date = Date.now()): string {
  const at = typeof createdAt === 'string' ? Date.parse(createdAt) : createdAt.getTime();
  const elapsed = Math.max(0, Number(now) - at);
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'agora';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d`;
  return `${Math.floor(elapsed / WEEK)}sem`;
}

/** The server's notification in the client view, with the defaults of spec §3. */
export function toView(item: ServerNotification, now: number | Date = Date.now()): NotificationView {
  const createdAt = item.createdAt ?? new Date(Number(now)).toISOString();
  return {
    id: String(item.id),
    title: item.title || DEFAULT_TITLE,
    description: item.description ?? item.message ?? '',
    type: displayType(item.type),
    timeAgo: relativeTime(createdAt, now),
    read: item.read ?? item.readAt != null,
    actionUrl: item.actionUrl ?? null,
    image: item.image ?? null,
    createdAt,
    priority: item.priority || DEFAULT_PRIORITY,
    expiresAt: item.expiresAt ?? null,
    icon: item.icon ?? null,
  };
}

/** Spec §4: only all-digit ids exist on the server; locally generated ones are handled locally. */
export const isServerId = (id: string): boolean => /^\d+$/.test(id);

export type NotificationTab = 'all' | 'unread' | 'match' | 'news';

export interface NotificationFilter {
  tab: NotificationTab;
  search: string;
}

/** Spec §5: by type (not 'all'), by read flag, and case-insensitive text over title and description. */
export function filterNotifications(
  items: NotificationView[],
  { tab, search }: NotificationFilter,
): NotificationView[] {
  const text = search.trim().toLocaleLowerCase('pt-BR');
  return items.filter((item) => {
    if (tab === 'unread' && item.read) return false;
    if ((tab === 'match' || tab === 'news') && item.type !== tab) return false;
    if (!text) return true;
    return (
      item.title.toLocaleLowerCase('pt-BR').includes(text) || item.description.toLocaleLowerCase('pt-BR').includes(text)
    );
  });
}
