// What every accounts job shares: the options (repo, mailer, policy), the clock, the login
// throttle and the per-address email counters; the messages users read; and the small helpers
// several jobs call (sending without failing, work after the answer, proving an address).
import type { FastifyBaseLogger } from 'fastify';
import { AUTH, type LoginErrorType, type User } from '@shared/auth';
import { conflict, DomainError, type Meaning } from '../../domain-errors';
import type { Mailer, EmailMessage } from '../email/mailer';
import type { AuthRepo, UserRow } from './repo';
import { verifyPassword as checkPassword } from './passwords';
import { MemoryThrottleStore, WindowCounter, type ThrottleStore } from './limiter';

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

/**
 * Sign-up says when a username or email is taken (people need to know), so it could be used to test
 * addresses: each client address gets only a few such answers per hour, then waits.
 */
export const TAKEN_ANSWERS = { max: 5, windowMs: 60 * 60 * 1000 };

/**
 * Wrong current passwords (password change, account deletion) one account may give before the
 * session asking is ended: someone with a stolen session is guessing. Counted per account, whatever
 * the address, so new addresses do not buy new guesses.
 */
export const CURRENT_PASSWORD_FREE = 5;

/** Limits for the calls that send email, per address (requests beyond it are answered but not sent). */
const EMAILS_PER_ADDRESS = 3;

export interface AuthContext extends AuthServiceOptions {
  now: () => Date;
  sessionMs: number;
  throttle: ThrottleStore;
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
  /** Emails sent per address in the current window (mayEmail). */
  emailsSent: WindowCounter;
  /** "Taken" answers per client address in the current window (register). */
  takenAnswers: WindowCounter;
  /** Work still running after its answer (inBackground); drain() waits for it. */
  pending: Set<Promise<void>>;
}

export function authContext(options: AuthServiceOptions): AuthContext {
  const now = options.now ?? (() => new Date());
  return {
    ...options,
    now,
    sessionMs: options.sessionDays * 24 * 60 * 60 * 1000,
    throttle: options.throttleStore ?? new MemoryThrottleStore(),
    verifyPassword: options.verifyPassword ?? checkPassword,
    emailsSent: new WindowCounter(AUTH.emailWindowMs, () => now().getTime()),
    takenAnswers: new WindowCounter(TAKEN_ANSWERS.windowMs, () => now().getTime()),
    pending: new Set(),
  };
}

/** A refused sign-in: its errorType tells the client which help to show. */
export function loginError(
  meaning: Meaning,
  message: string,
  errorType: LoginErrorType,
  extra: Record<string, unknown> = {},
) {
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
 * What proving an address by a link sets: verified, and admin when ADMIN_EMAILS lists it, unless an
 * admin took that role away from this account (their decision wins over the list).
 */
export const provenAddress = (context: AuthContext, user: UserRow, email: string) => ({
  emailVerifiedAt: context.now(),
  ...(context.adminEmails.includes(email.toLowerCase()) && !user.adminRevokedAt ? { role: 'admin' } : {}),
});

/** The audit row of a role given outside the admin area (actor 0, named by where it came from). */
export function roleGrantAudit(
  context: AuthContext,
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
    createdAt: context.now(),
  };
}

export async function assertAvailable(
  context: AuthContext,
  fields: { username?: string; email?: string },
  exceptUserId?: number,
): Promise<void> {
  const taken = await context.repo.taken(fields, exceptUserId);
  if (taken.username && taken.email) throw conflict(MESSAGES.bothTaken);
  if (taken.username) throw conflict(MESSAGES.usernameTaken);
  if (taken.email) throw conflict(MESSAGES.emailTaken);
}

/** Sends without failing the caller: a mail outage must not break sign-up; the user can ask again. */
export async function deliver(context: AuthContext, message: EmailMessage): Promise<void> {
  try {
    await context.mailer.send(message);
  } catch (error) {
    context.log.error({ err: error, to: message.to }, 'falha ao enviar email');
  }
}

/** Work whose duration must not reveal whether an account exists runs after the answer. */
export function inBackground(context: AuthContext, work: () => Promise<void>): void {
  const task = work()
    .catch((error) => context.log.error({ err: error }, 'falha em tarefa de conta'))
    .finally(() => context.pending.delete(task));
  context.pending.add(task);
}

/** One mailbox gets at most a few emails per window, whoever asks. */
export function mayEmail(context: AuthContext, email: string): boolean {
  const key = email.toLowerCase();
  if (context.emailsSent.count(key) >= EMAILS_PER_ADDRESS) return false;
  context.emailsSent.add(key);
  return true;
}
