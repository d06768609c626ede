// One live engine across processes: the holder of a PostgreSQL advisory lock (db/session-lock.ts)
// plays the feed; the others retry every `retryMs` and take over when its connection dies
// (docs/decisions/0005-live-engine-leader-election.md). Without a lock (PGlite) this process leads.
import type { SessionLock } from '../../db/session-lock';

export type LiveRole = 'leader' | 'standby';

/**
 * How many of the standbys' tries a leader that lost its lock waits before it stands again. Its own
 * connection just broke, so a standby is the likelier healthy process; alone, it leads again soon.
 */
export const STAND_DOWN_TRIES = 5;

export interface LeaderElectionOptions {
  /** null: alone, always the leader. */
  lock: SessionLock | null;
  /** How often a standby tries to take the lock, and a leader checks it still holds it (ms). */
  retryMs: number;
  onElected(): Promise<void>;
  onDeposed(): Promise<void>;
  /** The clock for the stand-down pause (tests). */
  now?: () => number;
  log: { info(msg: string): void; warn(msg: string): void; error(obj: unknown, msg: string): void };
}

export class LeaderElection {
  private current: LiveRole = 'standby';
  private timer: NodeJS.Timeout | null = null;
  private queue: Promise<void> = Promise.resolve();
  private stopped = true;
  /** A leader that lost its lock sits out until then: the standbys, whose connections work, go first. */
  private standAgainAt = 0;

  constructor(private readonly options: LeaderElectionOptions) {
    options.lock?.onLost(() => void this.step());
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  get role(): LiveRole {
    return this.current;
  }

  /** Takes part in the election: the first attempt is awaited (a lone process is leader when ready). */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await this.step();
    if (!this.options.lock) return;
    this.timer = setInterval(() => void this.step(), this.options.retryMs);
    this.timer.unref();
  }

  /** Stops the engine if it runs here and gives the lock back (a standby can take over at once). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.queue;
    if (this.current === 'leader') {
      this.current = 'standby';
      await this.options.onDeposed().catch((error) => this.options.log.error({ err: error }, 'live: falha ao parar'));
    }
    await this.options.lock?.release();
  }

  /** One look at the lock; steps run one at a time. */
  step(): Promise<void> {
    const run = this.queue.then(() => this.look());
    this.queue = run.catch((error) => this.options.log.error({ err: error }, 'live: falha na eleição do líder'));
    return this.queue;
  }

  private async look(): Promise<void> {
    if (this.stopped) return;
    const { lock } = this.options;
    if (this.current === 'leader') {
      if (!lock || (await lock.stillHeld())) return;
      this.current = 'standby';
      this.standAgainAt = this.now() + this.options.retryMs * STAND_DOWN_TRIES;
      this.options.log.warn('live: conexão do bloqueio de líder perdida; motor ao vivo parado, em espera');
      await this.options.onDeposed();
      return;
    }
    if (this.now() < this.standAgainAt) return;
    if (lock && !(await lock.tryAcquire())) return;
    this.current = 'leader';
    if (lock) this.options.log.info('live: este processo é o líder (motor ao vivo ativo)');
    try {
      await this.options.onElected();
    } catch (error) {
      // The engine did not start: give the lock back so another process can try.
      this.current = 'standby';
      await lock?.release();
      throw error;
    }
  }
}
