// Accounts SQL: users, sessions and one-time tokens.
import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog, oneTimeTokens, pushSubscriptions, sessions, signInAddresses, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The audit action of a start that found an ADMIN_EMAILS account an admin had demoted. */
export const ADMIN_EMAILS_IGNORED = 'user.role.admin_emails_ignored';
export type TokenKind = 'verify' | 'reset' | 'email_change';

const lower = (column: typeof users.email | typeof users.username) => sql`lower(${column})`;

export function authRepo(db: Db) {
  return {
    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(lower(users.email), email.toLowerCase()));
      return row;
    },

    /** By email or username, case-insensitively. */
    async findUserByLogin(identifier: string): Promise<UserRow | undefined> {
      const value = identifier.toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(or(eq(lower(users.email), value), eq(lower(users.username), value)))
        .limit(1);
      return row;
    },

    async taken(fields: { username?: string; email?: string }, exceptUserId?: number) {
      const conditions = [];
      if (fields.username) conditions.push(eq(lower(users.username), fields.username.toLowerCase()));
      if (fields.email) conditions.push(eq(lower(users.email), fields.email.toLowerCase()));
      if (!conditions.length) return { username: false, email: false };
      const rows = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(and(or(...conditions), exceptUserId ? ne(users.id, exceptUserId) : undefined));
      return {
        username: Boolean(
          fields.username && rows.some((row) => row.username.toLowerCase() === fields.username!.toLowerCase()),
        ),
        email: Boolean(fields.email && rows.some((row) => row.email.toLowerCase() === fields.email!.toLowerCase())),
      };
    },

    async createUser(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row;
    },

    async updateUser(id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },

    /**
     * ADMIN_EMAILS at start. Only addresses proven by a link (an unverified account must never become
     * admin by its address), and never an account an admin demoted: that decision wins. Each such
     * account gets one audit row per demotion saying the list was ignored. Returns how many were promoted.
     */
    async promoteAdmins(emails: string[], at = new Date()): Promise<number> {
      if (!emails.length) return 0;
      const listed = and(
        inArray(lower(users.email), emails),
        ne(users.role, 'admin'),
        isNotNull(users.emailVerifiedAt),
      );
      const rows = await db
        .update(users)
        .set({ role: 'admin' })
        .where(and(listed, isNull(users.adminRevokedAt)))
        .returning({ id: users.id, email: users.email });
      // Every way to become admin is audited, this one too.
      if (rows.length)
        await db.insert(adminAuditLog).values(
          rows.map((user) => ({
            actorId: 0,
            actorEmail: 'ADMIN_EMAILS',
            action: 'user.role',
            targetType: 'user',
            targetId: String(user.id),
            before: { role: 'user' },
            after: { role: 'admin' },
            reason: `${user.email} está em ADMIN_EMAILS: administrador na partida do servidor`,
            createdAt: at,
          })),
        );
      const ignored = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          and(
            listed,
            isNotNull(users.adminRevokedAt),
            sql`NOT EXISTS (SELECT 1 FROM ${adminAuditLog} WHERE ${adminAuditLog.action} = ${ADMIN_EMAILS_IGNORED}
              AND ${adminAuditLog.targetType} = 'user' AND ${adminAuditLog.targetId} = ${users.id}::text
              AND ${adminAuditLog.createdAt} >= ${users.adminRevokedAt})`,
          ),
        );
      if (ignored.length)
        await db.insert(adminAuditLog).values(
          ignored.map((user) => ({
            actorId: 0,
            actorEmail: 'ADMIN_EMAILS',
            action: ADMIN_EMAILS_IGNORED,
            targetType: 'user',
            targetId: String(user.id),
            before: { role: 'user' },
            after: { role: 'user' },
            reason: `${user.email} está em ADMIN_EMAILS, mas um administrador retirou o papel: continua usuário`,
            createdAt: at,
          })),
        );
      return rows.length;
    },

    /** One admin audit row for a change made outside the admin area (the command line, ADMIN_EMAILS). */
    async audit(values: typeof adminAuditLog.$inferInsert): Promise<void> {
      await db.insert(adminAuditLog).values(values);
    },

    async createSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /** The session and its user, if the session has not expired. */
    async findSession(id: string, now: Date) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
      return row;
    },

    /** Whether the user signed in from this address since `since`. */
    async signedInFrom(userId: number, ip: string, since: Date): Promise<boolean> {
      const rows = await db
        .select({ userId: signInAddresses.userId })
        .from(signInAddresses)
        .where(
          and(
            eq(signInAddresses.userId, userId),
            eq(signInAddresses.ip, ip),
            gte(signInAddresses.lastSignedInAt, since),
          ),
        );
      return rows.length > 0;
    },

    async rememberSignIn(userId: number, ip: string, at: Date): Promise<void> {
      await db
        .insert(signInAddresses)
        .values({ userId, ip, lastSignedInAt: at })
        .onConflictDoUpdate({
          target: [signInAddresses.userId, signInAddresses.ip],
          set: { lastSignedInAt: at },
        });
    },

    async forgetSignInsBefore(before: Date): Promise<void> {
      await db.delete(signInAddresses).where(lt(signInAddresses.lastSignedInAt, before));
    },

    async touchSession(id: string, now: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
    },

    async markReauthenticated(id: string, at: Date): Promise<void> {
      await db.update(sessions).set({ reauthenticatedAt: at }).where(eq(sessions.id, id));
    },

    async deleteSession(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Deletes the user's sessions (but `exceptId`); returns the ids deleted. */
    async deleteUserSessions(userId: number, exceptId?: string): Promise<string[]> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), exceptId ? ne(sessions.id, exceptId) : undefined))
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },

    /** Removes the user's push devices but those registered by session `keepSessionId`. */
    async deletePushDevices(userId: number, keepSessionId?: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, userId),
            keepSessionId
              ? or(isNull(pushSubscriptions.sessionId), ne(pushSubscriptions.sessionId, keepSessionId))
              : undefined,
          ),
        );
    },

    /** The expiry of each of these sessions that has not ended nor expired (one query; the others are absent). */
    async sessionExpiries(ids: string[], now: Date): Promise<{ id: string; expiresAt: Date }[]> {
      if (!ids.length) return [];
      return db
        .select({ id: sessions.id, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, now)));
    },

    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },

    async createToken(values: typeof oneTimeTokens.$inferInsert): Promise<void> {
      await db.insert(oneTimeTokens).values(values);
    },

    /** Marks a valid token used and returns it; undefined when unknown, expired or already used. */
    async consumeToken(id: string, kind: TokenKind, now: Date) {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.id, id),
            eq(oneTimeTokens.kind, kind),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** Earlier links stop working when a new one is sent or one is used. */
    async revokeTokens(userId: number, kind: TokenKind, now: Date): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)));
    },
  };
}

export type AuthRepo = ReturnType<typeof authRepo>;
