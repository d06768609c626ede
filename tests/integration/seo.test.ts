// SEO over plain HTTP, as a crawler or a link preview sees it (no JavaScript): each public page's head
// in its HTML (SEO title, canonical, hreflang, Open Graph, JSON-LD of the page's type), redirects to the
// canonical address, 404 heads, robots.txt, the sitemap (split into an index, every URL kind answering
// 200) and the match share image.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { matchListSchema, type Match } from '@shared/football';
import { isFinished } from '@shared/match-status';
import { PERMANENT_REDIRECTS } from '@shared/redirects';
import { databaseKinds } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';

const NOW = new Date('2026-11-22T19:30:00Z');
const YESTERDAY = '2026-11-21';
const SUFFIX = '| FutDados - Estatísticas de Futebol';
/** Small sitemap files, so the index and its parts are exercised with the shipped data. */
const SITEMAP_MAX = 400;
// (A busy machine makes the shipped data's import slow: hooks get room.)

interface Head {
  status: number;
  title: string | undefined;
  canonical: string | undefined;
  meta: (key: string) => string | undefined;
  hreflang: Record<string, string>;
  jsonLd: Record<string, unknown>[];
  html: string;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function parseHead(status: number, html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta ([^>]*)\/?>/g)].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1], decode(a[2])])),
  );
  return {
    status,
    html,
    title: head.match(/<title[^>]*>([^<]*)<\/title>/)?.[1].replace(/&amp;/g, '&'),
    canonical: head.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    meta: (key) => metas.find((m) => m.name === key || m.property === key)?.content,
    hreflang: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    ),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as Record<string, unknown>,
    ),
  };
}

const ofType = (head: Head, type: string) => head.jsonLd.find((data) => data['@type'] === type);

