// What admins do, each change audited with its before and after: accounts (disable, role, sessions,
// verification), subscriptions (cancel, extend) and payments (refund through the provider, the
// sandbox's "PIX paid"). Rules that protect the platform live here, not in the pages: never the
// last admin, never yourself, money and roles only after a recent password.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { authOf } from '../../plugins/session';
import type { AuthService } from '../auth/service';
import { authRepo } from '../auth/repo';
import type { Billing } from '../billing';
import { billingRepo } from '../billing/repo';
import { REAUTH_ERROR_TYPE, REAUTH_MESSAGE, REAUTH_WINDOW_MS, type AdminUser } from '@shared/admin';
import { adminRepo, changeStanding, type AdminRepo } from './repo';
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
  db: Db;
  auth: AuthService;
  billing: Billing;
  audit: AuditLog;
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The part of a user an audit row keeps. */
const userState = (user: AdminUser) => ({ role: user.role, disabled: user.disabled, email: user.email });

export function createAdminService(options: AdminServiceOptions) {
  const { db, audit, now, billing } = options;
  const repo: AdminRepo = adminRepo(db);
  const accounts = authRepo(db);

  async function requireRecentSignIn(request: FastifyRequest): Promise<void> {
    const { signedInAt } = authOf(request);
    if (now().getTime() - signedInAt.getTime() > REAUTH_WINDOW_MS) {
      throw new HttpError(403, REAUTH_MESSAGE, { errorType: REAUTH_ERROR_TYPE });
    }
  }

  /** Disabling, enabling or signing out an admin is as sensitive as changing a role. */
  async function requireRecentSignInFor(request: FastifyRequest, target: AdminUser): Promise<void> {
    if (target.role === 'admin') await requireRecentSignIn(request);
  }

  async function userOr404(id: number): Promise<AdminUser> {
    const user = await repo.userById(id);
    if (!user) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
    return user;
  }

  /** Role or disabled flag, never leaving the platform without an active admin; audited. */
  async function changeGuardingLastAdmin(
    target: AdminUser,
    patch: { role?: 'user' | 'admin'; disabled?: boolean; adminRevokedAt?: Date | null },
    request: FastifyRequest,
    entry: { action: string; reason?: string },
  ): Promise<void> {
    const changed = await changeStanding(
      db,
      target,
      patch,
      audit.entry(request, {
        action: entry.action,
        targetType: 'user',
        targetId: target.id,
        before: userState(target),
        after: userState({ ...target, ...patch }),
        reason: entry.reason,
      }),
    );
    if (!changed) throw new HttpError(409, ADMIN_MESSAGES.lastAdmin);
  }

  return {
    repo,

    /**
     * preHandler of money and role actions: the password must have been given (sign-in or
     * POST /api/admin/reauth) within the last 15 minutes of the app's clock.
     */
    requireRecentSignIn,

    /** A CSV export leaves an audit row: which list, with which filters, how many rows. */
    async auditExport<Filter extends object>(
      request: FastifyRequest,
      list: string,
      filter: Filter,
      count: (filter: Filter) => Promise<number>,
    ): Promise<void> {
      const rows = await count(filter);
      await audit.record(request, {
        action: 'export',
        targetType: list,
        targetId: 'csv',
        after: { filter, count: rows },
      });
    },

    async reauthenticate(request: FastifyRequest, password: string) {
      const at = await options.auth.reauthenticate(authOf(request), password, request.ip);
      return { signedInAt: at.toISOString(), validUntil: new Date(at.getTime() + REAUTH_WINDOW_MS).toISOString() };
    },

    async userDetail(id: number) {
      const user = await userOr404(id);
      const [subscription, payments, sessions, history, devices] = await Promise.all([
        repo.subscriptionOfUser(id),
        repo.paymentsOfUser(id),
        repo.sessionsOf(id, now()),
        audit.list({ targetType: 'user', targetId: String(id), limit: 20 }),
        repo.devicesOf(id),
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
    async setDisabled(request: FastifyRequest, id: number, disabled: boolean, reason?: string): Promise<string> {
      const target = await userOr404(id);
      if (target.id === authOf(request).user.id) throw new HttpError(409, ADMIN_MESSAGES.notYourself);
      await requireRecentSignInFor(request, target);
      if (target.disabled !== disabled) {
        await changeGuardingLastAdmin(target, { disabled }, request, {
          action: disabled ? 'user.disable' : 'user.enable',
          reason,
        });
      }
      if (disabled) await options.auth.endUserSessions(id);
      return disabled ? ADMIN_MESSAGES.disabled : ADMIN_MESSAGES.enabled;
    },

    async setRole(request: FastifyRequest, id: number, role: 'user' | 'admin'): Promise<string> {
      const target = await userOr404(id);
      // An admin's demotion is remembered, so ADMIN_EMAILS does not undo it at the next start.
      if (target.role !== role)
        await changeGuardingLastAdmin(target, { role, adminRevokedAt: role === 'user' ? now() : null }, request, {
          action: 'user.role',
        });
      return role === 'admin' ? ADMIN_MESSAGES.roleAdmin : ADMIN_MESSAGES.roleUser;
    },

    async endSessions(request: FastifyRequest, id: number): Promise<string> {
      const target = await userOr404(id);
      await requireRecentSignInFor(request, target);
      const before = (await repo.sessionsOf(id, now())).length;
      // Your own other sessions may be ended; the one you are using stays.
      await options.auth.endUserSessions(id, id === authOf(request).user.id ? authOf(request).sessionId : undefined);
      await audit.record(request, {
        action: 'user.end_sessions',
        targetType: 'user',
        targetId: target.id,
        before: { sessions: before },
        after: { sessions: (await repo.sessionsOf(id, now())).length },
      });
      return ADMIN_MESSAGES.sessionsEnded;
    },

    async resendVerification(request: FastifyRequest, id: number): Promise<string> {
      const row = await accounts.findUserById(id);
      if (!row) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
      const sent = await options.auth.resendVerificationFor(row);
      if (!sent) throw new HttpError(409, ADMIN_MESSAGES.verificationNotSent);
      await audit.record(request, {
        action: 'user.resend_verification',
        targetType: 'user',
        targetId: id,
        before: { emailVerified: false },
        after: { emailVerified: false, linkSentTo: row.email },
      });
      return ADMIN_MESSAGES.verificationSent;
    },

    async cancelSubscription(request: FastifyRequest, id: number, reason: string): Promise<string> {
      const before = await repo.subscriptionById(id);
      if (!before) throw new HttpError(404, ADMIN_MESSAGES.subscriptionNotFound);
      await billing.service.cancel(before.userId);
      const after = await repo.subscriptionById(id);
      await audit.record(request, {
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
    async extendSubscription(request: FastifyRequest, id: number, days: number, reason: string): Promise<string> {
      const at = now();
      const bills = billingRepo(db);
      await bills.transaction(async (tx) => {
        const subscription = await tx.subscriptionById(id);
        if (!subscription) throw new HttpError(404, ADMIN_MESSAGES.subscriptionNotFound);
        if (!['active', 'past_due', 'expired', 'canceled'].includes(subscription.status))
          throw new HttpError(409, ADMIN_MESSAGES.notExtendable);
        const end = subscription.currentPeriodEnd;
        const from = end && end > at ? end : at;
        const newEnd = new Date(from.getTime() + days * DAY_MS);
        const toStatus = 'active';
        const patch = {
          status: toStatus,
          currentPeriodEnd: newEnd,
          currentPeriodStart: subscription.currentPeriodStart ?? at,
          // A canceled subscription keeps ending, now at the new end.
          cancelAtPeriodEnd: subscription.status === 'canceled' ? true : subscription.cancelAtPeriodEnd,
        };
        const updated = await tx.updateSubscription(id, patch, [subscription.status], at);
        if (!updated) throw new HttpError(409, ADMIN_MESSAGES.notExtendable);
        await tx.addSubscriptionEvent(id, {
          from: subscription.status,
          to: toStatus,
          source: `admin:${authOf(request).user.id}`,
          detail: { extendedDays: days, reason, previousEnd: end?.toISOString() ?? null, newEnd: newEnd.toISOString() },
          at,
        });
      });
      const after = await repo.subscriptionById(id);
      await audit.record(request, {
        action: 'subscription.extend',
        targetType: 'subscription',
        targetId: id,
        before: { days },
        after,
        reason,
      });
      return ADMIN_MESSAGES.extended(days);
    },

    async paymentDetail(id: number) {
      const payment = await repo.paymentById(id);
      if (!payment) throw new HttpError(404, ADMIN_MESSAGES.paymentNotFound);
      const [events, history] = await Promise.all([
        repo.paymentEventsOf(id),
        audit.list({ targetType: 'payment', targetId: String(id), limit: 20 }),
      ]);
      return { payment, events, audit: history, sandbox: billing.sandbox !== null };
    },

    /**
     * Refund through the provider; the payment's new status is then read back from the provider and
     * applied like a webhook would (idempotent: the webhook that follows changes nothing more).
     */
    async refund(request: FastifyRequest, id: number, reason: string): Promise<string> {
      const before = await repo.paymentById(id);
      if (!before) throw new HttpError(404, ADMIN_MESSAGES.paymentNotFound);
      if (before.status !== 'approved' || !before.providerPaymentId)
        throw new HttpError(409, ADMIN_MESSAGES.notRefundable);
      const accepted = await billing.provider.refund(before.providerPaymentId, `refund-${id}`);
      if (!accepted) throw new HttpError(502, ADMIN_MESSAGES.refundRefused);
      const found = await billing.provider.getPayment(before.providerPaymentId);
      if (found) await billing.service.applyProviderPayment(found, `admin:${authOf(request).user.id}`);
      const after = await repo.paymentById(id);
      await audit.record(request, {
        action: 'payment.refund',
        targetType: 'payment',
        targetId: id,
        before,
        after,
        reason,
      });
      return ADMIN_MESSAGES.refunded;
    },

    async markPixPaid(request: FastifyRequest, id: number): Promise<string> {
      if (!billing.sandbox) throw new HttpError(409, ADMIN_MESSAGES.notSandbox);
      const before = await repo.paymentById(id);
      if (!before) throw new HttpError(404, ADMIN_MESSAGES.paymentNotFound);
      if (before.method !== 'pix' || before.status !== 'pending' || !before.providerPaymentId)
        throw new HttpError(409, ADMIN_MESSAGES.notPendingPix);
      if (!(await billing.sandbox.approvePix(before.providerPaymentId)))
        throw new HttpError(409, ADMIN_MESSAGES.notPendingPix);
      const found = await billing.provider.getPayment(before.providerPaymentId);
      if (found) await billing.service.applyProviderPayment(found, `admin:${authOf(request).user.id}`);
      const after = await repo.paymentById(id);
      await audit.record(request, { action: 'payment.mark_paid', targetType: 'payment', targetId: id, before, after });
      return ADMIN_MESSAGES.markedPaid;
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
