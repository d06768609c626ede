// A local stand-in for the Mercado Pago API (no network): the endpoints the official SDK calls for
// Checkout Pro preferences, PIX payments and payment lookup, with the same shapes and error bodies.
// Tests play the buyer and the bank through its helpers, then send the signed webhook themselves.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildPixCode, pixTxid } from '@server/modules/billing/pix';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies of a foreign API */
export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
}

export interface FakeMercadoPago {
  url: string;
  requests: FakeRequest[];
  preferences: Map<string, any>;
  payments: Map<string, any>;
  /** Makes the next create calls fail with this HTTP status (null: work again). */
  failCreates(status: number | null): void;
  /** The buyer pays a Checkout Pro preference: a new payment with the preference's amount unless told. */
  payPreference(preferenceId: string, status: string, options?: { amount?: number; statusDetail?: string }): string;
  /** A payment made outside our checkout (an attacker's) naming our payment as its reference. */
  addPayment(payment: Record<string, unknown>): string;
  setPayment(id: string, patch: Record<string, unknown>): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<any> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : null;
}

export async function startFakeMercadoPago(options: { accessToken: string }): Promise<FakeMercadoPago> {
  const preferences = new Map<string, any>();
  const payments = new Map<string, any>();
  const requests: FakeRequest[] = [];
  let nextId = 1_310_000_001;
  let failStatus: number | null = null;
  const newId = () => String(nextId++);

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const path = (request.url ?? '').split('?')[0];
    const body = await readBody(request).catch(() => null);
    requests.push({ method: request.method ?? '', path, headers: request.headers, body });
    if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
      return send(401, { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] });
    }
    if (request.method === 'POST' && failStatus !== null) {
      return send(failStatus, { message: 'invalid parameters', error: 'bad_request', status: failStatus, cause: [] });
    }
    if (request.method === 'POST' && path === '/checkout/preferences/') {
      const id = `123456-${newId()}`;
      const preference = {
        ...body,
        id,
        init_point: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
        sandbox_init_point: `https://sandbox.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
        date_created: new Date().toISOString(),
      };
      preferences.set(id, preference);
      return send(201, preference);
    }
    if (request.method === 'POST' && path === '/v1/payments') {
      if (body?.payment_method_id !== 'pix') return send(400, { message: 'only pix in the fake', status: 400 });
      const id = newId();
      const payment = {
        id: Number(id),
        status: 'pending',
        status_detail: 'pending_waiting_transfer',
        payment_method_id: 'pix',
        payment_type_id: 'bank_transfer',
        currency_id: 'BRL',
        transaction_amount: body.transaction_amount,
        external_reference: body.external_reference,
        date_of_expiration: body.date_of_expiration,
        payer: body.payer,
        point_of_interaction: {
          type: 'PIX',
          transaction_data: {
            qr_code: buildPixCode(
              { key: 'b6d9c3f0-9a53-4c1e-8f2a-4e8a1d0c7b21', merchantName: 'MERCADO PAGO', merchantCity: 'OSASCO' },
              { amountCents: Math.round(body.transaction_amount * 100), txid: pixTxid(id) },
            ),
            qr_code_base64: 'iVBORw0KGgo=',
            ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket`,
          },
        },
      };
      payments.set(id, payment);
      return send(201, payment);
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
    if (request.method === 'POST' && refund) {
      const payment = payments.get(decodeURIComponent(refund[1]));
      if (!payment || payment.status !== 'approved')
        return send(400, { message: 'Payment not refundable', error: 'bad_request', status: 400, cause: [] });
      payment.status = 'refunded';
      payment.status_detail = 'refunded';
      return send(201, { id: Number(newId()), payment_id: payment.id, status: 'approved' });
    }
    const lookup = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && lookup) {
      const payment = payments.get(decodeURIComponent(lookup[1]));
      return payment
        ? send(200, payment)
        : send(404, { message: 'Payment not found', error: 'not_found', status: 404, cause: [] });
    }
    send(404, { message: 'resource not found', error: 'not_found', status: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    preferences,
    payments,
    failCreates: (status) => {
      failStatus = status;
    },
    payPreference(preferenceId, status, extra = {}) {
      const preference = preferences.get(preferenceId);
      if (!preference) throw new Error(`no preference ${preferenceId}`);
      const id = newId();
      payments.set(id, {
        id: Number(id),
        status,
        status_detail: extra.statusDetail ?? (status === 'approved' ? 'accredited' : 'cc_rejected_other_reason'),
        payment_method_id: 'master',
        payment_type_id: 'credit_card',
        currency_id: 'BRL',
        transaction_amount: extra.amount ?? preference.items[0].unit_price,
        external_reference: preference.external_reference,
      });
      return id;
    },
    addPayment(payment) {
      const id = newId();
      payments.set(id, { id: Number(id), currency_id: 'BRL', ...payment });
      return id;
    },
    setPayment(id, patch) {
      payments.set(id, { ...payments.get(id), ...patch });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
