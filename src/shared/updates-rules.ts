// Rules of the updates page shared by server and app, without zod (the app imports them at run
// time): the icons a changelog highlight may name, how long the newest update is marked "Novo",
// and the changelog's versions.

/** The icon of each highlight of an update; the app draws each with its own lucide icon. */
export const UPDATE_ICONS = [
  'live',
  'stats',
  'ai',
  'payments',
  'offline',
  'search',
  'account',
  'security',
  'notifications',
  'news',
  'performance',
  'general',
] as const;
export type UpdateIcon = (typeof UPDATE_ICONS)[number];

/** The newest update is marked "Novo" for this many days after it was published. */
export const UPDATE_NEW_DAYS = 7;

/** Whether the newest update, published at `publishedAt`, is still new at `now`. */
export function isStillNew(publishedAt: Date, now: Date): boolean {
  const age = now.getTime() - publishedAt.getTime();
  return age >= 0 && age < UPDATE_NEW_DAYS * 24 * 60 * 60 * 1000;
}

/** A version as the changelog writes it: MAJOR.MINOR.PATCH. */
export const VERSION_PATTERN = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;

/** Compares two MAJOR.MINOR.PATCH versions (negative when a is older). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}
