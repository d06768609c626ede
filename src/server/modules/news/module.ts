// The news module for the start-up: automatic reports of the matches the live feed finishes and, once
// the server listens, of the last NEWS_REPORT_DAYS days. Publishing tells the followers of the
// article's teams who keep the news preference on, through the notification centre's notify().
import type { ModuleBase, ServerModule } from '../../module-registry';
import { createNews, newsRoutes, type News, type NewsOptions } from '.';

export function newsModule(
  deps: ModuleBase & Pick<NewsOptions, 'football' | 'notifier' | 'followers' | 'live' | 'backfill'>,
): ServerModule & News {
  const news = createNews({
    db: deps.db,
    football: deps.football,
    log: deps.log,
    now: deps.now,
    author: deps.config.PRODUCT_NAME,
    reportDays: deps.config.NEWS_REPORT_DAYS,
    notifier: deps.notifier,
    followers: deps.followers,
    live: deps.live,
    backfill: deps.backfill,
  });
  return { ...news, name: 'news', routes: [newsRoutes({ news: news.service })] };
}
