// Account rules: registration, login with failure limits, sessions, profile, password changes and
// the emailed one-time links. Refusals are DomainErrors whose messages users can read.
import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH,
  type ChangePasswordBody,
  type LoginErrorType,
  type LoginBody,
  type RegisterBody,
  type RegisterResponse,
  type UpdateUserBody,
  type User,
} from '@shared/auth';
import { conflict, DomainError, invalid, type Meaning, rateLimited, unauthorized } from '../../domain-errors';
import type { Mailer, EmailMessage } from '../email/mailer';
import {
  emailChangeConfirmation,
  emailChangedNotice,
  emailChangeNotice,
  resetEmail,
  verificationEmail,
} from '../email/templates';
import type { AuthRepo, UserRow } from './repo';
import { hashPassword, verifyAgainstDummy, verifyPassword as checkPassword } from './passwords';
import { hashToken, randomToken } from './tokens';
import {
  LOGIN_THROTTLE,
  loginChecks,
  loginKeys,
  MemoryThrottleStore,
  waitInWords,
  WindowCounter,
  type ThrottleStore,
} from './limiter';

export const MESSAGES = {
  verificationSent: 'Conta criada! Enviamos um link de confirmação para o seu email. Confirme-o para entrar.',
  invalidCredentials: 'Email, nome de usuário ou senha incorretos.',
  emailNotVerified: 'Confirme seu email antes de entrar. Verifique sua caixa de entrada ou peça um novo link.',
  rateLimited: (wait: string) => `Muitas tentativas de login. Aguarde ${wait} e tente novamente.`,
  disabled: 'Esta conta está desativada. Entre em contato com o suporte.',
  authError: 'Não foi possível entrar agora. Tente novamente em instantes.',
  usernameTaken: 'Este nome de usuário já está em uso.',
  emailTaken: 'Este email já está cadastrado.',
  bothTaken: 'Este nome de usuário e este email já estão cadastrados.',
  unauthenticated: 'Você precisa entrar na sua conta.',
  wrongCurrentPassword: 'A senha atual está incorreta.',
  wrongPassword: 'Senha incorreta.',
  samePassword: 'A nova senha deve ser diferente da atual.',
  passwordChanged: 'Senha alterada com sucesso',
  resetRequested:
    'Se houver uma conta com este email, enviamos um link para redefinir a senha. O link vale por 1 hora.',
  resetDone: 'Senha redefinida com sucesso. Entre com a nova senha.',
  resetInvalid: 'Link de redefinição inválido ou expirado. Peça um novo link.',
  resendDone: 'Se houver uma conta com este email aguardando confirmação, enviamos um novo link de confirmação.',
  loggedOut: 'Você saiu da sua conta.',
  tooManySignups: 'Muitas tentativas de cadastro. Aguarde uma hora e tente novamente.',
  tooManyWrongPasswords: 'Senha incorreta muitas vezes. Por segurança, a sessão foi encerrada: entre de novo.',
} as const;

export interface AuthServiceOptions {
  repo: AuthRepo;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  productName: string;
  emailVerification: boolean;
  adminEmails: string[];
  sessionDays: number;
  now?: () => Date;
  /** Where login failures are counted (default: this process's memory). */
  throttleStore?: ThrottleStore;
  /** The password check (argon2); tests count its calls. */
  verifyPassword?: (hash: string, password: string) => Promise<boolean>;
  /** Sessions ended (sign-out, password, admin): their sockets are disconnected. */
  onSessionsEnded?: (sessionIds: string[]) => void;
  /** An account's address was proven for the first time (the welcome notification). */
  onEmailVerified?: (userId: number) => Promise<unknown>;
}

export interface ClientContext {
  ip: string;
  userAgent?: string;
  /** The cookie value of the session the request came with, if any (replaced at login). */
  sessionToken?: string;
}

export interface Authenticated {
  user: UserRow;
  sessionId: string;
  /** When the password was last given in this session: the sign-in, or a later re-authentication. */
  signedInAt: Date;
  /** Set when the session's expiry was pushed forward: the cookie should be re-sent. */
  renewedUntil?: Date;
}

