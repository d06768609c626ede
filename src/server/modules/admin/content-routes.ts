// /api/admin/news, /updates, /bonus and /plans (issue 13 point 10). Registered inside the admin-only
// plugin, so its requireAdmin hook guards every route here; plans (money) also ask for a recent
// password. Cover images come as a raw image body (no multipart dependency): a parser for the three
// image types on that one route, with its own size limit, after the admin check (a visitor's bytes
// are never read).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COVER_IMAGE_MAX_BYTES,
  COVER_IMAGE_TYPES,
  adminBonusListSchema,
  adminBonusSchema,
  adminNewsArticleSchema,
  adminNewsListSchema,
  adminNewsQuerySchema,
  adminPlanListSchema,
  adminPlanSchema,
  adminUpdateListSchema,
  adminUpdateSchema,
  imageUploadSchema,
  newsPreviewBodySchema,
  newsPreviewSchema,
  newsStatusBodySchema,
  planParamsSchema,
  planPatchSchema,
} from '@shared/admin-content';
import { actionResultSchema, idParamsSchema, reauthErrorSchema } from '@shared/admin';
import { newsInputSchema } from '@shared/news';
import { bonusInputSchema, bonusPatchSchema } from '@shared/bonus';
import { updateInputSchema, updatePatchSchema } from '@shared/updates';
import { errorResponses, HttpError } from '../../plugins/errors';
import { actorOf, requireAdmin } from '../../plugins/session';
import type { ContentAdmin } from './content';
import { COVER_MESSAGES } from './cover-images';

const tags = ['admin'];
const noStore = { 'Cache-Control': 'no-store' };
const changes = errorResponses(400, 401, 403, 404, 409);

