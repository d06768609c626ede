// Web push: the VAPID keys (from the settings, else generated once and kept in the database) and
// the sender that drains the push_queue table off the request path. Each row is one notification
// for one device; it is deleted once the push service accepted it, or the device is forgotten when
// the push service answers 404/410 (the subscription is gone). Other failures wait and retry with
// backoff (10 s, 1 min, 5 min, 30 min, 2 h), then give up. Rows survive a restart and are sent
// after it; a lease (locked_until) keeps two processes from sending the same row at once.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '@shared/notifications-rules';
import type { NotificationsRepo, QueuedPush } from './repo';
import { checkedAddress, isTrustedHost, RefusedPushAddress, resolveWithDns, type ResolveHost } from './push-endpoint';

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
  /** Sends one push (tests and the benchmark may replace it; default: web-push, to a checked address). */
  send?: (push: QueuedPush, options: webpush.RequestOptions) => Promise<{ statusCode: number }>;
  /** Looks a push service's name up at send time (tests give their own; default: the system's DNS). */
  resolve?: ResolveHost;
  /** PUSH_SERVICE_HOSTS: the operator's own push services, whose addresses are not checked. */
  trustedHosts?: readonly string[];
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
    const resolve = options.resolve ?? resolveWithDns;
    const trusted = options.trustedHosts ?? [];
    this.send = options.send ?? ((push, sendOptions) => sendChecked(push, sendOptions, resolve, trusted));
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
      if (error instanceof RefusedPushAddress) {
        // Not a push service on the internet (a name pointing inside): never tried again.
        this.stats.dropped += 1;
        log.warn(
          { endpointHost: hostOf(push.subscription.endpoint), failure: error.message },
          'web push: endereço recusado',
        );
        await this.record(push, 'dropped', undefined, error.message);
        await repo.removeSubscriptionById(push.subscription.id);
        return;
      }
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

// Kept-alive connections per push service (a goal sends thousands of pushes to a few hosts).
const agents = { 'https:': new https.Agent({ keepAlive: true }), 'http:': new http.Agent({ keepAlive: true }) };

/**
 * web-push encrypts (aes128gcm) and signs (VAPID); node:http(s) sends, to the address checked just
 * before (the lookup below answers it, so the name is not resolved a second time, to somewhere else).
 * A push service on http — a local one in tests, with PUSH_ALLOW_HTTP_ENDPOINTS — works too.
 */
async function sendChecked(
  push: QueuedPush,
  options: webpush.RequestOptions,
  resolve: ResolveHost,
  trustedHosts: readonly string[],
): Promise<{ statusCode: number }> {
  const { timeout, ...rest } = options;
  const details = webpush.generateRequestDetails(
    { endpoint: push.subscription.endpoint, keys: { p256dh: push.subscription.p256dh, auth: push.subscription.auth } },
    JSON.stringify(push.payload),
    rest,
  );
  const url = new URL(details.endpoint);
  const address = isTrustedHost(details.endpoint, trustedHosts)
    ? null
    : await checkedAddress(details.endpoint, resolve);
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    const family = address!.includes(':') ? 6 : 4;
    if (lookupOptions.all)
      (callback as (error: null, list: { address: string; family: number }[]) => void)(null, [
        { address: address!, family },
      ]);
    else callback(null, address!, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolvePromise, reject) => {
    const request = client.request(
      url,
      {
        method: details.method,
        headers: details.headers,
        agent: agents[url.protocol as keyof typeof agents],
        ...(address ? { lookup: pinned } : {}),
        timeout: timeout ?? 10_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolvePromise({ statusCode: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('tempo esgotado')));
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '?';
  }
}
