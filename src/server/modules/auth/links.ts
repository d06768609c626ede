// The emailed one-time links: address verification, a new address's confirmation and the password
// reset. Each new link revokes the user's earlier ones of its kind; only the token's hash is stored.
import { AUTH } from '@shared/auth';
import { emailChangeConfirmation, resetEmail, verificationEmail } from '../email/templates';
import type { UserRow } from './repo';
import { hashToken, randomToken } from './tokens';
import { deliver, type AuthContext } from './context';

export function createLinkEmails(context: AuthContext) {
  const { repo, now } = context;

  return {
    async sendVerification(user: UserRow): Promise<void> {
      const token = randomToken();
      await repo.revokeTokens(user.id, 'verify', now());
      await repo.createToken({
        id: hashToken(token),
        userId: user.id,
        kind: 'verify',
        email: user.email,
        expiresAt: new Date(now().getTime() + AUTH.verifyTokenMs),
      });
      const link = `${context.publicUrl}/api/verify-email?token=${encodeURIComponent(token)}`;
      await deliver(
        context,
        verificationEmail({
          product: context.productName,
          publicUrl: context.publicUrl,
          to: user.email,
          username: user.username,
          link,
        }),
      );
    },

    async sendEmailChange(user: UserRow, newEmail: string): Promise<void> {
      const token = randomToken();
      await repo.revokeTokens(user.id, 'email_change', now());
      await repo.createToken({
        id: hashToken(token),
        userId: user.id,
        kind: 'email_change',
        email: newEmail,
        expiresAt: new Date(now().getTime() + AUTH.verifyTokenMs),
      });
      const link = `${context.publicUrl}/api/verify-email?token=${encodeURIComponent(token)}`;
      await deliver(
        context,
        emailChangeConfirmation({
          product: context.productName,
          publicUrl: context.publicUrl,
          to: newEmail,
          username: user.username,
          link,
        }),
      );
    },

    async sendReset(user: UserRow): Promise<void> {
      const token = randomToken();
      await repo.revokeTokens(user.id, 'reset', now());
      await repo.createToken({
        id: hashToken(token),
        userId: user.id,
        kind: 'reset',
        expiresAt: new Date(now().getTime() + AUTH.resetTokenMs),
      });
      const link = `${context.publicUrl}/#access_token=${encodeURIComponent(token)}&type=recovery`;
      await deliver(
        context,
        resetEmail({
          product: context.productName,
          publicUrl: context.publicUrl,
          to: user.email,
          username: user.username,
          link,
        }),
      );
    },
  };
}

export type LinkEmails = ReturnType<typeof createLinkEmails>;
