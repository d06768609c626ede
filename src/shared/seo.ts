// Page SEO data of spec §3, computed from the same payloads the API serves. Pure: the server puts it
// into index.html for crawlers and link previews (no JavaScript needed), the client into the route
// `head` while navigating. One builder per page kind; `headTags` turns the data into tags.
import type { H2h, LeagueDetail, MatchDetail, TeamDetail } from './football';
import type { PlayerDetail } from './players';
import { positionLabel } from './positions';
import { SEO_TITLE_SUFFIX } from './constants';
import { longDateLabel } from './datetime';
import { isFinished, isLive, MatchStatus } from './match-status';
import { matchSlug } from './slug';
import { decidedText } from './match-display';

/** Where the site lives and what it is called (config PUBLIC_URL and PRODUCT_NAME on the server). */
export interface SeoSite {
  product: string;
  /** Origin without the trailing slash, e.g. https://futdados.com.br */
  origin: string;
}

export type SeoPageType = 'match' | 'league' | 'team' | 'news' | 'player';

export interface SeoData {
  /** The SEO title: '{page} | {product} - Estatísticas de Futebol'. */
  title: string;
  description: string;
  keywords: string[];
  robots: string;
  author?: string;
  articleAuthor?: string;
  publisher: string;
  publishedTime?: string;
  modifiedTime?: string;
  /** Absolute URL. */
  canonical: string;
  hreflang: { lang: string; url: string }[];
  openGraph: {
    type: 'website' | 'article';
    title: string;
    description: string;
    url: string;
    siteName: string;
    locale: string;
    image?: string;
    imageAlt?: string;
    imageWidth?: number;
    imageHeight?: number;
  };
  twitter: { card: 'summary' | 'summary_large_image'; title: string; description: string; image?: string };
  pageType?: SeoPageType;
  eventData?: { name: string; date: string; location: string; description: string };
  faq?: { question: string; answer: string }[];
  breadcrumbs: { name: string; url: string }[];
  preload: { href: string; as: string; type?: string }[];
  /** Structured data (schema.org), one object per script. */
  jsonLd: Record<string, unknown>[];
}

export const ROBOTS_INDEX = 'index, follow, max-image-preview:large';
export const ROBOTS_NOINDEX = 'noindex, nofollow';

/** Size of the generated share image of a match (Open Graph's recommended 1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export function seoTitle(page: string, product: string): string {
  return `${page} | ${product} - ${SEO_TITLE_SUFFIX}`;
}

/** Public paths of each page kind (the canonical, slugged form). */
export const seoPaths = {
  match: (m: { id: number; homeTeam: { name: string }; awayTeam: { name: string } }) =>
    `/match/${matchSlug(m.homeTeam.name, m.awayTeam.name)}/${m.id}`,
  team: (t: { id: number; slug: string }) => `/team/${t.slug}/${t.id}`,
  league: (l: { id: number; slug: string }) => `/leagues/${l.slug}/${l.id}`,
  player: (p: { id: number; slug: string }) => `/player/${p.id}/${p.slug}`,
  news: (n: { id: number | string }) => `/news/${n.id}`,
  /** Versioned by what it shows, so link previews fetch it again when the score changes. */
  matchShareImage: (m: { id: number; status: number; homeScore: number | null; awayScore: number | null }) =>
    `/og/match/${m.id}.png?v=${m.status}-${m.homeScore ?? ''}-${m.awayScore ?? ''}`,
};

const abs = (site: SeoSite, path: string) => (/^https?:/.test(path) ? path : `${site.origin}${path}`);

interface BaseInput {
  page: string;
  description: string;
  path: string;
  keywords?: string[];
  robots?: string;
  type?: 'website' | 'article';
  image?: { url: string; alt: string; width?: number; height?: number };
  pageType?: SeoPageType;
  crumbs?: { name: string; path: string }[];
  preload?: { href: string; as: string; type?: string }[];
  jsonLd?: Record<string, unknown>[];
}

