// Validators for URL search params, built with zod/mini to keep the classic zod build out of the
// main bundle. A bad value is dropped (undefined), never an error page.
import * as z from 'zod/mini';

/** A positive integer id from the URL ("?league=3"), or undefined. */
export const optionalId = z.catch(z.optional(z.pipe(z.coerce.number(), z.int().check(z.positive()))), undefined);

/** Free text from the URL, or undefined. */
export const optionalText = z.catch(z.optional(z.string()), undefined);

/** One of the given values, or undefined. */
export const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.catch(z.optional(z.enum(values)), undefined);

/** A string that passes the check, or undefined. */
export const optionalChecked = (check: (value: string) => boolean) =>
  z.catch(z.optional(z.string().check(z.refine(check))), undefined);
