// What services and repos throw when they refuse a request: a meaning and a Portuguese message a
// user may read. Only the error plugin turns a meaning into an HTTP status (STATUS_OF_MEANING in
// src/server/plugins/errors.ts), so services stay free of HTTP and the CLI or jobs can call them.

/** Why a request was refused: only the meanings the code needs. */
export type Meaning =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_media'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

/** A refusal whose message is safe to show to users; `extra` fields travel next to the message. */
export class DomainError extends Error {
  constructor(
    readonly meaning: Meaning,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Whether `error` is a refusal (of the given meaning, when one is given). */
export function isRefusal(error: unknown, ...meanings: Meaning[]): error is DomainError {
  return error instanceof DomainError && (meanings.length === 0 || meanings.includes(error.meaning));
}

type Extra = Record<string, unknown>;
export const invalid = (message: string, extra?: Extra) => new DomainError('invalid', message, extra);
export const unauthorized = (message: string, extra?: Extra) => new DomainError('unauthorized', message, extra);
export const forbidden = (message: string, extra?: Extra) => new DomainError('forbidden', message, extra);
export const notFound = (message: string, extra?: Extra) => new DomainError('not_found', message, extra);
export const conflict = (message: string, extra?: Extra) => new DomainError('conflict', message, extra);
export const tooLarge = (message: string, extra?: Extra) => new DomainError('too_large', message, extra);
export const unsupportedMedia = (message: string, extra?: Extra) =>
  new DomainError('unsupported_media', message, extra);
export const rateLimited = (message: string, extra?: Extra) => new DomainError('rate_limited', message, extra);
export const unavailable = (message: string, extra?: Extra) => new DomainError('unavailable', message, extra);
export const internal = (message: string, extra?: Extra) => new DomainError('internal', message, extra);
