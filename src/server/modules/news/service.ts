// News rules: the published list and article pages, the editor's create/update (validated; the
// admin area calls them), and the automatic reports — one per finished match and one per played
// league round, written from the football facts (reports.ts), idempotent by key, published with the
// app's clock, and announced to the followers of the teams who chose news alerts.
import type { FastifyBaseLogger } from 'fastify';
import { NEWS_PAGE_SIZE, type NewsCategory, type NewsStatus } from '@shared/news-rules';
import type { AdminNewsArticle, AdminNewsItem } from '@shared/admin-content';
import { newsInputSchema, type NewsArticle, type NewsList, type NewsListItem } from '@shared/news';
import { slugify } from '@shared/slug';
import { validationSentence } from '../../plugins/errors';
import { conflict, invalid, notFound } from '../../domain-errors';
import type { FootballService, MatchReportFacts } from '../football/service';
import { renderMarkdown } from './markdown';
import type { ArticleListRow, ArticleRow, NewsRepo } from './repo';
import { writeMatchReport, writeRoundSummary, type GeneratedArticle } from './reports';

export const NEWS_MESSAGES = {
  notFound: 'Notícia não encontrada.',
  slugTaken: 'Já existe uma notícia com este endereço (slug). Escolha outro.',
  unknownTeam: 'Um dos times informados não existe.',
  unknownMatch: 'Uma das partidas informadas não existe.',
  unknownLeague: 'Uma das ligas informadas não existe.',
} as const;

/** The notification centre's producer (issue 10), the same shape as billing's Notifier, type "news". */
export interface NewsNotifier {
  notify(
    userIds: number[],
    payload: { type: 'news'; title: string; message: string; actionUrl?: string },
    idempotencyKey: string,
  ): Promise<void>;
}

/** Users who follow any of these teams and want news alerts (the notification preferences). */
export type NewsFollowers = (teamIds: number[]) => Promise<number[]>;

/** What the news needs of the football module. */
export type NewsFootball = Pick<
  FootballService,
  'reportFacts' | 'finishedMatchIdsBetween' | 'teamRefs' | 'leagueRefs' | 'matchesByIds'
>;