function base(site: SeoSite, input: BaseInput): SeoData {
  const title = seoTitle(input.page, site.product);
  const url = abs(site, input.path);
  const breadcrumbs = [
    { name: 'Início', url: abs(site, '/') },
    ...(input.crumbs ?? []).map((c) => ({ name: c.name, url: abs(site, c.path) })),
  ];
  const image = input.image ? { ...input.image, url: abs(site, input.image.url) } : undefined;
  const jsonLd = [...(input.jsonLd ?? [])];
  if (breadcrumbs.length > 1) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.url,
      })),
    });
  }
  return {
    title,
    description: input.description,
    keywords: input.keywords ?? [],
    robots: input.robots ?? ROBOTS_INDEX,
    publisher: site.product,
    canonical: url,
    hreflang: [
      { lang: 'pt-BR', url },
      { lang: 'x-default', url },
    ],
    openGraph: {
      type: input.type ?? 'website',
      title,
      description: input.description,
      url,
      siteName: site.product,
      locale: 'pt_BR',
      image: image?.url,
      imageAlt: image?.alt,
      imageWidth: image?.width,
      imageHeight: image?.height,
    },
    twitter: {
      card: image?.width ? 'summary_large_image' : 'summary',
      title,
      description: input.description,
      image: image?.url,
    },
    pageType: input.pageType,
    breadcrumbs,
    preload: input.preload ?? [],
    jsonLd,
  };
}

const team = (site: SeoSite, t: { id: number; name: string; slug: string; img: string }) => ({
  '@type': 'SportsTeam',
  name: t.name,
  sport: 'Futebol',
  url: abs(site, seoPaths.team(t)),
  logo: abs(site, t.img),
});

const EVENT_STATUS: Partial<Record<number, string>> = {
  [MatchStatus.Postponed]: 'https://schema.org/EventPostponed',
};

export function matchSeo(detail: MatchDetail, site: SeoSite): SeoData {
  const m = detail.match;
  const name = `${m.homeTeam.name} x ${m.awayTeam.name}`;
  const finished = isFinished(m.status);
  const scored = m.homeScore != null && m.awayScore != null;
  const competition = m.competition;
  const when = `${longDateLabel(m.matchDate)}${m.matchTime ? ` às ${m.matchTime}` : ''}`;
  const where = m.venue ?? competition?.country ?? '';
  // After extra time or penalties, how it was decided: '(4 - 2 nos pênaltis)'.
  const decided = decidedText(m);
  const scoreLine = scored
    ? `${m.homeTeam.name} ${m.homeScore} x ${m.awayScore} ${m.awayTeam.name}${decided ? ` (${decided})` : ''}`
    : name;
  const state = finished ? `Resultado: ${scoreLine}` : isLive(m.status) ? `Ao vivo: ${scoreLine}` : `${name}: ${when}`;
  const description = [
    `${state}${competition ? `, ${competition.name} ${competition.seasonName}` : ''}${m.round ? ` (${m.round})` : ''}.`,
    'Placar ao vivo, gols, forma recente, confronto direto e classificação.',
  ].join(' ');
  const page = finished && scored ? `${m.homeTeam.name} ${m.homeScore} x ${m.awayScore} ${m.awayTeam.name}` : name;
  const event: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name,
    sport: 'Futebol',
    startDate: m.matchDatetime,
    eventStatus: EVENT_STATUS[m.status] ?? 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: abs(site, seoPaths.match(m)),
    image: abs(site, seoPaths.matchShareImage(m)),
    description,
    homeTeam: team(site, m.homeTeam),
    awayTeam: team(site, m.awayTeam),
    competitor: [team(site, m.homeTeam), team(site, m.awayTeam)],
    location: { '@type': 'Place', name: where || 'A definir', address: competition?.country ?? where },
    organizer: { '@type': 'Organization', name: site.product, url: abs(site, '/') },
  };
  if (competition) {
    event.superEvent = {
      '@type': 'SportsOrganization',
      name: competition.name,
      url: abs(site, seoPaths.league(competition)),
    };
  }
  if (finished && scored) {
    event.homeTeamScore = m.homeScore;
    event.awayTeamScore = m.awayScore;
    event.result = `${m.homeScore} x ${m.awayScore}`;
  }
  const crumbs = competition
    ? [
        { name: 'Ligas', path: '/leagues' },
        { name: competition.name, path: seoPaths.league(competition) },
      ]
    : [{ name: 'Partidas', path: '/matches' }];
  const data = base(site, {
    page,
    description,
    path: seoPaths.match(m),
    keywords: [
      m.homeTeam.name,
      m.awayTeam.name,
      name,
      competition?.name,
      'placar ao vivo',
      'resultado',
      'estatísticas',
    ].filter((k): k is string => Boolean(k)),
    image: { url: seoPaths.matchShareImage(m), alt: scoreLine, ...SHARE_IMAGE },
    pageType: 'match',
    crumbs: [...crumbs, { name, path: seoPaths.match(m) }],
    preload: [
      { href: m.homeTeam.img, as: 'image', type: 'image/svg+xml' },
      { href: m.awayTeam.img, as: 'image', type: 'image/svg+xml' },
    ],
    jsonLd: [event],
  });
  data.eventData = { name, date: m.matchDatetime, location: where, description };
  data.modifiedTime = m.updatedAt;
  return data;
}

