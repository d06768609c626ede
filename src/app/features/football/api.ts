// The football API as TanStack Query `queryOptions` factories: routes load them in `loader` with
// `ensureQueryData` (so intent preloading fetches the data and pages never waterfall), pages read
// the same options with `useSuspenseQuery`. Spec §9 freshness: the matches lists are always stale.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY } from '@shared/constants';
import { ymdIn } from '@shared/datetime';
import type {
  H2h,
  LeagueDetail,
  LeagueList,
  LeagueStats,
  Match,
  MatchDetail,
  MatchFilter,
  MatchList,
  TeamRef,
  TeamDetail,
} from '@shared/football';
import type { PlayerDetail } from '@shared/players';
import { apiFetch } from '@app/lib/api';
import { retryFor } from '@app/lib/query-client';

/** Matches lists: always stale, cached 5 min, 2 retries, refetched on mount, focus and reconnect. */
const matchesList = {
  staleTime: QUERY.matchesList.staleTime,
  gcTime: QUERY.matchesList.gcTime,
  retry: retryFor(QUERY.matchesList.retry),
  refetchOnMount: true,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
} as const;

/** Live matches: always stale, cached 2 min, 3 retries, the same refetch triggers (spec §9). */
const liveMatchesList = {
  staleTime: QUERY.liveMatches.staleTime,
  gcTime: QUERY.liveMatches.gcTime,
  retry: retryFor(QUERY.liveMatches.retry),
  refetchOnMount: true,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
} as const;

/** The matches being played now (spec §7 GET /api/soccer/matches/live): yesterday's late ones too. */
export function liveMatchesQueryOptions() {
  return queryOptions({
    // Typed as the day lists' keys, so /matches reads either through one useSuspenseQuery.
    queryKey: ['soccer', 'matches', 'live'] as Array<string | number | null>,
    queryFn: ({ signal }) =>
      apiFetch<MatchList>('/api/soccer/matches/live', { headers: { 'Cache-Control': 'no-cache' }, signal }),
    ...liveMatchesList,
  });
}

/** What /matches shows: today's "Ao vivo" from the live endpoint, any other view from the day's list. */
export function matchesViewQueryOptions(date: string | undefined, filter: MatchFilter | undefined) {
  const today = ymdIn(new Date());
  if (filter === 'live' && (date ?? today) === today) return liveMatchesQueryOptions();
  return dayMatchesQueryOptions(date ?? today, { status: filter });
}

export interface DayMatchesFilters {
  status?: MatchFilter;
  league?: number;
}

/** A day's matches (today when no date), optionally only live/scheduled/finished or one league. */
export function dayMatchesQueryOptions(date?: string, filters: DayMatchesFilters = {}) {
  const day = date ?? ymdIn(new Date());
  const params = new URLSearchParams({ date: day, includeTeams: 'true' });
  if (filters.status) params.set('status', filters.status);
  if (filters.league) params.set('league', String(filters.league));
  return queryOptions({
    queryKey: ['soccer', 'matches', day, filters.status ?? 'all', filters.league ?? null],
    queryFn: ({ signal }) =>
      apiFetch<MatchList>(`/api/soccer/matches?${params}`, { headers: { 'Cache-Control': 'no-cache' }, signal }),
    ...matchesList,
  });
}

export function matchDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['soccer', 'match', id],
    queryFn: ({ signal }) => apiFetch<MatchDetail>(`/api/soccer/matches/${encodeURIComponent(id)}`, { signal }),
    ...matchesList,
  });
}

export function leaguesQueryOptions() {
  return queryOptions({
    queryKey: ['leagues'],
    queryFn: ({ signal }) => apiFetch<LeagueList>('/api/leagues', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function leagueDetailQueryOptions(id: string | number, season?: number) {
  return queryOptions({
    queryKey: ['leagues', String(id), season ?? 'current'],
    queryFn: ({ signal }) =>
      apiFetch<LeagueDetail>(`/api/leagues/${encodeURIComponent(String(id))}${season ? `?season=${season}` : ''}`, {
        signal,
      }),
  });
}

export function teamDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['teams', id],
    queryFn: ({ signal }) => apiFetch<TeamDetail>(`/api/teams/${encodeURIComponent(id)}`, { signal }),
  });
}

export function playerDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['players', id],
    queryFn: ({ signal }) => apiFetch<PlayerDetail>(`/api/players/${encodeURIComponent(id)}`, { signal }),
  });
}

export function h2hQueryOptions(home: string, away: string) {
  return queryOptions({
    queryKey: ['h2h', home, away],
    queryFn: ({ signal }) =>
      apiFetch<H2h>(`/api/h2h/${encodeURIComponent(home)}/${encodeURIComponent(away)}`, { signal }),
  });
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Teams whose name contains the text, for the head-to-head picker: read from the match search (it
 * finds teams by name, accents and typos forgiven), each team once, those whose name holds the text
 * first; when none does (a typo), every team of the matches found.
 */
export function teamsOfMatches(matches: Match[], text: string): TeamRef[] {
  const seen = new Map<number, TeamRef>();
  for (const match of matches) for (const team of [match.homeTeam, match.awayTeam]) seen.set(team.id, team);
  const wanted = fold(text.trim());
  const named = [...seen.values()].filter((team) => fold(team.name).includes(wanted));
  return named.length ? named : [...seen.values()];
}

export function teamSearchQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['team-search', text],
    queryFn: async ({ signal }) =>
      teamsOfMatches(
        await apiFetch<Match[]>(`/api/search/matches?q=${encodeURIComponent(text)}&limit=30`, { signal }),
        text,
      ),
    staleTime: 60_000,
    retry: false,
  });
}

export function leagueStatsQueryOptions(league?: number, season?: number) {
  const params = new URLSearchParams();
  if (league) params.set('league', String(league));
  if (season) params.set('season', String(season));
  return queryOptions({
    queryKey: ['stats', league ?? 'default', season ?? 'current'],
    queryFn: ({ signal }) => apiFetch<LeagueStats>(`/api/stats?${params}`, { signal }),
  });
}

const matchesOf = (list: MatchList) => list.matches;

/**
 * A day's matches, for sections that load on their own schedule (the home's lazy sections): with
 * `enabled: false` it asks nothing yet. Only the list is read: a refetch whose answer differs by its
 * timestamp alone keeps the same array (structural sharing), so it renders nothing (the home's
 * refetch on mount, spec §9).
 */
export function useDayMatches(date?: string, filters: DayMatchesFilters = {}, { enabled = true } = {}) {
  return useQuery({
    ...dayMatchesQueryOptions(date, filters),
    placeholderData: keepPreviousData,
    enabled,
    select: matchesOf,
  });
}

export function useLeagues({ enabled = true } = {}) {
  return useQuery({ ...leaguesQueryOptions(), enabled });
}
