// News HTTP API: the published list (category, team, page) and one article. Editing goes through
// the service's create/update (the admin area's routes call them).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEWS_CATEGORIES } from '@shared/news-rules';
import { newsArticleSchema, newsListSchema } from '@shared/news';
import type { NewsService } from './service';
import { idTextSchema } from '@shared/integers';

const errorSchema = z.object({ message: z.string() });

const listQuery = z.object({
  category: z.enum(NEWS_CATEGORIES).optional().describe('Categoria: resumos, rodadas, noticias ou analises'),
  team: idTextSchema().optional().describe('Id de um time relacionado'),
  page: z.coerce.number().int().min(1).max(10_000).optional().describe('Página (1 em diante; 12 notícias por página)'),
});

/** Published news change when a match ends: a short shared cache is enough. */
const CACHE = 'public, max-age=30';

export const newsRoutes =
  (deps: { news: NewsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { news } = deps;

    app.get(
      '/news',
      {
        schema: {
          summary: 'Notícias publicadas, das mais novas às mais antigas (filtros por categoria e time, paginadas)',
          tags: ['notícias'],
          querystring: listQuery,
          response: { 200: newsListSchema },
        },
      },
      async (request, reply) => reply.header('Cache-Control', CACHE).send(await news.list(request.query)),
    );

    app.get(
      '/news/:id',
      {
        schema: {
          summary: 'Uma notícia publicada, com o corpo em HTML seguro, as partidas, os times e as ligas relacionados',
          tags: ['notícias'],
          params: z.object({ id: z.string().max(40).describe('Id numérico da notícia') }),
          response: { 200: newsArticleSchema, 404: errorSchema },
        },
      },
      async (request, reply) => reply.header('Cache-Control', CACHE).send(await news.article(request.params.id)),
    );
  };
