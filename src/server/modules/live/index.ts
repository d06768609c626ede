// Wires the live feed: provider (replay engine by default), service, socket gateway; and the
// leadership that plays it in one process only, which start() and stop() run while the server is up.
import type { Server as SocketServer } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { ReplayEngine } from './engine';
import { ApiFootballProvider, type ApiFootballSettings } from './api-football';
import { LiveService, type LiveServiceOptions, type MatchSource } from './service';
import { attachLiveGateway, type GatewayLimits } from './gateway';
import { systemClock, type Clock, type LiveProvider } from './provider';
import { LeaderElection, type LiveRole } from './leader';
import { LOCK_KEYS, type SessionLock } from '../../db/session-lock';

export interface LiveOptions {
  db: Db;
  io: SocketServer;
  log: FastifyBaseLogger;
  speed: number;
  tickMs: number;
  clock?: Clock;
  /** The football module: Match payloads, day lists and their cache. */
  matches: MatchSource;
  /** Replaces the replay engine (an external feed, or a test double). */
  provider?: LiveProvider;
  /** LIVE_PROVIDER=api-football: the real feed's address, key and request budget. */
  apiFootball?: ApiFootballSettings;
  /** Per-socket rationing of sync answers (tests shorten it). */
  gateway?: GatewayLimits;
  /** After each persisted batch (notifications of followed matches). */
  onApplied?: LiveServiceOptions['onApplied'];
  /** How often pending outbox batches are retried (tests shorten it). */
  outboxRetryMs?: number;
}

export function createLive(options: LiveOptions): LiveService {
  const clock = options.clock ?? systemClock;
  const provider =
    options.provider ??
    (options.apiFootball
      ? new ApiFootballProvider({ ...options.apiFootball, db: options.db, clock, log: options.log, autoPoll: true })
      : undefined) ??
    new ReplayEngine({
      db: options.db,
      clock,
      speed: options.speed,
      tickMs: options.tickMs,
      onError: (error) => options.log.error({ err: error }, 'live engine tick failed'),
    });
  const service = new LiveService({
    db: options.db,
    io: options.io,
    provider,
    matches: options.matches,
    onApplied: options.onApplied,
    outboxRetryMs: options.outboxRetryMs,
    onError: (error) => options.log.error({ err: error }, 'live: falha ao produzir as notificações pendentes'),
  });
  attachLiveGateway(options.io, service, options.log, options.gateway);
  return service;
}

export interface LiveLeadershipOptions {
  /** LIVE_PROVIDER=off: the feed never runs and the health check says 'off'. */
  enabled: boolean;
  /** PostgreSQL's session locks; without them (PGlite) this process is always the leader. */
  sessionLock?: (key: number) => SessionLock;
  /** How often a standby tries to take over (LIVE_LEADER_RETRY_MS). */
  retryMs: number;
  log: FastifyBaseLogger;
}

export interface LiveLeadership {
  leader: LeaderElection;
  /** This process's part in the live feed (the health check). */
  role(): LiveRole | 'off';
  /** Once the server is ready: stands for election (the leader plays the feed). */
  start(): Promise<void>;
  /** Before the server closes: the feed stops here and the lock goes back. */
  stop(): Promise<void>;
}

/** One live engine across processes: the leader plays the feed, the others stand by (leader.ts). */
export function createLiveLeadership(live: LiveService, options: LiveLeadershipOptions): LiveLeadership {
  const leader = new LeaderElection({
    lock: options.sessionLock?.(LOCK_KEYS.liveEngine) ?? null,
    retryMs: options.retryMs,
    onElected: () => live.start(),
    onDeposed: () => live.stop(),
    log: options.log,
  });
  return {
    leader,
    role: () => (options.enabled ? leader.role : 'off'),
    start: async () => {
      if (options.enabled) await leader.start();
    },
    stop: async () => {
      if (options.enabled) await leader.stop();
    },
  };
}

export { LiveService, type MatchSource } from './service';
export { ReplayEngine } from './engine';
export { ApiFootballProvider, type ApiFootballSettings } from './api-football';
export type { Clock, LiveProvider, LiveChange } from './provider';
export type { GatewayLimits } from './gateway';
