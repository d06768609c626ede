// The admin area's calls: queries keyed by their filters (server-side lists), and actions that
// ask for the password again when the server says so (403 reauth_required), then retry once.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AuditEntry,
  Dashboard,
  PaymentDetail,
  PaymentListQuery,
  SubscriptionListQuery,
  UserDetail,
  UserListQuery,
  AdminPayment,
  AdminSubscription,
  AdminUser,
} from '@shared/admin';
import { REAUTH_ERROR_TYPE } from '@shared/admin-rules';
import type { ContactList } from '@shared/contact';
import type { DataSyncStatusPayload, TeamChoice } from '@shared/data-sync';
import type {
  AudienceOptions,
  Broadcast,
  BroadcastCreate,
  BroadcastCompose,
  BroadcastPreview,
} from '@shared/admin-notifications';
import { ApiError, apiFetch } from '@app/lib/api';
import { toast } from '@app/components/ui/toast-store';
import { askPassword } from './reauth-store';

export const ADMIN_KEY = ['admin'] as const;

/** "?a=1&b=x" of the defined values. */
export function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const adminQuery = { staleTime: 0, gcTime: 60_000, retry: 1 } as const;

export const dashboardQueryOptions = () =>
  queryOptions({
    ...adminQuery,
    queryKey: [...ADMIN_KEY, 'dashboard'],
    queryFn: () => apiFetch<Dashboard>('/api/admin/dashboard'),
  });

export const auditQueryOptions = (filter: { action?: string; targetType?: string } = {}) =>
  queryOptions({
    ...adminQuery,
    queryKey: [...ADMIN_KEY, 'audit', filter],
    queryFn: () => apiFetch<{ items: AuditEntry[] }>(`/api/admin/audit${queryString({ ...filter, limit: 50 })}`),
  });

export const contactMessagesQueryOptions = (status: 'new' | 'handled' | 'all') =>
  queryOptions({
    ...adminQuery,
    queryKey: [...ADMIN_KEY, 'contact-messages', status],
    queryFn: () => apiFetch<ContactList>(`/api/admin/contact-messages${queryString({ status })}`),
  });

export const usersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    ...adminQuery,
    queryKey: [...ADMIN_KEY, 'users', query],
    queryFn: () => apiFetch<{ items: AdminUser[]; total: number }>(`/api/admin/users${queryString(query)}`),
    placeholderData: keepPreviousData,
  });

export const userDetailQueryOptions = (id: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: [...ADMIN_KEY, 'user', id],
    queryFn: () => apiFetch<UserDetail>(`/api/admin/users/${id}`),
  });

export const subscriptionsQueryOptions = (query: SubscriptionListQuery) =>
  queryOptions({
    ...adminQuery,
    queryKey: [...ADMIN_KEY, 'subscriptions', query],
    queryFn: () =>
      apiFetch<{ items: AdminSubscription[]; total: number }>(`/api/admin/subscriptions${queryString(query)}`),
    placeholderData: keepPreviousData,
  });

export const paymentsQueryOptions = (query: PaymentListQuery) =>
  queryOptions({
    ...adminQuery,
    queryKey: [...ADMIN_KEY, 'payments', query],
    queryFn: () => apiFetch<{ items: AdminPayment[]; total: number }>(`/api/admin/payments${queryString(query)}`),
    placeholderData: keepPreviousData,
  });

export const paymentDetailQueryOptions = (id: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: [...ADMIN_KEY, 'payment', id],
    queryFn: () => apiFetch<PaymentDetail>(`/api/admin/payments/${id}`),
  });

export const broadcastsQueryOptions = () =>
  queryOptions({
    ...adminQuery,
    queryKey: [...ADMIN_KEY, 'notifications'],
    queryFn: () => apiFetch<{ items: Broadcast[] }>('/api/admin/notifications?limit=50'),
  });

export const audienceOptionsQueryOptions = () =>
  queryOptions({
    ...adminQuery,
    staleTime: 60_000,
    queryKey: [...ADMIN_KEY, 'notification-audiences'],
    queryFn: () => apiFetch<AudienceOptions>('/api/admin/notifications/audiences'),
  });

export const previewBroadcast = (body: BroadcastCompose) =>
  apiFetch<BroadcastPreview>('/api/admin/notifications/preview', { method: 'POST', json: body });

export const createBroadcast = (body: BroadcastCreate) =>
  apiFetch<{ message: string; broadcast: Broadcast }>('/api/admin/notifications', { method: 'POST', json: body });

const needsPassword = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 403 &&
  typeof error.body === 'object' &&
  error.body !== null &&
  (error.body as { errorType?: string }).errorType === REAUTH_ERROR_TYPE;

/** POST an admin action; on 'reauth_required' the password dialog opens and the call is retried once. */
export async function adminPost(path: string, json?: unknown): Promise<{ message: string }> {
  try {
    return await apiFetch<{ message: string }>(path, { method: 'POST', json: json ?? {} });
  } catch (error) {
    if (!needsPassword(error)) throw error;
    if (!(await askPassword())) throw new ApiError('Ação cancelada: a senha não foi confirmada.', 403, null);
    return apiFetch<{ message: string }>(path, { method: 'POST', json: json ?? {} });
  }
}

/** An admin action: toast with the server's words, and every admin list refetched. */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) => adminPost(path, body),
    onSuccess: (result) => {
      toast({ variant: 'success', title: result.message });
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Ação não concluída', description: error.message }),
  });
}

/** Issue 32: the data's health (the API-Football sync) and the teams a feed team may be placed on. */
export const dataSyncQueryOptions = () =>
  queryOptions({
    ...adminQuery,
    queryKey: [...ADMIN_KEY, 'data-sync'],
    queryFn: () => apiFetch<DataSyncStatusPayload>('/api/admin/data-sync'),
  });

export const teamChoicesQueryOptions = () =>
  queryOptions({
    ...adminQuery,
    queryKey: [...ADMIN_KEY, 'data-sync', 'teams'],
    queryFn: () => apiFetch<TeamChoice[]>('/api/admin/data-sync/teams'),
  });
