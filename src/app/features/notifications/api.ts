// Notification calls (spec §7) and the follow / preference / push calls of issue 10. The list is
// kept in the notifications store (its read-state rules are optimistic); follows, preferences and the
// push key are queries. All of them are account data: 'notifications' is kept out of the persisted
// cache (lib/query-client.ts) and dropped at logout with the rest.
import { queryOptions } from '@tanstack/react-query';
import type { Follows, NotificationPreferences } from '@shared/notifications';
import { apiFetch } from '@app/lib/api';
import { actionOwnerHeaders } from '@app/lib/session-owner';
import type { NotificationList } from './model';

export type { Follows, NotificationPreferences };

// One root for all of them: account data, never on the persisted cache's allow-list.
export const notificationKeys = {
  all: ['notifications'] as const,
  follows: ['notifications', 'follows'] as const,
  preferences: ['notifications', 'preferences'] as const,
  pushPublicKey: ['notifications', 'push-public-key'] as const,
};

const BASE = '/api/user/notifications';
const NO_CACHE = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } as const;

/**
 * Spec §7: the periodic refresh adds a cache-busting `_t` and no-cache headers. A non-OK answer
 * throws here (the store keeps the list and the error, spec §8).
 */
export async function fetchNotifications({ bust = false, signal }: { bust?: boolean; signal?: AbortSignal } = {}) {
  const path = bust ? `${BASE}?_t=${Date.now()}` : BASE;
  const list = await apiFetch<Partial<NotificationList> | null>(path, {
    signal,
    ...(bust ? { headers: NO_CACHE, cache: 'no-store' as const } : {}),
  });
  return {
    notifications: Array.isArray(list?.notifications) ? list.notifications : [],
    unreadCount: typeof list?.unreadCount === 'number' ? list.unreadCount : 0,
  } satisfies NotificationList;
}

// Actions the service worker queues when offline: each names its account (session-owner.ts).
export const markReadCall = (id: string) =>
  apiFetch<unknown>(`${BASE}/${id}/read`, { method: 'POST', headers: actionOwnerHeaders() });
export const markAllReadCall = () =>
  apiFetch<unknown>(`${BASE}/read-all`, { method: 'POST', headers: actionOwnerHeaders() });
export const deleteCall = (id: string) =>
  apiFetch<unknown>(`${BASE}/${id}/delete`, { method: 'POST', headers: actionOwnerHeaders() });
export const deleteAllCall = () =>
  apiFetch<unknown>(`${BASE}/delete-all`, { method: 'POST', headers: actionOwnerHeaders() });
export const sendTestCall = () => apiFetch<unknown>(`${BASE}/test`, { method: 'POST' });

const accountQuery = { staleTime: 0, refetchOnMount: 'always', refetchOnReconnect: true, retry: 1 } as const;

export const followsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.follows,
    queryFn: ({ signal }) => apiFetch<Follows>('/api/user/follows', { signal }),
    ...accountQuery,
  });

export const putFollows = (follows: Follows) =>
  apiFetch<Follows>('/api/user/follows', { method: 'PUT', json: follows, headers: actionOwnerHeaders() });

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => apiFetch<NotificationPreferences>('/api/user/notification-preferences', { signal }),
    ...accountQuery,
  });

export const putPreferences = (preferences: Partial<NotificationPreferences>) =>
  apiFetch<NotificationPreferences>('/api/user/notification-preferences', { method: 'PUT', json: preferences });

export const pushPublicKeyQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.pushPublicKey,
    queryFn: ({ signal }) => apiFetch<{ publicKey: string }>('/api/push/public-key', { signal }),
    staleTime: Infinity,
  });

export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  apiFetch<unknown>('/api/push/subscriptions', { method: 'POST', json: subscription });

export const deletePushSubscription = (endpoint: string) =>
  apiFetch<unknown>('/api/push/subscriptions', { method: 'DELETE', json: { endpoint } });
