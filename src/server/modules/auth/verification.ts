// Email verification: a new link on request (the user's or an admin's), and the opened link, which
// proves the account's address or makes a pending new address the account's email.
import { emailChangedNotice } from '../email/templates';
import type { UserRow } from './repo';
import { hashToken } from './tokens';
import { deliver, inBackground, mayEmail, MESSAGES, provenAddress, roleGrantAudit, type AuthContext } from './context';
import type { LinkEmails } from './links';

export function createEmailVerification(context: AuthContext, links: LinkEmails) {
  const { repo, log, now } = context;

  /** The audit row when proving `email` made `before` an admin (ADMIN_EMAILS), like the admin area's. */
  async function auditListedPromotion(before: UserRow, after: UserRow, how: string): Promise<void> {
    if (before.role === 'admin' || after.role !== 'admin') return;
    await repo.audit(
      roleGrantAudit(
        context,
        after,
        {
          before: { role: before.role },
          after: { role: 'admin' },
          reason: `${after.email} está em ADMIN_EMAILS: ${how}`,
        },
        'ADMIN_EMAILS',
      ),
    );
  }

  return {
    resendVerification(email: string): string {
      inBackground(context, async () => {
        const user = await repo.findUserByEmail(email);
        if (user && !user.disabled && !user.emailVerifiedAt && mayEmail(context, email)) {
          await links.sendVerification(user);
        }
      });
      return MESSAGES.resendDone;
    },

    /**
     * A link from an email: 'verified' (the account's address is proven), 'email_changed' (the
     * pending new address is proven and becomes the account's email), or null when the link is
     * unknown, expired, used, or superseded.
     */
    async verifyEmail(token: string): Promise<'verified' | 'email_changed' | null> {
      const id = hashToken(token);
      const verification = await repo.consumeToken(id, 'verify', now());
      if (verification) {
        const user = await repo.findUserById(verification.userId);
        // A link sent to an address the user has since changed proves nothing about the new one.
        if (!user || !verification.email || verification.email.toLowerCase() !== user.email.toLowerCase()) return null;
        if (!user.emailVerifiedAt) {
          const proven = await repo.updateUser(user.id, provenAddress(context, user, user.email));
          await auditListedPromotion(user, proven, 'administrador ao confirmar o email');
          await context
            .onEmailVerified?.(user.id)
            .catch((error) => log.error({ err: error }, 'falha ao criar a notificação de boas-vindas'));
        }
        return 'verified';
      }
      const change = await repo.consumeToken(id, 'email_change', now());
      if (!change?.email) return null;
      const user = await repo.findUserById(change.userId);
      if (!user || user.disabled || user.pendingEmail?.toLowerCase() !== change.email.toLowerCase()) return null;
      if ((await repo.taken({ email: change.email }, user.id)).email) return null;
      let changed: UserRow;
      try {
        changed = await repo.updateUser(user.id, {
          email: change.email,
          pendingEmail: null,
          ...provenAddress(context, user, change.email),
        });
      } catch (error) {
        // Another account took the address between the check and the update (unique index).
        log.warn({ err: error }, 'troca de email recusada');
        return null;
      }
      await auditListedPromotion(user, changed, `administrador ao trocar o email (antes ${user.email})`);
      await repo.revokeTokens(user.id, 'verify', now());
      // Always sent (no per-address limit): the old address is the one the owner still controls.
      inBackground(context, () =>
        deliver(
          context,
          emailChangedNotice({
            product: context.productName,
            publicUrl: context.publicUrl,
            to: user.email,
            username: user.username,
            newEmail: change.email!,
          }),
        ),
      );
      return 'email_changed';
    },

    /**
     * An admin asks for a new verification link for someone (same limits per address as the user's
     * own): null when there is no such user, else whether a link went out and to which address.
     */
    async resendVerificationFor(userId: number): Promise<{ sent: boolean; email: string } | null> {
      const user = await repo.findUserById(userId);
      if (!user) return null;
      if (user.emailVerifiedAt || user.disabled || !mayEmail(context, user.email)) {
        return { sent: false, email: user.email };
      }
      await links.sendVerification(user);
      return { sent: true, email: user.email };
    },
  };
}
