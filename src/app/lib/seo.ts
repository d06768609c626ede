// The page's SEO data as a TanStack Router `head` (meta, links, JSON-LD), rendered by <HeadContent />
// in the root route. The document <title> stays the page's own '{product} - {page}' (spec §9,
// components/ui/page.tsx); the SEO title goes to og:title and twitter:title.
// The builders (@shared/seo, 10 KB) are not part of the first load of a page (issue 14): the server
// writes the first page's head into the HTML itself and <HeadContent /> draws only after hydration,
// so the browser loads them with the first page's route chunk (loadSeo in main.tsx) and the router
// waits for them like for any async `head`.
import type { JSX } from 'react';
import type { SeoData, SeoSite } from '@shared/seo';
import { productName, publicUrl } from './runtime-config';

type SeoModule = typeof import('@shared/seo');
type MetaTag = JSX.IntrinsicElements['meta'];
type LinkTag = JSX.IntrinsicElements['link'];
export interface RouteHead {
  meta: MetaTag[];
  links: LinkTag[];
}

let seoModule: Promise<SeoModule> | undefined;

/** The SEO builders' chunk, asked for once (again after a failed try). */
export function loadSeo(): Promise<SeoModule> {
  seoModule ??= import('@shared/seo').catch((error: unknown) => {
    seoModule = undefined;
    throw error;
  });
  return seoModule;
}

function seoSite(): SeoSite {
  return { product: productName, origin: publicUrl };
}

function toRouteHead(seo: SeoModule, data: SeoData): RouteHead {
  const meta: MetaTag[] = [];
  const links: LinkTag[] = [];
  for (const tag of seo.headTags(data, { withTitle: false })) {
    if (tag.tag === 'meta') meta.push(tag.attrs);
    else if (tag.tag === 'link') {
      // React spells the attribute hrefLang (it writes hreflang in the DOM).
      const { hreflang, ...attrs } = tag.attrs as LinkTag & { hreflang?: string };
      links.push(hreflang ? { ...attrs, hrefLang: hreflang } : attrs);
    }
  }
  // The router renders { 'script:ld+json': data } as a JSON-LD script (its React typing knows only <meta>).
  const jsonLd = data.jsonLd.map((item) => ({ 'script:ld+json': item }) as MetaTag);
  return { meta: [...meta, ...jsonLd], links };
}

/** A route's `head` from its SEO data, built once the SEO builders are loaded. */
export async function routeHead(build: (seo: SeoModule, site: SeoSite) => SeoData): Promise<RouteHead> {
  const seo = await loadSeo();
  return toRouteHead(seo, build(seo, seoSite()));
}

/** `head` of a page without per-item data (the path names it). */
export const staticHead = (path: string) => () => routeHead((seo, site) => seo.staticSeo(path, site));

/**
 * The server puts the page's head into the HTML for crawlers (tags marked data-seo); once the app
 * runs, the router's <HeadContent /> owns them, so the server's copies go.
 */
export function dropServerHead() {
  for (const node of document.head.querySelectorAll('meta[data-seo], link[data-seo], script[data-seo]')) node.remove();
}
