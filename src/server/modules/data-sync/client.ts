// GET requests to API-Football for the sync: each one taken from the shared daily budget (keeping a
// reserve for the live feed), every answer parsed (envelope and each item) before anything is
// written, and every failure turned into an outcome the admin page can show. 429, 5xx, a network
// failure or a malformed answer back off with jitter (the live feed's backoffDelay); the quota
// message on a 200 stops asking until the next UTC day.
import type { z } from 'zod';
import { backoffDelay, describeError, numberHeader } from '../live/backoff';
import type { SharedRequestBudget } from '../live/api-football';
import { envelopeSchema } from './api-schemas';

export type FailureKind = 'quota' | 'budget' | 'backoff' | 'down' | 'rate' | 'malformed' | 'refused';

export type Outcome<T> = { ok: true; items: T[] } | { ok: false; kind: FailureKind; message: string };

export interface SyncClientOptions {
  baseUrl: string;
  key: string;
  budget: SharedRequestBudget;
  /** Requests the sync leaves for the live feed each day. */
  reserve: number;
  now: () => number;
  /** First backoff step (ms); it doubles with every failure in a row. */
  backoffMs: number;
  fetch?: typeof fetch;
  random?: () => number;
  log: { warn(obj: unknown, msg: string): void };
}

const MAX_BACKOFF_MS = 60 * 60_000;

export class SyncClient {
  private failures = 0;
  private backoffUntil = -Infinity;
  private quotaDay = '';
  private readonly fetch: typeof fetch;
  private readonly random: () => number;

  constructor(private readonly options: SyncClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.random = options.random ?? Math.random;
  }

  /** When the next request may be made (ms since the epoch; -Infinity: now). */
  get retryAt(): number {
    return this.backoffUntil;
  }

  async get<S extends z.ZodType>(
    path: string,
    query: Record<string, string | number>,
    item: S,
  ): Promise<Outcome<z.infer<S>>> {
    const now = this.options.now();
    const day = new Date(now).toISOString().slice(0, 10);
    if (this.quotaDay === day)
      return {
        ok: false,
        kind: 'quota',
        message: 'A API-Football disse que a cota do dia acabou; volta às 00:00 UTC.',
      };
    if (now < this.backoffUntil)
      return {
        ok: false,
        kind: 'backoff',
        message: `Aguardando nova tentativa às ${new Date(this.backoffUntil).toISOString().slice(11, 19)} UTC.`,
      };
    if (!(await this.options.budget.take(now, this.options.reserve)))
      return {
        ok: false,
        kind: 'budget',
        message: 'Orçamento diário de requisições esgotado (o restante fica para o ao vivo); volta às 00:00 UTC.',
      };

    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const url = `${this.options.baseUrl.replace(/\/$/, '')}${path}?${search}`;
    let response: Response;
    try {
      response = await this.fetch(url, {
        headers: { 'x-apisports-key': this.options.key },
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      return this.backOff('down', `API-Football fora do ar (${describeError(error)}).`, 0);
    }
    const daily = numberHeader(response, 'x-ratelimit-requests-remaining');
    if (daily !== null) await this.options.budget.observe(now, daily);
    if (response.status === 429) {
      await response.body?.cancel();
      const retryAfter = (numberHeader(response, 'retry-after') ?? 0) * 1000;
      return this.backOff('rate', 'API-Football pediu para esperar (HTTP 429).', retryAfter);
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      return this.backOff('down', `API-Football fora do ar (HTTP ${response.status}).`, 0);
    }
    if (!response.ok) {
      await response.body?.cancel();
      return this.backOff('refused', `API-Football recusou a consulta (HTTP ${response.status}).`, 0);
    }
    let body: z.infer<typeof envelopeSchema>;
    try {
      body = envelopeSchema.parse(await response.json());
    } catch {
      return this.backOff('malformed', `Resposta malformada de ${path}: não é o envelope documentado.`, 0);
    }
    const errors = Array.isArray(body.errors) ? {} : body.errors;
    if (Object.keys(errors).length > 0) {
      if ('requests' in errors) {
        this.quotaDay = day;
        await this.options.budget.exhaust(now);
        return {
          ok: false,
          kind: 'quota',
          message: 'A API-Football disse que a cota do dia acabou; volta às 00:00 UTC.',
        };
      }
      if ('rateLimit' in errors)
        return this.backOff('rate', 'API-Football: limite de requisições por minuto atingido.', 60_000);
      return this.backOff('refused', `API-Football recusou a consulta: ${Object.keys(errors).join(', ')}.`, 0);
    }
    const items: Array<z.infer<S>> = [];
    for (const [index, raw] of body.response.entries()) {
      const parsed = item.safeParse(raw);
      if (!parsed.success) {
        const where = parsed.error.issues[0]?.path.join('.') ?? '';
        return this.backOff('malformed', `Resposta malformada de ${path} (item ${index}, ${where}).`, 0);
      }
      items.push(parsed.data);
    }
    this.failures = 0;
    return { ok: true, items };
  }

  private backOff(kind: FailureKind, message: string, retryAfterMs: number): Outcome<never> {
    this.failures += 1;
    const delay = backoffDelay({
      failures: this.failures,
      baseMs: this.options.backoffMs,
      maxMs: MAX_BACKOFF_MS,
      retryAfterMs,
      random: this.random,
    });
    this.backoffUntil = this.options.now() + delay;
    this.options.log.warn({ kind, failures: this.failures, retryInMs: Math.round(delay) }, `data-sync: ${message}`);
    return { ok: false, kind, message };
  }
}
