// Wires the news: repo, service and the report hooks (the live feed's finished matches, the
// first-start backfill).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { newsRepo } from './repo';
import { createNewsService, type NewsFollowers, type NewsFootball, type NewsNotifier } from './service';

export interface NewsOptions {
  db: Db;
  football: NewsFootball;
  notifier: NewsNotifier;
  followers: NewsFollowers;
  log: FastifyBaseLogger;
  now: () => Date;
  author: string;
  reportDays: number;
}

export function createNews(options: NewsOptions) {
  return createNewsService({ ...options, repo: newsRepo(options.db) });
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
