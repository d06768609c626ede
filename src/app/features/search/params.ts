// The search page's URL: `?search=` is the app's own, `?q=` is what people and other sites type
// (issue 35 point 5); both lead to the same search, `search` winning when both are given.
import { optionalText, searchSchema } from '@app/lib/search-params';

const readParams = searchSchema({ search: optionalText, q: optionalText });

export function searchPageParams(raw: Record<string, unknown>): { search?: string } {
  const { search, q } = readParams(raw);
  const text = search ?? q;
  return text === undefined ? {} : { search: text };
}