export interface NewsServiceDeps {
  repo: NewsRepo;
  football: NewsFootball;
  notifier: NewsNotifier;
  followers: NewsFollowers;
  log: FastifyBaseLogger;
  /** The app's clock. */
  now: () => Date;
  /** Author shown on generated articles (the product name). */
  author: string;
  /** Reports are written for matches that kicked off at most this many days ago (first start included). */
  reportDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A generated article is dated when its match (or the round's last match) ended: kick-off + 2 h, never after now. */
const REPORT_DELAY_MS = 2 * 60 * 60 * 1000;

/** An article as the admin list shows it (drafts have no publication date). */
export function toAdminItem(row: ArticleListRow & { status: string }): AdminNewsItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverImage: row.coverImage,
    category: row.category as NewsCategory,
    status: row.status as NewsStatus,
    automatic: row.automatic,
    author: row.author,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An article as the editor loads it. */
export function toAdminArticle(row: ArticleRow): AdminNewsArticle {
  return {
    ...toAdminItem(row),
    body: row.body,
    bodyHtml: row.bodyHtml,
    tags: row.tags,
    teamIds: row.teamIds,
    matchIds: row.matchIds,
    leagueIds: row.leagueIds,
  };
}

export function createNewsService(deps: NewsServiceDeps) {
  const { repo, football, now, log } = deps;
  let queue: Promise<unknown> = Promise.resolve();
  let stopped = false;
  /** Reports run one batch at a time (the live feed and the backfill may both ask). */
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  async function toListItems(rows: ArticleListRow[]): Promise<NewsListItem[]> {
    const teams = new Map(
      (await football.teamRefs([...new Set(rows.flatMap((r) => r.teamIds))])).map((team) => [team.id, team]),
    );
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      coverImage: row.coverImage,
      category: row.category as NewsCategory,
      tags: row.tags,
      teams: row.teamIds.flatMap((id) => teams.get(id) ?? []),
      automatic: row.automatic,
      author: row.author,
      publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async function announce(row: ArticleRow): Promise<void> {
    if (row.teamIds.length === 0) return;
    const userIds = await deps.followers(row.teamIds);
    if (userIds.length === 0) return;
    await deps.notifier.notify(
      userIds,
      { type: 'news', title: row.title, message: row.summary, actionUrl: `/news/${row.id}` },
      `news:${row.id}`,
    );
  }

  /** The editor's input, validated: the first problem as a Portuguese sentence (400). */
  async function validInput(input: unknown, exceptId?: number) {
    const parsed = newsInputSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalid(validationSentence(`/${issue.path.join('/')}`, issue.message, 'body'));
    }
    const value = parsed.data;
    const slug = value.slug || slugify(value.title).slice(0, 120).replace(/-+$/, '');
    if (await repo.slugTaken(slug, exceptId)) throw conflict(NEWS_MESSAGES.slugTaken);
    const teamIds = [...new Set(value.teamIds)];
    const matchIds = [...new Set(value.matchIds)];
    const leagueIds = [...new Set(value.leagueIds)];
    if ((await football.teamRefs(teamIds)).length !== teamIds.length) throw invalid(NEWS_MESSAGES.unknownTeam);
    if ((await football.matchesByIds(matchIds)).length !== matchIds.length) throw invalid(NEWS_MESSAGES.unknownMatch);
    if ((await football.leagueRefs(leagueIds)).length !== leagueIds.length) throw invalid(NEWS_MESSAGES.unknownLeague);
    return {
      slug,
      title: value.title,
      summary: value.summary,
      body: value.body,
      bodyHtml: renderMarkdown(value.body),
      coverImage: value.coverImage ?? null,
      category: value.category,
      tags: [...new Set(value.tags)],
      teamIds,
      matchIds,
      leagueIds,
      author: value.author,
      status: value.status,
    };
  }

  async function saveGenerated(key: string, article: GeneratedArticle, endedAt: Date, notify: boolean) {
    const at = new Date(Math.min(now().getTime(), endedAt.getTime() + REPORT_DELAY_MS));
    const row = await repo.insertGenerated({
      ...article,
      slug: `${slugify(article.title).slice(0, 100).replace(/-+$/, '')}-${key.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`,
      bodyHtml: renderMarkdown(article.body),
      author: deps.author,
      status: 'published',
      automatic: true,
      autoKey: key,
      publishedAt: at,
      createdAt: now(),
      updatedAt: at,
    });
    if (row && notify) await announce(row).catch((error) => log.error({ err: error }, 'news notification failed'));
    return row;
  }

  async function reportOne(matchId: number, notify: boolean): Promise<number> {
    const facts: MatchReportFacts | null = await football.reportFacts(matchId);
    if (!facts) return 0;
    const kickoff = new Date(facts.match.matchDatetime);
    if (kickoff.getTime() < now().getTime() - deps.reportDays * DAY_MS) return 0;
    let written = 0;
    if (await saveGenerated(`match:${matchId}`, writeMatchReport(facts), kickoff, notify)) written++;
    const round = facts.round;
    if (round?.played && facts.kind === 'league') {
      const summary = writeRoundSummary(facts);
      const last = Math.max(...round.matches.map((m) => new Date(m.matchDatetime).getTime()));
      if (summary && (await saveGenerated(`round:${round.key}`, summary, new Date(last), notify))) written++;
    }
    return written;
  }

  const service = {
    /** Published articles, newest first, 12 a page; page past the end → empty items. */
    async list(query: { category?: NewsCategory; team?: number; page?: number }): Promise<NewsList> {
      const page = query.page ?? 1;
      const { rows, total } = await repo.published({
        category: query.category,
        teamId: query.team,
        limit: NEWS_PAGE_SIZE,
        offset: (page - 1) * NEWS_PAGE_SIZE,
      });
      return {
        items: await toListItems(rows),
        page,
        pageSize: NEWS_PAGE_SIZE,
        total,
        totalPages: Math.ceil(total / NEWS_PAGE_SIZE),
      };
    },

    /** Published articles' ids and last change (the sitemap). */
    async publishedIds(): Promise<{ id: number; updatedAt: string }[]> {
      return (await repo.publishedIds()).map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() }));
    },

    /** A published article; drafts and unknown ids are "not found" alike. */
    async article(idText: string): Promise<NewsArticle> {
      const id = /^\d{1,9}$/.test(idText) ? Number(idText) : NaN;
      const row = Number.isSafeInteger(id) ? await repo.byId(id) : undefined;
      if (!row || row.status !== 'published') throw notFound(NEWS_MESSAGES.notFound);
      const [[item], matches, leagues] = await Promise.all([
        toListItems([row]),
        football.matchesByIds(row.matchIds),
        football.leagueRefs(row.leagueIds),
      ]);
      return { ...item, bodyHtml: row.bodyHtml, matches, leagues };
    },

