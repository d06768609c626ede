// sitemap.xml and robots.txt. A site with more than 50 000 URLs (the protocol's limit per file) gets
// a sitemap index pointing at numbered files of at most that many URLs each.
import type { SitemapUrl } from './service';

export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function urlsetXml(urls: SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, files: number): string {
  const body = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** /sitemap.xml: the URLs themselves, or an index when there are more than `max`. */
export function sitemapXml(origin: string, urls: SitemapUrl[], max = SITEMAP_MAX_URLS): string {
  return urls.length <= max ? urlsetXml(urls) : sitemapIndexXml(origin, Math.ceil(urls.length / max));
}

/** /sitemaps/{n}.xml (1-based), or null past the last file. */
export function sitemapPartXml(urls: SitemapUrl[], part: number, max = SITEMAP_MAX_URLS): string | null {
  if (urls.length <= max || part < 1 || (part - 1) * max >= urls.length) return null;
  return urlsetXml(urls.slice((part - 1) * max, part * max));
}

/** Private and machine paths stay out of search engines. */
export const ROBOTS_DISALLOW = ['/admin', '/api', '/profile', '/checkout', '/pix-renewal'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    // The share images live outside /api so link previews may fetch them.
    'Allow: /og/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** How long a security.txt stays valid (RFC 9116 asks for an Expires under a year ahead). */
const SECURITY_TXT_DAYS = 180;

/** /.well-known/security.txt (RFC 9116): where to report a flaw, in which languages, and our policy. */
export function securityTxt(origin: string, now: Date): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_DAYS * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: ${origin}/contact?category=security`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: pt, en',
    `Policy: ${origin}/security`,
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}
