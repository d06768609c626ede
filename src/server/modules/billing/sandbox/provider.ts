// The sandbox provider (BILLING_PROVIDER=sandbox, the default): a payment provider inside the
// app, so the whole path runs with nothing to sign up for and no money moving. Card checkouts go to
// a local hosted pay page where the buyer approves, declines or leaves the payment pending; PIX
// charges get a real BR Code (any bank app can read it; the sandbox's page stands in for the
// bank). Every change is announced the way Mercado Pago does it: a webhook to the same route,
// signed with x-signature, retried with backoff until it is accepted. Deliveries live in the
// database, so a restart resumes them.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  signNotification,
  verifySignedNotification,
  type BillingProvider,
  type CardCheckoutInput,
  type PixChargeInput,
  type PixChargeResult,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type WebhookRequest,
} from '../provider';
import { buildPixCode, pixTxid, type PixReceiver } from '../pix';
import type { SandboxCharge, SandboxRepo } from './repo';

export const SANDBOX_PAY_PATH = '/api/billing/sandbox/pay';
const WEBHOOK_PATH = '/api/billing/webhook/sandbox';
/** Delivery attempts before the sandbox gives up on a notification (as a real provider would). */
export const SANDBOX_MAX_ATTEMPTS = 10;
/** While one process delivers a notification, others leave it alone for this long. */
const DELIVERY_LEASE_MS = 60_000;

export type SandboxOutcome = 'approve' | 'decline' | 'pending';

export interface SandboxNotification {
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface SandboxOptions {
  repo: SandboxRepo;
  receiver: PixReceiver;
  secret: string;
  toleranceSeconds: number;
  /** Posts a notification to our webhook route and resolves with the HTTP status. */
  deliver(notification: SandboxNotification): Promise<number>;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** 10 s, 20 s, 40 s... at most an hour between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

const STATUS_OF: Record<string, ProviderPaymentStatus | null> = {
  created: null,
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  expired: 'expired',
  refunded: 'refunded',
};

export class SandboxProvider implements BillingProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly options: SandboxOptions) {}

  async createCardCheckout(input: CardCheckoutInput): Promise<{ checkoutId: string; redirectUrl: string }> {
    const charge = await this.options.repo.insert({
      token: randomBytes(24).toString('base64url'),
      externalReference: input.externalReference,
      method: 'card',
      amountCents: input.amountCents,
      description: input.title,
      status: 'created',
      backUrls: input.backUrls,
    });
    return { checkoutId: String(charge.id), redirectUrl: `${SANDBOX_PAY_PATH}/${charge.token}` };
  }

