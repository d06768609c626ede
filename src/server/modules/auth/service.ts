// Account rules: registration, login with failure limits, sessions, profile, password changes and
// the emailed one-time links. Refusals are DomainErrors whose messages users can read.
//
// One file per job, sharing an AuthContext (context.ts: options, clock, throttle, messages, helpers):
// sessions.ts, register.ts, login.ts, profile.ts, password-change.ts, password-reset.ts,
// verification.ts, reauth.ts, admins.ts (ADMIN_EMAILS, admin:create); links.ts sends the emailed links.
import { authContext, type AuthServiceOptions } from './context';
import { createSessions } from './sessions';
import { createLinkEmails } from './links';
import { createRegister } from './register';
import { createLogin } from './login';
import { createProfile } from './profile';
import { createPasswordChange } from './password-change';
import { createPasswordReset } from './password-reset';
import { createEmailVerification } from './verification';
import { createReauth } from './reauth';
import { createAdmins } from './admins';

export {
  MESSAGES,
  CURRENT_PASSWORD_FREE,
  toUser,
  type AuthServiceOptions,
  type ClientContext,
  type Authenticated,
} from './context';

export function createAuthService(options: AuthServiceOptions) {
  const context = authContext(options);
  const sessions = createSessions(context);
  const links = createLinkEmails(context);
  const passwords = createPasswordChange(context, sessions);
  return {
    sessionMs: context.sessionMs,
    register: createRegister(context, sessions, links),
    login: createLogin(context, sessions),
    authenticate: sessions.authenticate,
    endUserSessions: sessions.endUserSessions,
    sessionActive: sessions.sessionActive,
    sessionExpiries: sessions.sessionExpiries,
    logout: sessions.logout,
    ...createProfile(context, links),
    confirmCurrentPassword: passwords.confirmCurrentPassword,
    changePassword: passwords.changePassword,
    ...createPasswordReset(context, sessions, links, passwords),
    ...createEmailVerification(context, links),
    reauthenticate: createReauth(context),
    ...createAdmins(context, sessions, passwords),

    /** Waits for emails still being sent (shutdown, tests). */
    async drain(): Promise<void> {
      while (context.pending.size) await Promise.allSettled([...context.pending]);
    },

    pruneExpiredSessions: sessions.pruneExpiredSessions,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
