// The server-render adapter: where the render bundle is (the client build's sibling folder:
// dist/client → dist/ssr/entry-server.js) and how the page's API calls are answered — in-process,
// the same routes and JSON, as a signed-out visitor. Pages only read: anything but a GET of /api/* throws.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SsrFetch } from '@shared/ssr';

export function serverRender(app: FastifyInstance, clientDir: string): { entryFile: string; fetch: SsrFetch } {
  return {
    entryFile: path.join(path.dirname(path.resolve(clientDir)), 'ssr', 'entry-server.js'),
    fetch: async (url, init) => {
      if ((init.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) {
        throw new Error(`a renderização no servidor só lê a API (${init.method ?? 'GET'} ${url})`);
      }
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      const body =
        response.statusCode === 204 || response.statusCode === 304 ? null : new Uint8Array(response.rawPayload);
      const type = response.headers['content-type'];
      return new Response(body, {
        status: response.statusCode,
        headers: typeof type === 'string' ? { 'content-type': type } : {},
      });
    },
  };
}
