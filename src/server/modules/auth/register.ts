// Sign-up: a new account, unverified. With EMAIL_VERIFICATION on, a link goes out and there is no
// session until it is opened; otherwise the account is signed in at once.
import type { RegisterBody, RegisterResponse } from '@shared/auth';
import { rateLimited } from '../../domain-errors';
import type { UserRow } from './repo';
import { hashPassword } from './passwords';
import { assertAvailable, MESSAGES, TAKEN_ANSWERS, toUser, type AuthContext, type ClientContext } from './context';
import type { Sessions } from './sessions';
import type { LinkEmails } from './links';

export function createRegister(context: AuthContext, sessions: Sessions, links: LinkEmails) {
  const { repo, now } = context;

  return async function register(body: RegisterBody, client: ClientContext) {
    const takenKey = `ip:${client.ip}`;
    if (context.takenAnswers.count(takenKey) >= TAKEN_ANSWERS.max) throw rateLimited(MESSAGES.tooManySignups);
    try {
      await assertAvailable(context, { username: body.username, email: body.email });
    } catch (error) {
      context.takenAnswers.add(takenKey);
      throw error;
    }
    const passwordHash = await hashPassword(body.password);
    let user: UserRow;
    try {
      user = await repo.createUser({
        username: body.username,
        email: body.email,
        passwordHash,
        // Unverified even when EMAIL_VERIFICATION=off lets it sign in: only an opened link proves the
        // address, and only a proven ADMIN_EMAILS address becomes admin (at verification or at start).
        role: 'user',
        emailVerifiedAt: null,
        createdAt: now(),
      });
    } catch (error) {
      // Two sign-ups raced past the check: answer as the check would have.
      await assertAvailable(context, { username: body.username, email: body.email });
      throw error;
    }
    if (context.emailVerification) {
      await links.sendVerification(user);
      const response: RegisterResponse = { emailVerificationRequired: true, message: MESSAGES.verificationSent };
      return { response, session: undefined };
    }
    const session = await sessions.createSession(user, client);
    await repo.updateUser(user.id, { lastLoginAt: now() });
    return { response: toUser(user) as RegisterResponse, session };
  };
}
