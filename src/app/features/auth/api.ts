// Account calls (spec §7) as TanStack Query `queryOptions` factories and mutation hooks. The current
// user, subscription and payments are never cached (spec §9): refetched on mount and reconnect.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { CurrentSubscription, RegisterResponse, User } from '@shared/auth';
import { ApiError, apiFetch } from '@app/lib/api';
import { PAYMENTS_KEY, SUBSCRIPTION_KEY, USER_KEY } from '@app/lib/query-keys';
import { clearClientData } from '@app/lib/client-data';
import { setSessionOwner } from '@app/lib/session-owner';
import { toast } from '@app/components/ui/toast-store';
import { takeReturnAddress, markLoggingOut } from './return-address';
import { failureToast, FLASH_STORAGE_KEY, loginErrorToast } from './messages';
import { welcomeText } from './initials';

const uncached = { staleTime: 0, gcTime: 0, refetchOnMount: 'always', refetchOnReconnect: true } as const;

/** Auth's keys: the account's roots (lib/query-keys.ts, shared with billing) and the admin check. */
export const authKeys = { user: USER_KEY, subscription: SUBSCRIPTION_KEY, adminCheck: ['admin', 'check'] as const };

/** The signed-in user, or null for a visitor (401). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    const user = await apiFetch<User>('/api/user');
    setSessionOwner(user.id);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setSessionOwner(null);
      return null;
    }
    throw error;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: USER_KEY, queryFn: fetchCurrentUser, ...uncached, retry: 1 });
}

export function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: () => apiFetch<CurrentSubscription>('/api/subscription/current'),
    ...uncached,
  });
}

/** Spec §6: the server decides (GET /api/admin/check-admin); never retried, the caller falls back. */
export function checkAdminQueryOptions() {
  return queryOptions({
    queryKey: authKeys.adminCheck,
    queryFn: () => apiFetch<{ isAdmin: boolean }>('/api/admin/check-admin'),
    ...uncached,
    retry: false,
  });
}

export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions());
}

/**
 * Admin or not (spec §6): the server's answer; if that call fails (network or parse), the user is
 * an admin only when their email is on the configured fallback list, which the server answered for
 * this user alone in GET /api/user (`adminFallback`): the list itself never reaches the browser.
 */
export async function fetchAdminStatus(queryClient: QueryClient, user: User): Promise<boolean> {
  try {
    return (await queryClient.fetchQuery(checkAdminQueryOptions())).isAdmin === true;
  } catch (error) {
    console.error('Falha ao verificar permissões de administrador; usando a lista de emails de reserva', error);
    return user.adminFallback === true;
  }
}

/** After login or sign-up: store the user, refresh the subscription, go back where the user was. */
function useSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (user: User, options: { title: string; redirectTo?: string }) => {
    setSessionOwner(user.id);
    queryClient.setQueryData(USER_KEY, user);
    await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
    void queryClient.prefetchQuery(subscriptionQueryOptions());
    toast({ variant: 'success', title: options.title, description: welcomeText(user) });
    const next = takeReturnAddress() ?? options.redirectTo ?? '/';
    await navigate({ href: next, replace: true });
  };
}

export function useLogin(options: { redirectTo?: string } = {}) {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiFetch<User>('/api/login', { method: 'POST', json: body }),
    onSuccess: (user) => signedIn(user, { title: 'Login realizado com sucesso', redirectTo: options.redirectTo }),
    onError: (error) => toast(loginErrorToast(error)),
  });
}

export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: { username: string; email: string; password: string }) =>
      apiFetch<RegisterResponse>('/api/register', { method: 'POST', json: body }),
    onSuccess: async (response) => {
      if ('emailVerificationRequired' in response) {
        toast({ variant: 'success', title: 'Conta criada com sucesso', description: response.message });
        return;
      }
      await signedIn(response, { title: 'Conta criada com sucesso' });
    },
    onError: (error) => toast(failureToast('Falha no registro', error, 'Não foi possível criar a conta')),
  });
}

/** Forgets the account on this device, then loads /auth afresh, which shows `flash` once. */
async function leaveAccount(queryClient: QueryClient, flash: 'logout' | 'account_deleted') {
  // The full page load below is the only navigation: guards wait, and /auth shows the flash.
  markLoggingOut();
  try {
    sessionStorage.setItem(FLASH_STORAGE_KEY, flash);
  } catch {
    // no flash message then
  }
  queryClient.setQueryData(USER_KEY, null);
  queryClient.setQueryData(SUBSCRIPTION_KEY, null);
  queryClient.setQueryData(PAYMENTS_KEY, null);
  await clearClientData(queryClient);
  window.location.assign('/auth');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ message: string }>('/api/logout', { method: 'POST' }),
    onSuccess: () => leaveAccount(queryClient, 'logout'),
    onError: (error) => toast(failureToast('Falha ao sair', error)),
  });
}

/** LGPD: deletes the account (password asked again); the server ends every session. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch<{ message: string }>('/api/user', { method: 'DELETE', json: { password } }),
    onSuccess: () => leaveAccount(queryClient, 'account_deleted'),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { username?: string; email?: string }) =>
      apiFetch<User>('/api/user', { method: 'PUT', json: body }),
    onSuccess: (user, body) => {
      queryClient.setQueryData(USER_KEY, user);
      const cancelled = body.email !== undefined && !user.pendingEmail;
      toast({
        variant: 'success',
        title: 'Perfil atualizado com sucesso',
        description: user.pendingEmail
          ? `Enviamos um link de confirmação para ${user.pendingEmail}. Seu email muda quando você abrir o link.`
          : cancelled && body.username === undefined
            ? 'A troca de email foi cancelada.'
            : undefined,
      });
    },
    onError: (error) => toast(failureToast('Falha ao atualizar perfil', error)),
  });
}

/**
 * What the user is told once a new password is saved, or is not: the same whether it was changed on
 * the profile or reset from the email's link.
 */
const passwordSavedToasts = {
  onSuccess: (response: { message?: string }) =>
    toast({
      variant: 'success',
      title: 'Senha atualizada',
      description: response?.message || 'Senha alterada com sucesso',
    }),
  onError: (error: unknown) => toast(failureToast('Falha ao alterar senha', error)),
};

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiFetch<{ message?: string }>('/api/change-password', { method: 'POST', json: body }),
    ...passwordSavedToasts,
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<{ message: string }>('/api/reset-password', { method: 'POST', json: { email } }),
    onSuccess: (response) => toast({ variant: 'success', title: 'Email enviado', description: response.message }),
    onError: (error) => toast(failureToast('Falha ao enviar email', error)),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiFetch<{ message?: string }>('/api/reset-password', { method: 'POST', json: body }),
    ...passwordSavedToasts,
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<{ message: string }>('/api/resend-verification', { method: 'POST', json: { email } }),
    onSuccess: (response) => toast({ variant: 'success', title: 'Email reenviado', description: response.message }),
    onError: (error) => toast(failureToast('Falha ao reenviar email', error)),
  });
}
