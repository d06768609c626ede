// News: articles written by editors or generated from the match data (reports, round summaries).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown as written (or generated). */
    body: text('body').notNull(),
    /** The body rendered and sanitised once, at write time. */
    bodyHtml: text('body_html').notNull(),
    coverImage: text('cover_image'),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    teamIds: integer('team_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    matchIds: integer('match_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    leagueIds: integer('league_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    author: text('author').notNull(),
    /** "draft" or "published". */
    status: text('status').notNull().default('draft'),
    /** Generated from the data ("Resumo automático"). */
    automatic: boolean('automatic').notNull().default(false),
    /**
     * What a generated article is about ("match:123", "round:45:Matchday 12"): one article per
     * match or round, whatever restarts or repeated events happen.
     */
    autoKey: text('auto_key'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('news_articles_slug_idx').on(t.slug),
    uniqueIndex('news_articles_auto_key_idx').on(t.autoKey),
    index('news_articles_published_idx').on(t.status, t.publishedAt),
    index('news_articles_team_ids_idx').using('gin', t.teamIds),
  ],
);

/**
 * The auto keys of generated articles an admin deleted: the report writers (live feed, settler,
 * start-up backfill) treat them as written, so a deleted report is never written again.
 */
export const newsDeletedAutoKeys = pgTable('news_deleted_auto_keys', {
  autoKey: text('auto_key').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});
