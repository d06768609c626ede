// The football module for the start-up: the service (data, lists, the match answer cache) and its routes.
// With shared state, a write here clears the other processes' answer caches, and theirs clear this one's.
import type { ModuleBase, ServerModule } from '../../module-registry';
import type { SharedState } from '../../plugins/shared-state';
import { demoCalendarOf } from './demo-calendar';
import { footballRoutes } from './routes';
import { createFootballService, type FootballService } from './service';

/** The channel on which a process tells the others that matches changed (their answer caches go). */
const MATCHES_CHANGED = 'matches-changed';

export function footballModule(
  deps: ModuleBase & {
    shared: SharedState;
    /** Tells this process's own messages apart from the others'. */
    processId: string;
    /** PGlite: this process is the only writer (the in-memory match index). */
    soleWriter: boolean;
    matchCacheTtlMs?: number;
  },
): ServerModule & { service: FootballService } {
  const { config, shared, processId } = deps;
  const football = createFootballService({
    db: deps.db,
    dataDir: config.FOOTBALL_DATA_DIR,
    ...demoCalendarOf(config),
    now: deps.now,
    matchCacheTtlMs: deps.matchCacheTtlMs,
    soleWriter: deps.soleWriter,
    onInvalidate: shared.shared ? () => shared.publish(MATCHES_CHANGED, processId) : undefined,
  });
  shared.subscribe(MATCHES_CHANGED, (from) => {
    if (from !== processId) football.dropCachedMatches();
  });
  return { name: 'football', service: football, routes: [footballRoutes({ football })] };
}
