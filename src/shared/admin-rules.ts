// Admin constants without zod (the app imports them cheaply).
import { addDays } from './datetime';

/** Money and role actions ask for the password again when the last sign-in is older than this. */
export const REAUTH_WINDOW_MS = 15 * 60 * 1000;
export const REAUTH_ERROR_TYPE = 'reauth_required';
export const REAUTH_MESSAGE = 'Por segurança, confirme sua senha para continuar.';

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const USER_SORTS = ['createdAt', 'username', 'email', 'lastLoginAt'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
/** Extension of a subscription by an admin: whole days, at most this many at once. */
export const MAX_EXTEND_DAYS = 366;

/**
 * Every day of the window ending `lastDay` (YYYY-MM-DD), oldest first, with 0 where nothing was
 * received: the revenue chart draws one bar per day, so one paid day is one bar, not the whole chart.
 */
export function revenueDays(
  perDay: { day: string; amountCents: number }[],
  lastDay: string,
  days: number,
): { day: string; amountCents: number }[] {
  const byDay = new Map(perDay.map((entry) => [entry.day, entry.amountCents]));
  return Array.from({ length: days }, (_, index) => {
    const day = addDays(lastDay, index - days + 1);
    return { day, amountCents: byDay.get(day) ?? 0 };
  });
}
