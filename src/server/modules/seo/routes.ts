// Crawler files and share images: /robots.txt, /.well-known/security.txt, /sitemap.xml (and its parts), /og/match/{id}.png.
// Outside /api on purpose: robots.txt disallows /api, and link previews must reach the images.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, HttpError } from '../../plugins/errors';
import type { SeoService } from './service';
import { robotsTxt, securityTxt, SITEMAP_MAX_URLS, sitemapPartXml, sitemapXml } from './sitemap';

const SITEMAP_CACHE = 'public, max-age=3600';

export const seoRoutes =
  (deps: { seo: SeoService; origin: string; now: () => Date; sitemapMaxUrls?: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { seo, origin } = deps;
    const max = deps.sitemapMaxUrls ?? SITEMAP_MAX_URLS;

    app.get(
      '/robots.txt',
      { schema: { summary: 'Regras para robôs de busca', tags: ['seo'], response: { 200: z.string() } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8');
        return robotsTxt(origin);
      },
    );

    app.get(
      '/.well-known/security.txt',
      {
        schema: {
          summary: 'Como relatar uma falha de segurança (RFC 9116)',
          tags: ['seo'],
          response: { 200: z.string() },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8');
        return securityTxt(origin, deps.now());
      },
    );

    app.get(
      '/sitemap.xml',
      {
        schema: {
          summary: 'Sitemap: páginas fixas, ligas, times e partidas das temporadas atuais',
          tags: ['seo'],
          response: { 200: z.string() },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', SITEMAP_CACHE).type('application/xml; charset=utf-8');
        return sitemapXml(origin, await seo.sitemapUrls(), max);
      },
    );

    app.get(
      '/sitemaps/:file',
      {
        schema: {
          summary: 'Uma parte do sitemap (quando há mais de 50 000 endereços)',
          tags: ['seo'],
          params: z.object({ file: z.string().regex(/^\d{1,4}\.xml$/, 'deve ser o número da parte seguido de .xml') }),
          response: { 200: z.string(), ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const xml = sitemapPartXml(await seo.sitemapUrls(), Number.parseInt(request.params.file, 10), max);
        if (!xml) throw new HttpError(404, 'Parte do sitemap não encontrada');
        reply.header('Cache-Control', SITEMAP_CACHE).type('application/xml; charset=utf-8');
        return xml;
      },
    );

    app.get(
      '/og/match/:file',
      {
        schema: {
          summary: 'Imagem de compartilhamento de uma partida (escudos e placar, PNG 1200×630)',
          tags: ['seo'],
          params: z.object({
            file: z.string().regex(/^\d{1,12}\.png$/, 'deve ser o número da partida seguido de .png'),
          }),
          response: { 200: z.any(), ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const png = await seo.shareImage(request.params.file.replace(/\.png$/, ''));
        // The score changes during a match: previews may keep the image a few minutes.
        reply.header('Cache-Control', 'public, max-age=300').type('image/png');
        return reply.send(png);
      },
    );
  };
