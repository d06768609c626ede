// Billing calls as queryOptions factories (route loaders prefetch them with ensureQueryData) and
// mutations. The subscription and payments are never cached (spec §9): refetched on mount and
// reconnect, and dropped with the rest of the account data at logout.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CheckoutResponse,
  CurrentSubscription,
  Entitlements,
  Payment,
  PaymentHistoryItem,
  Plan,
} from '@shared/billing';
import type { PaymentMethod } from '@shared/billing-rules';
import { PIX_POLL_MS } from '@shared/billing-rules';
import { apiFetch } from '@app/lib/api';
import { retryFor } from '@app/lib/query-client';
import { BILLING_KEY, PAYMENTS_KEY, SUBSCRIPTION_KEY } from '@app/lib/query-keys';
import { toast } from '@app/components/ui/toast-store';

/** One retry, none for a 4xx (not found, not signed in) or while offline; typed so errors stay `Error`. */
const retryOnce = (failures: number, error: Error) => retryFor(1)(failures, error);
const uncached = { staleTime: 0, gcTime: 0, refetchOnMount: 'always', refetchOnReconnect: true } as const;

/** The account's billing keys (roots shared with auth live in lib/query-keys.ts); plans are public. */
export const billingKeys = {
  all: BILLING_KEY,
  plans: ['plans'] as const,
  entitlements: [...BILLING_KEY, 'entitlements'] as const,
  payment: (paymentId: number) => [...BILLING_KEY, 'payment', paymentId] as const,
};

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.plans,
    queryFn: () => apiFetch<Plan[]>('/api/plans'),
    staleTime: 5 * 60_000,
  });

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: () => apiFetch<CurrentSubscription>('/api/subscription/current'),
    ...uncached,
    retry: retryOnce,
  });

export const paymentsQueryOptions = () =>
  queryOptions({
    queryKey: PAYMENTS_KEY,
    queryFn: () => apiFetch<PaymentHistoryItem[]>('/api/subscription/payments'),
    ...uncached,
    retry: retryOnce,
  });

export const entitlementsQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.entitlements,
    queryFn: () => apiFetch<Entitlements>('/api/billing/entitlements'),
    ...uncached,
  });

/** While a payment is pending (and its PIX code not expired) it is asked for again every 3 s. */
export const paymentQueryOptions = (paymentId: number) =>
  queryOptions({
    queryKey: billingKeys.payment(paymentId),
    queryFn: () => apiFetch<Payment>(`/api/billing/payments/${paymentId}`),
    ...uncached,
    gcTime: 60_000,
    retry: retryOnce,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PIX_POLL_MS : false),
    refetchIntervalInBackground: false,
  });

/** What changes when a payment or the subscription changes: the account's billing queries. */
function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
      queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY }),
      queryClient.invalidateQueries({ queryKey: billingKeys.entitlements }),
    ]);
}

export function useCheckout() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (body: { planId: string; method: PaymentMethod; cpf?: string }) =>
      apiFetch<CheckoutResponse>('/api/billing/checkout', { method: 'POST', json: body }),
    onSuccess: () => void refresh(),
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: () => apiFetch<CurrentSubscription>('/api/billing/subscription/cancel', { method: 'POST' }),
    onSuccess: (subscription) => {
      queryClient.setQueryData(SUBSCRIPTION_KEY, subscription);
      void refresh();
      toast({ variant: 'success', title: 'Assinatura cancelada', description: 'Nada mais será cobrado.' });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Falha ao cancelar', description: error.message }),
  });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<CurrentSubscription>('/api/billing/subscription/resume', { method: 'POST' }),
    onSuccess: (subscription) => {
      queryClient.setQueryData(SUBSCRIPTION_KEY, subscription);
      toast({ variant: 'success', title: 'Assinatura mantida', description: 'Sua assinatura continua ativa.' });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Falha ao reativar assinatura', description: error.message }),
  });
}

/** The current period's renewal PIX (a fresh code when the previous one expired). */
export function useRenewalCode() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: () => apiFetch<Payment>('/api/billing/subscription/renewal', { method: 'POST' }),
    onSuccess: (payment) => {
      queryClient.setQueryData(paymentQueryOptions(payment.id).queryKey, payment);
      void refresh();
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Falha ao gerar o código PIX', description: error.message }),
  });
}
