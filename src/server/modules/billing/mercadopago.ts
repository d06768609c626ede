// The Mercado Pago provider (BILLING_PROVIDER=mercadopago), through the official `mercadopago`
// SDK: a Checkout Pro preference for card, a payment with payment_method_id 'pix' for PIX (its
// qr_code is the BR Code), payment lookup by id, and webhooks verified by x-signature.
import { MercadoPagoConfig, Payment, PaymentRefund, Preference } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import {
  verifySignedNotification,
  type BillingProvider,
  type CardCheckoutInput,
  type PixChargeInput,
  type PixChargeResult,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type WebhookRequest,
} from './provider';

export interface MercadoPagoOptions {
  accessToken: string;
  webhookSecret: string;
  toleranceSeconds: number;
  /** https://api.mercadopago.com, or a local fake in tests. */
  apiUrl: string;
  /** Name on the buyer's card statement. */
  statementDescriptor: string;
  timeoutMs?: number;
}

/** Mercado Pago's payment statuses in ours: money in hand, not yet, refused, returned, lapsed. */
export function mapMercadoPagoStatus(status: string | undefined, detail?: string): ProviderPaymentStatus {
  switch (status) {
    case 'approved':
      return 'approved';
    case 'rejected':
      return 'rejected';
    case 'refunded':
    case 'charged_back':
      return 'refunded';
    case 'cancelled':
      // An unpaid PIX is cancelled with status_detail "expired" when its date_of_expiration passes.
      return detail === 'expired' ? 'expired' : 'rejected';
    default:
      // pending, in_process, authorized, in_mediation
      return 'pending';
  }
}

/** Mercado Pago wants "yyyy-MM-ddTHH:mm:ss.SSS-03:00" (Brasília has no daylight saving since 2019). */
function brasiliaTimestamp(date: Date): string {
  return new Date(date.getTime() - 3 * 3_600_000).toISOString().replace('Z', '-03:00');
}

const reais = (cents: number) => Math.round(cents) / 100;
/** Mercado Pago only accepts a public https notification address; local runs rely on the account's webhook. */
const notificationUrl = (url: string) => (url.startsWith('https://') ? url : undefined);

function splitName(name: string): { first_name: string; last_name?: string } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return rest.length ? { first_name: first, last_name: rest.join(' ') } : { first_name: first || name };
}

export class MercadoPagoProvider implements BillingProvider {
  readonly name = 'mercadopago' as const;
  private readonly payments: Payment;
  private readonly preferences: Preference;
  private readonly refunds: PaymentRefund;

  constructor(private readonly options: MercadoPagoOptions) {
    // The SDK has one API address for the process; the setting lets tests use a local fake.
    (AppConfig as { BASE_URL: string }).BASE_URL = options.apiUrl.replace(/\/$/, '');
    const client = new MercadoPagoConfig({
      accessToken: options.accessToken,
      options: { timeout: options.timeoutMs ?? 10_000, maxRetries: 2 },
    });
    this.payments = new Payment(client);
    this.preferences = new Preference(client);
    // Its own configuration: the SDK keeps a call's request options (the idempotency key) on it.
    this.refunds = new PaymentRefund(
      new MercadoPagoConfig({
        accessToken: options.accessToken,
        options: { timeout: options.timeoutMs ?? 10_000, maxRetries: 2 },
      }),
    );
  }

  /** A total refund (POST /v1/payments/{id}/refunds without an amount). */
  async refund(providerPaymentId: string, idempotencyKey: string): Promise<boolean> {
    const refund = await this.refunds.total({ payment_id: providerPaymentId, requestOptions: { idempotencyKey } });
    return refund.id !== undefined && refund.status !== 'rejected';
  }

  async createCardCheckout(input: CardCheckoutInput): Promise<{ checkoutId: string; redirectUrl: string }> {
    const preference = await this.preferences.create({
      body: {
        items: [
          {
            id: input.externalReference,
            title: input.title,
            quantity: 1,
            unit_price: reais(input.amountCents),
            currency_id: 'BRL',
          },
        ],
        payer: { email: input.payer.email, name: input.payer.name },
        external_reference: input.externalReference,
        back_urls: input.backUrls,
        auto_return: 'approved',
        notification_url: notificationUrl(input.notificationUrl),
        statement_descriptor: this.options.statementDescriptor,
        // Card only: PIX has its own screen with the QR code.
        payment_methods: { excluded_payment_types: [{ id: 'ticket' }, { id: 'bank_transfer' }], installments: 1 },
      },
      requestOptions: { idempotencyKey: `checkout-${input.externalReference}` },
    });
    if (!preference.id || !preference.init_point) throw new Error('Mercado Pago preference without id/init_point');
    return { checkoutId: preference.id, redirectUrl: preference.init_point };
  }

  async createPixCharge(input: PixChargeInput): Promise<PixChargeResult> {
    const payment = await this.payments.create({
      body: {
        transaction_amount: reais(input.amountCents),
        description: input.description,
        payment_method_id: 'pix',
        external_reference: input.externalReference,
        date_of_expiration: brasiliaTimestamp(input.expiresAt),
        notification_url: notificationUrl(input.notificationUrl),
        payer: {
          email: input.payer.email,
          ...splitName(input.payer.name),
          ...(input.payer.cpf ? { identification: { type: 'CPF', number: input.payer.cpf } } : {}),
        },
      },
      requestOptions: { idempotencyKey: `pix-${input.externalReference}` },
    });
    const code = payment.point_of_interaction?.transaction_data?.qr_code;
    if (payment.id === undefined || !code) throw new Error('Mercado Pago PIX payment without id/qr_code');
    const expiresAt = payment.date_of_expiration ? new Date(payment.date_of_expiration) : input.expiresAt;
    return {
      providerPaymentId: String(payment.id),
      code,
      expiresAt: Number.isNaN(expiresAt.getTime()) ? input.expiresAt : expiresAt,
    };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment | null> {
    try {
      const payment = await this.payments.get({ id: providerPaymentId });
      return {
        id: String(payment.id),
        status: mapMercadoPagoStatus(payment.status, payment.status_detail),
        amountCents: Math.round((payment.transaction_amount ?? 0) * 100),
        currency: payment.currency_id ?? '',
        externalReference: payment.external_reference ?? null,
        method:
          payment.payment_method_id === 'pix' ? 'pix' : payment.payment_type_id?.includes('card') ? 'card' : 'other',
      };
    } catch (error) {
      if ((error as { status?: number }).status === 404) return null;
      throw error;
    }
  }

  verifyWebhook(request: WebhookRequest, now: Date) {
    return verifySignedNotification(request, {
      secret: this.options.webhookSecret,
      toleranceSeconds: this.options.toleranceSeconds,
      now,
    });
  }
}
