// Search (spec §5, §8, §9): at least 2 characters, after a 300 ms pause; failures show nothing.
// The matches come from the spec's /api/search/matches; the teams and leagues the text names from
// /api/search, asked at the same time.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDebounced } from '@app/lib/use-debounced';
import { SEARCH } from '@shared/constants';
import type { DirectorySearch, Match } from '@shared/football';

const NO_PAGES: DirectorySearch = { teams: [], leagues: [], players: [] };

export const searchKeys = {
  all: ['search'] as const,
  directory: (text: string) => [...searchKeys.all, 'directory', text] as const,
  matches: (text: string, limit: number) => [...searchKeys.all, text, limit] as const,
};

export async function searchDirectory(query: string, signal?: AbortSignal): Promise<DirectorySearch> {
  try {
    const response = await fetch(`/api/search?q=${encodeURIComponent(query)}`, { credentials: 'include', signal });
    if (!response.ok) return NO_PAGES;
    const body = (await response.json()) as Partial<DirectorySearch>;
    return {
      teams: Array.isArray(body.teams) ? body.teams : [],
      leagues: Array.isArray(body.leagues) ? body.leagues : [],
      players: Array.isArray(body.players) ? body.players : [],
    };
  } catch {
    return NO_PAGES;
  }
}

/** The teams and leagues named by a text (2 characters or more; the caller checks). */
export function directorySearchQueryOptions(text: string) {
  return queryOptions({
    queryKey: searchKeys.directory(text),
    queryFn: ({ signal }) => searchDirectory(text, signal),
    staleTime: 30_000,
    retry: false,
  });
}

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

/** The matches found for a text (2 characters or more; the caller checks). */
export function matchSearchQueryOptions(text: string, limit: number = SEARCH.limit) {
  return queryOptions({
    queryKey: searchKeys.matches(text, limit),
    queryFn: ({ signal }) => searchMatches(text, limit, signal),
    staleTime: 30_000,
    retry: false,
  });
}

/** Teams, leagues and matches for the text typed so far; under 2 characters there are none. */
export function useSearch(text: string, limit: number = SEARCH.limit, debounceMs: number = SEARCH.debounceMs) {
  const debounced = useDebounced(text.trim(), debounceMs);
  const enabled = debounced.length >= SEARCH.minChars;
  const matches = useQuery({ ...matchSearchQueryOptions(debounced, limit), enabled });
  const pages = useQuery({ ...directorySearchQueryOptions(debounced), enabled });
  const typing = text.trim() !== debounced && text.trim().length >= SEARCH.minChars;
  const fetching = matches.isFetching || pages.isFetching;
  return {
    query: debounced,
    results: enabled ? (matches.data ?? []) : [],
    teams: enabled ? (pages.data?.teams ?? []) : [],
    leagues: enabled ? (pages.data?.leagues ?? []) : [],
    players: enabled ? (pages.data?.players ?? []) : [],
    loading: enabled && (fetching || typing) ? true : typing,
    settled: enabled && !fetching && !typing && matches.data !== undefined && pages.data !== undefined,
  };
}
