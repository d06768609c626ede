// Match search (spec §5, §8, §9): at least 2 characters, after a 300 ms pause; failures show nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SEARCH } from '@shared/constants';
import type { Match } from '@shared/football';

export async function searchMatches(
  query: string,
  limit: number = SEARCH.limit,
  signal?: AbortSignal,
): Promise<Match[]> {
  try {
    const response = await fetch(`/api/search/matches?q=${encodeURIComponent(query)}&limit=${limit}`, {
      credentials: 'include',
      signal,
    });
    if (!response.ok) return [];
    const body = await response.json();
    return Array.isArray(body) ? body : [];
  } catch {
    return [];
  }
}

export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The matches found for a text (2 characters or more; the caller checks). */
export function matchSearchQueryOptions(text: string, limit: number = SEARCH.limit) {
  return queryOptions({
    queryKey: ['search', text, limit],
    queryFn: ({ signal }) => searchMatches(text, limit, signal),
    staleTime: 30_000,
    retry: false,
  });
}

/** Results for the text typed so far; under 2 characters there are none. */
export function useMatchSearch(text: string, limit: number = SEARCH.limit, debounceMs: number = SEARCH.debounceMs) {
  const debounced = useDebounced(text.trim(), debounceMs);
  const enabled = debounced.length >= SEARCH.minChars;
  const query = useQuery({ ...matchSearchQueryOptions(debounced, limit), enabled });
  const typing = text.trim() !== debounced && text.trim().length >= SEARCH.minChars;
  return {
    query: debounced,
    results: enabled ? (query.data ?? []) : [],
    loading: enabled && (query.isFetching || typing) ? true : typing,
    settled: enabled && !query.isFetching && !typing && query.data !== undefined,
  };
}