export function teamSeo(detail: TeamDetail, site: SeoSite): SeoData {
  const t = detail.team;
  const league = detail.competitions[0];
  const standing = detail.standing
    ? ` ${detail.standing.position}º colocado${league ? ` no ${league.name}` : ''}.`
    : '';
  const description = `${t.name}${t.country ? ` (${t.country})` : ''}: próximos jogos, últimos resultados, forma e estatísticas da temporada.${standing}`;
  return base(site, {
    page: t.name,
    description,
    path: seoPaths.team(t),
    keywords: [
      t.name,
      t.officialName,
      ...t.aliases,
      ...detail.competitions.map((c) => c.name),
      'jogos',
      'estatísticas',
    ],
    image: { url: t.img, alt: `Escudo do ${t.name}` },
    pageType: 'team',
    crumbs: [
      ...(league ? [{ name: league.name, path: seoPaths.league(league) }] : []),
      { name: t.name, path: seoPaths.team(t) },
    ],
    preload: [{ href: t.img, as: 'image', type: 'image/svg+xml' }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        ...team(site, t),
        alternateName: [t.officialName, ...t.aliases].filter((n) => n !== t.name),
        ...(t.country ? { location: { '@type': 'Place', name: t.country } } : {}),
        ...(league
          ? { memberOf: { '@type': 'SportsOrganization', name: league.name, url: abs(site, seoPaths.league(league)) } }
          : {}),
      },
    ],
  });
}

export function playerSeo(detail: PlayerDetail, site: SeoSite): SeoData {
  const p = detail.player;
  const position = positionLabel(p.position);
  const goals = detail.totals.reduce((sum, t) => sum + t.goals, 0);
  const played = detail.totals.reduce((sum, t) => sum + t.matches, 0);
  const who = [position, p.nationalTeam ? `da seleção ${p.nationalTeam.name}` : null].filter(Boolean).join(' ');
  const description = `${p.name}${who ? `, ${who.toLowerCase()}` : ''}: ${played} ${played === 1 ? 'partida' : 'partidas'} e ${goals} ${goals === 1 ? 'gol' : 'gols'} nos nossos dados, totais por competição e a lista de jogos.`;
  return base(site, {
    page: p.name,
    description,
    path: seoPaths.player(p),
    keywords: [
      p.name,
      ...(p.nationalTeam ? [p.nationalTeam.name] : []),
      ...detail.totals.map((t) => t.competition.name),
      'jogador',
      'estatísticas',
    ],
    pageType: 'player',
    crumbs: [
      ...(p.nationalTeam ? [{ name: p.nationalTeam.name, path: seoPaths.team(p.nationalTeam) }] : []),
      { name: p.name, path: seoPaths.player(p) },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: p.name,
        url: abs(site, seoPaths.player(p)),
        ...(p.birthDate ? { birthDate: p.birthDate } : {}),
        ...(p.nationalTeam
          ? {
              memberOf: {
                '@type': 'SportsTeam',
                name: p.nationalTeam.name,
                url: abs(site, seoPaths.team(p.nationalTeam)),
              },
            }
          : {}),
      },
    ],
  });
}

