// Wires billing: the provider chosen by BILLING_PROVIDER, the service and its scheduler, which
// start() and stop() run while the server is up.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../email/mailer';
import { billingRepo } from './repo';
import { sandboxRepo } from './sandbox/repo';
import { SandboxProvider, type SandboxNotification } from './sandbox/provider';
import { MercadoPagoProvider } from './mercadopago';
import { SIMULATED_PIX_KEY } from './pix';
import { createBillingService, type BillingService } from './service';
import type { Notifier } from './context';
import { BillingScheduler } from './scheduler';
import { claimJob } from '../../db/job-claims';
import type { BillingProvider } from './provider';
import { createBillingAdmin, type BillingAdmin } from './admin/service';

export interface BillingOptions {
  config: Config;
  db: Db;
  mailer: Mailer;
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** How the sandbox reaches our webhook route (app.inject in app.ts). */
  deliver: (notification: SandboxNotification) => Promise<number>;
  now?: () => Date;
  /** Names this process in scheduled_jobs (who ran the last pass). */
  processId?: string;
  /** false: the scheduler's timer never runs (tests run its pass by hand). */
  startScheduler?: boolean;
}

export interface Billing {
  service: BillingService;
  scheduler: BillingScheduler;
  provider: BillingProvider;
  /** Set when the sandbox is the provider (its pay page routes and test hooks). */
  sandbox: SandboxProvider | null;
  now: () => Date;
  /** What the admin area asks of billing: lists, figures, plans, cancel, extend, refund, the sandbox's "PIX paid". */
  admin: BillingAdmin;
  /** Once the server is ready: the scheduler's timer (unless startScheduler is false). */
  start(): void;
  /** Before the server closes: the timer stops and a pass under way finishes. */
  stop(): Promise<void>;
}

export function createBilling(options: BillingOptions): Billing {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const sandbox =
    config.BILLING_PROVIDER === 'sandbox'
      ? new SandboxProvider({
          repo: sandboxRepo(options.db),
          receiver: {
            key: SIMULATED_PIX_KEY,
            merchantName: config.PIX_MERCHANT_NAME,
            merchantCity: config.PIX_MERCHANT_CITY,
          },
          secret: config.BILLING_WEBHOOK_SECRET,
          toleranceSeconds: config.BILLING_WEBHOOK_TOLERANCE_SECONDS,
          deliver: options.deliver,
          now,
          log: options.log,
        })
      : null;
  const provider: BillingProvider =
    sandbox ??
    new MercadoPagoProvider({
      accessToken: config.MERCADOPAGO_ACCESS_TOKEN!,
      webhookSecret: config.MERCADOPAGO_WEBHOOK_SECRET!,
      toleranceSeconds: config.BILLING_WEBHOOK_TOLERANCE_SECONDS,
      apiUrl: config.MERCADOPAGO_API_URL,
      statementDescriptor: config.PRODUCT_NAME.slice(0, 22),
    });
  const repo = billingRepo(options.db);
  const service = createBillingService({
    repo,
    provider,
    notifier: options.notifier,
    mailer: options.mailer,
    log: options.log,
    publicUrl: config.PUBLIC_URL,
    productName: config.PRODUCT_NAME,
    policy: { renewalDays: config.BILLING_RENEWAL_DAYS, graceDays: config.BILLING_GRACE_DAYS },
    now,
  });
  // Claimed a little before each period ends, so a pass is never skipped because the timers drift.
  const claimEvery = Math.max(config.BILLING_SCHEDULER_MS - 500, 500);
  const scheduler = new BillingScheduler(service, {
    intervalMs: config.BILLING_SCHEDULER_MS,
    log: options.log,
    claim: () => claimJob(options.db, 'billing-scheduler', new Date(), claimEvery, options.processId ?? 'local'),
  });
  const scheduled = options.startScheduler !== false;
  return {
    service,
    scheduler,
    provider,
    sandbox,
    now,
    admin: createBillingAdmin({ db: options.db, repo, service, provider, sandbox }),
    start: () => {
      if (scheduled) scheduler.start();
    },
    stop: async () => {
      if (scheduled) await scheduler.stop();
    },
  };
}

export type { BillingService } from './service';
export type { Notifier } from './context';
export type { Entitlements } from '@shared/billing';
export type { BillingPlans, PlanRow } from './plans';
export type { BillingAdmin } from './admin/service';
