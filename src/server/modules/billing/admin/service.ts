// What the admin area asks of billing (billing owns plans, subscriptions and payments): the lists and
// their CSV, a payment's detail and history, the dashboard's figures, and the changes an admin makes —
// cancel, extend a paid period, refund through the provider, the sandbox's "PIX paid". The provider's
// verdict is then read back and applied as a webhook would apply it (the webhook after changes nothing).
import type { Db } from '../../../db/client';
import type { BillingRepo } from '../repo';
import type { BillingProvider } from '../provider';
import type { SandboxProvider } from '../sandbox/provider';
import type { BillingService } from '../service';
import { billingPlans } from '../plans';
import { extendPaidPeriod } from '../extension';
import { billingAdminRepo } from './repo';

export function createBillingAdmin(deps: {
  db: Db;
  repo: BillingRepo;
  service: BillingService;
  provider: BillingProvider;
  sandbox: SandboxProvider | null;
}) {
  const { provider, sandbox, service } = deps;
  const lists = billingAdminRepo(deps.db);

  /** The provider's current state of the payment, applied (idempotent). */
  async function readBack(providerPaymentId: string, source: string): Promise<void> {
    const found = await provider.getPayment(providerPaymentId);
    if (found) await service.applyProviderPayment(found, source);
  }

  return {
    ...lists,
    plans: billingPlans(deps.repo),
    /** Whether the sandbox is the provider (only there can an admin mark a PIX as paid). */
    sandbox: sandbox !== null,
    cancel: (userId: number) => service.cancel(userId),
    extendPaidPeriod: (id: number, days: number, by: { source: string; reason: string; at: Date }) =>
      extendPaidPeriod(deps.repo, id, days, by),
    /** The whole amount back through the provider; false when the provider refused. */
    async refund(providerPaymentId: string, idempotencyKey: string, source: string): Promise<boolean> {
      if (!(await provider.refund(providerPaymentId, idempotencyKey))) return false;
      await readBack(providerPaymentId, source);
      return true;
    },
    /** The sandbox's "PIX paid"; false when there is no sandbox or the charge is not a pending PIX. */
    async approveSandboxPix(providerPaymentId: string, source: string): Promise<boolean> {
      if (!sandbox || !(await sandbox.approvePix(providerPaymentId))) return false;
      await readBack(providerPaymentId, source);
      return true;
    },
  };
}

export type BillingAdmin = ReturnType<typeof createBillingAdmin>;
