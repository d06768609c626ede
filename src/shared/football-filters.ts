// Match list filters (besides "all"), kept free of zod so the client can import them cheaply.
export const MATCH_FILTERS = ['live', 'scheduled', 'finished'] as const;
export type MatchFilterValue = (typeof MATCH_FILTERS)[number];
