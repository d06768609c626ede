// Integers as PostgreSQL's `integer` columns hold them (-2^31 … 2^31 − 1). Every integer a schema
// accepts is bounded to that, so 2147483648 in a request is a 400 with a Portuguese message, never
// a database error (issue 23 point 7).
import { z } from 'zod';

export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/** An integer an `integer` column holds. */
export const int4 = () => z.number().int().min(INT4_MIN).max(INT4_MAX);

/** A row id in a JSON body: 1 … 2^31 − 1. */
export const idSchema = () => z.number().int().min(1).max(INT4_MAX);

/** A row id from a URL (path or query string), as text: 1 … 2^31 − 1. */
export const idTextSchema = () => z.coerce.number().int().min(1).max(INT4_MAX);
