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

/**
 * This feature's query keys, one factory per root (the roots predate the factories and stay as they
 * are: the device's saved pages and persisted cache read them; see lib/query-client.ts).
 */
export const matchKeys = {
  all: ['soccer'] as const,
  // Typed as the day lists' keys, so /matches reads either through one useSuspenseQuery.
  live: (): Array<string | number | null> => [...matchKeys.all, 'matches', 'live'],
  day: (day: string, status: MatchFilter | 'all', league: number | null) =>
    [...matchKeys.all, 'matches', day, status, league] as Array<string | number | null>,
  detail: (id: string) => [...matchKeys.all, 'match', id] as const,
};
export const leagueKeys = {
  all: ['leagues'] as const,
  detail: (id: string | number, season?: number) => [...leagueKeys.all, String(id), season ?? 'current'] as const,
};
export const teamKeys = { all: ['teams'] as const, detail: (id: string) => [...teamKeys.all, id] as const };
export const playerKeys = { all: ['players'] as const, detail: (id: string) => [...playerKeys.all, id] as const };
export const h2hKeys = {
  all: ['h2h'] as const,
  pair: (home: string, away: string) => [...h2hKeys.all, home, away] as const,
};
export const teamSearchKeys = {
  all: ['team-search'] as const,
  text: (text: string) => [...teamSearchKeys.all, text] as const,
};
export const statsKeys = {
  all: ['stats'] as const,
  league: (league?: number, season?: number) => [...statsKeys.all, league ?? 'default', season ?? 'current'] as const,
};

/** The matches being played now (spec §7 GET /api/soccer/matches/live): yesterday's late ones too. */
export function liveMatchesQueryOptions() {
  return queryOptions({
    queryKey: matchKeys.live(),
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
    queryKey: matchKeys.day(day, filters.status ?? 'all', filters.league ?? null),
    queryFn: ({ signal }) =>
      apiFetch<MatchList>(`/api/soccer/matches?${params}`, { headers: { 'Cache-Control': 'no-cache' }, signal }),
    ...matchesList,
  });
}

export function matchDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: matchKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<MatchDetail>(`/api/soccer/matches/${encodeURIComponent(id)}`, { signal }),
    ...matchesList,
  });
}

export function leaguesQueryOptions() {
  return queryOptions({
    queryKey: leagueKeys.all,
    queryFn: ({ signal }) => apiFetch<LeagueList>('/api/leagues', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function leagueDetailQueryOptions(id: string | number, season?: number) {
  return queryOptions({
    queryKey: leagueKeys.detail(id, season),
    queryFn: ({ signal }) =>
      apiFetch<LeagueDetail>(`/api/leagues/${encodeURIComponent(String(id))}${season ? `?season=${season}` : ''}`, {
        signal,
      }),
  });
}

export function teamDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: teamKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<TeamDetail>(`/api/teams/${encodeURIComponent(id)}`, { signal }),
  });
}

export function playerDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: playerKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<PlayerDetail>(`/api/players/${encodeURIComponent(id)}`, { signal }),
  });
}

export function h2hQueryOptions(home: string, away: string) {
  return queryOptions({
    queryKey: h2hKeys.pair(home, away),
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
    queryKey: teamSearchKeys.text(text),
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
    queryKey: statsKeys.league(league, season),
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