export function leagueSeo(detail: LeagueDetail, site: SeoSite): SeoData {
  const l = detail.league;
  const name = `${l.name} ${detail.season.name}`;
  const leader = detail.tables[0]?.rows[0];
  const description = `${name}: classificação, rodadas, resultados e artilharia${leader ? `. Líder: ${leader.team.name}` : ''}.`;
  const teams = new Map<number, { id: number; name: string; slug: string; img: string }>();
  for (const table of detail.tables) for (const row of table.rows) teams.set(row.team.id, row.team);
  return base(site, {
    page: name,
    description,
    path: seoPaths.league(l),
    keywords: [
      l.name,
      l.country,
      `${l.name} ${detail.season.name}`,
      'classificação',
      'tabela',
      'artilharia',
      'rodadas',
    ],
    pageType: 'league',
    crumbs: [
      { name: 'Ligas', path: '/leagues' },
      { name: l.name, path: seoPaths.league(l) },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsOrganization',
        name: l.name,
        sport: 'Futebol',
        url: abs(site, seoPaths.league(l)),
        location: { '@type': 'Place', name: l.country },
        member: [...teams.values()].map((t) => team(site, t)),
      },
    ],
  });
}

/** What a news page needs (the news module maps its article into this). */
export interface SeoArticle {
  id: number | string;
  title: string;
  summary: string;
  image?: string | null;
  author?: string | null;
  publishedAt: string;
  updatedAt?: string | null;
  tags?: string[];
}

export function newsSeo(article: SeoArticle, site: SeoSite): SeoData {
  const path = seoPaths.news(article);
  const data = base(site, {
    page: article.title,
    description: article.summary,
    path,
    type: 'article',
    keywords: [...(article.tags ?? []), 'notícias de futebol'],
    image: article.image ? { url: article.image, alt: article.title, ...SHARE_IMAGE } : undefined,
    pageType: 'news',
    crumbs: [
      { name: 'Notícias', path: '/news' },
      { name: article.title, path },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: article.title.slice(0, 110),
        description: article.summary,
        datePublished: article.publishedAt,
        dateModified: article.updatedAt ?? article.publishedAt,
        mainEntityOfPage: abs(site, path),
        ...(article.image ? { image: [abs(site, article.image)] } : {}),
        author: { '@type': article.author ? 'Person' : 'Organization', name: article.author ?? site.product },
        publisher: { '@type': 'Organization', name: site.product, url: abs(site, '/') },
      },
    ],
  });
  data.author = article.author ?? site.product;
  data.articleAuthor = article.author ?? site.product;
  data.publishedTime = article.publishedAt;
  data.modifiedTime = article.updatedAt ?? article.publishedAt;
  return data;
}

