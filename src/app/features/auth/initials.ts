import { AVATAR_INITIALS_LENGTH } from '@shared/constants';

/** Spec §2: the first two letters of the username in capitals, or 'US' without a username. */
export function initials(username: string | null | undefined): string {
  const name = username?.trim();
  return name ? name.slice(0, AVATAR_INITIALS_LENGTH).toUpperCase() : 'US';
}

/** The welcome text of spec §8: by username, else by email. */
export function welcomeText(user: { username?: string | null; email?: string | null }): string {
  return `Bem-vindo, ${user.username?.trim() || user.email || ''}!`;
}
