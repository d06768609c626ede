// The news API as TanStack Query `queryOptions` factories: the routes load them in `loader` with
// `ensureQueryData`; the pages and the home section read the same options.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NewsCategory } from '@shared/news-rules';
import type { NewsArticle, NewsList } from '@shared/news';
import { apiFetch } from '@app/lib/api';

export interface NewsFilters {
  category?: NewsCategory;
  team?: number;
  page?: number;
}

/** Published news change when a match ends: a minute of freshness is plenty. */
const NEWS_STALE_MS = 60_000;

export const newsKeys = {
  all: ['news'] as const,
  list: (filters: NewsFilters) =>
    [...newsKeys.all, 'list', filters.category ?? 'all', filters.team ?? null, filters.page ?? 1] as const,
  article: (id: string) => [...newsKeys.all, 'article', id] as const,
};

export function newsListQueryOptions(filters: NewsFilters = {}) {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.team) params.set('team', String(filters.team));
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.size ? `?${params}` : '';
  return queryOptions({
    queryKey: newsKeys.list(filters),
    queryFn: ({ signal }) => apiFetch<NewsList>(`/api/news${query}`, { signal }),
    staleTime: NEWS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function newsArticleQueryOptions(id: string) {
  return queryOptions({
    queryKey: newsKeys.article(id),
    queryFn: ({ signal }) => apiFetch<NewsArticle>(`/api/news/${encodeURIComponent(id)}`, { signal }),
    staleTime: NEWS_STALE_MS,
  });
}
