// Leader election over a lock shared in memory (the PostgreSQL advisory lock's rules: one holder;
// a broken connection frees it at once). Timers are faked and steps taken by hand, so each case is
// one exact order.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SessionLock } from '@server/db/session-lock';
import { LeaderElection, STAND_DOWN_TRIES } from '@server/modules/live/leader';

function sharedLock() {
  let holder: object | null = null;
  const lost = new Map<object, Array<() => void>>();
  return {
    /** One process's connection to the lock. */
    connection(): SessionLock & { break(): void } {
      const me = {};
      lost.set(me, []);
      return {
        async tryAcquire() {
          if (holder === null) holder = me;
          return holder === me;
        },
        async stillHeld() {
          return holder === me;
        },
        onLost(listener) {
          lost.get(me)!.push(listener);
        },
        async release() {
          if (holder === me) holder = null;
        },
        break() {
          if (holder !== me) return;
          holder = null;
          for (const listener of lost.get(me)!) listener();
        },
      };
    },
  };
}

const RETRY_MS = 100;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

function processOn(lock: SessionLock, clock: { now: number }) {
  const engine = { running: false };
  const election = new LeaderElection({
    lock,
    retryMs: RETRY_MS,
    now: () => clock.now,
    onElected: async () => void (engine.running = true),
    onDeposed: async () => void (engine.running = false),
    log: quiet,
  });
  return { election, engine };
}

describe('one live engine across processes', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  test('a leader whose lock connection breaks stops its engine and lets the standby take over', async () => {
    const clock = { now: 0 };
    const lock = sharedLock();
    const firstLock = lock.connection();
    const first = processOn(firstLock, clock);
    const second = processOn(lock.connection(), clock);
    await first.election.start();
    await second.election.start();
    expect([first.election.role, second.election.role]).toEqual(['leader', 'standby']);

    firstLock.break();
    await first.election.step();
    expect(first.election.role).toBe('standby');
    expect(first.engine.running).toBe(false);

    // The lock is free and the old leader tries first: it sits out, so the standby gets it.
    clock.now += RETRY_MS;
    await first.election.step();
    expect(first.election.role).toBe('standby');
    await second.election.step();
    expect([first.election.role, second.election.role]).toEqual(['standby', 'leader']);
    expect(second.engine.running).toBe(true);
  });

  test('alone, a leader that lost its lock leads again after sitting out', async () => {
    const clock = { now: 0 };
    const connection = sharedLock().connection();
    const alone = processOn(connection, clock);
    await alone.election.start();
    connection.break();
    await alone.election.step();
    expect(alone.election.role).toBe('standby');

    clock.now += RETRY_MS * STAND_DOWN_TRIES - 1;
    await alone.election.step();
    expect(alone.election.role).toBe('standby');
    clock.now += 1;
    await alone.election.step();
    expect(alone.election.role).toBe('leader');
    expect(alone.engine.running).toBe(true);
  });
});
