// Passwords within a session: the current one asked again (change, account deletion), with its own
// guess limit, and a new one set (here, by a reset link or by admin:create).
import type { ChangePasswordBody } from '@shared/auth';
import { invalid, unauthorized } from '../../domain-errors';
import type { UserRow } from './repo';
import { hashPassword } from './passwords';
import { LOGIN_THROTTLE } from './limiter';
import { CURRENT_PASSWORD_FREE, MESSAGES, type AuthContext, type Authenticated } from './context';
import type { Sessions } from './sessions';

export function createPasswordChange(context: AuthContext, sessions: Sessions) {
  const { repo, log, now, throttle } = context;

  /**
   * A new password (changed or reset) is the owner taking the account back: an email change asked
   * from another session (perhaps an intruder's, to his inbox) is dropped, and its links stop working.
   */
  async function setPassword(userId: number, password: string, extra: Partial<UserRow> = {}): Promise<void> {
    await repo.updateUser(userId, { passwordHash: await hashPassword(password), pendingEmail: null, ...extra });
    await repo.revokeTokens(userId, 'email_change', now());
  }

  /**
   * The current password asked again within a session (400 with `wrongMessage` when wrong). Counted
   * per account before it is checked (parallel guesses cannot pass the limit); past the limit the
   * session asking is ended and the answer is 401.
   */
  async function confirmCurrentPassword(auth: Authenticated, password: string, wrongMessage: string): Promise<void> {
    const key = `current-password:user:${auth.user.id}`;
    const wait = await throttle.take([{ key, free: CURRENT_PASSWORD_FREE }], now().getTime(), LOGIN_THROTTLE.forgetMs);
    if (wait > 0) {
      log.warn({ userId: auth.user.id }, 'senha atual errada muitas vezes: sessão encerrada');
      await sessions.endSession(auth.sessionId);
      throw unauthorized(MESSAGES.tooManyWrongPasswords);
    }
    if (!(await context.verifyPassword(auth.user.passwordHash, password))) throw invalid(wrongMessage);
    await throttle.delete(key);
  }

  return {
    setPassword,
    confirmCurrentPassword,

    async changePassword(auth: Authenticated, body: ChangePasswordBody): Promise<string> {
      await confirmCurrentPassword(auth, body.currentPassword, MESSAGES.wrongCurrentPassword);
      if (body.currentPassword === body.newPassword) throw invalid(MESSAGES.samePassword);
      await setPassword(auth.user.id, body.newPassword);
      await sessions.endUserSessions(auth.user.id, auth.sessionId);
      // A squatter's device would go on receiving the owner's pushes; the owner re-subscribes in one tap.
      await repo.deletePushDevices(auth.user.id, auth.sessionId);
      return MESSAGES.passwordChanged;
    },
  };
}

export type PasswordChange = ReturnType<typeof createPasswordChange>;
