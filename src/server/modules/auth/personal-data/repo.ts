// Auth's part of the user's rights: the account row (without the password hash), its sessions and
// sign-in addresses; deleting drops those and the one-time tokens, and leaves the account a tombstone.
import { eq } from 'drizzle-orm';
import { oneTimeTokens, sessions, signInAddresses, users } from '../../../db/schema';
import type { PersonalDataPart } from '../../privacy/personal-data';

export const authPersonalData: PersonalDataPart = {
  module: 'auth',
  columns: {
    'users.email': { section: 'account', deletion: 'tombstone' },
    'users.pending_email': { section: 'account', deletion: 'tombstone' },
    'users.email_verified_at': { section: 'account', deletion: 'tombstone' },
    'sessions.user_id': { section: 'sessions', deletion: 'deleted' },
    'sign_in_addresses.user_id': { section: 'signInAddresses', deletion: 'deleted' },
    'one_time_tokens.user_id': { section: 'account', deletion: 'deleted' },
    'one_time_tokens.email': { section: 'account', deletion: 'deleted' },
  },

  async export(db, { id: userId }) {
    const [account] = await db.select().from(users).where(eq(users.id, userId));
    if (!account) return { account: null };
    const { passwordHash: _hash, ...accountData } = account;
    return {
      account: accountData,
      sessions: await db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
      // The addresses it signed in from (the login throttle does not slow the account there).
      signInAddresses: await db
        .select({ ip: signInAddresses.ip, lastSignedInAt: signInAddresses.lastSignedInAt })
        .from(signInAddresses)
        .where(eq(signInAddresses.userId, userId)),
    };
  },

  /** What the law makes billing keep points at the account row, so the row stays: a tombstone with no name, address nor usable password. */
  async erase(tx, { id: userId, pseudonym }, at) {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
    await tx.delete(signInAddresses).where(eq(signInAddresses.userId, userId));
    await tx
      .update(users)
      .set({
        username: `excluido_${userId}`,
        email: pseudonym,
        pendingEmail: null,
        // Not a hash any password matches: signing in is impossible.
        passwordHash: '!excluida',
        emailVerifiedAt: null,
        role: 'user',
        disabled: true,
        lastLoginAt: null,
        deletedAt: at,
      })
      .where(eq(users.id, userId));
  },
};
