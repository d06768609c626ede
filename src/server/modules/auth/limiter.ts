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
// trying one account (then only addresses the account has signed in from go unslowed).

/** Failures under one key and when the last one happened (epoch ms). */
export interface Attempts {
  failures: number;
  lastAt: number;
}

/**
 * Where the throttle keeps its counts. `MemoryThrottleStore` serves one process; a shared store
 * (Redis, for several processes) implements the same calls.
 */
export interface ThrottleStore {
  get(key: string, at: number): Promise<Attempts | undefined>;
  /** Counts one failure at `at`; the key is forgotten `ttlMs` after its last failure. */
  fail(key: string, at: number, ttlMs: number): Promise<Attempts>;
  delete(key: string): Promise<void>;
  /** Marks `key` (an account and an address it signed in from) as known for `ttlMs`. */
  remember(key: string, at: number, ttlMs: number): Promise<void>;
  has(key: string, at: number): Promise<boolean>;
}

export const LOGIN_THROTTLE = {
  /** Wrong passwords from one address for one account before delays start. */
  pairFree: 5,
  /** Wrong passwords for one account from all addresses before unknown addresses are slowed. */
  accountFree: 20,
  /** Wrong passwords from one address for any accounts before it is slowed. */
  addressFree: 30,
  /** The first delay; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60 * 1000,
  /** Counts are forgotten this long after the last failure (long enough that waiting out the longest delay does not reset them). */
  forgetMs: 24 * 60 * 60 * 1000,
  /** An address an account signed in from stays known this long. */
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

export interface LoginThrottleState {
  pair?: Attempts;
  account?: Attempts;
  address?: Attempts;
  /** The account has signed in from this address before. */
  known: boolean;
}

/** Milliseconds this login attempt must wait (0: go ahead). */
export function loginWait(state: LoginThrottleState, at: number): number {
  return Math.max(
    waitAfter(state.pair, LOGIN_THROTTLE.pairFree, at),
    state.known ? 0 : waitAfter(state.account, LOGIN_THROTTLE.accountFree, at),
    waitAfter(state.address, LOGIN_THROTTLE.addressFree, at),
  );
}

/** The wait in words: '1 segundo', '40 segundos', '3 minutos'. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/** Throttle state in this process's memory, bounded: expired keys go first, then the oldest. */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly entries = new Map<string, { attempts?: Attempts; expiresAt: number }>();

  constructor(private readonly maxKeys = 200_000) {}

  private live(key: string, at: number) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= at) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, value: { attempts?: Attempts; expiresAt: number }, at: number): void {
    this.entries.delete(key); // re-inserted last: the Map's order is the eviction order
    this.entries.set(key, value);
    if (this.entries.size <= this.maxKeys) return;
    for (const [name, entry] of this.entries) if (entry.expiresAt <= at) this.entries.delete(name);
    for (const name of this.entries.keys()) {
      if (this.entries.size <= this.maxKeys) break;
      this.entries.delete(name);
    }
  }

  async get(key: string, at: number): Promise<Attempts | undefined> {
    return this.live(key, at)?.attempts;
  }

  async fail(key: string, at: number, ttlMs: number): Promise<Attempts> {
    const attempts = { failures: (this.live(key, at)?.attempts?.failures ?? 0) + 1, lastAt: at };
    this.put(key, { attempts, expiresAt: at + ttlMs }, at);
    return attempts;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async remember(key: string, at: number, ttlMs: number): Promise<void> {
    this.put(key, { expiresAt: at + ttlMs }, at);
  }

  async has(key: string, at: number): Promise<boolean> {
    return this.live(key, at) !== undefined;
  }
}