describe.each(databaseKinds())('SEO over plain HTTP on %s', (kind) => {
  let testApp: TestApp;
  let origin: string;
  let finished: Match;
  let scheduled: Match;

  const fetchPage = async (url: string) => {
    const response = await fetch(`${testApp.url}${url}`, { redirect: 'manual' });
    return { response, head: parseHead(response.status, await response.text()) };
  };

  beforeAll(async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'futdados-seo-client-'));
    // The shell as written (the build only adds its script and style tags).
    copyFileSync('index.html', path.join(clientDir, 'index.html'));
    testApp = await createTestApp({
      kind,
      env: { DEMO_SHIFT_WEEKS: '52', CLIENT_DIR: clientDir, LIVE_PROVIDER: 'off' },
      now: () => NOW,
      seo: { sitemapMaxUrls: SITEMAP_MAX },
    });
    expect((await testApp.football.importData()).failed).toEqual([]);
    await testApp.listen();
    origin = testApp.config.PUBLIC_URL;
    const day = matchListSchema.parse(
      (await testApp.app.inject({ url: `/api/soccer/matches?date=${YESTERDAY}` })).json(),
    ).matches;
    finished = day.find((m) => isFinished(m.status) && m.homeScore != null)!;
    const next = matchListSchema.parse(
      (await testApp.app.inject({ url: '/api/soccer/matches?date=2026-11-29' })).json(),
    ).matches;
    scheduled = next.find((m) => m.status === 0)!;
    expect(finished).toBeDefined();
    expect(scheduled).toBeDefined();
    // Importing the whole dataset is slow on a busy machine: a generous limit, not a measurement.
  }, 600_000);
  afterAll(() => testApp?.close());

  test('a finished match: SEO title with the score, canonical, hreflang, share image, SportsEvent with the score', async () => {
    // Without the slug (or with a wrong one) the server sends the canonical address.
    const bare = await fetchPage(`/match/${finished.id}`);
    expect(bare.response.status).toBe(301);
    const canonicalPath = bare.response.headers.get('location')!;
    expect(canonicalPath).toMatch(new RegExp(`^/match/[a-z0-9-]+-vs-[a-z0-9-]+/${finished.id}$`));
    expect((await fetchPage(`/match/errado/${finished.id}`)).response.headers.get('location')).toBe(canonicalPath);

    const { response, head } = await fetchPage(canonicalPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(head.title).toBe(
      `${finished.homeTeam.name} ${finished.homeScore} x ${finished.awayScore} ${finished.awayTeam.name} ${SUFFIX}`,
    );
    expect(head.html.match(/<title/g)).toHaveLength(1);
    expect(head.canonical).toBe(`${origin}${canonicalPath}`);
    expect(head.hreflang).toEqual({ 'pt-BR': head.canonical, 'x-default': head.canonical });
    expect(head.meta('description')).toContain(finished.homeTeam.name);
    expect(head.meta('robots')).toMatch(/^index, follow/);
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('og:url')).toBe(head.canonical);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('keywords')).toContain(finished.awayTeam.name);
    expect(head.html).toContain(`<link rel="preload" href="${finished.homeTeam.img}" as="image"`);

    const event = ofType(head, 'SportsEvent');
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      name: `${finished.homeTeam.name} x ${finished.awayTeam.name}`,
      startDate: finished.matchDatetime,
      homeTeam: { '@type': 'SportsTeam', name: finished.homeTeam.name },
      awayTeam: { '@type': 'SportsTeam', name: finished.awayTeam.name },
      location: { '@type': 'Place', name: finished.venue ?? finished.competition!.country },
      homeTeamScore: finished.homeScore,
      awayTeamScore: finished.awayScore,
    });
    const crumbs = ofType(head, 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.at(-1)!.item).toBe(head.canonical);

    // The share image: a PNG, drawn once and then served from the cache (same bytes).
    const image = head.meta('og:image')!;
    expect(image.startsWith(`${origin}/og/match/${finished.id}.png`)).toBe(true);
    const imageUrl = image.replace(origin, testApp.url);
    const first = await fetch(imageUrl);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(Buffer.from(await (await fetch(imageUrl)).arrayBuffer()).equals(bytes)).toBe(true);
    expect((await fetch(`${testApp.url}/og/match/999999999.png`)).status).toBe(404);
  });

  test('a scheduled match has no score in its title or its SportsEvent', async () => {
    const { head } = await fetchPage(`/match/${scheduled.id}`).then((r) =>
      fetchPage(r.response.headers.get('location')!),
    );
    expect(head.title).toBe(`${scheduled.homeTeam.name} x ${scheduled.awayTeam.name} ${SUFFIX}`);
    const event = ofType(head, 'SportsEvent')!;
    expect(event.startDate).toBe(scheduled.matchDatetime);
    expect(event).not.toHaveProperty('homeTeamScore');
  });

  test('a published article: NewsArticle JSON-LD and canonical, listed in the sitemap; a draft is a 404', async () => {
    const article = await testApp.news.create({
      title: 'Uma notícia publicada pelo editor',
      summary: 'Um resumo curto da notícia publicada.',
      body: 'Texto da notícia.',
      category: 'noticias',
      author: 'Redação',
      status: 'published',
    });
    const { response, head } = await fetchPage(`/news/${article.id}`);
    expect(response.status).toBe(200);
    expect(head.title).toBe(`${article.title} ${SUFFIX}`);
    expect(head.canonical).toBe(`${origin}/news/${article.id}`);
    expect(ofType(head, 'NewsArticle')).toMatchObject({ headline: article.title });
    const draft = await testApp.news.create({
      title: 'Um rascunho ainda não publicado',
      summary: 'Um resumo curto do rascunho.',
      body: 'Texto.',
      category: 'noticias',
      author: 'Redação',
      status: 'draft',
    });
    expect((await fetchPage(`/news/${draft.id}`)).response.status).toBe(404);
  });

  test('a team page: SportsTeam, canonical with the slug', async () => {
    const team = finished.homeTeam;
    expect((await fetchPage(`/team/${team.id}`)).response.headers.get('location')).toBe(
      `/team/${team.slug}/${team.id}`,
    );
    const { response, head } = await fetchPage(`/team/${team.slug}/${team.id}`);
    expect(response.status).toBe(200);
    expect(head.title).toBe(`${team.name} ${SUFFIX}`);
    expect(head.canonical).toBe(`${origin}/team/${team.slug}/${team.id}`);
    expect(ofType(head, 'SportsTeam')).toMatchObject({ name: team.name, sport: 'Futebol' });
    expect(ofType(head, 'BreadcrumbList')).toBeDefined();
  });

  test('a league page: SportsOrganization with its teams; an older season is its own canonical page', async () => {
    const league = finished.competition!;
    const canonicalPath = `/leagues/${league.slug}/${league.id}`;
    expect((await fetchPage(`/leagues/${league.id}`)).response.headers.get('location')).toBe(canonicalPath);
    const { head } = await fetchPage(canonicalPath);
    expect(head.title).toBe(`${league.name} ${league.seasonName} ${SUFFIX}`);
    expect(head.canonical).toBe(`${origin}${canonicalPath}`);
    const organization = ofType(head, 'SportsOrganization') as { name: string; member: { name: string }[] };
    expect(organization.name).toBe(league.name);
    expect(organization.member.map((t) => t.name)).toContain(finished.homeTeam.name);

    const detail = (await testApp.app.inject({ url: `/api/leagues/${league.id}` })).json();
    const older = detail.seasons.find((s: { id: number }) => s.id !== detail.season.id);
    if (older) {
      const past = await fetchPage(`${canonicalPath}?season=${older.id}`);
      expect(past.head.canonical).toBe(`${origin}${canonicalPath}?season=${older.id}`);
      expect(past.head.title).toBe(`${league.name} ${older.name} ${SUFFIX}`);
    }
  });

  test('/plans carries the FAQ as FAQPage; the home page a WebSite with search', async () => {
    const plans = await fetchPage('/plans');
    expect(plans.head.title).toBe(`Planos ${SUFFIX}`);
    const faq = ofType(plans.head, 'FAQPage') as { mainEntity: unknown[] };
    expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'Posso cancelar quando quiser?' });
    const home = await fetchPage('/');
    expect(home.head.canonical).toBe(`${origin}/`);
    expect(ofType(home.head, 'WebSite')).toBeDefined();
  });

  test('unknown pages and items answer 404 with a noindex head; private pages are noindex; /index.html stays the bare shell', async () => {
    for (const url of [
      '/match/999999999',
      '/team/999999999',
      '/leagues/999999',
      '/inteligencia-artificial',
      '/news/999999999',
    ]) {
      const { response, head } = await fetchPage(url);
      expect(response.status, url).toBe(404);
      expect(head.meta('robots'), url).toBe('noindex, nofollow');
      expect(head.html, url).toContain('<div id="root">');
    }
    for (const url of ['/profile', '/checkout', '/admin/users', '/search?search=flamengo']) {
      const { response, head } = await fetchPage(url);
      expect(response.status, url).toBe(200);
      expect(head.meta('robots'), url).toBe('noindex, nofollow');
    }
    const shell = await fetchPage('/index.html');
    expect(shell.head.meta('og:title')).toBeUndefined();
    expect(shell.head.title).toBe('FutDados');
  });

  test('spec addresses without a page answer 301 to the real one; the promised pages have their own head (issue 22)', async () => {
    for (const [from, to] of Object.entries(PERMANENT_REDIRECTS)) {
      const { response } = await fetchPage(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
    for (const [path, title] of [
      ['/terms', 'Termos de uso'],
      ['/privacy', 'Política de privacidade'],
      ['/security', 'Segurança'],
      ['/help', 'Ajuda'],
      ['/contact', 'Contato'],
      ['/h2h', 'Confronto direto'],
    ]) {
      const { response, head } = await fetchPage(path);
      expect(response.status, path).toBe(200);
      expect(head.title, path).toBe(`${title} ${SUFFIX}`);
      expect(head.canonical, path).toBe(`${origin}${path}`);
      expect(head.meta('robots'), path).not.toContain('noindex');
    }
    const help = await fetchPage('/help');
    const faq = ofType(help.head, 'FAQPage') as { mainEntity: { name: string }[] };
    expect(faq.mainEntity.map((q) => q.name)).toContain('O app funciona sem internet?');
    const txt = await fetch(`${testApp.url}/.well-known/security.txt`);
    expect(txt.headers.get('content-type')).toContain('text/plain');
    const body = await txt.text();
    expect(body).toContain(`Contact: ${origin}/contact?category=security`);
    expect(body).toContain(`Policy: ${origin}/security`);
    const expires = new Date(/^Expires: (.+)$/m.exec(body)![1]);
    expect(expires.getTime()).toBeGreaterThan(Date.now());
    expect(expires.getTime()).toBeLessThan(Date.now() + 365 * 86_400_000);
  });

  test('robots.txt keeps crawlers out of private and machine paths and names the sitemap', async () => {
    const response = await fetch(`${testApp.url}/robots.txt`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const lines = (await response.text()).split('\n');
    for (const path of ['/admin', '/api', '/profile', '/checkout']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test('API lists answer compressed with an ETag, and 304 without a body when the client has them', async () => {
    for (const url of ['/api/leagues', `/api/soccer/matches?date=${YESTERDAY}`, `/api/soccer/matches/${finished.id}`]) {
      const first = await fetch(`${testApp.url}${url}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(first.status, url).toBe(200);
      expect(first.headers.get('content-encoding'), url).toBe('gzip');
      const tag = first.headers.get('etag')!;
      expect(tag, url).toMatch(/^W\/".+"$/);
      await first.arrayBuffer();
      // The server clock in match payloads changes; the data, hence the tag, does not.
      const again = await fetch(`${testApp.url}${url}`, {
        headers: { 'if-none-match': tag, 'accept-encoding': 'gzip' },
      });
      expect(again.status, url).toBe(304);
      expect((await again.arrayBuffer()).byteLength, url).toBe(0);
      const stale = await fetch(`${testApp.url}${url}`, { headers: { 'if-none-match': 'W/"outro"' } });
      expect(stale.status, url).toBe(200);
    }
    // Today's list is no-store (never revalidated by a browser): no tag.
    expect((await fetch(`${testApp.url}/api/soccer/matches`)).headers.get('etag')).toBeNull();
  });

  test('the sitemap is an index of parts of at most the limit, and its URLs of every kind answer 200', async () => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    const index = await fetch(`${testApp.url}/sitemap.xml`);
    expect(index.headers.get('content-type')).toContain('application/xml');
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex');
    const parts = locs(indexXml);
    expect(parts.length).toBeGreaterThan(1);
    const urls: string[] = [];
    for (const part of parts) {
      const xml = await (await fetch(part.replace(origin, testApp.url))).text();
      expect(xml).toContain('<urlset');
      const partUrls = locs(xml);
      expect(partUrls.length).toBeLessThanOrEqual(SITEMAP_MAX);
      urls.push(...partUrls);
    }
    expect((await fetch(`${testApp.url}/sitemaps/${parts.length + 1}.xml`)).status).toBe(404);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((url) => url.startsWith(`${origin}/`))).toBe(true);

    const kinds = {
      static: urls.filter((u) => !/\/(leagues|team|match)\/.+/.test(u.slice(origin.length))),
      league: urls.filter((u) => u.startsWith(`${origin}/leagues/`)),
      team: urls.filter((u) => u.startsWith(`${origin}/team/`)),
      match: urls.filter((u) => u.startsWith(`${origin}/match/`)),
    };
    expect(kinds.static).toEqual(expect.arrayContaining([`${origin}/`, `${origin}/leagues`, `${origin}/plans`]));
    expect(kinds.league.length).toBeGreaterThan(5);
    expect(kinds.team.length).toBeGreaterThan(50);
    expect(kinds.match.length).toBeGreaterThan(SITEMAP_MAX);
    // Every static page and league; teams and matches sampled evenly (first and last included).
    const sample = (list: string[], count: number) =>
      list.length <= count
        ? list
        : Array.from({ length: count }, (_, i) => list[Math.round((i * (list.length - 1)) / (count - 1))]);
    const checked = [...kinds.static, ...kinds.league, ...sample(kinds.team, 25), ...sample(kinds.match, 40)];
    for (const url of checked) {
      const response = await fetch(url.replace(origin, testApp.url), { redirect: 'manual' });
      expect(response.status, url).toBe(200);
      const head = parseHead(response.status, await response.text());
      // The sitemap lists canonical addresses only.
      expect(head.canonical, url).toBe(url);
    }
  }, 600_000);
});