/** Static public pages: page name, description, and whether search engines should list them. */
const STATIC_PAGES: Record<string, { page: string; description: string; index?: boolean; crumb?: string }> = {
  '/': {
    page: 'Placares ao vivo e estatísticas',
    description: 'Placares ao vivo, jogos de hoje, ligas, times, confrontos diretos e estatísticas de futebol.',
  },
  '/leagues': { page: 'Ligas', description: 'Todas as ligas e copas por país, com a temporada atual.', crumb: 'Ligas' },
  '/matches': {
    page: 'Partidas',
    description: 'Jogos do dia: ao vivo, agendados e encerrados, por liga.',
    crumb: 'Partidas',
  },
  '/stats': {
    page: 'Estatísticas',
    description: 'Estatísticas de cada liga e temporada: gols, vitórias e médias.',
    crumb: 'Estatísticas',
  },
  '/news': {
    page: 'Notícias',
    description: 'Notícias de futebol: resultados, análises e novidades.',
    crumb: 'Notícias',
  },
  '/about': {
    page: 'Sobre',
    description: 'O que é o {product} e como usar os placares e estatísticas.',
    crumb: 'Sobre',
  },
  '/plans': {
    page: 'Planos',
    description: 'Planos do {product}: compare o Grátis e o Pro, com palpites de IA.',
    crumb: 'Planos',
  },
  '/updates': { page: 'Atualizações', description: 'Novidades e atualizações da plataforma.', crumb: 'Atualizações' },
  '/ai': {
    page: 'Inteligência artificial',
    description: 'Palpites e análises de partidas com inteligência artificial.',
    crumb: 'Inteligência artificial',
  },
  '/bonus': { page: 'Bônus', description: 'Ofertas de bônus selecionadas.', crumb: 'Bônus' },
  '/h2h': {
    page: 'Confronto direto',
    description: 'Compare dois times: vitórias, empates, gols e todos os encontros entre eles.',
    crumb: 'Confronto direto',
  },
  '/help': {
    page: 'Ajuda',
    description:
      'Perguntas frequentes sobre o {product}: modo offline, notificações, planos, PIX, cancelamento e dados.',
    crumb: 'Ajuda',
  },
  '/contact': {
    page: 'Contato',
    description: 'Fale com a equipe do {product}: contato, suporte, sugestões, privacidade e segurança.',
    crumb: 'Contato',
  },
  '/terms': {
    page: 'Termos de uso',
    description: 'As regras de uso do {product}: conta, planos Pro, pagamentos por cartão e PIX, cancelamento.',
    crumb: 'Termos de uso',
  },
  '/privacy': {
    page: 'Política de privacidade',
    description: 'Que dados o {product} coleta, por quê, por quanto tempo, e como exercer seus direitos pela LGPD.',
    crumb: 'Política de privacidade',
  },
  '/security': {
    page: 'Segurança',
    description: 'Como o {product} protege sua conta e como relatar uma falha de segurança.',
    crumb: 'Segurança',
  },
  '/search': { page: 'Busca', description: 'Busque times e partidas.', index: false },
  '/auth': { page: 'Entrar', description: 'Entre ou crie sua conta.', index: false },
  '/login': { page: 'Entrar', description: 'Entre ou crie sua conta.', index: false },
  '/register': { page: 'Criar conta', description: 'Entre ou crie sua conta.', index: false },
  '/reset-password': { page: 'Redefinir senha', description: 'Redefina sua senha.', index: false },
};

/** Static pages search engines should list (the sitemap's fixed part). */
export const INDEXED_STATIC_PATHS = Object.entries(STATIC_PAGES)
  .filter(([, page]) => page.index !== false)
  .map(([path]) => path);

/** The head of a page without per-item data; unknown paths get a noindex head. */
export function staticSeo(
  path: string,
  site: SeoSite,
  extra: { faq?: readonly { question: string; answer: string }[] } = {},
): SeoData {
  const known = STATIC_PAGES[path];
  const page = known ?? { page: 'Página não encontrada', description: 'Esta página não existe.', index: false };
  const data = base(site, {
    page: page.page,
    description: page.description.replace('{product}', site.product),
    path: known ? path : '/',
    robots: page.index === false ? ROBOTS_NOINDEX : ROBOTS_INDEX,
    keywords: ['futebol', 'placar ao vivo', 'estatísticas', 'resultados', 'tabela'],
    crumbs: known?.crumb ? [{ name: known.crumb, path }] : [],
    jsonLd:
      path === '/'
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'WebSite',
              name: site.product,
              url: abs(site, '/'),
              inLanguage: 'pt-BR',
              potentialAction: {
                '@type': 'SearchAction',
                target: `${abs(site, '/search')}?search={search_term_string}`,
                'query-input': 'required name=search_term_string',
              },
            },
          ]
        : [],
  });
  if (extra.faq?.length) {
    data.faq = [...extra.faq];
    data.jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: extra.faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });
  }
  return data;
}

