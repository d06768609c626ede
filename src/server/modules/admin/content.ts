// What admins change in the content (issue 13 point 10): news articles (create, edit, publish,
// unpublish, delete, cover images), the admins' update entries, bonus offers and the plans' prices,
// features and entitlements. The owning services validate and write (news, updates, bonus: the same
// rules whatever calls them); this adds the audit row with before and after of every change. Plans
// are money: their route also asks for a recent password.
import type { FastifyBaseLogger } from 'fastify';
import { planPatchSchema, type AdminPlan } from '@shared/admin-content';
import type { NewsStatus } from '@shared/news-rules';
import { parseInput } from '../../plugins/errors';
import { invalid, notFound } from '../../domain-errors';
import type { BillingPlans, PlanRow } from '../billing';
import type { BonusService } from '../bonus/service';
import { toAdminArticle, type ArticleRow, type NewsService } from '../news';
import type { UpdatesService } from '../updates/service';
import type { Actor } from './actor';
import type { AuditLog } from './audit';
import type { CoverImages } from './cover-images';

export const CONTENT_MESSAGES = {
  articleNotFound: 'Notícia não encontrada.',
  updateNotFound: 'Atualização não encontrada.',
  bonusNotFound: 'Oferta não encontrada.',
  planNotFound: 'Plano não encontrado.',
  nothingToChange: 'Nada para alterar: informe pelo menos um campo.',
  freePlanPrice: 'O plano Grátis é sempre gratuito: o preço dele fica em R$ 0,00.',
  freePlanActive: 'O plano Grátis não pode ser desativado.',
  paidPlanMinimum: 'O preço de um plano pago deve ser de pelo menos R$ 1,00.',
} as const;

/** Paid plans are charged by PIX and card: never less than R$ 1,00. */
const MIN_PAID_PRICE_CENTS = 100;

