/**
 * `data` with every repeated leaf object (all of whose values are primitives: a team, a competition)
 * replaced by its first occurrence. The router's hydration data (seroval) writes an object once and
 * refers to it after that: a league season's 380 matches then carry 20 teams and one competition, not
 * 1 140 copies, and the page's inline script is a fraction of the size for the phone to parse.
 * Nothing is mutated (the server's cached answers stay as they are); the JSON the API sends is the same.
 */
export function shareRepeatedObjects<T>(data: T): T {
  const firstOf = new Map<string, object>();
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const next = value.map(visit);
      return next.some((item, index) => item !== value[index]) ? next : value;
    }
    if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
    const entries = Object.entries(value);
    if (entries.every(([, item]) => item === null || typeof item !== 'object')) {
      const key = JSON.stringify(value);
      const first = firstOf.get(key);
      if (first) return first;
      firstOf.set(key, value);
      return value;
    }
    const next = entries.map(([key, item]) => [key, visit(item)] as const);
    return next.some(([, item], index) => item !== entries[index][1]) ? Object.fromEntries(next) : value;
  };
  return visit(data) as T;
}