  async createPixCharge(input: PixChargeInput): Promise<PixChargeResult> {
    const code = buildPixCode(this.options.receiver, {
      amountCents: input.amountCents,
      txid: pixTxid(input.externalReference),
    });
    const charge = await this.options.repo.insert({
      token: randomBytes(24).toString('base64url'),
      externalReference: input.externalReference,
      method: 'pix',
      amountCents: input.amountCents,
      description: input.description,
      status: 'pending',
      pixCode: code,
      expiresAt: input.expiresAt,
    });
    return {
      providerPaymentId: String(charge.id),
      code,
      expiresAt: input.expiresAt,
      sandboxPayUrl: `${SANDBOX_PAY_PATH}/${charge.token}`,
    };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment | null> {
    if (!/^\d{1,9}$/.test(providerPaymentId)) return null;
    const charge = await this.options.repo.byId(Number(providerPaymentId));
    const status = charge ? STATUS_OF[charge.status] : null;
    if (!charge || !status) return null;
    return {
      id: String(charge.id),
      status,
      amountCents: charge.amountCents,
      currency: 'BRL',
      externalReference: charge.externalReference,
      method: charge.method === 'pix' ? 'pix' : 'card',
    };
  }

  verifyWebhook(request: WebhookRequest, now: Date) {
    return verifySignedNotification(request, {
      secret: this.options.secret,
      toleranceSeconds: this.options.toleranceSeconds,
      now,
    });
  }

  /** The pay page's charge (undefined for an unknown token). */
  chargeByToken(token: string): Promise<SandboxCharge | undefined> {
    return this.options.repo.byToken(token);
  }

  /**
   * The buyer's choice on the pay page. The first webhook delivery is awaited, so the buyer lands
   * on the result page with the payment already confirmed; failed deliveries are retried by tick().
   */
  async act(token: string, outcome: SandboxOutcome): Promise<SandboxCharge | undefined> {
    const charge = await this.options.repo.byToken(token);
    if (!charge) return undefined;
    const now = this.options.now();
    let changed: SandboxCharge | undefined;
    if (charge.method === 'pix') {
      const payable = outcome === 'approve' && charge.expiresAt !== null && charge.expiresAt > now;
      if (payable) changed = await this.move(charge, ['pending'], 'approved', now);
    } else {
      const to = outcome === 'approve' ? 'approved' : outcome === 'decline' ? 'rejected' : 'pending';
      const from = to === 'pending' ? ['created'] : ['created', 'pending'];
      changed = await this.move(charge, from, to, now);
    }
    if (changed) await this.deliverOne(changed, now);
    return (await this.options.repo.byToken(token)) ?? charge;
  }

  /** A refund made on the provider's side (support, chargeback, or an admin's refund). */
  async refund(providerPaymentId: string, _idempotencyKey?: string): Promise<boolean> {
    if (!/^\d{1,9}$/.test(providerPaymentId)) return false;
    const charge = await this.options.repo.byId(Number(providerPaymentId));
    if (!charge) return false;
    const now = this.options.now();
    const changed = await this.move(charge, ['approved'], 'refunded', now);
    if (changed) await this.deliverOne(changed, now);
    return Boolean(changed);
  }

  /** Admin tool of the sandbox: the PIX charge is paid as if the bank page had been used. */
  async approvePix(providerPaymentId: string): Promise<boolean> {
    if (!/^\d{1,9}$/.test(providerPaymentId)) return false;
    const charge = await this.options.repo.byId(Number(providerPaymentId));
    if (!charge || charge.method !== 'pix') return false;
    const after = await this.act(charge.token, 'approve');
    return after?.status === 'approved';
  }

  async tick(now: Date): Promise<void> {
    for (const charge of await this.options.repo.expiredPix(now)) {
      await this.move(charge, ['pending'], 'expired', now);
    }
    for (const charge of await this.options.repo.dueWebhooks(now)) {
      await this.deliverOne(charge, now);
    }
  }

  private move(charge: SandboxCharge, from: string[], to: string, now: Date) {
    return this.options.repo.transition(charge.id, from, to, { requestId: randomUUID(), at: now });
  }

  private async deliverOne(charge: SandboxCharge, now: Date): Promise<void> {
    const requestId = charge.webhookRequestId;
    if (!requestId || !(await this.options.repo.claimWebhook(charge, new Date(now.getTime() + DELIVERY_LEASE_MS)))) {
      return;
    }
    const dataId = String(charge.id);
    let failure: string;
    try {
      const status = await this.options.deliver({
        path: `${WEBHOOK_PATH}?data.id=${dataId}&type=payment`,
        headers: signNotification({ dataId, secret: this.options.secret, now, requestId }),
        body: {
          action: 'payment.updated',
          api_version: 'v1',
          data: { id: dataId },
          date_created: now.toISOString(),
          live_mode: false,
          type: 'payment',
          user_id: 'sandbox',
        },
      });
      if (status >= 200 && status < 300) {
        await this.options.repo.webhookDelivered(charge.id, requestId);
        return;
      }
      failure = `HTTP ${status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const attempts = charge.webhookAttempts + 1;
    const nextAt = attempts >= SANDBOX_MAX_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(attempts));
    await this.options.repo.webhookFailed(charge.id, requestId, attempts, nextAt, failure);
    this.options.log.warn(
      { chargeId: charge.id, attempts, failure, retryAt: nextAt?.toISOString() ?? null },
      'sandbox: webhook não entregue',
    );
  }
}
