// Serves the built client: hashed assets cached for a year, the shell files always revalidated,
// and every app route (deep links such as /match/flamengo-vs-palmeiras/123) answered with index.html.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { pathToFileURL } from 'node:url';
import { Readable } from 'node:stream';
import type { SsrEntry, SsrFetch, SsrResult } from '@shared/ssr';
import { SSR_META_GLOBAL } from '@shared/ssr';
import { cspNonce } from './csp-nonce';
import { TIME_ZONE } from '@shared/constants';
import { offsetSpanAround, offsetSpanText, ymdIn } from '@shared/datetime';
import { NOT_FOUND_MESSAGE } from './errors';

const NO_CACHE_FILES = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

/** The head a page gets in its HTML (SEO data for crawlers), or the canonical address to go to. */
export type PageHtmlHead = { status: number; html: string } | { redirect: string };

export interface ClientOptions {
  clientDir: string;
  productName: string;
  /** DEMO_MODE: every page shows the "Demonstração" marker. */
  demoMode: boolean;
  /** PUBLIC_URL: the origin of canonical addresses, the same on the server and in the app. */
  publicUrl?: string;
  /** The page's head for a path and query; without it every page gets index.html as built. */
  pageHead?: (url: string, request: FastifyRequest, reply: FastifyReply) => Promise<PageHtmlHead>;
  /**
   * The server-render bundle (dist/ssr/entry-server.js, built from src/app/entry-server.tsx) and how
   * its API calls are answered. Without the file the public pages get the shell with their head.
   */
  ssr?: { entryFile: string; fetch: SsrFetch };
}

/**
 * Public pages, rendered on the server with their content. Account, checkout and admin pages (and
 * the sign-in forms) keep the plain shell: they are personal, and the server renders signed out.
 */
const SSR_PATHS =
  /^\/(?:(?:matches|match\/[^/]+\/[^/]+|leagues|leagues\/[^/]+\/[^/]+|team\/[^/]+\/[^/]+|player\/[^/]+\/[^/]+|h2h\/[^/]+\/[^/]+|news|news\/[^/]+|plans|stats|updates|about|h2h|help|contact|terms|privacy|security)\/?)?$/;

export const isServerRenderedPath = (url: string) => SSR_PATHS.test(url.split('?')[0]);

