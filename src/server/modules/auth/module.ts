// The auth module for the start-up: accounts and sessions, their routes, the signed-in sockets (each
// in its user's room, cut when the session ends), and what runs while the server is up: ADMIN_EMAILS
// promoted and expired sessions pruned when ready; on close the emails under way are sent, then the
// mailer closes (after every module's stop: billing's scheduler sends emails too).
import type { Server as SocketServer } from 'socket.io';
import type { ModuleBase, ServerModule } from '../../module-registry';
import type { SharedState } from '../../plugins/shared-state';
import { attachUserSockets, disconnectSessions } from '../../plugins/realtime';
import type { Mailer } from '../email/mailer';
import { createAuth } from '.';
import type { AccountsAdmin } from './admin/service';
import { authRoutes } from './routes';
import type { AuthService } from './service';

export function authModule(
  deps: ModuleBase & {
    io: SocketServer;
    mailer: Mailer;
    shared: SharedState;
    /** The session cookie (plugins/session.ts), which the sign-in routes set. */
    cookie: Parameters<typeof authRoutes>[0]['cookie'];
    /** After an address is confirmed (the welcome notification). */
    onEmailVerified: (userId: number) => Promise<unknown>;
    socketRecheckMs?: number;
  },
): ServerModule & { service: AuthService; accounts: AccountsAdmin } {
  const { config, io, mailer, now } = deps;
  const {
    service: auth,
    accounts,
    ...lifecycle
  } = createAuth({
    db: deps.db,
    mailer,
    log: deps.log,
    publicUrl: config.PUBLIC_URL,
    productName: config.PRODUCT_NAME,
    emailVerification: config.EMAIL_VERIFICATION === 'on',
    adminEmails: config.adminEmails,
    sessionDays: config.SESSION_DAYS,
    onEmailVerified: deps.onEmailVerified,
    // Sessions are stamped with the app's clock: the admin re-authentication rule reads them with it.
    now,
    throttleStore: deps.shared.throttleStore,
    onSessionsEnded: (sessionIds) => disconnectSessions(io, sessionIds),
  });
  attachUserSockets(io, {
    cookieName: config.SESSION_COOKIE_NAME,
    userOf: async (token) => {
      const found = await auth.authenticate(token);
      return found && { userId: found.user.id, sessionId: found.sessionId };
    },
    sessionActive: (sessionId) => auth.sessionActive(sessionId),
    sessionExpiries: (sessionIds) => auth.sessionExpiries(sessionIds),
    recheckMs: deps.socketRecheckMs,
    now,
    allowedOrigin: (origin, host) =>
      origin === undefined ||
      origin === new URL(config.PUBLIC_URL).origin ||
      (!config.publicUrlConfigured && (origin === `http://${host}` || origin === `https://${host}`)),
    log: deps.log,
  });
  return {
    name: 'auth',
    service: auth,
    accounts,
    routes: [
      authRoutes({
        service: auth,
        cookie: deps.cookie,
        rateLimit: deps.shared.rateLimit,
        adminFallbackEmails: config.adminFallbackEmails,
      }),
    ],
    start: lifecycle.start,
    close: async () => {
      await lifecycle.stop();
      mailer.close();
    },
  };
}
