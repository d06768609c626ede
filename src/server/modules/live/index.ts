// Wires the live feed: provider (replay engine by default), service, socket gateway.
import type { Server as SocketServer } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { ReplayEngine } from './engine';
import { ApiFootballProvider, type ApiFootballSettings } from './api-football';
import { LiveService, type LiveServiceOptions, type MatchSource } from './service';
import { attachLiveGateway, type GatewayLimits } from './gateway';
import { systemClock, type Clock, type LiveProvider } from './provider';

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

export { LiveService, type MatchSource } from './service';
export { ReplayEngine } from './engine';
export { ApiFootballProvider, type ApiFootballSettings } from './api-football';
export type { Clock, LiveProvider, LiveChange } from './provider';
export type { GatewayLimits } from './gateway';
