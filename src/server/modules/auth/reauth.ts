// Admin re-authentication: the password again within the session, before sensitive admin actions.
import { invalid, rateLimited } from '../../domain-errors';
import { LOGIN_THROTTLE, waitInWords } from './limiter';
import { MESSAGES, type AuthContext } from './context';

export function createReauth(context: AuthContext) {
  const { repo, log, now, throttle } = context;

  /**
   * A wrong password is a 400 (not 401: the session itself is still good) and counts like a failed
   * login for the throttle.
   */
  return async function reauthenticate(
    session: { userId: number; sessionId: string },
    password: string,
    ip: string | null,
  ): Promise<Date> {
    const key = `reauth:${session.userId}`;
    const checks = [{ key, free: LOGIN_THROTTLE.pairFree }];
    const wait = await throttle.take(checks, now().getTime(), LOGIN_THROTTLE.forgetMs);
    if (wait > 0) throw rateLimited(MESSAGES.rateLimited(waitInWords(wait)));
    const user = await repo.findUserById(session.userId);
    if (!user || !(await context.verifyPassword(user.passwordHash, password))) {
      log.warn({ userId: session.userId, ip }, 'reautenticação recusada');
      throw invalid(MESSAGES.wrongPassword);
    }
    await throttle.delete(key);
    const at = now();
    await repo.markReauthenticated(session.sessionId, at);
    return at;
  };
}
