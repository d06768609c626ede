// Billing test helpers: a clock to move by hand, a notifier that records, signed webhooks.
import { signNotification } from '@server/modules/billing/provider';
import type { Notifier } from '@server/modules/billing';

export const DAY_MS = 24 * 60 * 60 * 1000;

export class ManualClock {
  constructor(private current: Date) {}
  now = () => new Date(this.current.getTime());
  set(date: Date) {
    this.current = new Date(date.getTime());
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface RecordedNotification {
  userIds: number[];
  payload: Parameters<Notifier['notify']>[1];
  key: string;
}

export function recordingNotifier(): Notifier & { sent: RecordedNotification[] } {
  const sent: RecordedNotification[] = [];
  return {
    sent,
    async notify(userIds, payload, key) {
      sent.push({ userIds, payload, key });
    },
  };
}

/** A webhook signed as the provider signs it (x-signature over data.id, x-request-id and ts). */
export function signedWebhook(options: {
  provider: string;
  dataId: string;
  secret: string;
  now: Date;
  requestId?: string;
  topic?: string;
}) {
  const headers = signNotification({
    dataId: options.dataId,
    secret: options.secret,
    now: options.now,
    requestId: options.requestId,
  });
  return {
    path: `/api/billing/webhook/${options.provider}?data.id=${options.dataId}&type=${options.topic ?? 'payment'}`,
    headers,
    body: {
      action: 'payment.updated',
      data: { id: options.dataId },
      type: options.topic ?? 'payment',
      date_created: options.now.toISOString(),
    },
  };
}

/** Posts a webhook as the provider would: no cookie, no Origin. */
export async function postWebhook(baseUrl: string, hook: ReturnType<typeof signedWebhook>) {
  const response = await fetch(baseUrl + hook.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...hook.headers },
    body: JSON.stringify(hook.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: response.status, body: body as { received?: boolean; outcome?: string; message?: string } };
}
