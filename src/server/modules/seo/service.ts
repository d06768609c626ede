// Which head each public page gets, computed by the services that answer the API (so a crawler reads
// what the app shows), plus the sitemap's URLs and the match share image.
import { PLANS_FAQ } from '@shared/plans-faq';
import { HELP_FAQ } from '@shared/help-faq';
import {
  h2hSeo,
  INDEXED_STATIC_PATHS,
  leagueSeo,
  matchSeo,
  newsSeo,
  privateSeo,
  ROBOTS_NOINDEX,
  playerSeo,
  seoPaths,
  staticSeo,
  teamSeo,
  type SeoArticle,
  type SeoData,
  type SeoSite,
} from '@shared/seo';
import { redirectTarget } from '@shared/redirects';
import { isRefusal } from '../../domain-errors';
import type { FootballService } from '../football/service';
import { createShareImageCache, renderPng, shareImageKey, shareImageSvg } from './share-image';

/**
 * Where news comes from (the news module provides it once merged): one article's SEO data, and the
 * published articles for the sitemap. Without it /news/{id} gets a generic head and the sitemap no news.
 */
export interface NewsSource {
  article(id: string): Promise<SeoArticle | null>;
  published(): Promise<{ id: number | string; updatedAt: string }[]>;
}

export type PageHead = { status: number; seo: SeoData } | { redirect: string };

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** Pages only for signed-in users or admins: a title, never indexed. */
const PRIVATE: [RegExp, string][] = [
  [/^\/profile$/, 'Perfil'],
  [/^\/checkout(\/(success|failure|pending))?$/, 'Assinatura'],
  [/^\/pix-renewal\/[^/]+$/, 'Renovação por PIX'],
  [/^\/admin(\/(login|users|subscriptions|payments|notifications|news|messages|data|audit))?$/, 'Administração'],
  // A user's or payment's page: its status is its record's (admin/page-status.ts).
  [/^\/admin\/(users|payments)\/[^/]+$/, 'Administração'],
];

export function createSeoService(deps: { football: FootballService; site: SeoSite; news?: NewsSource }) {
  const { football, site } = deps;
  const images = createShareImageCache();

  /** A 404 from a service is the page's own not-found; anything else is a real failure. */
  async function orMissing<T>(read: Promise<T>): Promise<T | null> {
    try {
      return await read;
    } catch (error) {
      if (isRefusal(error, 'not_found', 'invalid')) return null;
      throw error;
    }
  }

  const notFound = (): PageHead => {
    const seo = staticSeo('/404', site);
    return { status: 404, seo: { ...seo, robots: ROBOTS_NOINDEX } };
  };

  return {
    /** The head of the page at `url` (path and query), a redirect to its canonical address, or a 404 head. */
    async pageHead(url: string): Promise<PageHead> {
      const [rawPath, query = ''] = url.split('?');
      let path: string;
      try {
        path = decodeURIComponent(rawPath).replace(/(.)\/+$/, '$1');
      } catch {
        return notFound();
      }
      // Spec addresses without a page of their own lead to the real one (issue 22 points 4 and 5).
      const moved = redirectTarget(path);
      if (moved) return { redirect: moved };
      const parts = path.split('/').slice(1);
      const [head, a, b] = parts;

      if (head === 'match' && (parts.length === 2 || parts.length === 3)) {
        const detail = await orMissing(football.matchDetail(parts.length === 2 ? a : b));
        if (!detail) return notFound();
        const canonical = seoPaths.match(detail.match);
        if (canonical !== path) return { redirect: canonical };
        return { status: 200, seo: matchSeo(detail, site) };
      }
      if (head === 'team' && (parts.length === 2 || parts.length === 3)) {
        const detail = await orMissing(football.teamDetail(parts.length === 2 ? a : b));
        if (!detail) return notFound();
        const canonical = seoPaths.team(detail.team);
        if (canonical !== path) return { redirect: canonical };
        return { status: 200, seo: teamSeo(detail, site) };
      }
      if (head === 'player' && (parts.length === 2 || parts.length === 3)) {
        // /player/{id}/{slug} (issue 31): the id comes first.
        const detail = await orMissing(football.playerDetail(a));
        if (!detail) return notFound();
        const canonical = seoPaths.player(detail.player);
        if (canonical !== path) return { redirect: canonical };
        return { status: 200, seo: playerSeo(detail, site) };
      }
      if (head === 'leagues' && (parts.length === 2 || parts.length === 3)) {
        const season = new URLSearchParams(query).get('season') ?? undefined;
        const detail = await orMissing(football.leagueDetail(parts.length === 2 ? a : b, season));
        if (!detail) return notFound();
        const canonical = seoPaths.league(detail.league);
        const suffix = season ? `?season=${encodeURIComponent(season)}` : '';
        if (canonical !== path) return { redirect: canonical + suffix };
        const seo = leagueSeo(detail, site);
        // An older season is its own page.
        if (suffix) {
          seo.canonical += suffix;
          seo.openGraph.url = seo.canonical;
          seo.hreflang = seo.hreflang.map((h) => ({ ...h, url: seo.canonical }));
        }
        return { status: 200, seo };
      }
      if (head === 'h2h' && parts.length === 3) {
        const h2h = await orMissing(football.h2h(a, b));
        if (!h2h) return notFound();
        return { status: 200, seo: h2hSeo(h2h, site) };
      }
      if (head === 'news' && parts.length === 2) {
        // Without a news source there are no articles (the page says so).
        if (!deps.news) return notFound();
        const article = await deps.news.article(a);
        return article ? { status: 200, seo: newsSeo(article, site) } : notFound();
      }
      if (path === '/plans') return { status: 200, seo: staticSeo(path, site, { faq: PLANS_FAQ }) };
      if (path === '/help') return { status: 200, seo: staticSeo(path, site, { faq: HELP_FAQ }) };
      if (path === '/' || /^\/[a-z0-9-]+$/.test(path)) {
        const seo = staticSeo(path, site);
        if (seo.canonical === `${site.origin}${path}` || path === '/') return { status: 200, seo };
      }
      for (const [pattern, page] of PRIVATE)
        if (pattern.test(path)) return { status: 200, seo: privateSeo(page, path, site) };
      return notFound();
    },

    /** Every URL search engines should know, most important first. */
    async sitemapUrls(): Promise<SitemapUrl[]> {
      const entries = await football.sitemapEntries();
      const urls: SitemapUrl[] = INDEXED_STATIC_PATHS.map((path) => ({ loc: `${site.origin}${path}` }));
      for (const league of entries.leagues) urls.push({ loc: site.origin + seoPaths.league(league) });
      for (const team of entries.teams) urls.push({ loc: site.origin + seoPaths.team(team) });
      for (const match of entries.matches) {
        urls.push({ loc: site.origin + seoPaths.match(match), lastmod: match.updatedAt });
      }
      if (deps.news) {
        for (const article of await deps.news.published()) {
          urls.push({ loc: site.origin + seoPaths.news(article), lastmod: article.updatedAt });
        }
      }
      return urls;
    },

    /** The PNG share image of a match, drawn once per score and state. */
    async shareImage(idText: string): Promise<Buffer> {
      const match = await football.match(idText);
      return images.get(shareImageKey(match), async () => {
        const [home, away] = await Promise.all([
          football.crest(String(match.homeTeam.id)),
          football.crest(String(match.awayTeam.id)),
        ]);
        return renderPng(shareImageSvg(match, { home, away }, site.product));
      });
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
