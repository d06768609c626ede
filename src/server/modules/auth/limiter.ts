// Failure counters over a sliding window, kept in memory: enough for one server process (with
// several processes each counts its own, which only loosens the limits by that factor).
export class WindowCounter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  count(key: string): number {
    return this.recent(key).length;
  }

  add(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.hits.set(key, list);
    if (this.hits.size > 100_000) this.prune();
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private prune(): void {
    for (const key of [...this.hits.keys()]) this.recent(key);
  }
}

// ---------------------------------------------------------------------------------------------
// Login throttling. A lockout keyed by account alone is a weapon: five wrong passwords from anywhere
// kept the owner out. Failures are counted per (account, address) pair instead, with delays that
// grow after a few free tries, so a guesser is slowed while the owner, from another address, is not.
// Two wider counts catch what pairs miss: one address trying many accounts, and many addresses
// trying one account. Neither slows an account at an address it signed in from before (kept in
// the database): made-up names from a shared address (a café, a carrier, a proxy) lock no one out.
//
// An attempt is counted BEFORE its password is checked, in one atomic step that also decides
// whether it may go ahead: otherwise parallel attempts all read "4 failures" and all get checked.
// A success then takes its count back.

/** Failures under one key and when the last one happened (epoch ms). */
export interface Attempts {
  failures: number;
  lastAt: number;
}

/** One count an attempt goes through, and the failures it allows before delays start. */
export interface ThrottleCheck {
  key: string;
  free: number;
}

/** `free` of a count that must never slow this attempt (it is still counted). */
export const NEVER_SLOWS = Number.MAX_SAFE_INTEGER;

/**
 * Where the throttle keeps its counts. `MemoryThrottleStore` serves one process; a shared store
 * (Redis, for several processes) implements the same calls, each one atomic.
 */
export interface ThrottleStore {
  /**
   * If any check must still wait at `at`, the longest wait, and nothing is counted. Otherwise this
   * attempt is counted as a failure under every key (forgotten `ttlMs` after the last) and 0 returned.
   */
  take(checks: ThrottleCheck[], at: number, ttlMs: number): Promise<number>;
  /** Takes back one counted attempt: it turned out not to be a failure. */
  forgive(key: string): Promise<void>;
  delete(key: string): Promise<void>;
}

export const LOGIN_THROTTLE = {
  /** Wrong passwords from one address for one account before delays start. */
  pairFree: 5,
  /** Wrong passwords for one account from all addresses before unknown addresses are slowed. */
  accountFree: 20,
  /** Wrong passwords from one address for any accounts before it is slowed (not for known accounts). */
  addressFree: 30,
  /** The first delay; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60 * 1000,
  /** Counts are forgotten this long after the last failure (long enough that waiting out the longest delay does not reset them). */
  forgetMs: 24 * 60 * 60 * 1000,
  /** An address an account signed in from stays known this long after the last sign-in there. */
  knownMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/** How long `attempts` must still wait at `at`, given `free` failures before any delay. */
export function waitAfter(attempts: Attempts | undefined, free: number, at: number): number {
  if (!attempts || attempts.failures < free) return 0;
  const delay = Math.min(
    LOGIN_THROTTLE.baseDelayMs * 2 ** Math.min(attempts.failures - free, 30),
    LOGIN_THROTTLE.maxDelayMs,
  );
  return Math.max(0, attempts.lastAt + delay - at);
}

/** The keys one login attempt is counted under. Unknown names count like accounts (nothing is revealed). */
export function loginKeys(account: string, ip: string) {
  return { pair: `pair:${account}|${ip}`, account: `account:${account}`, address: `address:${ip}` };
}

/** The checks of a login; `known`: the account signed in from this address before. */
export function loginChecks(keys: ReturnType<typeof loginKeys>, known: boolean): ThrottleCheck[] {
  return [
    { key: keys.pair, free: LOGIN_THROTTLE.pairFree },
    { key: keys.account, free: known ? NEVER_SLOWS : LOGIN_THROTTLE.accountFree },
    { key: keys.address, free: known ? NEVER_SLOWS : LOGIN_THROTTLE.addressFree },
  ];
}

/** The wait in words: '1 segundo', '40 segundos', '3 minutos'. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/**
 * Throttle state in this process's memory, bounded: expired keys go first, then the oldest. Each
 * call runs without awaiting, so it is atomic on the one thread.
 */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly entries = new Map<string, { attempts: Attempts; expiresAt: number }>();

  constructor(private readonly maxKeys = 200_000) {}

  private live(key: string, at: number) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= at) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, value: { attempts: Attempts; expiresAt: number }, at: number): void {
    this.entries.delete(key); // re-inserted last: the Map's order is the eviction order
    this.entries.set(key, value);
    if (this.entries.size <= this.maxKeys) return;
    for (const [name, entry] of this.entries) if (entry.expiresAt <= at) this.entries.delete(name);
    for (const name of this.entries.keys()) {
      if (this.entries.size <= this.maxKeys) break;
      this.entries.delete(name);
    }
  }

  async take(checks: ThrottleCheck[], at: number, ttlMs: number): Promise<number> {
    const wait = Math.max(0, ...checks.map((check) => waitAfter(this.live(check.key, at)?.attempts, check.free, at)));
    if (wait > 0) return wait;
    for (const { key } of checks) {
      const failures = (this.live(key, at)?.attempts.failures ?? 0) + 1;
      this.put(key, { attempts: { failures, lastAt: at }, expiresAt: at + ttlMs }, at);
    }
    return 0;
  }

  async forgive(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (entry.attempts.failures <= 1) this.entries.delete(key);
    else entry.attempts = { ...entry.attempts, failures: entry.attempts.failures - 1 };
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }
}
