// Toast titles and durations of spec §8.
import type { ToastInput } from '@app/components/ui/toast-store';
import { ApiError } from '@app/lib/api';

const LOGIN_ERRORS: Record<string, { title: string; duration: number }> = {
  email_not_verified: { title: 'Email não verificado', duration: 7000 },
  invalid_credentials: { title: 'Credenciais incorretas', duration: 5000 },
  rate_limited: { title: 'Muitas tentativas', duration: 8000 },
  auth_error: { title: 'Erro de autenticação', duration: 5000 },
};

function bodyOf(error: unknown): Record<string, unknown> {
  return error instanceof ApiError && error.body && typeof error.body === 'object'
    ? (error.body as Record<string, unknown>)
    : {};
}

/** The server's message, or the fallback when the call never got a readable answer. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export function loginErrorToast(error: unknown): ToastInput {
  const body = bodyOf(error);
  const known = typeof body.errorType === 'string' ? LOGIN_ERRORS[body.errorType] : undefined;
  const description = messageOf(error, 'Erro inesperado durante o login');
  if (known) return { variant: 'destructive', title: known.title, description, duration: known.duration };
  if (body.emailVerificationRequired) return { variant: 'destructive', title: 'Email não verificado', description };
  return { variant: 'destructive', title: 'Falha no login', description };
}

/** Whether a login failure means "confirm your email first", and for which address. */
export function unverifiedEmailOf(error: unknown): string | null {
  const body = bodyOf(error);
  if (body.errorType !== 'email_not_verified' && !body.emailVerificationRequired) return null;
  return typeof body.email === 'string' ? body.email : '';
}

export function failureToast(title: string, error: unknown, fallback = 'Tente novamente em instantes.'): ToastInput {
  return { variant: 'destructive', title, description: messageOf(error, fallback) };
}

/** Survives the full page load of logout, so /auth can say 'Logout realizado'. */
export const FLASH_STORAGE_KEY = 'auth-flash';
