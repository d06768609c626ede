// Validators for URL search params, as plain functions: the router runs them to match a route, so
// they are part of the first paint of every page, and zod/mini (6 KB gzip) is not needed for that
// (issue 14). A bad value is dropped (undefined), never an error page. Numbers are read the way
// zod's coerce reads them (`Number(value)`), so "?page=2" and ?page=2 are the same.

/** Reads one search param: its value, or undefined when it is missing or bad. */
export type SearchParam<T> = (value: unknown) => T | undefined;

const toNumber = (value: unknown) => (value === undefined ? undefined : Number(value));

/** A positive integer id from the URL ("?league=3"), or undefined. */
export const optionalId: SearchParam<number> = (value) => {
  const number = toNumber(value);
  return number !== undefined && Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/** Free text from the URL, or undefined. */
export const optionalText: SearchParam<string> = (value) => (typeof value === 'string' ? value : undefined);

/** One of the given values, or undefined. */
export const optionalEnum =
  <const T extends readonly string[]>(values: T): SearchParam<T[number]> =>
  (value) =>
    typeof value === 'string' && values.includes(value) ? value : undefined;

/** One of the given numbers (also written as text), or undefined. */
export const optionalNumberOf =
  <const T extends readonly number[]>(values: T): SearchParam<T[number]> =>
  (value) => {
    const number = toNumber(value);
    return number !== undefined && values.includes(number) ? number : undefined;
  };

/** A string that passes the check, or undefined. */
export const optionalChecked =
  (check: (value: string) => boolean): SearchParam<string> =>
  (value) =>
    typeof value === 'string' && check(value) ? value : undefined;

export type SearchOf<S extends Record<string, SearchParam<unknown>>> = {
  [K in keyof S]?: Exclude<ReturnType<S[K]>, undefined>;
};

/** A route's `validateSearch`: each known param read by its reader; unknown params are dropped. */
export function searchSchema<S extends Record<string, SearchParam<unknown>>>(shape: S) {
  return (search: Record<string, unknown>): SearchOf<S> => {
    const result: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) {
      const value = read(search[key]);
      if (value !== undefined) result[key] = value;
    }
    return result as SearchOf<S>;
  };
}
