// The SEO module for the start-up: each public page's head in its HTML, robots.txt, the sitemap and
// match share images (routes outside /api). News comes from the news module unless a test passes its own.
import type { ModuleBase, ServerModule } from '../../module-registry';
import { isRefusal } from '../../domain-errors';
import type { FootballService } from '../football/service';
import type { NewsService } from '../news';
import { seoRoutes } from './routes';
import { createSeoService, type NewsSource, type SeoService } from './service';

export function seoModule(
  deps: ModuleBase & { football: FootballService; news: NewsService; newsSource?: NewsSource; sitemapMaxUrls?: number },
): ServerModule & { service: SeoService } {
  const { config, news } = deps;
  const seo = createSeoService({
    football: deps.football,
    site: { product: config.PRODUCT_NAME, origin: config.PUBLIC_URL },
    // Tests may pass their own; otherwise the news module's published articles.
    news: deps.newsSource ?? {
      async article(id) {
        try {
          const article = await news.article(id);
          return { ...article, image: article.coverImage };
        } catch (error) {
          if (isRefusal(error, 'not_found')) return null;
          throw error;
        }
      },
      published: () => news.publishedIds(),
    },
  });
  return {
    name: 'seo',
    service: seo,
    rootRoutes: [seoRoutes({ seo, origin: config.PUBLIC_URL, now: deps.now, sitemapMaxUrls: deps.sitemapMaxUrls })],
  };
}
