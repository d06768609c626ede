// CSRF defence for the cookie session: every state-changing /api call must come from our own
// origin (Origin, else Referer) and, when it has a body, send JSON — an HTML form can do neither.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Server-to-server callbacks (payment providers) authenticate by signature, not by cookie. */
export const CSRF_EXEMPT_PREFIXES = ['/api/webhooks/', '/api/billing/webhook/'];
/** Plain HTML forms of our own origin (the sandbox's script-free pay page): the Origin check still applies. */
export const FORM_POST_PREFIXES = ['/api/billing/sandbox/pay/'];
const FORM_TYPE = 'application/x-www-form-urlencoded';
/** Raw uploads (the admin's cover images): the route itself accepts only its image types; the Origin check still applies. */
export const RAW_BODY_ROUTES = ['/api/admin/news/images'];

export const FORBIDDEN_ORIGIN_MESSAGE = 'Origem da requisição não permitida.';
export const JSON_ONLY_MESSAGE = 'Formato de conteúdo não suportado. Envie JSON.';

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

export function registerCsrfProtection(
  app: FastifyInstance,
  options: { publicUrl: string; publicUrlConfigured: boolean },
): void {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    // The route that matched, not the raw URL: '/%61pi/logout' reaches '/api/logout' too.
    const route = request.routeOptions.url;
    if (!STATE_CHANGING.has(request.method) || !route?.startsWith('/api/')) return;
    if (CSRF_EXEMPT_PREFIXES.some((prefix) => route.startsWith(prefix))) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    // Without PUBLIC_URL (local runs) the server's own address as the browser saw it also counts.
    const allowed =
      origin === publicOrigin || (!options.publicUrlConfigured && origin === `${request.protocol}://${request.host}`);
    if (!allowed) throw new HttpError(403, FORBIDDEN_ORIGIN_MESSAGE);
    if (hasBody(request)) {
      const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      const formAllowed = type === FORM_TYPE && FORM_POST_PREFIXES.some((prefix) => route.startsWith(prefix));
      if (RAW_BODY_ROUTES.includes(route)) return;
      if (type !== 'application/json' && !formAllowed) throw new HttpError(415, JSON_ONLY_MESSAGE);
    }
  });
}
