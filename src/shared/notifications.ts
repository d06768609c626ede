// Zod schemas of the notification calls (spec §7, issue 10): the centre's list and its actions,
// follows, preferences, web push keys and subscriptions. The app imports these as types only.
import { z } from 'zod';
import { NOTIFICATION_LIST_LIMIT, NOTIFICATION_PRIORITIES, NOTIFICATION_SERVER_TYPES } from './notifications-rules';
import { int4, idSchema } from './integers';

export const serverNotificationSchema = z.object({
  /** Numeric id (the client keeps ids as strings: String(id) is all digits). */
  id: int4(),
  type: z.enum(NOTIFICATION_SERVER_TYPES),
  title: z.string(),
  message: z.string(),
  actionUrl: z.string().nullable(),
  image: z.string().nullable(),
  icon: z.string().nullable(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  /** ISO 8601; expired notifications are never listed. */
  expiresAt: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ServerNotification = z.infer<typeof serverNotificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(serverNotificationSchema).max(NOTIFICATION_LIST_LIMIT),
  unreadCount: int4().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** GET /api/user/notifications?_t=… (the periodic refresh's cache buster; its value is ignored). */
export const notificationListQuerySchema = z.object({ _t: z.string().max(40).optional() });

/** `{id}` of the single-notification calls: digits only (a locally generated id never reaches the server). */
export const notificationIdParamsSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/, 'deve ser um número'),
});

/** Answer of read, read-all, delete, delete-all and test. */
export const notificationActionSchema = z.object({
  message: z.string(),
  unreadCount: int4().min(0),
});
export type NotificationAction = z.infer<typeof notificationActionSchema>;

const followIds = z.array(idSchema()).max(500);
const uniqueIds = followIds.transform((ids) => [...new Set(ids)]);

/** GET /api/user/follows (and the answer of PUT): ids in the order they were followed. */
export const followsSchema = z.object({ teams: followIds, matches: followIds });
export type Follows = z.infer<typeof followsSchema>;

/** PUT /api/user/follows: the whole set (replaces it; repeated ids count once). */
export const followsBodySchema = z.object({ teams: uniqueIds, matches: uniqueIds });

export const notificationPreferencesSchema = z.object({
  goals: z.boolean(),
  kickoff: z.boolean(),
  /** Half-time score of a followed match. */
  halftime: z.boolean(),
  /** Final score of a followed match. */
  fulltime: z.boolean(),
  news: z.boolean(),
  /** A player of a followed team or match sent off (issue 31). */
  redCards: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT: any subset; the answer is the whole set. */
export const notificationPreferencesUpdateSchema = notificationPreferencesSchema.partial();

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'deve estar em base64url');

/** The browser's PushSubscription.toJSON(). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({ endpoint: z.string().min(1).max(2048) });

export const pushSubscriptionAckSchema = z.object({ message: z.string() });
