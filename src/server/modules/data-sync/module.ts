// The data sync module for the start-up (issue 32): the deployment's data kept current from
// API-Football, within the one daily request budget the live feed spends from too (so it is built
// before the live module, which is passed its budget). Its admin routes need the audit log, built later.
import type { Database } from '../../db/client';
import type { ModuleBase, ServerModule } from '../../module-registry';
import type { AuditLog } from '../admin/audit';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { createDataSync, createDataSyncAdmin, dataSyncRoutes, type DataSync, type DataSyncOptions } from '.';

export function dataSyncModule(
  deps: ModuleBase & {
    processId: string;
    sessionLock: Database['sessionLock'];
    football: DataSyncOptions['football'];
  },
): { sync: DataSync; module(audit: AuditLog, rateLimit: Partial<RateLimitPluginOptions>): ServerModule } {
  const { config } = deps;
  const sync = createDataSync({
    db: deps.db,
    log: deps.log,
    now: deps.now,
    enabled: config.dataSync,
    baseUrl: config.API_FOOTBALL_URL,
    key: config.API_FOOTBALL_KEY ?? '',
    dailyRequests: config.API_FOOTBALL_DAILY_REQUESTS,
    leagues: config.apiFootballLeagues,
    reserve: config.API_FOOTBALL_SYNC_RESERVE,
    tickMs: config.DATA_SYNC_TICK_MS,
    todayEveryMs: config.DATA_SYNC_TODAY_MS,
    backoffMs: config.API_FOOTBALL_MIN_INTERVAL_MS,
    sessionLock: deps.sessionLock,
    leaderRetryMs: config.LIVE_LEADER_RETRY_MS,
    processId: deps.processId,
    football: deps.football,
  });
  const runs = config.DATA_SYNC_TICK_MS > 0;
  return {
    sync,
    module: (audit, rateLimit) => ({
      name: 'data-sync',
      routes: [
        dataSyncRoutes({
          admin: createDataSyncAdmin({ service: sync.service, audit, enabled: sync.enabled }),
          rateLimit,
        }),
      ],
      ...(runs ? { start: sync.start, stop: sync.stop } : {}),
    }),
  };
}
