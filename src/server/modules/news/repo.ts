// SQL of the news: published lists (by category and team, newest first, paginated), one article,
// and writes. Generated articles are inserted with ON CONFLICT on their auto key, so a report is
// written once per match or round even when two events (a restart, the live feed and the
// backfill) race for it.
import { and, arrayContains, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles, newsDeletedAutoKeys } from '../../db/schema';

export type ArticleRow = typeof newsArticles.$inferSelect;
export type NewArticle = typeof newsArticles.$inferInsert;

const listColumns = {
  id: newsArticles.id,
  slug: newsArticles.slug,
  title: newsArticles.title,
  summary: newsArticles.summary,
  coverImage: newsArticles.coverImage,
  category: newsArticles.category,
  tags: newsArticles.tags,
  teamIds: newsArticles.teamIds,
  automatic: newsArticles.automatic,
  author: newsArticles.author,
  publishedAt: newsArticles.publishedAt,
  updatedAt: newsArticles.updatedAt,
};
export type ArticleListRow = Pick<ArticleRow, keyof typeof listColumns>;

export function newsRepo(db: Db) {
  return {
    /** Published articles, newest first; `total` counts all that match the filters. */
    async published(filters: { category?: string; teamId?: number; limit: number; offset: number }) {
      const where: SQL[] = [eq(newsArticles.status, 'published')];
      if (filters.category) where.push(eq(newsArticles.category, filters.category));
      if (filters.teamId) where.push(arrayContains(newsArticles.teamIds, [filters.teamId]));
      const condition = and(...where);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(listColumns)
          .from(newsArticles)
          .where(condition)
          .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
          .limit(filters.limit)
          .offset(filters.offset),
        db.select({ total: count() }).from(newsArticles).where(condition),
      ]);
      return { rows: rows as ArticleListRow[], total: Number(total) };
    },

    /** Every published article's id and last change, for the sitemap (newest first). */
    publishedIds: async (): Promise<{ id: number; updatedAt: Date }[]> =>
      db
        .select({ id: newsArticles.id, updatedAt: newsArticles.updatedAt })
        .from(newsArticles)
        .where(eq(newsArticles.status, 'published'))
        .orderBy(desc(newsArticles.publishedAt)),

    /** Every article, drafts included (the admin area): by status and title, newest change first. */
    async adminList(filters: { status?: string; q?: string; limit: number; offset: number }) {
      const where: SQL[] = [];
      if (filters.status) where.push(eq(newsArticles.status, filters.status));
      // % and _ are plain characters in the search.
      if (filters.q) where.push(ilike(newsArticles.title, `%${filters.q.replace(/[\\%_]/g, '\\$&')}%`));
      const condition = where.length ? and(...where) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ ...listColumns, status: newsArticles.status })
          .from(newsArticles)
          .where(condition)
          .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
          .limit(filters.limit)
          .offset(filters.offset),
        db.select({ total: count() }).from(newsArticles).where(condition),
      ]);
      return { rows, total: Number(total) };
    },

    byId: async (id: number): Promise<ArticleRow | undefined> =>
      (await db.select().from(newsArticles).where(eq(newsArticles.id, id)))[0],

    slugTaken: async (slug: string, exceptId?: number): Promise<boolean> =>
      (
        await db
          .select({ id: newsArticles.id })
          .from(newsArticles)
          .where(
            exceptId ? and(eq(newsArticles.slug, slug), ne(newsArticles.id, exceptId)) : eq(newsArticles.slug, slug),
          )
          .limit(1)
      ).length > 0,

    insert: async (values: NewArticle): Promise<ArticleRow> =>
      (await db.insert(newsArticles).values(values).returning())[0],

    /**
     * Inserts a generated article unless one with its auto key exists or an admin deleted it; the
     * new row or null.
     */
    insertGenerated: async (values: NewArticle & { autoKey: string }): Promise<ArticleRow | null> => {
      const deleted = await db
        .select({ key: newsDeletedAutoKeys.autoKey })
        .from(newsDeletedAutoKeys)
        .where(eq(newsDeletedAutoKeys.autoKey, values.autoKey));
      if (deleted.length > 0) return null;
      return (
        (
          await db.insert(newsArticles).values(values).onConflictDoNothing({ target: newsArticles.autoKey }).returning()
        )[0] ?? null
      );
    },

    /** The auto keys already written (or deleted by an admin: never written again). */
    hasAutoKeys: async (keys: string[]): Promise<Set<string>> => {
      if (keys.length === 0) return new Set();
      const [rows, deleted] = await Promise.all([
        db.select({ key: newsArticles.autoKey }).from(newsArticles).where(inArray(newsArticles.autoKey, keys)),
        db
          .select({ key: newsDeletedAutoKeys.autoKey })
          .from(newsDeletedAutoKeys)
          .where(inArray(newsDeletedAutoKeys.autoKey, keys)),
      ]);
      return new Set([...rows.map((r) => r.key!), ...deleted.map((r) => r.key)]);
    },

    update: async (id: number, values: Partial<NewArticle>): Promise<ArticleRow | undefined> =>
      (await db.update(newsArticles).set(values).where(eq(newsArticles.id, id)).returning())[0],

    /**
     * Deletes an article; a generated one leaves its auto key behind so it is not written again.
     * The deleted row, or undefined when there was none.
     */
    remove: (id: number): Promise<ArticleRow | undefined> =>
      db.transaction(async (tx) => {
        const [row] = await tx.delete(newsArticles).where(eq(newsArticles.id, id)).returning();
        if (row?.autoKey) await tx.insert(newsDeletedAutoKeys).values({ autoKey: row.autoKey }).onConflictDoNothing();
        return row;
      }),

    /** Does any article (drafts included) still use this cover image? */
    coverInUse: async (url: string): Promise<boolean> =>
      (await db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.coverImage, url)).limit(1))
        .length > 0,
  };
}

export type NewsRepo = ReturnType<typeof newsRepo>;
