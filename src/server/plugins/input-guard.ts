// One check for every route: text with control characters (NUL and the like) or broken UTF-16
// (lone surrogates) is refused with 400 before validation. PostgreSQL cannot store a NUL in text,
// so without this a NUL in a search or a login answered 500; no field of the app needs them.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

export const INVALID_CHARACTERS_MESSAGE = 'O texto enviado contém caracteres inválidos.';

// C0 controls except tab, line feed and carriage return (typed text and pasted paragraphs), and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isCleanText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/** Walks any parsed input (iteratively: a deeply nested JSON body must not overflow the stack). */
export function hasDirtyText(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (!isCleanText(value)) return true;
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      // A raw body (the admin's cover images) is bytes, not text: never walked byte by byte.
      for (const [key, item] of Object.entries(value)) {
        if (!isCleanText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasDirtyText(request.params) || hasDirtyText(request.query) || hasDirtyText(request.body)) {
      throw new HttpError(400, INVALID_CHARACTERS_MESSAGE);
    }
  });
}
