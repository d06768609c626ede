// The payment provider interface: where money is asked for and where its outcome comes from.
// Two implementations: `sandbox` (embedded, default: a local pay page, real PIX BR Codes, no money
// moves) and `mercadopago` (the official SDK). The billing service never sees which one it talks to.
//
// Contract:
// - createCardCheckout() opens a hosted checkout (Mercado Pago's Checkout Pro preference) for one
//   of our payments, referenced by `externalReference`; the buyer is sent to `redirectUrl`.
// - createPixCharge() creates a PIX payment and returns its BR Code ("copia e cola").
// - The outcome arrives as a signed webhook (Mercado Pago's x-signature scheme, verified by
//   verifyWebhook) that names a provider payment id only; its truth (status, amount, reference)
//   is always read back with getPayment(), never taken from the notification body.
// - Provider payment ids are unique per provider: the service stores them under a unique index,
//   so a repeated notification can never apply the same payment twice.
import { WebhookSignatureValidator, InvalidWebhookSignatureError } from 'mercadopago';
import { createHmac, randomUUID } from 'node:crypto';

export type ProviderName = 'sandbox' | 'mercadopago';

/** What the provider says about a payment, mapped to our statuses. */
export type ProviderPaymentStatus = 'pending' | 'approved' | 'rejected' | 'refunded' | 'expired';

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  currency: string;
  /** Our payment id, as sent at creation. */
  externalReference: string | null;
  method: 'card' | 'pix' | 'other';
}

export interface Payer {
  email: string;
  name: string;
  /** Digits only. */
  cpf?: string;
}

export interface CardCheckoutInput {
  externalReference: string;
  amountCents: number;
  title: string;
  payer: Payer;
  /** Where the buyer returns; the provider appends the payment's parameters (Mercado Pago: external_reference). */
  backUrls: { success: string; failure: string; pending: string };
  notificationUrl: string;
}

export interface PixChargeInput {
  externalReference: string;
  amountCents: number;
  description: string;
  payer: Payer;
  expiresAt: Date;
  notificationUrl: string;
}

export interface PixChargeResult {
  providerPaymentId: string;
  code: string;
  expiresAt: Date;
  /** Sandbox only: the simulated bank page that pays this code. */
  sandboxPayUrl?: string;
}

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
}

/** A verified notification: which provider payment changed, and the notification's own id. */
export interface WebhookNotice {
  eventId: string;
  providerPaymentId: string;
}

export class WebhookRejected extends Error {
  constructor(readonly reason: string) {
    super(`webhook rejected: ${reason}`);
  }
}

export interface BillingProvider {
  readonly name: ProviderName;
  createCardCheckout(input: CardCheckoutInput): Promise<{ checkoutId: string; redirectUrl: string }>;
  createPixCharge(input: PixChargeInput): Promise<PixChargeResult>;
  /** null when the provider has no such payment. */
  getPayment(providerPaymentId: string): Promise<ProviderPayment | null>;
  /**
   * Gives the whole amount of an approved payment back (admin refund). true when the provider
   * accepted it; the payment's new status is then read back with getPayment() as usual.
   */
  refund(providerPaymentId: string, idempotencyKey: string): Promise<boolean>;
  /** Throws WebhookRejected when the signature or timestamp is wrong; null for topics other than payments. */
  verifyWebhook(request: WebhookRequest, now: Date): WebhookNotice | null;
  /** Periodic work of the provider itself (the sandbox delivers and retries its webhooks here). */
  tick?(now: Date): Promise<void>;
}

const header = (headers: WebhookRequest['headers'], name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Mercado Pago's webhook signature check: `x-signature: ts=<seconds>,v1=<hex>` where v1 is the
 * HMAC-SHA256 of `id:{data.id};request-id:{x-request-id};ts:{ts};` with the secret; a ts further
 * than `toleranceSeconds` from now is refused (a captured notification cannot be replayed later).
 */
export function verifySignedNotification(
  request: WebhookRequest,
  options: { secret: string; toleranceSeconds: number; now: Date },
): WebhookNotice | null {
  const queryId = request.query['data.id'];
  const body = (request.body ?? {}) as { type?: unknown; data?: { id?: unknown } };
  const dataId = typeof queryId === 'string' ? queryId : body.data?.id != null ? String(body.data.id) : undefined;
  const requestId = header(request.headers, 'x-request-id');
  if (!dataId || !/^[A-Za-z0-9_-]{1,64}$/.test(dataId)) throw new WebhookRejected('missing data.id');
  if (!requestId || requestId.length > 200) throw new WebhookRejected('missing x-request-id');
  try {
    WebhookSignatureValidator.validate({
      xSignature: header(request.headers, 'x-signature'),
      xRequestId: requestId,
      // Mercado Pago signs alphanumeric ids in lower case.
      dataId: dataId.toLowerCase(),
      secret: options.secret,
      toleranceSeconds: options.toleranceSeconds,
      now: () => options.now.getTime(),
    });
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) throw new WebhookRejected(error.reason);
    throw error;
  }
  // The body must speak of the same payment the signature covers.
  if (body.data?.id != null && String(body.data.id) !== dataId) throw new WebhookRejected('data.id mismatch');
  const topic = typeof request.query.type === 'string' ? request.query.type : body.type;
  if (topic !== undefined && topic !== 'payment') return null;
  return { eventId: requestId, providerPaymentId: dataId };
}

/** Signs a notification the way Mercado Pago does (the sandbox's webhooks, and tests). */
export function signNotification(options: { dataId: string; secret: string; now: Date; requestId?: string }): {
  'x-signature': string;
  'x-request-id': string;
} {
  const requestId = options.requestId ?? randomUUID();
  const ts = Math.floor(options.now.getTime() / 1000);
  const manifest = `id:${options.dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac('sha256', options.secret).update(manifest).digest('hex');
  return { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId };
}
