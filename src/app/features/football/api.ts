// Query hooks for the football API (spec §9 freshness: the matches list is always stale).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QUERY } from '@shared/constants';
import type {
  H2h,
  LeagueDetail,
  LeagueList,
  LeagueStats,
  MatchDetail,
  MatchFilter,
  MatchList,
  TeamDetail,
} from '@shared/football';
import { ApiError, apiFetch } from '@app/lib/api';

/** A 404 or 400 will not change on retry; other failures get the configured retries. */
const retryUnlessClientError = (max: number) => (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < max;

const matchesList = {
  ...QUERY.matchesList,
  refetchOnMount: true,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
} as const;

export function useDayMatches(date: string | undefined, options: { status?: MatchFilter; league?: number } = {}) {
  const params = new URLSearchParams({ includeTeams: 'true' });
  if (date) params.set('date', date);
  if (options.status) params.set('status', options.status);
  if (options.league) params.set('league', String(options.league));
  return useQuery({
    queryKey: ['soccer', 'matches', date ?? 'today', options.status ?? 'all', options.league ?? null],
    queryFn: () => apiFetch<MatchList>(`/api/soccer/matches?${params}`, { headers: { 'Cache-Control': 'no-cache' } }),
    placeholderData: keepPreviousData,
    ...matchesList,
  });
}

export function useMatchDetail(id: string) {
  return useQuery({
    queryKey: ['soccer', 'match', id],
    queryFn: () => apiFetch<MatchDetail>(`/api/soccer/matches/${encodeURIComponent(id)}`),
    ...matchesList,
    retry: retryUnlessClientError(QUERY.matchesList.retry),
  });
}

export function useLeagues() {
  return useQuery({
    queryKey: ['leagues'],
    queryFn: () => apiFetch<LeagueList>('/api/leagues'),
    staleTime: 5 * 60_000,
  });
}

export function useLeagueDetail(id: string | number | undefined, season?: number) {
  return useQuery({
    queryKey: ['leagues', String(id), season ?? 'current'],
    queryFn: () =>
      apiFetch<LeagueDetail>(`/api/leagues/${encodeURIComponent(String(id))}${season ? `?season=${season}` : ''}`),
    enabled: id !== undefined,
    retry: retryUnlessClientError(QUERY.default.retry),
    placeholderData: keepPreviousData,
  });
}

export function useTeamDetail(id: string) {
  return useQuery({
    queryKey: ['teams', id],
    queryFn: () => apiFetch<TeamDetail>(`/api/teams/${encodeURIComponent(id)}`),
    retry: retryUnlessClientError(QUERY.default.retry),
  });
}

export function useH2h(home: string, away: string) {
  return useQuery({
    queryKey: ['h2h', home, away],
    queryFn: () => apiFetch<H2h>(`/api/h2h/${encodeURIComponent(home)}/${encodeURIComponent(away)}`),
    retry: retryUnlessClientError(QUERY.default.retry),
  });
}

export function useLeagueStats(league?: number, season?: number) {
  const params = new URLSearchParams();
  if (league) params.set('league', String(league));
  if (season) params.set('season', String(season));
  return useQuery({
    queryKey: ['stats', league ?? 'default', season ?? 'current'],
    queryFn: () => apiFetch<LeagueStats>(`/api/stats?${params}`),
    retry: retryUnlessClientError(QUERY.default.retry),
    placeholderData: keepPreviousData,
  });
}
