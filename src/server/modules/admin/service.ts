// What admins do, each change audited with its before and after: accounts (disable, role, sessions,
// verification), subscriptions (cancel, extend) and payments (refund through the provider, the
// sandbox's "PIX paid"). Rules that protect the platform live here, not in the pages: never the
// last admin, never yourself, money and roles only after a recent password.
// The data is asked of the modules that own it (auth: accounts; billing: subscriptions and payments;
// notifications: devices and figures); this module owns only the audit log.
import { conflict, forbidden, notFound, unavailable } from '../../domain-errors';
import type { AuthService } from '../auth/service';
import type { AccountsAdmin } from '../auth/admin/service';
import type { BillingAdmin } from '../billing';
import type { NotificationsAdmin } from '../notifications';
import { REAUTH_ERROR_TYPE, REAUTH_MESSAGE, REAUTH_WINDOW_MS, type AdminUser } from '@shared/admin';
import { auditRepo } from './repo';
import type { Actor, SessionActor } from './actor';
import type { AuditLog } from './audit';

export const ADMIN_MESSAGES = {
  userNotFound: 'Usuário não encontrado.',
  lastAdmin: 'Não é possível: a plataforma ficaria sem nenhum administrador ativo.',
  notYourself: 'Você não pode fazer isto com a sua própria conta.',
  disabled: 'Usuário desativado e desconectado.',
  enabled: 'Usuário reativado.',
  roleAdmin: 'Usuário agora é administrador.',
  roleUser: 'Usuário não é mais administrador.',
  sessionsEnded: 'Todas as sessões do usuário foram encerradas.',
  verificationSent: 'Enviamos um novo link de confirmação.',
  verificationNotSent:
    'Nada enviado: o email já foi confirmado, a conta está desativada ou o limite de envios foi atingido.',
  subscriptionNotFound: 'Assinatura não encontrada.',
  notExtendable: 'Esta assinatura não pode ser estendida.',
  extended: (days: number) => `Assinatura estendida em ${days} ${days === 1 ? 'dia' : 'dias'}.`,
  canceled: 'Assinatura cancelada ao fim do período.',
  paymentNotFound: 'Pagamento não encontrado.',
  notRefundable: 'Só pagamentos aprovados podem ser reembolsados.',
  refundRefused: 'O provedor de pagamento recusou o reembolso.',
  refunded: 'Pagamento reembolsado.',
  notSandbox: 'Só no provedor de testes (sandbox) é possível marcar um PIX como pago.',
  notPendingPix: 'Só um PIX pendente pode ser marcado como pago.',
  markedPaid: 'PIX marcado como pago.',
} as const;

export interface AdminServiceOptions {
  auth: AuthService;
  accounts: AccountsAdmin;
  billing: BillingAdmin;
  notifications: NotificationsAdmin;
  audit: AuditLog;
  now: () => Date;
}

/** The part of a user an audit row keeps. */
const userState = (user: AdminUser) => ({ role: user.role, disabled: user.disabled, email: user.email });

