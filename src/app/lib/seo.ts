// The page's SEO data as a TanStack Router `head` (meta, links, JSON-LD), rendered by <HeadContent />
// in the root route. The document <title> stays the page's own '{product} - {page}' (spec §9,
// components/ui/page.tsx); the SEO title goes to og:title and twitter:title.
import type { JSX } from 'react';
import { headTags, staticSeo, type SeoData, type SeoSite } from '@shared/seo';
import { productName, publicUrl } from './runtime-config';

export function seoSite(): SeoSite {
  return { product: productName, origin: publicUrl };
}

type MetaTag = JSX.IntrinsicElements['meta'];
type LinkTag = JSX.IntrinsicElements['link'];

export function routeHead(seo: SeoData): { meta: MetaTag[]; links: LinkTag[] } {
  const meta: MetaTag[] = [];
  const links: LinkTag[] = [];
  for (const tag of headTags(seo, { withTitle: false })) {
    if (tag.tag === 'meta') meta.push(tag.attrs);
    else if (tag.tag === 'link') {
      // React spells the attribute hrefLang (it writes hreflang in the DOM).
      const { hreflang, ...attrs } = tag.attrs as LinkTag & { hreflang?: string };
      links.push(hreflang ? { ...attrs, hrefLang: hreflang } : attrs);
    }
  }
  // The router renders { 'script:ld+json': data } as a JSON-LD script (its React typing knows only <meta>).
  const jsonLd = seo.jsonLd.map((data) => ({ 'script:ld+json': data }) as MetaTag);
  return { meta: [...meta, ...jsonLd], links };
}

/** `head` of a page without per-item data (the path names it). */
export const staticHead = (path: string) => () => routeHead(staticSeo(path, seoSite()));

/**
 * The server puts the page's head into the HTML for crawlers (tags marked data-seo); once the app
 * runs, the router's <HeadContent /> owns them, so the server's copies go.
 */
export function dropServerHead() {
  for (const node of document.head.querySelectorAll('meta[data-seo], link[data-seo], script[data-seo]')) node.remove();
}