/** A private or unknown page: a plain title and nothing for search engines. */
export function privateSeo(page: string, path: string, site: SeoSite): SeoData {
  return base(site, { page, description: `${site.product}: ${page}.`, path, robots: ROBOTS_NOINDEX });
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  children?: string;
}

/** JSON for a <script> element: '<' escaped so no text in the data can close the script. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The tags of a head, in document order. `withTitle: false` leaves the <title> to the page. */
export function headTags(seo: SeoData, options: { withTitle?: boolean } = {}): HeadTag[] {
  const tags: HeadTag[] = [];
  const meta = (key: 'name' | 'property', name: string, content: string | number | undefined) => {
    if (content !== undefined && content !== '')
      tags.push({ tag: 'meta', attrs: { [key]: name, content: String(content) } });
  };
  if (options.withTitle !== false) tags.push({ tag: 'title', attrs: {}, children: seo.title });
  meta('name', 'description', seo.description);
  if (seo.keywords.length) meta('name', 'keywords', [...new Set(seo.keywords)].join(', '));
  meta('name', 'robots', seo.robots);
  meta('name', 'author', seo.author);
  meta('name', 'publisher', seo.publisher);
  const og = seo.openGraph;
  meta('property', 'og:type', og.type);
  meta('property', 'og:title', og.title);
  meta('property', 'og:description', og.description);
  meta('property', 'og:url', og.url);
  meta('property', 'og:site_name', og.siteName);
  meta('property', 'og:locale', og.locale);
  meta('property', 'og:image', og.image);
  meta('property', 'og:image:alt', og.imageAlt);
  meta('property', 'og:image:width', og.imageWidth);
  meta('property', 'og:image:height', og.imageHeight);
  meta('property', 'article:author', seo.articleAuthor);
  meta('property', 'article:published_time', seo.publishedTime);
  meta('property', 'article:modified_time', seo.modifiedTime);
  meta('name', 'twitter:card', seo.twitter.card);
  meta('name', 'twitter:title', seo.twitter.title);
  meta('name', 'twitter:description', seo.twitter.description);
  meta('name', 'twitter:image', seo.twitter.image);
  tags.push({ tag: 'link', attrs: { rel: 'canonical', href: seo.canonical } });
  for (const alt of seo.hreflang)
    tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: alt.lang, href: alt.url } });
  for (const item of seo.preload) {
    tags.push({
      tag: 'link',
      attrs: { rel: 'preload', href: item.href, as: item.as, ...(item.type ? { type: item.type } : {}) },
    });
  }
  for (const data of seo.jsonLd)
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, children: jsonLdText(data) });
  return tags;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head as HTML for index.html; every tag carries `data-seo` so the client can take over. */
export function headHtml(seo: SeoData): string {
  return headTags(seo)
    .map(({ tag, attrs, children }) => {
      const attributes = Object.entries({ ...attrs, 'data-seo': '' })
        .map(([key, value]) => (value === '' ? ` ${key}` : ` ${key}="${escapeHtml(value)}"`))
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes} />`;
      const body = tag === 'script' ? (children ?? '') : escapeHtml(children ?? '');
      return `<${tag}${attributes}>${body}</${tag}>`;
    })
    .join('\n    ');
}

export function h2hSeo(h2h: H2h, site: SeoSite): SeoData {
  const name = `${h2h.home.name} x ${h2h.away.name}`;
  const s = h2h.summary;
  const path = `/h2h/${h2h.home.slug}/${h2h.away.slug}`;
  return base(site, {
    page: `${name}: confronto direto`,
    description: `Confronto direto ${name}: ${s.played} jogos, ${s.wins} vitórias do ${h2h.home.name}, ${s.draws} empates e ${s.losses} vitórias do ${h2h.away.name}.`,
    path,
    keywords: [h2h.home.name, h2h.away.name, name, 'confronto direto', 'histórico'],
    crumbs: [{ name, path }],
    preload: [
      { href: h2h.home.img, as: 'image', type: 'image/svg+xml' },
      { href: h2h.away.img, as: 'image', type: 'image/svg+xml' },
    ],
    jsonLd: [],
  });
}
