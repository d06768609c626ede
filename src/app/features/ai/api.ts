// Query options for the AI API. Predictions depend on who asks (the server sends the full numbers
// only to Pro users), so they are refetched on every mount; the backtest changes once a match day.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { QUERY } from '@shared/constants';
import type { LeagueList } from '@shared/football';
import type { BacktestSummary, DayPredictions, MatchPrediction } from '@shared/predictions';
import { ApiError, apiFetch } from '@app/lib/api';

/** A 404 or 400 will not change on retry; other failures get the configured retries. */
const retryUnlessClientError = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < QUERY.default.retry;

/** While the first computation after a restart runs, ask again every few seconds. */
const BACKTEST_PENDING_POLL_MS = 5000;

export const backtestSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['ai', 'backtest'],
    queryFn: () => apiFetch<BacktestSummary>('/api/ai/backtest/summary'),
    staleTime: 5 * 60_000,
    refetchInterval: (query) => (query.state.data && !query.state.data.ready ? BACKTEST_PENDING_POLL_MS : false),
  });

export const dayPredictionsQueryOptions = (options: { date: string; league?: number }) => {
  const params = new URLSearchParams({ date: options.date });
  if (options.league) params.set('league', String(options.league));
  return queryOptions({
    queryKey: ['ai', 'predictions', options.date, options.league ?? null],
    queryFn: () => apiFetch<DayPredictions>(`/api/ai/predictions?${params}`),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
};

export const matchPredictionQueryOptions = (matchId: number) =>
  queryOptions({
    queryKey: ['ai', 'prediction', matchId],
    queryFn: () => apiFetch<MatchPrediction>(`/api/ai/predictions/${matchId}`),
    retry: retryUnlessClientError,
  });

/** The league filter's choices (the same list and cache entry as the leagues pages). */
export const leaguesQueryOptions = () =>
  queryOptions({
    queryKey: ['leagues'],
    queryFn: () => apiFetch<LeagueList>('/api/leagues'),
    staleTime: 5 * 60_000,
  });
