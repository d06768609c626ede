// The pure SEO parts: titles, the news article data, the HTML of a head (escaping), the sitemap's split.
import { describe, expect, test } from 'vitest';
import { headHtml, jsonLdText, newsSeo, seoTitle, staticSeo } from '@shared/seo';
import { robotsTxt, sitemapIndexXml, sitemapPartXml, sitemapXml } from '@server/modules/seo/sitemap';

const site = { product: 'FutDados', origin: 'https://futdados.example' };

describe('SEO data (spec §3, §9)', () => {
  test("SEO titles end with '| {product} - Estatísticas de Futebol'", () => {
    expect(seoTitle('Ligas', 'FutDados')).toBe('Ligas | FutDados - Estatísticas de Futebol');
    expect(staticSeo('/leagues', site).title).toBe('Ligas | FutDados - Estatísticas de Futebol');
  });

  test('a news article is a NewsArticle with author, dates and breadcrumbs', () => {
    const seo = newsSeo(
      {
        id: 7,
        title: 'Flamengo vence o clássico',
        summary: 'Resumo',
        image: '/uploads/7.jpg',
        author: 'Ana Souza',
        publishedAt: '2026-11-20T10:00:00Z',
        updatedAt: '2026-11-21T10:00:00Z',
      },
      site,
    );
    expect(seo.pageType).toBe('news');
    expect(seo.canonical).toBe('https://futdados.example/news/7');
    expect(seo.openGraph.type).toBe('article');
    expect(seo.articleAuthor).toBe('Ana Souza');
    expect(seo.jsonLd.map((d) => d['@type'])).toEqual(['NewsArticle', 'BreadcrumbList']);
    expect(seo.jsonLd[0]).toMatchObject({
      headline: 'Flamengo vence o clássico',
      datePublished: '2026-11-20T10:00:00Z',
      dateModified: '2026-11-21T10:00:00Z',
      image: ['https://futdados.example/uploads/7.jpg'],
      author: { '@type': 'Person', name: 'Ana Souza' },
    });
    expect(headHtml(seo)).toContain(
      '<meta property="article:published_time" content="2026-11-20T10:00:00Z" data-seo />',
    );
  });

  test('text from the data cannot break out of the head: attributes escaped, "<" escaped in JSON-LD', () => {
    const seo = newsSeo(
      { id: 1, title: 'a "b" </script><script>alert(1)</script>', summary: '<b>&', publishedAt: '2026-01-01' },
      site,
    );
    const html = headHtml(seo);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('content="&lt;b&gt;&amp;"');
    const json = html.match(/<script type="application\/ld\+json" data-seo>(.*?)<\/script>/)![1];
    expect(JSON.parse(json).headline).toBe('a "b" </script><script>alert(1)</script>');
    expect(jsonLdText({ a: '\u2028' })).toBe('{"a":"\\u2028"}');
  });

  test('unknown static paths are not indexed; /plans carries an FAQPage', () => {
    expect(staticSeo('/nada', site).robots).toBe('noindex, nofollow');
    const plans = staticSeo('/plans', site, { faq: [{ question: 'P?', answer: 'R.' }] });
    expect(plans.jsonLd.find((d) => d['@type'] === 'FAQPage')).toMatchObject({
      mainEntity: [{ '@type': 'Question', name: 'P?', acceptedAnswer: { '@type': 'Answer', text: 'R.' } }],
    });
  });
});

describe('sitemap and robots.txt', () => {
  const urls = Array.from({ length: 7 }, (_, i) => ({ loc: `https://x.example/p/${i}?a=1&b=2` }));

  test('up to the limit one urlset; above it an index of numbered parts, each at most the limit', () => {
    expect(sitemapXml('https://x.example', urls, 7)).toContain('<urlset');
    const index = sitemapXml('https://x.example', urls, 3);
    expect(index).toBe(sitemapIndexXml('https://x.example', 3));
    expect(index).toContain('<loc>https://x.example/sitemaps/3.xml</loc>');
    expect(sitemapPartXml(urls, 3, 3)!.match(/<url>/g)).toHaveLength(1);
    expect(sitemapPartXml(urls, 1, 3)).toContain('<loc>https://x.example/p/0?a=1&amp;b=2</loc>');
    expect(sitemapPartXml(urls, 4, 3)).toBeNull();
    expect(sitemapPartXml(urls, 0, 3)).toBeNull();
    expect(sitemapPartXml(urls, 1, 7)).toBeNull();
  });

  test('robots.txt disallows the private and machine paths and names the sitemap', () => {
    const text = robotsTxt('https://x.example');
    for (const path of ['/admin', '/api', '/profile', '/checkout']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain('Sitemap: https://x.example/sitemap.xml');
  });
});
