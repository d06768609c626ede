// Admins made outside the admin area: the ADMIN_EMAILS list at start, and `npm run admin:create`.
import type { User } from '@shared/auth';
import { invalid } from '../../domain-errors';
import { hashPassword } from './passwords';
import { assertAvailable, roleGrantAudit, toUser, type AuthContext } from './context';
import type { Sessions } from './sessions';
import type { PasswordChange } from './password-change';

export function createAdmins(context: AuthContext, sessions: Sessions, passwords: PasswordChange) {
  const { repo, now } = context;

  return {
    /** ADMIN_EMAILS at start. */
    async promoteConfiguredAdmins(): Promise<number> {
      return repo.promoteAdmins(context.adminEmails, now());
    },

    /** `npm run admin:create`: creates a verified admin, or promotes (and re-keys) an existing account. */
    async createAdmin(input: {
      email: string;
      username: string;
      password?: string;
    }): Promise<{ user: User; created: boolean }> {
      const existing = await repo.findUserByEmail(input.email);
      if (existing) {
        // Like a password reset plus a promotion: whoever was in (an intruder's session, socket or
        // email-change link) is out, and the audit log says who became admin and how.
        const promotion = {
          role: 'admin',
          adminRevokedAt: null,
          emailVerifiedAt: existing.emailVerifiedAt ?? now(),
        };
        if (input.password) await passwords.setPassword(existing.id, input.password, promotion);
        else {
          await repo.updateUser(existing.id, { ...promotion, pendingEmail: null });
          await repo.revokeTokens(existing.id, 'email_change', now());
        }
        await repo.revokeTokens(existing.id, 'reset', now());
        const ended = await sessions.endUserSessions(existing.id);
        await repo.deletePushDevices(existing.id);
        await repo.audit(
          roleGrantAudit(context, existing, {
            before: { role: existing.role, pendingEmail: existing.pendingEmail },
            after: {
              role: 'admin',
              pendingEmail: null,
              sessionsEnded: ended,
              passwordChanged: Boolean(input.password),
            },
            reason: `npm run admin:create promoveu ${existing.email}: sessões encerradas e troca de email pendente cancelada`,
          }),
        );
        return { user: toUser((await repo.findUserById(existing.id))!), created: false };
      }
      if (!input.password) throw invalid('Informe a senha do administrador.');
      await assertAvailable(context, { username: input.username });
      const user = await repo.createUser({
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: 'admin',
        emailVerifiedAt: now(),
        createdAt: now(),
      });
      await repo.audit(
        roleGrantAudit(context, user, {
          before: null,
          after: { role: 'admin' },
          reason: `npm run admin:create criou o administrador ${user.email}`,
        }),
      );
      return { user: toUser(user), created: true };
    },
  };
}
