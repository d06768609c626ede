// The address to come back to after login (spec §4), kept in localStorage and used once.
import { RETURN_TO_STORAGE_KEY } from '@shared/auth-rules';

// Spec §4 names /auth, /login and /register; the admin login and the reset page are login pages too.
const AUTH_PATHS = new Set(['/auth', '/login', '/register', '/admin/login', '/reset-password']);

export function isAuthPath(path: string): boolean {
  return AUTH_PATHS.has(path.split(/[?#]/)[0].replace(/\/$/, '') || '/');
}

let loggingOut = false;

/** During logout the user becomes a visitor on purpose: guards neither remember the page nor redirect. */
export function markLoggingOut(): void {
  loggingOut = true;
}

/** Remembers a path (with its query) unless it is one of the auth pages. */
export function storeReturnAddress(path: string): void {
  if (loggingOut || !path.startsWith('/') || path.startsWith('//') || isAuthPath(path)) return;
  try {
    localStorage.setItem(RETURN_TO_STORAGE_KEY, path);
  } catch {
    // Storage disabled: the user lands on the home page instead.
  }
}

/** The stored path, cleared as it is read. Only same-site paths are honoured. */
export function takeReturnAddress(): string | null {
  try {
    const path = localStorage.getItem(RETURN_TO_STORAGE_KEY);
    localStorage.removeItem(RETURN_TO_STORAGE_KEY);
    return path && path.startsWith('/') && !path.startsWith('//') && !isAuthPath(path) ? path : null;
  } catch {
    return null;
  }
}
