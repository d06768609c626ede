// Wires the news: repo, service and the report triggers — the live feed's finished matches, and
// the backfill of the last NEWS_REPORT_DAYS days once the server listens — which stop() ends.
import { isFinished } from '@shared/match-status';
import type { Db } from '../../db/client';
import type { LiveChange } from '../live';
import { newsRepo } from './repo';
import { createNewsService, type NewsService, type NewsServiceDeps } from './service';

/** What the service takes (its repo is made here from `db`), the live feed and the backfill switch. */
export interface NewsOptions extends Omit<NewsServiceDeps, 'repo'> {
  db: Db;
  /** 0: no automatic reports (neither the live feed's nor the backfill). */
  reportDays: number;
  /** The live feed, whose persisted batches say which matches finished. */
  live: { onPersisted(listener: (changes: LiveChange[]) => void): void };
  /** false: no backfill at start (tests). */
  backfill?: boolean;
}

export interface News {
  service: NewsService;
  /** Once the server listens: the backfill, in the background (the server answers meanwhile). */
  listening(): void;
  /** Before the server closes: no new report starts, and the one being written finishes. */
  stop(): Promise<void>;
}

export function createNews(options: NewsOptions): News {
  const { log } = options;
  const service = createNewsService({ ...options, repo: newsRepo(options.db) });
  const reports = options.reportDays > 0;
  if (reports) {
    options.live.onPersisted((changes) => {
      const finished = changes.filter((change) => isFinished(change.status)).map((change) => change.matchId);
      if (finished.length)
        service.reportMatches(finished).catch((error) => log.error({ err: error }, 'match reports failed'));
    });
  }
  return {
    service,
    listening: () => {
      if (reports && options.backfill !== false)
        service.backfill().catch((error) => log.error({ err: error }, 'news backfill failed'));
    },
    stop: async () => {
      service.stop();
      await service.idle();
    },
  };
}

export {
  createNewsService,
  toAdminArticle,
  toAdminItem,
  NEWS_MESSAGES,
  type NewsService,
  type NewsNotifier,
  type NewsFollowers,
} from './service';
export type { ArticleRow } from './repo';
export { newsRoutes } from './routes';