/** A refused sign-in: its errorType tells the client which help to show. */
function loginError(meaning: Meaning, message: string, errorType: LoginErrorType, extra: Record<string, unknown> = {}) {
  return new DomainError(meaning, message, { errorType, ...extra });
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail: row.pendingEmail,
    role: row.role === 'admin' ? 'admin' : 'user',
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Sign-up says when a username or email is taken (people need to know), so it could be used to test
 * addresses: each client address gets only a few such answers per hour, then waits.
 */
const TAKEN_ANSWERS = { max: 5, windowMs: 60 * 60 * 1000 };

/**
 * Wrong current passwords (password change, account deletion) one account may give before the
 * session asking is ended: someone with a stolen session is guessing. Counted per account, whatever
 * the address, so new addresses do not buy new guesses.
 */
export const CURRENT_PASSWORD_FREE = 5;

/** Limits for the calls that send email, per address (requests beyond it are answered but not sent). */
const EMAILS_PER_ADDRESS = 3;

export function createAuthService(options: AuthServiceOptions) {
  const { repo, mailer, log } = options;
  const now = options.now ?? (() => new Date());
  const sessionMs = options.sessionDays * 24 * 60 * 60 * 1000;
  const throttle = options.throttleStore ?? new MemoryThrottleStore();
  const verifyPassword = options.verifyPassword ?? checkPassword;
  const emailsSent = new WindowCounter(AUTH.emailWindowMs, () => now().getTime());
  const takenAnswers = new WindowCounter(TAKEN_ANSWERS.windowMs, () => now().getTime());
  const pending = new Set<Promise<void>>();

  const isAdminEmail = (email: string) => options.adminEmails.includes(email.toLowerCase());
  /**
   * What proving an address by a link sets: verified, and admin when ADMIN_EMAILS lists it, unless an
   * admin took that role away from this account (their decision wins over the list).
   */
  const provenAddress = (user: UserRow, email: string) => ({
    emailVerifiedAt: now(),
    ...(isAdminEmail(email) && !user.adminRevokedAt ? { role: 'admin' } : {}),
  });

  /** The audit row when proving `email` made `before` an admin (ADMIN_EMAILS), like the admin area's. */
  async function auditListedPromotion(before: UserRow, after: UserRow, how: string): Promise<void> {
    if (before.role === 'admin' || after.role !== 'admin') return;
    await repo.audit(
      roleGrantAudit(
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

  /** The audit row of a role given outside the admin area (actor 0, named by where it came from). */
  function roleGrantAudit(
    user: UserRow,
    entry: { before: unknown; after: unknown; reason: string },
    actorEmail = 'npm run admin:create',
  ) {
    return {
      actorId: 0,
      actorEmail,
      action: 'user.role',
      targetType: 'user',
      targetId: String(user.id),
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
      createdAt: now(),
    };
  }

  async function endSession(id: string): Promise<void> {
    await repo.deleteSession(id);
    options.onSessionsEnded?.([id]);
  }

  /** Ends every session of the user but `exceptId`; returns how many ended. */
  async function endUserSessions(userId: number, exceptId?: string): Promise<number> {
    const ended = await repo.deleteUserSessions(userId, exceptId);
    options.onSessionsEnded?.(ended);
    return ended.length;
  }

  /** Sends without failing the caller: a mail outage must not break sign-up; the user can ask again. */
  async function deliver(message: EmailMessage): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, to: message.to }, 'falha ao enviar email');
    }
  }

  /** Work whose duration must not reveal whether an account exists runs after the answer. */
  function inBackground(work: () => Promise<void>): void {
    const task = work()
      .catch((error) => log.error({ err: error }, 'falha em tarefa de conta'))
      .finally(() => pending.delete(task));
    pending.add(task);
  }

  async function sendVerification(user: UserRow): Promise<void> {
    const token = randomToken();
    await repo.revokeTokens(user.id, 'verify', now());
    await repo.createToken({
      id: hashToken(token),
      userId: user.id,
      kind: 'verify',
      email: user.email,
      expiresAt: new Date(now().getTime() + AUTH.verifyTokenMs),
    });
    const link = `${options.publicUrl}/api/verify-email?token=${encodeURIComponent(token)}`;
    await deliver(
      verificationEmail({
        product: options.productName,
        publicUrl: options.publicUrl,
        to: user.email,
        username: user.username,
        link,
      }),
    );
  }

  async function sendEmailChange(user: UserRow, newEmail: string): Promise<void> {
    const token = randomToken();
    await repo.revokeTokens(user.id, 'email_change', now());
    await repo.createToken({
      id: hashToken(token),
      userId: user.id,
      kind: 'email_change',
      email: newEmail,
      expiresAt: new Date(now().getTime() + AUTH.verifyTokenMs),
    });
    const link = `${options.publicUrl}/api/verify-email?token=${encodeURIComponent(token)}`;
    await deliver(
      emailChangeConfirmation({
        product: options.productName,
        publicUrl: options.publicUrl,
        to: newEmail,
        username: user.username,
        link,
      }),
    );
  }

  async function sendReset(user: UserRow): Promise<void> {
    const token = randomToken();
    await repo.revokeTokens(user.id, 'reset', now());
    await repo.createToken({
      id: hashToken(token),
      userId: user.id,
      kind: 'reset',
      expiresAt: new Date(now().getTime() + AUTH.resetTokenMs),
    });
    const link = `${options.publicUrl}/#access_token=${encodeURIComponent(token)}&type=recovery`;
    await deliver(
      resetEmail({
        product: options.productName,
        publicUrl: options.publicUrl,
        to: user.email,
        username: user.username,
        link,
      }),
    );
  }

  /** One mailbox gets at most a few emails per window, whoever asks. */
  function mayEmail(email: string): boolean {
    const key = email.toLowerCase();
    if (emailsSent.count(key) >= EMAILS_PER_ADDRESS) return false;
    emailsSent.add(key);
    return true;
  }

  /**
   * A new password (changed or reset) is the owner taking the account back: an email change asked
   * from another session (perhaps an intruder's, to his inbox) is dropped, and its links stop working.
   */
  async function setPassword(userId: number, password: string, extra: Partial<UserRow> = {}): Promise<void> {
    await repo.updateUser(userId, { passwordHash: await hashPassword(password), pendingEmail: null, ...extra });
    await repo.revokeTokens(userId, 'email_change', now());
  }

  /**
   * The current password asked again within a session (400 with `wrongMessage` when wrong). Counted
   * per account before it is checked (parallel guesses cannot pass the limit); past the limit the
   * session asking is ended and the answer is 401.
   */
  async function confirmCurrentPassword(auth: Authenticated, password: string, wrongMessage: string): Promise<void> {
    const key = `current-password:user:${auth.user.id}`;
    const wait = await throttle.take([{ key, free: CURRENT_PASSWORD_FREE }], now().getTime(), LOGIN_THROTTLE.forgetMs);
    if (wait > 0) {
      log.warn({ userId: auth.user.id }, 'senha atual errada muitas vezes: sessão encerrada');
      await endSession(auth.sessionId);
      throw unauthorized(MESSAGES.tooManyWrongPasswords);
    }
    if (!(await verifyPassword(auth.user.passwordHash, password))) throw invalid(wrongMessage);
    await throttle.delete(key);
  }

  async function assertAvailable(fields: { username?: string; email?: string }, exceptUserId?: number): Promise<void> {
    const taken = await repo.taken(fields, exceptUserId);
    if (taken.username && taken.email) throw conflict(MESSAGES.bothTaken);
    if (taken.username) throw conflict(MESSAGES.usernameTaken);
    if (taken.email) throw conflict(MESSAGES.emailTaken);
  }

  async function createSession(user: UserRow, context: ClientContext): Promise<{ token: string; expiresAt: Date }> {
    // Rotation: the session the browser came with (if any) is replaced, never reused.
    if (context.sessionToken) await endSession(hashToken(context.sessionToken));
    const token = randomToken();
    const expiresAt = new Date(now().getTime() + sessionMs);
    await repo.createSession({
      id: hashToken(token),
      userId: user.id,
      expiresAt,
      userAgent: context.userAgent?.slice(0, 300) ?? null,
      ip: context.ip,
      createdAt: now(),
      lastSeenAt: now(),
    });
    return { token, expiresAt };
  }

  return {
    sessionMs,

    async register(body: RegisterBody, context: ClientContext) {
      const takenKey = `ip:${context.ip}`;
      if (takenAnswers.count(takenKey) >= TAKEN_ANSWERS.max) throw rateLimited(MESSAGES.tooManySignups);
      try {
        await assertAvailable({ username: body.username, email: body.email });
      } catch (error) {
        takenAnswers.add(takenKey);
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
        await assertAvailable({ username: body.username, email: body.email });
        throw error;
      }
      if (options.emailVerification) {
        await sendVerification(user);
        const response: RegisterResponse = { emailVerificationRequired: true, message: MESSAGES.verificationSent };
        return { response, session: undefined };
      }
      const session = await createSession(user, context);
      await repo.updateUser(user.id, { lastLoginAt: now() });
      return { response: toUser(user) as RegisterResponse, session };
    },

    async login(body: LoginBody, context: ClientContext) {
      const identifier = body.email.trim().toLowerCase();
      let user: UserRow | undefined;
      try {
        user = await repo.findUserByLogin(identifier);
      } catch (error) {
        log.error({ err: error }, 'falha ao buscar conta no login');
        throw loginError('internal', MESSAGES.authError, 'auth_error');
      }
      const keys = loginKeys(user ? `user:${user.id}` : `name:${identifier}`, context.ip);
      const at = now();
      const known = user
        ? await repo.signedInFrom(user.id, context.ip, new Date(at.getTime() - LOGIN_THROTTLE.knownMs))
        : false;
      // Counted before the password is checked (see limiter.ts), taken back below on success.
      const wait = await throttle.take(loginChecks(keys, known), at.getTime(), LOGIN_THROTTLE.forgetMs);
      if (wait > 0) throw loginError('rate_limited', MESSAGES.rateLimited(waitInWords(wait)), 'rate_limited');
      const valid = user
        ? await verifyPassword(user.passwordHash, body.password)
        : (await verifyAgainstDummy(body.password), false);
      if (!user || !valid) throw loginError('unauthorized', MESSAGES.invalidCredentials, 'invalid_credentials');
      await Promise.all([throttle.delete(keys.pair), throttle.forgive(keys.account), throttle.forgive(keys.address)]);
      if (user.disabled) throw loginError('forbidden', MESSAGES.disabled, 'auth_error');
      if (options.emailVerification && !user.emailVerifiedAt) {
        throw loginError('forbidden', MESSAGES.emailNotVerified, 'email_not_verified', {
          emailVerificationRequired: true,
          email: user.email,
        });
      }
      try {
        const session = await createSession(user, context);
        const updated = await repo.updateUser(user.id, { lastLoginAt: now() });
        await repo.rememberSignIn(user.id, context.ip, now());
        return { user: toUser(updated), session };
      } catch (error) {
        log.error({ err: error }, 'falha ao criar sessão');
        throw loginError('internal', MESSAGES.authError, 'auth_error');
      }
    },

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

    endUserSessions,

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
        await assertAvailable({ username }, user.id);
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
        inBackground(async () => {
          // An address with an account gets nothing (and no link that could work): the same answer,
          // the same notice to the current address, nothing else.
          if ((await repo.taken({ email: newEmail }, user.id)).email) {
            await repo.revokeTokens(user.id, 'email_change', now());
          } else if (mayEmail(newEmail)) {
            await sendEmailChange(updated, newEmail);
          }
          if (mayEmail(user.email))
            await deliver(
              emailChangeNotice({
                product: options.productName,
                publicUrl: options.publicUrl,
                to: user.email,
                username: updated.username,
                newEmail,
              }),
            );
        });
      }
      return toUser(updated);
    },

    confirmCurrentPassword,

    async changePassword(auth: Authenticated, body: ChangePasswordBody): Promise<string> {
      await confirmCurrentPassword(auth, body.currentPassword, MESSAGES.wrongCurrentPassword);
      if (body.currentPassword === body.newPassword) throw invalid(MESSAGES.samePassword);
      await setPassword(auth.user.id, body.newPassword);
      await endUserSessions(auth.user.id, auth.sessionId);
      // A squatter's device would go on receiving the owner's pushes; the owner re-subscribes in one tap.
      await repo.deletePushDevices(auth.user.id, auth.sessionId);
      return MESSAGES.passwordChanged;
    },

    requestReset(email: string): string {
      inBackground(async () => {
        const user = await repo.findUserByEmail(email);
        if (user && !user.disabled && mayEmail(email)) await sendReset(user);
      });
      return MESSAGES.resetRequested;
    },

    /**
     * A new password from an emailed link. The link proves the mailbox, so the account's login
     * counters start again, and the address it was opened from becomes one the account signed in
     * from: the owner there is never slowed by an attacker's failures from elsewhere.
     */
    async confirmReset(token: string, password: string, context?: { ip: string }): Promise<string> {
      const used = await repo.consumeToken(hashToken(token), 'reset', now());
      if (!used) throw invalid(MESSAGES.resetInvalid);
      const user = await repo.findUserById(used.userId);
      if (!user || user.disabled) throw invalid(MESSAGES.resetInvalid);
      // The link came through the mailbox, which also proves the address.
      await setPassword(user.id, password, user.emailVerifiedAt ? {} : provenAddress(user, user.email));
      await repo.revokeTokens(user.id, 'reset', now());
      await endUserSessions(user.id);
      await repo.deletePushDevices(user.id);
      const keys = loginKeys(`user:${user.id}`, context?.ip ?? '');
      await throttle.delete(keys.account);
      if (context) await Promise.all([throttle.delete(keys.pair), repo.rememberSignIn(user.id, context.ip, now())]);
      return MESSAGES.resetDone;
    },

    resendVerification(email: string): string {
      inBackground(async () => {
        const user = await repo.findUserByEmail(email);
        if (user && !user.disabled && !user.emailVerifiedAt && mayEmail(email)) await sendVerification(user);
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
          const proven = await repo.updateUser(user.id, provenAddress(user, user.email));
          await auditListedPromotion(user, proven, 'administrador ao confirmar o email');
          await options
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
          ...provenAddress(user, change.email),
        });
      } catch (error) {
        // Another account took the address between the check and the update (unique index).
        log.warn({ err: error }, 'troca de email recusada');
        return null;
      }
      await auditListedPromotion(user, changed, `administrador ao trocar o email (antes ${user.email})`);
      await repo.revokeTokens(user.id, 'verify', now());
      // Always sent (no per-address limit): the old address is the one the owner still controls.
      inBackground(() =>
        deliver(
          emailChangedNotice({
            product: options.productName,
            publicUrl: options.publicUrl,
            to: user.email,
            username: user.username,
            newEmail: change.email!,
          }),
        ),
      );
      return 'email_changed';
    },

    /**
     * Admin re-authentication: the password again, within this session. A wrong password is a 400
     * (not 401: the session itself is still good) and counts like a failed login for the throttle.
     */
    async reauthenticate(
      session: { userId: number; sessionId: string },
      password: string,
      ip: string | null,
    ): Promise<Date> {
      const key = `reauth:${session.userId}`;
      const checks = [{ key, free: LOGIN_THROTTLE.pairFree }];
      const wait = await throttle.take(checks, now().getTime(), LOGIN_THROTTLE.forgetMs);
      if (wait > 0) throw rateLimited(MESSAGES.rateLimited(waitInWords(wait)));
      const user = await repo.findUserById(session.userId);
      if (!user || !(await verifyPassword(user.passwordHash, password))) {
        log.warn({ userId: session.userId, ip }, 'reautenticação recusada');
        throw invalid(MESSAGES.wrongPassword);
      }
      await throttle.delete(key);
      const at2 = now();
      await repo.markReauthenticated(session.sessionId, at2);
      return at2;
    },

    /**
     * An admin asks for a new verification link for someone (same limits per address as the user's
     * own): null when there is no such user, else whether a link went out and to which address.
     */
    async resendVerificationFor(userId: number): Promise<{ sent: boolean; email: string } | null> {
      const user = await repo.findUserById(userId);
      if (!user) return null;
      if (user.emailVerifiedAt || user.disabled || !mayEmail(user.email)) return { sent: false, email: user.email };
      await sendVerification(user);
      return { sent: true, email: user.email };
    },

    /** ADMIN_EMAILS at start. */
    async promoteConfiguredAdmins(): Promise<number> {
      return repo.promoteAdmins(options.adminEmails, now());
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
        if (input.password) await setPassword(existing.id, input.password, promotion);
        else {
          await repo.updateUser(existing.id, { ...promotion, pendingEmail: null });
          await repo.revokeTokens(existing.id, 'email_change', now());
        }
        await repo.revokeTokens(existing.id, 'reset', now());
        const ended = await endUserSessions(existing.id);
        await repo.deletePushDevices(existing.id);
        await repo.audit(
          roleGrantAudit(existing, {
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
      await assertAvailable({ username: input.username });
      const user = await repo.createUser({
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: 'admin',
        emailVerifiedAt: now(),
        createdAt: now(),
      });
      await repo.audit(
        roleGrantAudit(user, {
          before: null,
          after: { role: 'admin' },
          reason: `npm run admin:create criou o administrador ${user.email}`,
        }),
      );
      return { user: toUser(user), created: true };
    },

    /** Waits for emails still being sent (shutdown, tests). */
    async drain(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },

    async pruneExpiredSessions(): Promise<void> {
      await repo.deleteExpiredSessions(now());
      await repo.forgetSignInsBefore(new Date(now().getTime() - LOGIN_THROTTLE.knownMs));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