    /** Creates an article (admin); publishing it now announces it to the teams' followers. */
    async create(input: unknown): Promise<ArticleRow> {
      const values = await validInput(input);
      const at = now();
      const row = await repo.insert({
        ...values,
        publishedAt: values.status === 'published' ? at : null,
        createdAt: at,
        updatedAt: at,
      });
      if (row.status === 'published') await announce(row);
      return row;
    },

    /** Updates an article (admin); the first publication sets publishedAt and announces it. */
    async update(id: number, input: unknown): Promise<ArticleRow> {
      const current = await repo.byId(id);
      if (!current) throw notFound(NEWS_MESSAGES.notFound);
      const values = await validInput(input, id);
      const at = now();
      const firstPublication = values.status === 'published' && !current.publishedAt;
      const row = (await repo.update(id, {
        ...values,
        publishedAt: firstPublication ? at : current.publishedAt,
        updatedAt: at,
      }))!;
      if (firstPublication) await announce(row);
      return row;
    },

    /** Every article for the admin area, drafts included (status, title search, pages). */
    async adminList(query: { status?: NewsStatus; q?: string; page: number; pageSize: number }) {
      const { rows, total } = await repo.adminList({
        status: query.status,
        q: query.q || undefined,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: rows.map(toAdminItem), total };
    },

    /** Any article, drafts included (the editor); undefined when it does not exist. */
    byId: (id: number): Promise<ArticleRow | undefined> => repo.byId(id),

    /**
     * Publishes or unpublishes (back to draft, off /news at once). The first publication sets
     * publishedAt and announces it to the teams' followers; publishing again keeps the first date.
     */
    async setStatus(id: number, status: NewsStatus): Promise<ArticleRow> {
      const current = await repo.byId(id);
      if (!current) throw notFound(NEWS_MESSAGES.notFound);
      if (current.status === status) return current;
      const at = now();
      const firstPublication = status === 'published' && !current.publishedAt;
      const row = (await repo.update(id, {
        status,
        publishedAt: firstPublication ? at : current.publishedAt,
        updatedAt: at,
      }))!;
      if (firstPublication) await announce(row);
      return row;
    },

    /** Deletes an article (admin): off /news and /news/{id} (404) at once; the deleted row. */
    async remove(id: number): Promise<ArticleRow> {
      const row = await repo.remove(id);
      if (!row) throw notFound(NEWS_MESSAGES.notFound);
      return row;
    },

    /** Does any article still use this cover image (the admin removes a cover file only when none does)? */
    coverInUse: (url: string): Promise<boolean> => repo.coverInUse(url),

    /** The editor's preview: the very renderer and sanitiser the article page's HTML comes from. */
    preview: (body: string): string => renderMarkdown(body),

    /**
     * Writes the report of each finished match (and its round's summary once the round is played),
     * unless written before. `notify` announces them (the live feed does; the first-start backfill
     * of old matches does not). Returns how many articles were written.
     */
    reportMatches(matchIds: number[], options: { notify?: boolean } = {}): Promise<number> {
      return serial(async () => {
        let written = 0;
        const existing = await repo.hasAutoKeys(matchIds.map((id) => `match:${id}`));
        for (const id of matchIds) {
          // Closing: the rest waits for the next start (its backfill, or the settler).
          if (stopped) break;
          // A written match report means its facts were read before; its round is checked again only
          // when this match is new (the round's last match writes the summary).
          if (existing.has(`match:${id}`)) continue;
          try {
            written += await reportOne(id, options.notify ?? true);
          } catch (error) {
            log.error({ err: error, matchId: id }, 'match report failed');
          }
        }
        return written;
      });
    },

    /** Closing: the batch being written stops after its current match. */
    stop(): void {
      stopped = true;
    },

    /** Resolves when no report is being written (the app waits for it before closing). */
    idle(): Promise<void> {
      return queue.then(() => undefined);
    },

    /** First start (and every start): reports of the finished matches of the last `reportDays` days. */
    async backfill(): Promise<number> {
      const end = now();
      const ids = await football.finishedMatchIdsBetween(new Date(end.getTime() - deps.reportDays * DAY_MS), end);
      return service.reportMatches(ids, { notify: false });
    },
  };
  return service;
}

export type NewsService = ReturnType<typeof createNewsService>;