export function createAdminService(options: AdminServiceOptions) {
  const { audit, now, billing, accounts, notifications } = options;

  async function requireRecentSignIn(actor: SessionActor): Promise<void> {
    if (now().getTime() - actor.signedInAt.getTime() > REAUTH_WINDOW_MS) {
      throw forbidden(REAUTH_MESSAGE, { errorType: REAUTH_ERROR_TYPE });
    }
  }

  /** Disabling, enabling or signing out an admin is as sensitive as changing a role. */
  async function requireRecentSignInFor(actor: SessionActor, target: AdminUser): Promise<void> {
    if (target.role === 'admin') await requireRecentSignIn(actor);
  }

  async function userOr404(id: number): Promise<AdminUser> {
    const user = await accounts.userById(id);
    if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
    return user;
  }

  /** Role or disabled flag, never leaving the platform without an active admin; audited. */
  async function changeGuardingLastAdmin(
    target: AdminUser,
    patch: { role?: 'user' | 'admin'; disabled?: boolean; adminRevokedAt?: Date | null },
    actor: Actor,
    entry: { action: string; reason?: string },
  ): Promise<void> {
    const row = audit.entry(actor, {
      action: entry.action,
      targetType: 'user',
      targetId: target.id,
      before: userState(target),
      after: userState({ ...target, ...patch }),
      reason: entry.reason,
    });
    const changed = await accounts.changeStanding(target, patch, (tx) => auditRepo(tx).insert(row));
    if (!changed) throw conflict(ADMIN_MESSAGES.lastAdmin);
  }

  /** A CSV export: an audit row first (which list, with which filters, how many rows), then its rows in batches. */
  async function exported<Filter extends object, Row>(
    actor: Actor,
    list: string,
    filter: Filter,
    lister: { count: (filter: Filter) => Promise<number>; each: (filter: Filter) => AsyncGenerator<Row[]> },
  ): Promise<AsyncGenerator<Row[]>> {
    const rows = await lister.count(filter);
    await audit.record(actor, { action: 'export', targetType: list, targetId: 'csv', after: { filter, count: rows } });
    return lister.each(filter);
  }

  return {
    /**
     * Money and role actions (their routes' preHandler): the password must have been given (sign-in
     * or POST /api/admin/reauth) within the last 15 minutes of the app's clock.
     */
    requireRecentSignIn,

    // The dashboard's figures and the lists (filters, order, pages), as the repo reads them.
    dashboardFigures: async (at: Date) => {
      const [users, figures] = await Promise.all([accounts.userFigures(at), billing.dashboard(at)]);
      return { users, ...figures };
    },
    notificationFigures: notifications.notificationFigures,
    listUsers: accounts.listUsers,
    listSubscriptions: billing.listSubscriptions,
    listPayments: billing.listPayments,

    // CSV exports: the lists' filters, without pages.
    exportUsers: (actor: Actor, filter: Parameters<AccountsAdmin['eachUser']>[0]) =>
      exported(actor, 'users', filter, { count: accounts.countUsers, each: (f) => accounts.eachUser(f) }),
    exportSubscriptions: (actor: Actor, filter: Parameters<BillingAdmin['eachSubscription']>[0]) =>
      exported(actor, 'subscriptions', filter, {
        count: billing.countSubscriptions,
        each: (f) => billing.eachSubscription(f),
      }),
    exportPayments: (actor: Actor, filter: Parameters<BillingAdmin['eachPayment']>[0]) =>
      exported(actor, 'payments', filter, { count: billing.countPayments, each: (f) => billing.eachPayment(f) }),

    async reauthenticate(actor: SessionActor, password: string) {
      const at = await options.auth.reauthenticate(
        { userId: actor.id, sessionId: actor.sessionId },
        password,
        actor.ip,
      );
      return { signedInAt: at.toISOString(), validUntil: new Date(at.getTime() + REAUTH_WINDOW_MS).toISOString() };
    },

    async userDetail(id: number) {
      const user = await userOr404(id);
      const [subscription, payments, sessions, history, devices] = await Promise.all([
        billing.subscriptionOfUser(id),
        billing.paymentsOfUser(id),
        accounts.sessionsOf(id, now()),
        audit.list({ targetType: 'user', targetId: String(id), limit: 20 }),
        notifications.devicesOf(id),
      ]);
      return {
        user,
        subscription: subscription ?? null,
        payments,
        sessions: sessions.map((session) => ({
          id: session.id.slice(0, 8),
          userAgent: session.userAgent,
          ip: session.ip,
          createdAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
        })),
        audit: history,
        devices,
      };
    },

    /** Disabling signs the user out everywhere (their sessions are deleted; the next request is a visitor's). */
    async setDisabled(actor: SessionActor, id: number, disabled: boolean, reason?: string): Promise<string> {
      const target = await userOr404(id);
      if (target.id === actor.id) throw conflict(ADMIN_MESSAGES.notYourself);
      await requireRecentSignInFor(actor, target);
      if (target.disabled !== disabled) {
        await changeGuardingLastAdmin(target, { disabled }, actor, {
          action: disabled ? 'user.disable' : 'user.enable',
          reason,
        });
      }
      if (disabled) await options.auth.endUserSessions(id);
      return disabled ? ADMIN_MESSAGES.disabled : ADMIN_MESSAGES.enabled;
    },

    async setRole(actor: Actor, id: number, role: 'user' | 'admin'): Promise<string> {
      const target = await userOr404(id);
      // An admin's demotion is remembered, so ADMIN_EMAILS does not undo it at the next start.
      if (target.role !== role)
        await changeGuardingLastAdmin(target, { role, adminRevokedAt: role === 'user' ? now() : null }, actor, {
          action: 'user.role',
        });
      return role === 'admin' ? ADMIN_MESSAGES.roleAdmin : ADMIN_MESSAGES.roleUser;
    },

    async endSessions(actor: SessionActor, id: number): Promise<string> {
      const target = await userOr404(id);
      await requireRecentSignInFor(actor, target);
      const before = (await accounts.sessionsOf(id, now())).length;
      // Your own other sessions may be ended; the one you are using stays.
      await options.auth.endUserSessions(id, id === actor.id ? actor.sessionId : undefined);
      await audit.record(actor, {
        action: 'user.end_sessions',
        targetType: 'user',
        targetId: target.id,
        before: { sessions: before },
        after: { sessions: (await accounts.sessionsOf(id, now())).length },
      });
      return ADMIN_MESSAGES.sessionsEnded;
    },

    async resendVerification(actor: Actor, id: number): Promise<string> {
      const result = await options.auth.resendVerificationFor(id);
      if (!result) throw notFound(ADMIN_MESSAGES.userNotFound);
      if (!result.sent) throw conflict(ADMIN_MESSAGES.verificationNotSent);
      await audit.record(actor, {
        action: 'user.resend_verification',
        targetType: 'user',
        targetId: id,
        before: { emailVerified: false },
        after: { emailVerified: false, linkSentTo: result.email },
      });
      return ADMIN_MESSAGES.verificationSent;
    },

    async cancelSubscription(actor: Actor, id: number, reason: string): Promise<string> {
      const before = await billing.subscriptionById(id);
      if (!before) throw notFound(ADMIN_MESSAGES.subscriptionNotFound);
      await billing.cancel(before.userId);
      const after = await billing.subscriptionById(id);
      await audit.record(actor, {
        action: 'subscription.cancel',
        targetType: 'subscription',
        targetId: id,
        before,
        after,
        reason,
      });
      return ADMIN_MESSAGES.canceled;
    },

    /**
     * Adds days to the paid period: from its end, or from now when it already ended (an expired or
     * past-due subscription becomes active again until the new end).
     */
    async extendSubscription(actor: Actor, id: number, days: number, reason: string): Promise<string> {
      const result = await billing.extendPaidPeriod(id, days, { source: `admin:${actor.id}`, reason, at: now() });
      if (result === 'not_found') throw notFound(ADMIN_MESSAGES.subscriptionNotFound);
      if (result === 'not_extendable') throw conflict(ADMIN_MESSAGES.notExtendable);
      const after = await billing.subscriptionById(id);
      await audit.record(actor, {
        action: 'subscription.extend',
        targetType: 'subscription',
        targetId: id,
        before: { days },
        after,
        reason,
      });
      return ADMIN_MESSAGES.extended(days);
    },

    /** Whether the user or payment an admin detail page shows exists (the page's HTTP status). */
    async recordExists(kind: 'users' | 'payments', id: number): Promise<boolean> {
      return (kind === 'users' ? await accounts.userById(id) : await billing.paymentById(id)) !== undefined;
    },

    async paymentDetail(id: number) {
      const payment = await billing.paymentById(id);
      if (!payment) throw notFound(ADMIN_MESSAGES.paymentNotFound);
      const [events, history] = await Promise.all([
        billing.paymentEventsOf(id),
        audit.list({ targetType: 'payment', targetId: String(id), limit: 20 }),
      ]);
      return { payment, events, audit: history, sandbox: billing.sandbox };
    },

    /**
     * Refund through the provider; the payment's new status is then read back from the provider and
     * applied like a webhook would (idempotent: the webhook that follows changes nothing more).
     */
    async refund(actor: Actor, id: number, reason: string): Promise<string> {
      const before = await billing.paymentById(id);
      if (!before) throw notFound(ADMIN_MESSAGES.paymentNotFound);
      if (before.status !== 'approved' || !before.providerPaymentId) throw conflict(ADMIN_MESSAGES.notRefundable);
      const accepted = await billing.refund(before.providerPaymentId, `refund-${id}`, `admin:${actor.id}`);
      if (!accepted) throw unavailable(ADMIN_MESSAGES.refundRefused);
      const after = await billing.paymentById(id);
      await audit.record(actor, {
        action: 'payment.refund',
        targetType: 'payment',
        targetId: id,
        before,
        after,
        reason,
      });
      return ADMIN_MESSAGES.refunded;
    },

    async markPixPaid(actor: Actor, id: number): Promise<string> {
      if (!billing.sandbox) throw conflict(ADMIN_MESSAGES.notSandbox);
      const before = await billing.paymentById(id);
      if (!before) throw notFound(ADMIN_MESSAGES.paymentNotFound);
      if (before.method !== 'pix' || before.status !== 'pending' || !before.providerPaymentId)
        throw conflict(ADMIN_MESSAGES.notPendingPix);
      if (!(await billing.approveSandboxPix(before.providerPaymentId, `admin:${actor.id}`)))
        throw conflict(ADMIN_MESSAGES.notPendingPix);
      const after = await billing.paymentById(id);
      await audit.record(actor, { action: 'payment.mark_paid', targetType: 'payment', targetId: id, before, after });
      return ADMIN_MESSAGES.markedPaid;
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
