// ETag / 304 for the API's JSON answers (lists above all: leagues, a day's matches, tables): a client
// revalidating what it has gets a bodiless 304 when nothing changed. Registered before compression,
// so the tag is of the JSON itself. The server-clock field `timestamp` of match payloads does not
// count: a 304 keeps the client's copy, which is the same data.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const TRAILING_TIMESTAMP = /,"timestamp":\d+}$/;

export function etagOf(json: string): string {
  const body = json.replace(TRAILING_TIMESTAMP, '}');
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when an If-None-Match header names this tag (a list of tags, or *). */
export function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || strip(t) === strip(tag));
}

export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string' || !request.url.startsWith('/api/')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    // no-store answers are never revalidated by a browser cache.
    if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload;
    const tag = etagOf(payload);
    reply.header('ETag', tag);
    if (matchesTag(request.headers['if-none-match'], tag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
