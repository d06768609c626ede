// The page's SEO data as a TanStack Router `head` (meta, links, JSON-LD), rendered by <HeadContent />
// in the root route. The document <title> stays the page's own '{product} - {page}' (spec §9,
// components/ui/page.tsx); the SEO title goes to og:title and twitter:title.
// The builders (@shared/seo, 4 KB gzip) are not part of the first load of a page (issues 14 and 24):
// over a server-rendered page the server's own head tags (marked data-seo) stay the page's head until
// the first navigation, so the builders load once the page has hydrated and is idle; from then on the
// router waits for them like for any async `head`. An app started without the server's page (offline,
// from the service worker's shell) loads them at once.
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

/** While true, the server's head tags are the page's head and routes add none of their own. */
let serverHeadKept = false;
const NO_HEAD: RouteHead = { meta: [], links: [] };

/** Over a server-rendered page: its head tags stay until the first navigation (releaseServerHead). */
export function keepServerHead() {
  serverHeadKept = true;
}

/** The router's <HeadContent /> owns the head from now on: the server's copies go. */
export function releaseServerHead() {
  serverHeadKept = false;
  dropServerHead();
}

/** A route's `head` from its SEO data, built once the SEO builders are loaded. */
export async function routeHead(
  build: (seo: SeoModule, site: SeoSite) => SeoData | Promise<SeoData>,
): Promise<RouteHead> {
  if (serverHeadKept) return NO_HEAD;
  const seo = await loadSeo();
  return toRouteHead(seo, await build(seo, seoSite()));
}

/** `head` of a page without per-item data (the path names it). */
export const staticHead = (path: string) => () => routeHead((seo, site) => seo.staticSeo(path, site));

/** The server's head tags (marked data-seo), written into the HTML for crawlers and the first paint. */
function dropServerHead() {
  for (const node of document.head.querySelectorAll('meta[data-seo], link[data-seo], script[data-seo]')) node.remove();
}