/** The part of an article an audit row keeps (the body by its length: the text itself is in the article). */
function articleState(row: ArticleRow) {
  return {
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    category: row.category,
    status: row.status,
    coverImage: row.coverImage,
    author: row.author,
    tags: row.tags,
    teamIds: row.teamIds,
    matchIds: row.matchIds,
    leagueIds: row.leagueIds,
    bodyLength: row.body.length,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export function toAdminPlan(row: PlanRow): AdminPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    interval: row.interval as AdminPlan['interval'],
    tier: row.tier as AdminPlan['tier'],
    features: row.features,
    active: row.active,
    fullPredictions: row.fullPredictions,
    maxFollowedTeams: row.maxFollowedTeams,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const planState = ({ updatedAt: _updatedAt, ...plan }: AdminPlan) => plan;

export interface ContentAdminOptions {
  /** Billing's plans (billing owns the table). */
  plans: BillingPlans;
  news: NewsService;
  updates: UpdatesService;
  bonus: BonusService;
  images: CoverImages;
  audit: AuditLog;
  now: () => Date;
}

export function createContentAdmin(options: ContentAdminOptions) {
  const { news, updates, bonus, audit, images, now, plans } = options;

  async function articleOr404(id: number): Promise<ArticleRow> {
    const row = await news.byId(id);
    if (!row) throw notFound(CONTENT_MESSAGES.articleNotFound);
    return row;
  }

  return {
    // Articles
    listArticles: news.adminList,
    async article(id: number) {
      return toAdminArticle(await articleOr404(id));
    },
    preview: news.preview,

    async createArticle(actor: Actor, input: unknown) {
      const row = await news.create(input);
      await audit.record(actor, {
        action: 'news.create',
        targetType: 'news',
        targetId: row.id,
        after: articleState(row),
      });
      return toAdminArticle(row);
    },

    async updateArticle(actor: Actor, id: number, input: unknown) {
      const before = await articleOr404(id);
      const row = await news.update(id, input);
      await audit.record(actor, {
        action: 'news.update',
        targetType: 'news',
        targetId: id,
        before: articleState(before),
        after: articleState(row),
      });
      return toAdminArticle(row);
    },

    async setArticleStatus(actor: Actor, id: number, status: NewsStatus) {
      const before = await articleOr404(id);
      const row = await news.setStatus(id, status);
      // Asking for the status it already has changes nothing: no audit row.
      if (before.status !== row.status)
        await audit.record(actor, {
          action: status === 'published' ? 'news.publish' : 'news.unpublish',
          targetType: 'news',
          targetId: id,
          before: { status: before.status, publishedAt: before.publishedAt?.toISOString() ?? null },
          after: { status: row.status, publishedAt: row.publishedAt?.toISOString() ?? null },
        });
      return toAdminArticle(row);
    },

    /**
     * Deletes an article for good: the audit row keeps all of it (body included, the only copy
     * left) as `before`; its uploaded cover file goes too unless another article uses it.
     */
    async deleteArticle(actor: Actor, id: number, log: FastifyBaseLogger) {
      const row = await news.remove(id);
      let coverRemoved = false;
      if (row.coverImage && !(await news.coverInUse(row.coverImage))) {
        try {
          coverRemoved = await images.remove(row.coverImage);
        } catch (error) {
          log.warn({ err: error, cover: row.coverImage }, 'capa da notícia excluída não removida');
        }
      }
      await audit.record(actor, {
        action: 'news.delete',
        targetType: 'news',
        targetId: id,
        before: { ...articleState(row), body: row.body, automatic: row.automatic },
        after: { coverRemoved },
      });
      return row;
    },

    async uploadCover(actor: Actor, bytes: Buffer, contentType: string) {
      const stored = await images.store(bytes);
      await audit.record(actor, {
        action: 'news.image_upload',
        targetType: 'news_image',
        targetId: stored.name,
        after: {
          url: stored.url,
          receivedType: contentType,
          receivedBytes: bytes.length,
          width: stored.width,
          height: stored.height,
          bytes: stored.bytes,
        },
      });
      return { url: stored.url };
    },

    // Updates
    listUpdates: updates.listAdmin,
    async createUpdate(actor: Actor, input: unknown) {
      const created = await updates.create(input);
      const id = Number(created.id.replace('admin:', ''));
      const row = (await updates.adminById(id))!;
      await audit.record(actor, { action: 'update.create', targetType: 'update', targetId: id, after: row });
      return row;
    },
    async editUpdate(actor: Actor, id: number, patch: unknown) {
      const before = await updates.adminById(id);
      if (!before) throw notFound(CONTENT_MESSAGES.updateNotFound);
      await updates.update(id, patch);
      const after = (await updates.adminById(id))!;
      await audit.record(actor, { action: 'update.update', targetType: 'update', targetId: id, before, after });
      return after;
    },
    async deleteUpdate(actor: Actor, id: number) {
      const before = await updates.remove(id);
      await audit.record(actor, { action: 'update.delete', targetType: 'update', targetId: id, before });
      return before;
    },

    // Bonus offers
    async listBonus() {
      return bonus.listAll();
    },
    async createBonus(actor: Actor, input: unknown) {
      const row = await bonus.create(input);
      await audit.record(actor, { action: 'bonus.create', targetType: 'bonus', targetId: row.id, after: row });
      return row;
    },
    async editBonus(actor: Actor, id: number, patch: unknown) {
      const before = await bonus.byId(id);
      if (!before) throw notFound(CONTENT_MESSAGES.bonusNotFound);
      const after = await bonus.update(id, patch);
      await audit.record(actor, { action: 'bonus.update', targetType: 'bonus', targetId: id, before, after });
      return after;
    },

    // Plans (money: the route asks for a recent password first)
    async listPlans() {
      return (await plans.all()).map(toAdminPlan);
    },

    /**
     * A plan's name, description, price (centavos), features, sale state or entitlements (full
     * predictions, advanced stats, followed-teams limit: billing's entitlementsOf reads them at
     * the next gated call, so they apply at once to everyone on the plan). Payments store their
     * own amount, so a new price reaches a subscriber at the next renewal charge created after it
     * (a renewal PIX already issued keeps the price it was issued with).
     */
    async updatePlan(actor: Actor, id: string, input: unknown) {
      const patch = parseInput(planPatchSchema, input);
      if (Object.keys(patch).length === 0) throw invalid(CONTENT_MESSAGES.nothingToChange);
      const current = await plans.byId(id);
      if (!current) throw notFound(CONTENT_MESSAGES.planNotFound);
      if (current.tier === 'free') {
        if (patch.priceCents !== undefined && patch.priceCents !== 0) throw invalid(CONTENT_MESSAGES.freePlanPrice);
        if (patch.active === false) throw invalid(CONTENT_MESSAGES.freePlanActive);
      } else if (patch.priceCents !== undefined && patch.priceCents < MIN_PAID_PRICE_CENTS) {
        throw invalid(CONTENT_MESSAGES.paidPlanMinimum);
      }
      const row = (await plans.update(id, { ...patch, updatedAt: now() }))!;
      const before = toAdminPlan(current);
      const after = toAdminPlan(row);
      await audit.record(actor, {
        action: 'plan.update',
        targetType: 'plan',
        targetId: id,
        before: planState(before),
        after: planState(after),
      });
      return after;
    },
  };
}
export type ContentAdmin = ReturnType<typeof createContentAdmin>;
