// The AI API as TanStack Query `queryOptions` factories: the /ai route loads them with
// `ensureQueryData`, the sections read them with `useQuery` (each with its own loading, empty and
// error state). Predictions depend on who asks (the server sends the full numbers only to Pro
// users), so they are refetched on every mount; the backtest changes once a match day.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { QUERY } from '@shared/constants';
import type { LeagueList } from '@shared/football';
import type { BacktestSummary, DayPredictions, MatchPrediction } from '@shared/predictions';
import { apiFetch } from '@app/lib/api';
import { retryFor } from '@app/lib/query-client';

/** While the first computation after a restart runs, ask again every few seconds. */
const BACKTEST_PENDING_POLL_MS = 5000;

/**
 * Root 'ai' (the feature's old name) kept: renaming it would orphan the copies devices already keep.
 * `leagues` is football's list, shared on purpose (one cache entry); features cannot import each other.
 */
export const predictionKeys = {
  all: ['ai'] as const,
  backtest: () => [...predictionKeys.all, 'backtest'] as const,
  day: (date: string, league?: number) => [...predictionKeys.all, 'predictions', date, league ?? null] as const,
  match: (matchId: number) => [...predictionKeys.all, 'prediction', matchId] as const,
  leagues: () => ['leagues'] as const,
};

export const backtestSummaryQueryOptions = () =>
  queryOptions({
    queryKey: predictionKeys.backtest(),
    queryFn: ({ signal }) => apiFetch<BacktestSummary>('/api/ai/backtest/summary', { signal }),
    staleTime: 5 * 60_000,
    refetchInterval: (query) => (query.state.data && !query.state.data.ready ? BACKTEST_PENDING_POLL_MS : false),
  });

export const dayPredictionsQueryOptions = (options: { date: string; league?: number }) => {
  const params = new URLSearchParams({ date: options.date });
  if (options.league) params.set('league', String(options.league));
  return queryOptions({
    queryKey: predictionKeys.day(options.date, options.league),
    queryFn: ({ signal }) => apiFetch<DayPredictions>(`/api/ai/predictions?${params}`, { signal }),
    placeholderData: keepPreviousData,
    retry: retryFor(QUERY.default.retry),
  });
};

export const matchPredictionQueryOptions = (matchId: number) =>
  queryOptions({
    queryKey: predictionKeys.match(matchId),
    queryFn: ({ signal }) => apiFetch<MatchPrediction>(`/api/ai/predictions/${matchId}`, { signal }),
    retry: retryFor(QUERY.default.retry),
  });

/** The league filter's choices (the same list and cache entry as the leagues pages). */
export const leaguesQueryOptions = () =>
  queryOptions({
    queryKey: predictionKeys.leagues(),
    queryFn: ({ signal }) => apiFetch<LeagueList>('/api/leagues', { signal }),
    staleTime: 5 * 60_000,
  });
