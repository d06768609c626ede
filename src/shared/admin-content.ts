// The admin content contract (issue 13 point 10): /api/admin/news (articles, cover images, the
// Markdown preview), /api/admin/updates, /api/admin/bonus and /api/admin/plans. The server validates
// with these schemas; the app imports their types (and admin-content-rules.ts for constants).
import { z } from 'zod';
import { NEWS_CATEGORIES, NEWS_STATUSES } from './news-rules';
import { updateHighlightSchema } from './updates';
import { bonusOfferSchema } from './bonus';
import { ADMIN_PAGE_SIZES } from './admin-rules';
import {
  MAX_PLAN_FEATURES,
  MAX_PLAN_PRICE_CENTS,
  PLAN_FOLLOWED_TEAMS_MAX,
  PLAN_FOLLOWED_TEAMS_MESSAGE,
  PLAN_FOLLOWED_TEAMS_MIN,
} from './admin-content-rules';
import { int4 } from './integers';

export * from './admin-content-rules';

// Articles
export const adminNewsQuerySchema = z.object({
  status: z.enum(NEWS_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((value) => (ADMIN_PAGE_SIZES as readonly number[]).includes(value), 'deve ser 10, 25, 50 ou 100')
    .default(25),
});
export type AdminNewsQuery = z.input<typeof adminNewsQuerySchema>;

export const adminNewsItemSchema = z.object({
  id: int4(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverImage: z.string().nullable(),
  category: z.enum(NEWS_CATEGORIES),
  status: z.enum(NEWS_STATUSES),
  automatic: z.boolean(),
  author: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;
export const adminNewsListSchema = z.object({ items: z.array(adminNewsItemSchema), total: int4() });
export type AdminNewsList = z.infer<typeof adminNewsListSchema>;

/** One article as the editor loads it: the Markdown source and what readers see. */
export const adminNewsArticleSchema = adminNewsItemSchema.extend({
  body: z.string(),
  bodyHtml: z.string(),
  tags: z.array(z.string()),
  teamIds: z.array(int4()),
  matchIds: z.array(int4()),
  leagueIds: z.array(int4()),
});
export type AdminNewsArticle = z.infer<typeof adminNewsArticleSchema>;

export const newsStatusBodySchema = z.object({ status: z.enum(NEWS_STATUSES) });
export const newsPreviewBodySchema = z.object({ body: z.string().max(50_000, 'passa de 50 000 caracteres') });
export const newsPreviewSchema = z.object({ html: z.string() });
export const imageUploadSchema = z.object({ url: z.string() });

// Updates (the admins' entries; CHANGELOG.md's are edited in the file)
export const adminUpdateSchema = z.object({
  id: int4(),
  version: z.string(),
  title: z.string(),
  publishedAt: z.string(),
  highlights: z.array(updateHighlightSchema),
  updatedAt: z.string(),
});
export type AdminUpdate = z.infer<typeof adminUpdateSchema>;
export const adminUpdateListSchema = z.object({ items: z.array(adminUpdateSchema) });

// Bonus offers
export const adminBonusSchema = bonusOfferSchema.extend({ active: z.boolean() });
export type AdminBonus = z.infer<typeof adminBonusSchema>;
export const adminBonusListSchema = z.object({ items: z.array(adminBonusSchema) });

// Plans
export const adminPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: int4(),
  interval: z.enum(['month', 'year']).nullable(),
  tier: z.enum(['free', 'pro']),
  features: z.array(z.string()),
  active: z.boolean(),
  /** What the plan unlocks (billing's entitlementsOf reads these). */
  fullPredictions: z.boolean(),
  /** null = no limit. */
  maxFollowedTeams: int4().nullable(),
  updatedAt: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlanListSchema = z.object({ items: z.array(adminPlanSchema) });
export const planParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'não é um plano válido') });
export const planPatchSchema = z
  .object({
    name: z.string().trim().min(2).max(40),
    description: z.string().trim().max(200),
    priceCents: z
      .number()
      .int('O preço deve ser em centavos inteiros.')
      .min(0, 'O preço não pode ser negativo.')
      .max(MAX_PLAN_PRICE_CENTS, 'O preço passa do máximo permitido (R$ 10.000,00).'),
    features: z.array(z.string().trim().min(2).max(120)).min(1).max(MAX_PLAN_FEATURES),
    active: z.boolean(),
    fullPredictions: z.boolean(),
    /** null = no limit. */
    maxFollowedTeams: z
      .number({ message: PLAN_FOLLOWED_TEAMS_MESSAGE })
      .int(PLAN_FOLLOWED_TEAMS_MESSAGE)
      .min(PLAN_FOLLOWED_TEAMS_MIN, PLAN_FOLLOWED_TEAMS_MESSAGE)
      .max(PLAN_FOLLOWED_TEAMS_MAX, PLAN_FOLLOWED_TEAMS_MESSAGE)
      .nullable(),
  })
  .partial();
export type PlanPatch = z.infer<typeof planPatchSchema>;
