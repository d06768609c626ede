// Sign-in by email or username, with failure limits (limiter.ts): the refusals carry an errorType
// so the client shows the right help (wrong password, wait, confirm the email).
import type { LoginBody } from '@shared/auth';
import type { UserRow } from './repo';
import { verifyAgainstDummy } from './passwords';
import { LOGIN_THROTTLE, loginChecks, loginKeys, waitInWords } from './limiter';
import { loginError, MESSAGES, toUser, type AuthContext, type ClientContext } from './context';
import type { Sessions } from './sessions';

export function createLogin(context: AuthContext, sessions: Sessions) {
  const { repo, log, now, throttle, verifyPassword } = context;

  return async function login(body: LoginBody, client: ClientContext) {
    const identifier = body.email.trim().toLowerCase();
    let user: UserRow | undefined;
    try {
      user = await repo.findUserByLogin(identifier);
    } catch (error) {
      log.error({ err: error }, 'falha ao buscar conta no login');
      throw loginError('internal', MESSAGES.authError, 'auth_error');
    }
    const keys = loginKeys(user ? `user:${user.id}` : `name:${identifier}`, client.ip);
    const at = now();
    const known = user
      ? await repo.signedInFrom(user.id, client.ip, new Date(at.getTime() - LOGIN_THROTTLE.knownMs))
      : false;
    // Counted before the password is checked (see limiter.ts), taken back below on success.
    const wait = await throttle.take(loginChecks(keys, known), at.getTime(), LOGIN_THROTTLE.forgetMs);
    if (wait > 0) throw loginError('rate_limited', MESSAGES.rateLimited(waitInWords(wait)), 'rate_limited');
    const valid = user
      ? await verifyPassword(user.passwordHash, body.password)
      : (await verifyAgainstDummy(body.password), false);
    if (!user || !valid) throw loginError('unauthorized', MESSAGES.invalidCredentials, 'invalid_credentials');
    await Promise.all([throttle.delete(keys.pair), throttle.forgive(keys.account), throttle.forgive(keys.address)]);
    if (user.disabled) throw loginError('forbidden', MESSAGES.disabled, 'auth_error');
    if (context.emailVerification && !user.emailVerifiedAt) {
      throw loginError('forbidden', MESSAGES.emailNotVerified, 'email_not_verified', {
        emailVerificationRequired: true,
        email: user.email,
      });
    }
    try {
      const session = await sessions.createSession(user, client);
      const updated = await repo.updateUser(user.id, { lastLoginAt: now() });
      await repo.rememberSignIn(user.id, client.ip, now());
      return { user: toUser(updated), session };
    } catch (error) {
      log.error({ err: error }, 'falha ao criar sessão');
      throw loginError('internal', MESSAGES.authError, 'auth_error');
    }
  };
}
