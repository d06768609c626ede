// Accounts constants shared by app and server; no zod here, so the client bundle stays small.

export const USERNAME_RULE = 'O nome de usuário deve ter de 3 a 30 caracteres: letras, números, "_" ou "."';
export const PASSWORD_RULE = 'A senha deve ter pelo menos 8 caracteres, com pelo menos uma letra e um número';
export const EMAIL_RULE = 'Informe um email válido';

/** PASSWORD_RULE as a check (the same as the server's passwordSchema), so a form says it under the field. */
export const isStrongPassword = (value: string) =>
  value.length >= 8 && value.length <= 256 && /\p{L}/u.test(value) && /\d/.test(value);

export const LOGIN_ERROR_TYPES = ['invalid_credentials', 'email_not_verified', 'rate_limited', 'auth_error'] as const;
export type LoginErrorType = (typeof LOGIN_ERROR_TYPES)[number];

/** sessionStorage key holding the recovery token between the home page and /reset-password (spec §4). */
export const RESET_TOKEN_STORAGE_KEY = 'reset-password-token';
/** localStorage key of the return address after login (spec §4). */
export const RETURN_TO_STORAGE_KEY = 'auth-return-to';

export const AUTH = {
  sessionDays: 30,
  /** Extend a session at most once per this interval, so reads don't write on every request. */
  sessionTouchMs: 60 * 60 * 1000,
  verifyTokenMs: 24 * 60 * 60 * 1000,
  resetTokenMs: 60 * 60 * 1000,
  /** Window of the per-mailbox email limit. */
  emailWindowMs: 15 * 60 * 1000,
} as const;
