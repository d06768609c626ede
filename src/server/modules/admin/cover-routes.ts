// The stored cover images, read-only at /uploads/news/<name>.webp: only names the upload made
// (32 hex characters), so no listing and no other path is reachable; a name never changes content,
// so browsers and proxies keep it for a year.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shared/api-error';
import { HttpError } from '../../plugins/errors';
import { COVER_URL_PREFIX, type CoverImages } from './cover-images';

export const COVER_NOT_FOUND = 'Imagem não encontrada.';

export const coverImageRoutes =
  (deps: { images: CoverImages }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${COVER_URL_PREFIX}:name`,
      {
        schema: {
          summary: 'Uma imagem de capa de notícia (WebP)',
          tags: ['notícias'],
          params: z.object({ name: z.string().max(200) }),
          response: { 200: z.any().describe('image/webp'), 404: errorSchema },
        },
      },
      async (request, reply) => {
        const bytes = await deps.images.read(request.params.name);
        if (!bytes) throw new HttpError(404, COVER_NOT_FOUND);
        return reply
          .type('image/webp')
          .headers({
            'Cache-Control': 'public, max-age=31536000, immutable',
            'X-Content-Type-Options': 'nosniff',
            'Content-Security-Policy': "default-src 'none'",
          })
          .send(bytes);
      },
    );
  };
