// The forgotten password: a link by email (the same answer whether or not the account exists),
// then a new password from it, which ends every session and push device of the account.
import { invalid } from '../../domain-errors';
import { hashToken } from './tokens';
import { loginKeys } from './limiter';
import { inBackground, mayEmail, MESSAGES, provenAddress, type AuthContext } from './context';
import type { Sessions } from './sessions';
import type { LinkEmails } from './links';
import type { PasswordChange } from './password-change';

export function createPasswordReset(
  context: AuthContext,
  sessions: Sessions,
  links: LinkEmails,
  passwords: PasswordChange,
) {
  const { repo, now, throttle } = context;

  return {
    requestReset(email: string): string {
      inBackground(context, async () => {
        const user = await repo.findUserByEmail(email);
        if (user && !user.disabled && mayEmail(context, email)) await links.sendReset(user);
      });
      return MESSAGES.resetRequested;
    },

    /**
     * A new password from an emailed link. The link proves the mailbox, so the account's login
     * counters start again, and the address it was opened from becomes one the account signed in
     * from: the owner there is never slowed by an attacker's failures from elsewhere.
     */
    async confirmReset(token: string, password: string, client?: { ip: string }): Promise<string> {
      const used = await repo.consumeToken(hashToken(token), 'reset', now());
      if (!used) throw invalid(MESSAGES.resetInvalid);
      const user = await repo.findUserById(used.userId);
      if (!user || user.disabled) throw invalid(MESSAGES.resetInvalid);
      // The link came through the mailbox, which also proves the address.
      await passwords.setPassword(
        user.id,
        password,
        user.emailVerifiedAt ? {} : provenAddress(context, user, user.email),
      );
      await repo.revokeTokens(user.id, 'reset', now());
      await sessions.endUserSessions(user.id);
      await repo.deletePushDevices(user.id);
      const keys = loginKeys(`user:${user.id}`, client?.ip ?? '');
      await throttle.delete(keys.account);
      if (client) await Promise.all([throttle.delete(keys.pair), repo.rememberSignIn(user.id, client.ip, now())]);
      return MESSAGES.resetDone;
    },
  };
}
