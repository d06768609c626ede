// The news API (/api/news): list items, the article page and the editor's input. The client imports
// the types only (constants are in news-rules.ts).
import { z } from 'zod';
import { matchSchema, teamRefSchema } from './football';
import { NEWS_CATEGORIES, NEWS_STATUSES } from './news-rules';
import { int4, idSchema } from './integers';

export const newsLeagueRefSchema = z.object({ id: int4(), name: z.string(), slug: z.string() });
export type NewsLeagueRef = z.infer<typeof newsLeagueRefSchema>;

export const newsListItemSchema = z.object({
  id: int4(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Image URL (absolute https or a path of this site), null without one. */
  coverImage: z.string().nullable(),
  category: z.enum(NEWS_CATEGORIES),
  tags: z.array(z.string()),
  teams: z.array(teamRefSchema),
  /** Written by the report generator from the data ("Resumo automático"). */
  automatic: z.boolean(),
  author: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type NewsListItem = z.infer<typeof newsListItemSchema>;

export const newsListSchema = z.object({
  items: z.array(newsListItemSchema),
  page: int4(),
  pageSize: int4(),
  total: int4(),
  totalPages: int4(),
});
export type NewsList = z.infer<typeof newsListSchema>;

export const newsArticleSchema = newsListItemSchema.extend({
  /** The Markdown body rendered and sanitised on the server. */
  bodyHtml: z.string(),
  matches: z.array(matchSchema),
  leagues: z.array(newsLeagueRefSchema),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

const id = idSchema();

/** What an editor sends (the admin area calls the service's create/update with it). */
export const newsInputSchema = z.object({
  title: z.string().trim().min(5).max(160),
  /** Made from the title when absent. */
  slug: z
    .string()
    .trim()
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'deve ter só letras minúsculas, números e hífens')
    .optional(),
  summary: z.string().trim().min(10).max(300),
  body: z.string().trim().min(1).max(50_000),
  coverImage: z
    .string()
    .trim()
    .max(500)
    .refine(
      (url) => /^https:\/\/[^\s]+$/.test(url) || /^\/(?!\/)[^\s]*$/.test(url),
      'deve ser um endereço https ou do próprio site',
    )
    .nullable()
    .optional(),
  category: z.enum(NEWS_CATEGORIES),
  tags: z.array(z.string().trim().min(1).max(30)).max(10).default([]),
  teamIds: z.array(id).max(20).default([]),
  matchIds: z.array(id).max(20).default([]),
  leagueIds: z.array(id).max(10).default([]),
  author: z.string().trim().min(2).max(80),
  status: z.enum(NEWS_STATUSES).default('draft'),
});
export type NewsInput = z.input<typeof newsInputSchema>;
