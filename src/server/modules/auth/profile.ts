// Profile changes: the username at once; a new email only once its link is opened (verification.ts).
import type { UpdateUserBody, User } from '@shared/auth';
import { emailChangeNotice } from '../email/templates';
import type { UserRow } from './repo';
import { assertAvailable, deliver, inBackground, mayEmail, toUser, type AuthContext } from './context';
import type { LinkEmails } from './links';

export function createProfile(context: AuthContext, links: LinkEmails) {
  const { repo, now } = context;

  return {
    /**
     * The username changes at once. A new email does not: it becomes `pendingEmail`, a link goes to
     * it and a notice to the current address, and `email` changes only when the link is opened
     * (verifyEmail). The answer is the same whether or not another account has the address, so this
     * call cannot be used to find out which addresses have accounts.
     */
    async updateProfile(user: UserRow, body: UpdateUserBody): Promise<User> {
      const username = body.username !== undefined && body.username !== user.username ? body.username : undefined;
      const requested = body.email?.toLowerCase();
      const changes: Partial<UserRow> = {};
      if (username !== undefined) {
        await assertAvailable(context, { username }, user.id);
        changes.username = username;
      }
      if (requested !== undefined && requested !== user.email.toLowerCase()) {
        changes.pendingEmail = requested; // asking again for the same address sends a fresh link
      } else if (requested !== undefined && user.pendingEmail) {
        // Asking for the current address cancels a pending change.
        changes.pendingEmail = null;
        await repo.revokeTokens(user.id, 'email_change', now());
      }
      if (!Object.keys(changes).length) return toUser(user);
      const updated = await repo.updateUser(user.id, changes);
      if (changes.pendingEmail) {
        const newEmail = changes.pendingEmail;
        inBackground(context, async () => {
          // An address with an account gets nothing (and no link that could work): the same answer,
          // the same notice to the current address, nothing else.
          if ((await repo.taken({ email: newEmail }, user.id)).email) {
            await repo.revokeTokens(user.id, 'email_change', now());
          } else if (mayEmail(context, newEmail)) {
            await links.sendEmailChange(updated, newEmail);
          }
          if (mayEmail(context, user.email))
            await deliver(
              context,
              emailChangeNotice({
                product: context.productName,
                publicUrl: context.publicUrl,
                to: user.email,
                username: updated.username,
                newEmail,
              }),
            );
        });
      }
      return toUser(updated);
    },
  };
}
