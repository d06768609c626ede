// Web push: the VAPID keys (from the settings, else generated once and kept in the database) and
// the sender that drains the push_queue table off the request path. Each row is one notification
// for one device; it is deleted once the push service accepted it, or the device is forgotten when
// the push service answers 404/410 (the subscription is gone). Other failures wait and retry with
// backoff (10 s, 1 min, 5 min, 30 min, 2 h), then give up. Rows survive a restart and are sent
// after it; a lease (locked_until) keeps two processes from sending the same row at once.
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '@shared/notification-rules';
import type { NotificationsRepo, QueuedPush } from './repo';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushSenderOptions {
  repo: NotificationsRepo;
  log: FastifyBaseLogger;
  vapid: VapidKeys & { subject: string };
  /** Delays before each retry (ms); the row is dropped after the last one. */
  retryDelaysMs?: number[];
  /** How often the queue is looked at when nothing kicked it (rows of other processes, due retries). */
  pollMs?: number;
  /** Pushes sent at once. */
  concurrency?: number;
  /** Sends one push (tests and the benchmark may replace it; default: web-push). */
  send?: (push: QueuedPush, options: webpush.RequestOptions) => Promise<{ statusCode: number }>;
}

export const DEFAULT_RETRY_DELAYS_MS = [10_000, 60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
const BATCH = 100;
const LEASE_MS = 60_000;
/** A push lives this long at the push service when the device is offline (a goal is old news after a day). */
const TTL_SECONDS = 24 * 60 * 60;

/** VAPID keys from the settings when both are set, else the pair stored at first start. */
export async function resolveVapidKeys(
  repo: NotificationsRepo,
  configured: { publicKey?: string; privateKey?: string },
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey)
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  return repo.vapidKeys(() => webpush.generateVAPIDKeys());
}

/** The JSON the service worker's push handler reads. */
export function pushPayloadOf(notification: {
  id?: number;
  title: string;
  message: string;
  actionUrl?: string | null;
  icon?: string | null;
  image?: string | null;
  tag?: string;
}): PushPayload {
  return {
    title: notification.title,
    body: notification.message,
    url: notification.actionUrl ?? '/',
    ...(notification.tag ? { tag: notification.tag } : {}),
    ...(notification.icon ? { icon: notification.icon } : {}),
    ...(notification.image ? { image: notification.image } : {}),
    ...(notification.id !== undefined ? { id: String(notification.id) } : {}),
  };
}

export class PushSender {
  private timer: NodeJS.Timeout | null = null;
  private poller: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private readonly retryDelays: number[];
  private readonly send: NonNullable<PushSenderOptions['send']>;
  /** Figures for the benchmark and the log. */
  readonly stats = { sent: 0, gone: 0, retried: 0, dropped: 0 };

  constructor(private readonly options: PushSenderOptions) {
    this.retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.send = options.send ?? sendWithFetch;
  }

  get publicKey(): string {
    return this.options.vapid.publicKey;
  }

  /** Sends what is queued (also rows left by a previous run) and keeps looking every pollMs. */
  start(): void {
    this.stopped = false;
    this.kick();
    const pollMs = this.options.pollMs ?? 30_000;
    if (pollMs > 0) {
      this.poller = setInterval(() => this.kick(), pollMs);
      this.poller.unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poller) clearInterval(this.poller);
    if (this.timer) clearTimeout(this.timer);
    this.poller = this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Something was queued: drain now (coalesced with a drain in progress). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((error) => this.options.log.error({ err: error }, 'web push: falha ao ler a fila'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        } else void this.scheduleNext();
      });
  }

  /** Resolves once nothing due is left (tests and the benchmark). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Sends every due row now; returns how many rows were handled. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await this.options.repo.claimDue(new Date(), BATCH, LEASE_MS);
      if (batch.length === 0) return handled;
      const concurrency = this.options.concurrency ?? 20;
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(concurrency, batch.length) }, async () => {
          while (next < batch.length) await this.deliver(batch[next++]);
        }),
      );
      handled += batch.length;
    }
  }

  private async deliver(push: QueuedPush): Promise<void> {
    const { repo, log, vapid } = this.options;
    let statusCode: number | undefined;
    let failure: string;
    try {
      const tag = typeof push.payload.tag === 'string' ? push.payload.tag : undefined;
      const result = await this.send(push, {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TTL_SECONDS,
        // A Topic header replaces an undelivered push of the same match at the push service.
        ...(tag ? { topic: tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) } : {}),
        timeout: 10_000,
      });
      statusCode = result.statusCode;
      if (statusCode >= 200 && statusCode < 300) {
        this.stats.sent += 1;
        await repo.pushDone(push.id);
        await this.record(push, 'sent', statusCode, null);
        return;
      }
      failure = `HTTP ${statusCode}`;
    } catch (error) {
      statusCode = (error as { statusCode?: number }).statusCode;
      failure = statusCode ? `HTTP ${statusCode}` : error instanceof Error ? error.message : String(error);
    }
    if (statusCode === 404 || statusCode === 410) {
      // The browser unsubscribed or the subscription expired: forget the device (its queue rows go with it).
      this.stats.gone += 1;
      await this.record(push, 'gone', statusCode, failure);
      await repo.removeSubscriptionById(push.subscription.id);
      return;
    }
    const delay = this.retryDelays[push.attempts];
    if (delay === undefined) {
      this.stats.dropped += 1;
      log.warn(
        { endpointHost: hostOf(push.subscription.endpoint), failure },
        'web push: desistindo após várias falhas',
      );
      await repo.pushDone(push.id);
      await this.record(push, 'dropped', statusCode, failure);
      return;
    }
    this.stats.retried += 1;
    await this.record(push, 'retry', statusCode, failure);
    await repo.pushRetry(push.id, push.attempts + 1, new Date(Date.now() + delay), failure);
  }

  /** The outcome for the admin figures; failing to write it never fails the delivery. */
  private async record(
    push: QueuedPush,
    outcome: 'sent' | 'retry' | 'gone' | 'dropped',
    statusCode: number | undefined,
    failure: string | null,
  ): Promise<void> {
    await this.options.repo
      .recordPush(push, outcome, statusCode, failure, new Date())
      .catch((error) => this.options.log.warn({ err: error }, 'web push: falha ao registrar o resultado'));
  }

  /** Wakes up when the earliest retry is due (the poller covers other processes' rows). */
  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    const at = await this.options.repo.nextPushAt().catch(() => null);
    if (!at || this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.kick(), Math.max(0, Math.min(at.getTime() - Date.now(), 60_000)) + 50);
    this.timer.unref();
  }
}

/**
 * web-push encrypts (aes128gcm) and signs (VAPID); fetch sends. (web-push's own sender speaks https
 * only; a push service on http — a local one in tests — needs this, and fetch pools connections.)
 */
async function sendWithFetch(push: QueuedPush, options: webpush.RequestOptions): Promise<{ statusCode: number }> {
  const { timeout, ...rest } = options;
  const details = webpush.generateRequestDetails(
    { endpoint: push.subscription.endpoint, keys: { p256dh: push.subscription.p256dh, auth: push.subscription.auth } },
    JSON.stringify(push.payload),
    rest,
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers,
    body: details.body ? new Uint8Array(details.body) : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeout ?? 10_000),
  });
  await response.arrayBuffer().catch(() => undefined);
  return { statusCode: response.status };
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '?';
  }
}