async function loadSsrEntry(app: FastifyInstance, file: string): Promise<SsrEntry | null> {
  if (!existsSync(file)) return null;
  try {
    const entry = (await import(pathToFileURL(path.resolve(file)).href)) as Partial<SsrEntry>;
    if (typeof entry.render === 'function') return entry as SsrEntry;
    app.log.error({ file }, 'o pacote de renderização no servidor não exporta render()');
  } catch (error) {
    app.log.error(error, 'pacote de renderização no servidor');
  }
  return null;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The year in São Paulo when the server started: the footer's "©" as the server renders it and as the
 * browser hydrates it (index.html's `app:year`), so both write the same text; the browser then shows
 * its own clock's year (src/app/layout/footer.tsx).
 */
const startYear = () => ymdIn(new Date()).slice(0, 4);

/** index.html with this deployment's settings in its meta tags (no inline script: the CSP forbids it). */
function renderIndexHtml(file: string, options: ClientOptions, year: string): string {
  return (
    readFileSync(file, 'utf8')
      .replaceAll('__PRODUCT_NAME__', escapeAttr(options.productName))
      .replaceAll('__PUBLIC_URL__', escapeAttr(options.publicUrl ?? ''))
      .replaceAll('__DEMO_MODE__', options.demoMode ? 'on' : 'off')
      .replaceAll('__YEAR__', year)
      // São Paulo's offset around now, from the server's time-zone data: the browser then shows times
      // without starting ICU (src/shared/pt-br.ts).
      .replaceAll('__TIME_ZONE_SPAN__', offsetSpanText(offsetSpanAround(new Date(), TIME_ZONE)))
  );
}

export async function registerClient(app: FastifyInstance, options: ClientOptions): Promise<void> {
  const root = path.resolve(options.clientDir);
  const indexFile = path.join(root, 'index.html');
  const hasClient = existsSync(indexFile);
  const year = startYear();
  const indexHtml = hasClient ? renderIndexHtml(indexFile, options, year) : '';
  // The page's head replaces the shell's <title> and description (the rest of index.html is shared).
  const shellHead = /<meta name="description"[^>]*>\s*|<title>[^<]*<\/title>/g;
  const headSlot = indexHtml.search(shellHead);
  const shellWithoutHead = indexHtml.replace(shellHead, '');
  if (hasClient && options.ssr) {
    // What index.html's meta tags tell the browser, for the server render (read when the bundle loads).
    (globalThis as Record<string, unknown>)[SSR_META_GLOBAL] = {
      'app:product': options.productName,
      'app:public-url': options.publicUrl ?? '',
      'app:demo': options.demoMode ? 'on' : 'off',
      'app:year': year,
    };
  }
  const ssrEntry = hasClient && options.ssr ? await loadSsrEntry(app, options.ssr.entryFile) : null;
  const rootSlot = '<div id="root"></div>';
  /** The page rendered on the server, when it is a public page and the bundle is there. */
  const renderContent = (request: FastifyRequest, reply: FastifyReply): Promise<SsrResult | null> => {
    if (!ssrEntry || !options.ssr || !isServerRenderedPath(request.url) || !indexHtml.includes(rootSlot)) {
      return Promise.resolve(null);
    }
    // The render stops when the visitor goes away.
    const gone = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    return ssrEntry
      .render({
        url: request.url,
        fetch: options.ssr.fetch,
        nonce: cspNonce(reply.raw),
        userAgent: request.headers['user-agent'] ?? '',
        signal: gone.signal,
      })
      .catch((error: unknown) => {
        // The browser still renders the page itself.
        request.log.error(error, 'renderização no servidor');
        return null;
      });
  };
  /** The page with React's stream inside #root (its preloads in <head>), or the page as it is. */
  const withContent = (request: FastifyRequest, page: string, result: SsrResult | null): string | Readable => {
    if (!result) return page;
    if ('skip' in result) {
      request.log.warn({ reason: result.skip }, 'página servida sem renderização no servidor');
      return page;
    }
    const slot = page.indexOf(rootSlot);
    const before = `${page.slice(0, slot).replace('</head>', () => `${result.head}</head>`)}<div id="root">`;
    const after = `</div>${page.slice(slot + rootSlot.length)}`;
    return Readable.from(
      (async function* () {
        yield Buffer.from(before);
        // (A view over the chunk's bytes: the bundle's Uint8Array may come from another realm.)
        for await (const chunk of result.body) yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        yield Buffer.from(after);
      })(),
      { objectMode: false },
    );
  };
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!options.pageHead || headSlot === -1) return reply.send(indexHtml);
    // The head and the body are worked out side by side (both read the page's data).
    const content = renderContent(request, reply);
    let head: PageHtmlHead;
    try {
      head = await options.pageHead(request.url, request, reply);
    } catch (error) {
      // The app still works without its SEO head: log and serve the shell.
      request.log.error(error, 'cabeçalho da página');
      return reply.send(indexHtml);
    }
    if ('redirect' in head) return reply.redirect(head.redirect, 301);
    const page = `${shellWithoutHead.slice(0, headSlot)}${head.html}\n    ${shellWithoutHead.slice(headSlot)}`;
    // A missing page (404) keeps the shell: the browser shows its "not found" page.
    return reply.status(head.status).send(head.status === 200 ? withContent(request, page, await content) : page);
  };
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      // Never files or folders whose name starts with a dot (.env, .git/ left in the build folder).
      dotfiles: 'ignore',
      allowedPath: (pathName) => pathName !== '/index.html',
      cacheControl: false,
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        if (NO_CACHE_FILES.has(name) || name.startsWith('workbox-')) {
          res.header('Cache-Control', 'no-cache');
        } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'public, max-age=86400');
        }
        if (name === 'manifest.webmanifest') res.header('Content-Type', 'application/manifest+json');
        if (name === 'sw.js') res.header('Service-Worker-Allowed', '/');
      },
    });
    // The service worker precaches the shell itself: /index.html stays the bare app shell.
    app.get('/index.html', (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml),
    );
    app.get('/', sendIndex);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const wantsApp = request.method === 'GET' || request.method === 'HEAD';
    // API paths, files that look like assets and dotfiles get a real 404 instead of the app shell.
    const dotfile = url.split('/').some((segment) => segment.startsWith('.') || /^%2e/i.test(segment));
    // (/og/ and /sitemaps/ are the SEO module's machine paths: a bad address there is no app page.)
    const machine = ['/api/', '/og/', '/sitemaps/'].some((prefix) => url.startsWith(prefix)) || url === '/api';
    if (machine || !wantsApp || dotfile || path.extname(url) !== '') {
      return reply.status(404).send({ message: NOT_FOUND_MESSAGE });
    }
    if (!hasClient) {
      return reply
        .status(503)
        .send({ message: 'O aplicativo ainda não foi compilado. Rode "npm run build" ou "npm start".' });
    }
    return sendIndex(request, reply);
  });
}
