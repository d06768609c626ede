// Notification constants shared by the server, the app and the service worker, without zod (the
// app imports this): server types, socket event names, preference kinds, the push payload shape.

/** Types the server stores (spec §3: the client shows marketing and alert as update). */
export const NOTIFICATION_SERVER_TYPES = ['match', 'news', 'system', 'marketing', 'alert'] as const;
export type NotificationServerType = (typeof NOTIFICATION_SERVER_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** The centre lists at most this many (newest first). */
export const NOTIFICATION_LIST_LIMIT = 100;

/** Socket events of the notification channel (spec §7). */
export const NOTIFICATION_EVENTS = {
  /** client → server: the user id (the server checks it against the session cookie). */
  authenticate: 'authenticate',
  /** server → the user's sockets: { type: 'new_notification', notification: { title, message } }. */
  notificationUpdate: 'notification_update',
} as const;

export interface NotificationUpdate {
  type: 'new_notification';
  notification?: {
    title: string;
    message: string;
    /** 'high' for a goal: an open app shows it as a toast too. */
    priority?: NotificationPriority;
    actionUrl?: string | null;
  };
  message?: string;
}

/** The kinds a user can switch off (GET/PUT /api/user/notification-preferences). */
export const NOTIFICATION_PREFERENCE_KEYS = ['goals', 'kickoff', 'halftime', 'fulltime', 'news', 'redCards'] as const;
export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number];

/** What a web push message carries (the service worker's push handler shows it). */
export interface PushPayload {
  title: string;
  body: string;
  /** Where a click goes (the notification's actionUrl, else /). */
  url: string;
  /** Notifications with the same tag replace each other (one per match: goals of a match stack). */
  tag?: string;
  icon?: string;
  image?: string;
  /** The server notification id (digits). */
  id?: string;
}
