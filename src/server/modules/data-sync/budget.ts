// The one daily request budget of API-Football, shared by the live feed, the data sync and every
// process (a row per UTC day in the database, taken atomically: two processes never spend the same
// request). The provider's header, once seen, only ever lowers what is left.
import type { SharedRequestBudget } from '../live/api-football';
import type { DataSyncRepo } from './repo';

const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

export function sharedRequestBudget(repo: DataSyncRepo, dailyRequests: number, provider = 'api-football') {
  const budget: SharedRequestBudget = {
    take: (now, reserve = 0) => repo.takeRequest(provider, dayOf(now), dailyRequests, reserve),
    observe: (now, remaining) => repo.observeRemaining(provider, dayOf(now), remaining),
    exhaust: (now) => repo.observeRemaining(provider, dayOf(now), 0),
    async usage(now) {
      const row = await repo.budgetOf(provider, dayOf(now));
      return { used: row.used, remaining: Math.max(0, row.remaining ?? dailyRequests - row.used) };
    },
  };
  return budget;
}
