// The billing scheduler: its pass (renewal codes, expired PIX codes, period and grace ends) and the
// timer that runs it every BILLING_SCHEDULER_MS (and once at start). All its state is in the
// database, so a restart simply carries on; two passes never overlap in one process. With several
// processes each timed pass is first claimed (db/job-claims.ts: FOR UPDATE SKIP LOCKED on the job's
// row), so one process runs each period's pass; every change is also a conditional update, so even
// an overlap would be safe.
import type { FastifyBaseLogger } from 'fastify';
import { formatDateBr } from '@shared/billing-rules';
import type { SubscriptionWithPlan } from './repo';
import { dueTransition, graceEnd, type SubscriptionStatus } from './rules';
import type { Renewals } from './renewals';
import { expirePayment } from './payments';
import { DAY_MS, iso, runEffects, stateOf, type BillingContext, type Effect } from './context';

export interface SchedulerReport {
  pixExpired: number;
  renewalsCreated: number;
  pastDue: number;
  canceled: number;
  expired: number;
}

export function createSchedulerPass(context: BillingContext, { createRenewal }: Pick<Renewals, 'createRenewal'>) {
  /**
   * One pass of the timed work, safe to run from several processes and after any restart (every
   * change is a conditional update on stored state): the provider's own work, expired PIX codes,
   * renewals due, period ends and grace ends.
   */
  async function runScheduler(): Promise<SchedulerReport> {
    const { repo, provider, policy } = context;
    const now = context.now();
    const report: SchedulerReport = { pixExpired: 0, renewalsCreated: 0, pastDue: 0, canceled: 0, expired: 0 };
    await provider.tick?.(now);
    for (const payment of await repo.expiredPendingPix(now)) {
      if (await repo.transaction((tx) => expirePayment(tx, payment.id, 'scheduler', now))) report.pixExpired += 1;
    }
    const due = await repo.subscriptionsDue({
      now,
      renewalEdge: new Date(now.getTime() + policy.renewalDays * DAY_MS),
      graceCutoff: new Date(now.getTime() - policy.graceDays * DAY_MS),
    });
    for (const candidate of due) {
      let subscription: SubscriptionWithPlan = candidate;
      let hasRenewal = candidate.hasRenewal;
      // A scheduler that was down catches up: active → past_due → expired in one pass.
      for (let step = 0; step < 3; step++) {
        const transition = dueTransition(stateOf(subscription), now, policy, hasRenewal);
        if (!transition) break;
        if (transition.action === 'create_renewal') {
          const created = await createRenewal(subscription, transition.renewalFor, 'scheduler', now);
          if (created) report.renewalsCreated += 1;
          hasRenewal = true;
          continue;
        }
        const to =
          transition.action === 'to_past_due'
            ? 'past_due'
            : transition.action === 'to_canceled'
              ? 'canceled'
              : 'expired';
        const moved = await moveSubscription(subscription, to, now);
        if (!moved) break;
        report[to === 'past_due' ? 'pastDue' : to] += 1;
        subscription = { ...subscription, status: to };
      }
    }
    return report;
  }

  async function moveSubscription(
    subscription: SubscriptionWithPlan,
    to: SubscriptionStatus,
    now: Date,
  ): Promise<boolean> {
    const effects: Effect[] = [];
    const moved = await context.repo.transaction(async (tx) => {
      const patch = to === 'past_due' ? { status: to } : { status: to, renewalPaymentId: null };
      const row = await tx.updateSubscription(subscription.id, patch, [subscription.status], now);
      if (!row) return false;
      await tx.addSubscriptionEvent(subscription.id, {
        from: subscription.status,
        to,
        source: 'scheduler',
        detail: { periodEnd: iso(subscription.currentPeriodEnd) },
        at: now,
      });
      if (to !== 'past_due' && subscription.renewalPaymentId) {
        await expirePayment(tx, subscription.renewalPaymentId, 'scheduler', now, { reason: `subscription_${to}` });
      }
      const name = subscription.plan.name;
      const message =
        to === 'past_due'
          ? `Seu ${name} venceu. Pague a renovação com PIX até ${formatDateBr(graceEnd(subscription.currentPeriodEnd!, context.policy))} para não perder o acesso.`
          : to === 'canceled'
            ? `Sua assinatura ${name} terminou, como você pediu. Você pode assinar de novo quando quiser.`
            : `Sua assinatura ${name} expirou por falta de pagamento. Assine de novo para voltar ao Pro.`;
      effects.push(() =>
        context.notifier.notify(
          [subscription.userId],
          {
            type: to === 'past_due' ? 'alert' : 'system',
            title:
              to === 'past_due'
                ? 'Assinatura vencida'
                : to === 'canceled'
                  ? 'Assinatura encerrada'
                  : 'Assinatura expirada',
            message,
            actionUrl:
              to === 'past_due' && subscription.renewalPaymentId
                ? `/pix-renewal/${subscription.renewalPaymentId}`
                : to === 'past_due'
                  ? '/profile?tab=subscription'
                  : '/plans',
          },
          `subscription:${subscription.id}:${to}:${iso(subscription.currentPeriodEnd)}`,
        ),
      );
      return true;
    });
    await runEffects(context, effects);
    return moved;
  }

  return { runScheduler };
}

export class BillingScheduler {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<SchedulerReport | null> | null = null;

  constructor(
    private readonly service: { runScheduler(): Promise<SchedulerReport> },
    private readonly options: {
      intervalMs: number;
      log: FastifyBaseLogger;
      /** Claims this period's pass among all processes (true: run it here). */
      claim?: () => Promise<boolean>;
    },
  ) {}

  start(): void {
    if (this.timer) return;
    void this.runClaimed();
    this.timer = setInterval(() => void this.runClaimed(), this.options.intervalMs);
    this.timer.unref();
  }

  /** The timed pass: runs only if this process claims the period (null when another one did). */
  async runClaimed(): Promise<SchedulerReport | null> {
    const claimed = await (this.options.claim?.() ?? Promise.resolve(true)).catch((error) => {
      this.options.log.error({ err: error }, 'billing: falha ao reservar o agendador');
      return false;
    });
    return claimed ? this.runOnce() : null;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass (skipped while the previous one is still running). */
  runOnce(): Promise<SchedulerReport | null> {
    if (this.running) return this.running;
    this.running = this.service
      .runScheduler()
      .then((report) => {
        const changes = Object.entries(report).filter(([, count]) => count > 0);
        if (changes.length) this.options.log.info({ billing: Object.fromEntries(changes) }, 'billing: agendador');
        return report;
      })
      .catch((error) => {
        this.options.log.error({ err: error }, 'billing: falha no agendador');
        return null;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