export const contentAdminRoutes =
  (deps: {
    content: ContentAdmin;
    requireRecentSignIn: (request: FastifyRequest) => Promise<void>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { content } = deps;

    // Articles
    app.get(
      '/admin/news',
      {
        schema: {
          summary: 'Notícias, rascunhos incluídos: situação, busca pelo título e páginas',
          tags,
          querystring: adminNewsQuerySchema,
          response: { 200: adminNewsListSchema, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await content.listArticles(request.query)),
    );
    app.get(
      '/admin/news/:id',
      {
        schema: {
          summary: 'Uma notícia para o editor (Markdown e HTML)',
          tags,
          params: idParamsSchema,
          response: { 200: adminNewsArticleSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await content.article(request.params.id)),
    );
    app.post(
      '/admin/news',
      {
        schema: {
          summary: 'Cria uma notícia (rascunho ou publicada)',
          tags,
          body: newsInputSchema,
          response: { 201: adminNewsArticleSchema, ...changes },
        },
      },
      async (request, reply) => reply.status(201).send(await content.createArticle(actorOf(request), request.body)),
    );
    app.put(
      '/admin/news/:id',
      {
        schema: {
          summary: 'Edita uma notícia',
          tags,
          params: idParamsSchema,
          body: newsInputSchema,
          response: { 200: adminNewsArticleSchema, ...changes },
        },
      },
      async (request) => content.updateArticle(actorOf(request), request.params.id, request.body),
    );
    app.post(
      '/admin/news/:id/status',
      {
        schema: {
          summary: 'Publica ou despublica (volta a rascunho) uma notícia',
          tags,
          params: idParamsSchema,
          body: newsStatusBodySchema,
          response: { 200: adminNewsArticleSchema, ...changes },
        },
      },
      async (request) => content.setArticleStatus(actorOf(request), request.params.id, request.body.status),
    );
    app.delete(
      '/admin/news/:id',
      {
        schema: {
          summary: 'Exclui uma notícia (e a imagem de capa enviada, se nenhuma outra a usa)',
          tags,
          params: idParamsSchema,
          response: { 200: actionResultSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        await content.deleteArticle(actorOf(request), request.params.id, request.log);
        return { message: 'Notícia excluída.' };
      },
    );
    app.post(
      '/admin/news/preview',
      {
        schema: {
          summary: 'Prévia do Markdown, pelo mesmo renderizador e filtro da página da notícia',
          tags,
          body: newsPreviewBodySchema,
          response: { 200: newsPreviewSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => reply.headers(noStore).send({ html: content.preview(request.body.body) }),
    );

    // Cover images: one child plugin, so the image parser exists for this route only.
    await app.register(async (upload) => {
      upload.addContentTypeParser(
        [...COVER_IMAGE_TYPES],
        { parseAs: 'buffer', bodyLimit: COVER_IMAGE_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );
      upload.put(
        '/admin/news/images',
        {
          bodyLimit: COVER_IMAGE_MAX_BYTES,
          // Before the body is read: who sends it, what it says it is, how large it says it is.
          onRequest: [requireAdmin, checkImageHeaders],
          errorHandler: tooLargeInPortuguese,
          schema: {
            summary: 'Envia uma imagem de capa (JPEG, PNG ou WebP até 5 MB; guardada em WebP)',
            tags,
            consumes: [...COVER_IMAGE_TYPES],
            response: { 201: imageUploadSchema, ...errorResponses(400, 401, 403, 413, 415) },
          },
        },
        async (request, reply) => {
          const bytes = request.body;
          if (!Buffer.isBuffer(bytes)) throw new HttpError(400, COVER_MESSAGES.empty);
          return reply.status(201).send(await content.uploadCover(actorOf(request), bytes, mediaType(request)));
        },
      );
    });

    // Updates (the admins' entries)
    app.get(
      '/admin/updates',
      {
        schema: {
          summary: 'Atualizações escritas por administradores (agendadas incluídas)',
          tags,
          response: { 200: adminUpdateListSchema, ...errorResponses(401, 403) },
        },
      },
      async (_request, reply) => reply.headers(noStore).send({ items: await content.listUpdates() }),
    );
    app.post(
      '/admin/updates',
      {
        schema: {
          summary: 'Cria uma atualização',
          tags,
          body: updateInputSchema,
          response: { 201: adminUpdateSchema, ...changes },
        },
      },
      async (request, reply) => reply.status(201).send(await content.createUpdate(actorOf(request), request.body)),
    );
    app.patch(
      '/admin/updates/:id',
      {
        schema: {
          summary: 'Edita uma atualização',
          tags,
          params: idParamsSchema,
          body: updatePatchSchema,
          response: { 200: adminUpdateSchema, ...changes },
        },
      },
      async (request) => content.editUpdate(actorOf(request), request.params.id, request.body),
    );
    app.delete(
      '/admin/updates/:id',
      {
        schema: {
          summary: 'Exclui uma atualização',
          tags,
          params: idParamsSchema,
          response: { 200: actionResultSchema, ...changes },
        },
      },
      async (request) => {
        await content.deleteUpdate(actorOf(request), request.params.id);
        return { message: 'Atualização excluída.' };
      },
    );

    // Bonus offers
    app.get(
      '/admin/bonus',
      {
        schema: {
          summary: 'Todas as ofertas de bônus, vencidas e inativas incluídas',
          tags,
          response: { 200: adminBonusListSchema, ...errorResponses(401, 403) },
        },
      },
      async (_request, reply) => reply.headers(noStore).send({ items: await content.listBonus() }),
    );
    app.post(
      '/admin/bonus',
      {
        schema: {
          summary: 'Cria uma oferta de bônus',
          tags,
          body: bonusInputSchema,
          response: { 201: adminBonusSchema, ...changes },
        },
      },
      async (request, reply) => reply.status(201).send(await content.createBonus(actorOf(request), request.body)),
    );
    app.patch(
      '/admin/bonus/:id',
      {
        schema: {
          summary: 'Edita, ativa ou desativa uma oferta de bônus',
          tags,
          params: idParamsSchema,
          body: bonusPatchSchema,
          response: { 200: adminBonusSchema, ...changes },
        },
      },
      async (request) => content.editBonus(actorOf(request), request.params.id, request.body),
    );

    // Plans (money)
    app.get(
      '/admin/plans',
      {
        schema: {
          summary: 'Planos, inativos incluídos',
          tags,
          response: { 200: adminPlanListSchema, ...errorResponses(401, 403) },
        },
      },
      async (_request, reply) => reply.headers(noStore).send({ items: await content.listPlans() }),
    );
    app.patch(
      '/admin/plans/:id',
      {
        preHandler: deps.requireRecentSignIn,
        schema: {
          summary: 'Altera preço (centavos), recursos, o que libera, nome ou venda de um plano (pede senha recente)',
          tags,
          params: planParamsSchema,
          body: planPatchSchema,
          response: { 200: adminPlanSchema, ...errorResponses(400, 401, 404), 403: reauthErrorSchema },
        },
      },
      async (request) => content.updatePlan(actorOf(request), request.params.id, request.body),
    );
  };

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

async function checkImageHeaders(request: FastifyRequest): Promise<void> {
  if (!(COVER_IMAGE_TYPES as readonly string[]).includes(mediaType(request)))
    throw new HttpError(415, COVER_MESSAGES.wrongType);
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > COVER_IMAGE_MAX_BYTES) throw new HttpError(413, COVER_MESSAGES.tooLarge);
}

/** A body that outgrows the limit while streaming (no Content-Length): the same Portuguese 413. */
function tooLargeInPortuguese(error: FastifyError, _request: FastifyRequest, _reply: FastifyReply) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, COVER_MESSAGES.tooLarge);
  throw error;
}
