// Sessions: created at sign-in (the browser's old one replaced), found and slid forward on each
// request, ended one by one or all but one, and pruned once expired.
import { AUTH } from '@shared/auth';
import type { UserRow } from './repo';
import { hashToken, randomToken } from './tokens';
import { LOGIN_THROTTLE } from './limiter';
import type { AuthContext, Authenticated, ClientContext } from './context';

export function createSessions(context: AuthContext) {
  const { repo, now, sessionMs } = context;

  async function endSession(id: string): Promise<void> {
    await repo.deleteSession(id);
    context.onSessionsEnded?.([id]);
  }

  /** Ends every session of the user but `exceptId`; returns how many ended. */
  async function endUserSessions(userId: number, exceptId?: string): Promise<number> {
    const ended = await repo.deleteUserSessions(userId, exceptId);
    context.onSessionsEnded?.(ended);
    return ended.length;
  }

  async function createSession(user: UserRow, client: ClientContext): Promise<{ token: string; expiresAt: Date }> {
    // Rotation: the session the browser came with (if any) is replaced, never reused.
    if (client.sessionToken) await endSession(hashToken(client.sessionToken));
    const token = randomToken();
    const expiresAt = new Date(now().getTime() + sessionMs);
    await repo.createSession({
      id: hashToken(token),
      userId: user.id,
      expiresAt,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip,
      createdAt: now(),
      lastSeenAt: now(),
    });
    return { token, expiresAt };
  }

  return {
    endSession,
    endUserSessions,
    createSession,

    /** The signed-in user of a session cookie value; pushes the expiry forward (sliding). */
    async authenticate(token: string): Promise<Authenticated | null> {
      const id = hashToken(token);
      const found = await repo.findSession(id, now());
      if (!found) return null;
      if (found.user.disabled) {
        await endSession(id);
        return null;
      }
      const { createdAt, reauthenticatedAt } = found.session;
      const signedInAt = reauthenticatedAt && reauthenticatedAt > createdAt ? reauthenticatedAt : createdAt;
      const result: Authenticated = { user: found.user, sessionId: id, signedInAt };
      if (now().getTime() - found.session.lastSeenAt.getTime() >= AUTH.sessionTouchMs) {
        const expiresAt = new Date(now().getTime() + sessionMs);
        await repo.touchSession(id, now(), expiresAt);
        result.renewedUntil = expiresAt;
      }
      return result;
    },

    /** Whether a session (by id) exists and has not expired. */
    async sessionActive(sessionId: string): Promise<boolean> {
      return (await repo.findSession(sessionId, now())) !== undefined;
    },

    /**
     * When each of these sessions expires, in one query (a session that ended or expired is absent):
     * the sockets' sweep asks it for every signed-in socket of the process at once.
     */
    async sessionExpiries(sessionIds: string[]): Promise<Map<string, Date>> {
      const rows = await repo.sessionExpiries(sessionIds, now());
      return new Map(rows.map((row) => [row.id, row.expiresAt]));
    },

    async logout(sessionId: string | undefined): Promise<void> {
      if (sessionId) await endSession(sessionId);
    },

    async pruneExpiredSessions(): Promise<void> {
      await repo.deleteExpiredSessions(now());
      await repo.forgetSignInsBefore(new Date(now().getTime() - LOGIN_THROTTLE.knownMs));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
