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

/**
 * Every admin query key, in one place (issue 37 point 3): pages and hooks use these and write no key
 * literal; `adminKeys.all` is what an admin action invalidates.
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  audit: (filter: { action?: string; targetType?: string }) => [...adminKeys.all, 'audit', filter] as const,
  contactMessages: (status: string) => [...adminKeys.all, 'contact-messages', status] as const,
  users: (query: UserListQuery) => [...adminKeys.all, 'users', query] as const,
  user: (id: number) => [...adminKeys.all, 'user', id] as const,
  subscriptions: (query: SubscriptionListQuery) => [...adminKeys.all, 'subscriptions', query] as const,
  payments: (query: PaymentListQuery) => [...adminKeys.all, 'payments', query] as const,
  payment: (id: number) => [...adminKeys.all, 'payment', id] as const,
  broadcasts: () => [...adminKeys.all, 'notifications'] as const,
  audiences: () => [...adminKeys.all, 'notification-audiences'] as const,
  notificationPreview: (audience: AudienceChoice) => [...adminKeys.all, 'notification-preview', audience] as const,
  dataSync: () => [...adminKeys.all, 'data-sync'] as const,
  teamChoices: () => [...adminKeys.dataSync(), 'teams'] as const,
  content: () => [...adminKeys.all, 'content'] as const,
};

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
    queryKey: adminKeys.dashboard(),
    queryFn: () => apiFetch<Dashboard>('/api/admin/dashboard'),
  });

export const auditQueryOptions = (filter: { action?: string; targetType?: string } = {}) =>
  queryOptions({
    ...adminQuery,
    queryKey: adminKeys.audit(filter),
    queryFn: () => apiFetch<{ items: AuditEntry[] }>(`/api/admin/audit${queryString({ ...filter, limit: 50 })}`),
  });

export const contactMessagesQueryOptions = (status: 'new' | 'handled' | 'all') =>
  queryOptions({
    ...adminQuery,
    queryKey: adminKeys.contactMessages(status),
    queryFn: () => apiFetch<ContactList>(`/api/admin/contact-messages${queryString({ status })}`),
  });

export const usersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    ...adminQuery,
    queryKey: adminKeys.users(query),
    queryFn: () => apiFetch<{ items: AdminUser[]; total: number }>(`/api/admin/users${queryString(query)}`),
    placeholderData: keepPreviousData,
  });

export const userDetailQueryOptions = (id: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: adminKeys.user(id),
    queryFn: () => apiFetch<UserDetail>(`/api/admin/users/${id}`),
  });

export const subscriptionsQueryOptions = (query: SubscriptionListQuery) =>
  queryOptions({
    ...adminQuery,
    queryKey: adminKeys.subscriptions(query),
    queryFn: () =>
      apiFetch<{ items: AdminSubscription[]; total: number }>(`/api/admin/subscriptions${queryString(query)}`),
    placeholderData: keepPreviousData,
  });

export const paymentsQueryOptions = (query: PaymentListQuery) =>
  queryOptions({
    ...adminQuery,
    queryKey: adminKeys.payments(query),
    queryFn: () => apiFetch<{ items: AdminPayment[]; total: number }>(`/api/admin/payments${queryString(query)}`),
    placeholderData: keepPreviousData,
  });

export const paymentDetailQueryOptions = (id: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: adminKeys.payment(id),
    queryFn: () => apiFetch<PaymentDetail>(`/api/admin/payments/${id}`),
  });

export const broadcastsQueryOptions = () =>
  queryOptions({
    ...adminQuery,
    queryKey: adminKeys.broadcasts(),
    queryFn: () => apiFetch<{ items: Broadcast[] }>('/api/admin/notifications?limit=50'),
  });

export const audienceOptionsQueryOptions = () =>
  queryOptions({
    ...adminQuery,
    staleTime: 60_000,
    queryKey: adminKeys.audiences(),
    queryFn: () => apiFetch<AudienceOptions>('/api/admin/notifications/audiences'),
  });

/** Who a broadcast would reach (the form's audience, debounced by the page). */
export type AudienceChoice = { kind: BroadcastCompose['audience']['kind']; value: string };

/** The recipient count for an audience: a preview with placeholder words, for its count only. */
export const audiencePreviewQueryOptions = (audience: AudienceChoice) =>
  queryOptions({
    queryKey: adminKeys.notificationPreview(audience),
    queryFn: () =>
      previewBroadcast({
        title: 'Prévia',
        message: 'Prévia',
        type: 'system',
        audience: { kind: audience.kind, value: audience.kind === 'everyone' ? undefined : audience.value },
      }),
    retry: false,
    staleTime: 10_000,
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
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Ação não concluída', description: error.message }),
  });
}

/** Issue 32: the data's health (the API-Football sync) and the teams a feed team may be placed on. */
export const dataSyncQueryOptions = () =>
  queryOptions({
    ...adminQuery,
    queryKey: adminKeys.dataSync(),
    queryFn: () => apiFetch<DataSyncStatusPayload>('/api/admin/data-sync'),
  });

export const teamChoicesQueryOptions = () =>
  queryOptions({
    ...adminQuery,
    queryKey: adminKeys.teamChoices(),
    queryFn: () => apiFetch<TeamChoice[]>('/api/admin/data-sync/teams'),
  });
