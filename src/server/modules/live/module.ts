// The live module for the start-up: the feed (replay engine, API-Football or a test's provider), its
// socket gateway, and the leadership that plays it in one process, which runs while the server is up.
import type { Server as SocketServer } from 'socket.io';
import type { Database } from '../../db/client';
import type { ModuleBase, ServerModule } from '../../module-registry';
import type { SharedRequestBudget } from './api-football';
import { createLive, createLiveLeadership, type LiveLeadership, type LiveOptions, type LiveService } from '.';

export function liveModule(
  deps: ModuleBase &
    Pick<LiveOptions, 'matches' | 'provider' | 'gateway' | 'onApplied'> & {
      io: SocketServer;
      sessionLock: Database['sessionLock'];
      /** The daily request budget shared with the data sync (API-Football only). */
      budget?: SharedRequestBudget;
    },
): ServerModule & { service: LiveService; leadership: LiveLeadership } {
  const { config, now } = deps;
  const live = createLive({
    db: deps.db,
    io: deps.io,
    log: deps.log,
    speed: config.LIVE_SPEED,
    tickMs: config.LIVE_TICK_MS,
    matches: deps.matches,
    clock: { now: () => now().getTime() },
    provider: deps.provider,
    gateway: deps.gateway,
    apiFootball:
      config.LIVE_PROVIDER === 'api-football'
        ? {
            baseUrl: config.API_FOOTBALL_URL,
            key: config.API_FOOTBALL_KEY!,
            dailyRequests: config.API_FOOTBALL_DAILY_REQUESTS,
            minIntervalMs: config.API_FOOTBALL_MIN_INTERVAL_MS,
            budget: deps.budget,
          }
        : undefined,
    onApplied: deps.onApplied,
  });
  const leadership = createLiveLeadership(live, {
    enabled: config.LIVE_PROVIDER !== 'off',
    sessionLock: deps.sessionLock,
    retryMs: config.LIVE_LEADER_RETRY_MS,
    log: deps.log,
  });
  return { name: 'live', service: live, leadership, start: leadership.start, stop: leadership.stop };
}
