// Cheap requests stay cheap (issue 33 point 8): 1 MB of nested JSON sent to /api/login without a
// session took 0.6 s of server time and slowed everyone's health checks. Every route but the admin
// area's (news articles of up to 50 000 characters) takes a small body, refused with 413 before it is
// read whole; and any JSON nested deeper than a form ever needs is refused with 400 before parsing.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Bodies of the routes outside the admin area: a login, a profile, a contact message (5 000 characters). */
export const SMALL_BODY_LIMIT = 32 * 1024;
/** Nesting of objects and arrays no body of ours comes near. */
export const MAX_JSON_DEPTH = 16;
export const TOO_DEEP_MESSAGE = 'O corpo da requisição tem níveis demais.';

/** How deep `text` nests `{` and `[` (outside strings), stopping once it passes `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \ */) i++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 /* { */ || char === 91 /* [ */) {
      if (++depth > limit) return true;
    } else if (char === 125 /* } */ || char === 93 /* ] */) depth--;
  }
  return false;
}

/** Call before any route is registered (the limits are set as routes are added). */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit === undefined && !route.url.startsWith('/api/admin')) route.bodyLimit = SMALL_BODY_LIMIT;
  });
  // Fastify's own JSON parsing (prototype-poisoning checks included), after the depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) return done(new HttpError(400, TOO_DEEP_MESSAGE), undefined);
    parseJson(request, body as string, done);
  });
}
