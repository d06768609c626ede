// Wires the data sync (issue 32): the shared request budget (also the live feed's), the API client,
// the service, and the timer that runs a pass every DATA_SYNC_TICK_MS in the leader process only
// (its own PostgreSQL advisory lock, live/leader.ts; on PGlite the single process), each timed job
// also claimed in scheduled_jobs so a handover never runs it twice.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { claimJob } from '../../db/job-claims';
import { LOCK_KEYS, type SessionLock } from '../../db/session-lock';
import { LeaderElection } from '../live/leader';
import type { SharedRequestBudget } from '../live/api-football';
import { sharedRequestBudget } from './budget';
import { SyncClient } from './client';
import { dataSyncRepo } from './repo';
import { createApiFootballSource } from './source';
import { createDataSyncService, type DataSyncService } from './service';

export interface DataSyncOptions {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  /** false: nothing is synced (no key, or DATA_SYNC=off); the budget is still the live feed's. */
  enabled: boolean;
  baseUrl: string;
  key: string;
  dailyRequests: number;
  leagues: number[];
  reserve: number;
  tickMs: number;
  todayEveryMs: number;
  backoffMs: number;
  sessionLock?: (key: number) => SessionLock;
  leaderRetryMs: number;
  processId: string;
  football: { invalidateMatches(ids?: number[]): void; refreshDirectory(): void };
  fetch?: typeof fetch;
  random?: () => number;
}

export interface DataSync {
  service: DataSyncService;
  budget: SharedRequestBudget;
  leader: LeaderElection;
  enabled: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createDataSync(options: DataSyncOptions): DataSync {
  const repo = dataSyncRepo(options.db);
  const nowMs = () => options.now().getTime();
  const budget = sharedRequestBudget(repo, options.dailyRequests);
  const client = new SyncClient({
    baseUrl: options.baseUrl,
    key: options.key,
    budget,
    reserve: options.reserve,
    now: nowMs,
    backoffMs: options.backoffMs,
    fetch: options.fetch,
    random: options.random,
    log: options.log,
  });
  const service = createDataSyncService({
    repo,
    source: createApiFootballSource(client),
    now: nowMs,
    log: options.log,
    leagues: options.leagues,
    todayEveryMs: options.todayEveryMs,
    dailyRequests: options.dailyRequests,
    matchesChanged: (ids) => options.football.invalidateMatches(ids.length ? ids : undefined),
    directoryChanged: () => options.football.refreshDirectory(),
    claim: (name, intervalMs) =>
      claimJob(options.db, name, options.now(), Math.max(intervalMs - 500, 500), options.processId),
  });
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      // Claimed a little before each period ends, so a pass is never skipped because timers drift.
      if (
        await claimJob(options.db, 'data-sync', options.now(), Math.max(options.tickMs - 500, 500), options.processId)
      )
        await service.runPass();
    })()
      .catch((error) => options.log.error({ err: error }, 'data-sync: falha na sincronização'))
      .finally(() => {
        running = null;
      });
  };
  const leader = new LeaderElection({
    lock: options.sessionLock?.(LOCK_KEYS.dataSync) ?? null,
    retryMs: options.leaderRetryMs,
    log: options.log,
    onElected: async () => {
      options.log.info('data-sync: este processo sincroniza os dados da API-Football');
      tick();
      timer = setInterval(tick, options.tickMs);
      timer.unref();
    },
    onDeposed: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  });
  return {
    service,
    budget,
    leader,
    enabled: options.enabled,
    start: async () => {
      if (options.enabled) await leader.start();
    },
    stop: async () => {
      if (options.enabled) await leader.stop();
    },
  };
}

export type { DataSyncService, DataSyncStatus } from './service';
export { createDataSyncAdmin, type DataSyncAdmin } from './admin';
export { dataSyncRoutes } from './routes';
