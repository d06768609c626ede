// Every match a page shows follows the live feed, whatever request or server render it came from:
// the live feature provides its store here (features do not import each other), and football,
// search and any other feature read a match through useLiveMatch. One place, so no screen can stay
// on a snapshot while the socket (or the 15 s polling fallback) moves the score.
import { createContext, createElement, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { replaceEqualDeep, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Match } from '@shared/football';
import { overlayLive } from '@shared/live-rules';

/**
 * The part of the live store this needs: today's matches by id, as the feed knows them; the cards and
 * substitutions it announced per match; whether it only polls (no socket, so no such announcements).
 */
export type LiveMatchSource = Pick<
  StoreApi<{ matches: Record<number, Match>; liveEvents?: Record<number, number>; useFallback?: boolean }>,
  'getState' | 'getInitialState' | 'subscribe'
>;

const NO_FEED: LiveMatchSource = createStore(() => ({ matches: {} }));
const LiveMatchContext = createContext<LiveMatchSource>(NO_FEED);

export function LiveMatchSourceProvider({ source, children }: { source: LiveMatchSource; children: ReactNode }) {
  return createElement(LiveMatchContext.Provider, { value: source }, children);
}

/**
 * `match` with the live feed's newer score, minute and status laid over it (the same object when nothing is newer).
 * The overlay is what is selected, not the feed's copy: when the feed first arrives saying what the row
 * already shows (the server's render), the row does not render again (a day's list is ~30 rows).
 */
export function useLiveMatch<T extends Match>(match: T): T {
  const select = useMemo(() => {
    // The last feed copy seen and its overlay, so a snapshot is the same object until the feed moves.
    let seen: { live: Match | undefined; shown: T } | undefined;
    return (state: ReturnType<LiveMatchSource['getState']>): T => {
      const live = state.matches[match.id];
      if (!seen || seen.live !== live) seen = { live, shown: overlayLive(match, live) };
      return seen.shown;
    };
  }, [match]);
  return useStore(useContext(LiveMatchContext), select);
}

/**
 * The live feed's list with each match that equals the page's own answer (`answer`, by id) kept as
 * the answer's object. The feed's first list says what the server rendered: the rows keep their
 * objects and do not render again; a match the feed moved is the feed's own (stable) copy.
 */
export function useFeedOverAnswer<T extends Match>(answer: T[] | undefined, feed: T[] | undefined): T[] | undefined {
  return useMemo(() => {
    if (!feed || !answer) return feed ?? answer;
    const answered = new Map(answer.map((match) => [match.id, match]));
    const shared = feed.map((match) => {
      const own = answered.get(match.id);
      return own && replaceEqualDeep(own, match) === own ? own : match;
    });
    return shared.length === answer.length && shared.every((match, index) => match === answer[index]) ? answer : shared;
  }, [answer, feed]);
}

/** A list of matches, each with the live feed laid over it. */
export function useLiveMatchList<T extends Match>(list: T[]): T[] {
  const matches = useStore(useContext(LiveMatchContext), (state) => state.matches);
  return useMemo(() => {
    const next = list.map((match) => overlayLive(match, matches[match.id]));
    return next.every((match, index) => match === list[index]) ? list : next;
  }, [list, matches]);
}

/** What of a match changes the rest of its page (goals, tables): the score and the status, not the minute. */
const resultKey = (match: Match) => `${match.id}:${match.status}:${match.homeScore}:${match.awayScore}`;

export interface RefetchOnLiveOptions {
  /**
   * The page shows the match's cards and substitutions: a new one the socket announces asks again.
   * A client that only polls hears of none, so there each new minute asks instead.
   */
  events?: boolean;
  /** Figures the source refreshes on its own (team statistics): asked again every this many minutes of play. */
  everyMinutes?: number;
}

/**
 * Refetches a query whose answer depends on live results (a match's goals, a league table) when
 * the feed's score or status of one of `matches` differs from what the query's answer said, and
 * (see the options) on a new card or substitution. The minute alone does not refetch: a page of
 * thousands of viewers asked again each minute of every live match for nothing new.
 */
export function useRefetchOnLiveResult(
  queryKey: QueryKey,
  shown: Match[],
  { events = false, everyMinutes }: RefetchOnLiveOptions = {},
): void {
  const queryClient = useQueryClient();
  const source = useContext(LiveMatchContext);
  // Keys are selected, not the matches: a minute ticking in the feed does not render the page again.
  const liveKey = useStore(source, (state) =>
    shown.map((match) => resultKey(overlayLive(match, state.matches[match.id]))).join('|'),
  );
  const shownKey = shown.map(resultKey).join('|');
  // What else asks again: the announced events' counts, or the minute (every minute when polling,
  // every `everyMinutes` for figures), by match.
  const extraKey = useStore(source, (state) =>
    shown
      .map((match) => {
        const minute = overlayLive(match, state.matches[match.id]).minute ?? 0;
        const step = events && state.useFallback ? 1 : everyMinutes;
        return [events ? (state.liveEvents?.[match.id] ?? 0) : '', step ? Math.floor(minute / step) : ''].join(':');
      })
      .join('|'),
  );
  const asked = useRef<string | null>(null);
  const askedExtra = useRef(extraKey);
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    // Once per new live result: an answer still behind the feed is not asked again in a loop.
    const resultMoved = liveKey !== shownKey && asked.current !== liveKey;
    if (!resultMoved && askedExtra.current === extraKey) return;
    asked.current = liveKey;
    askedExtra.current = extraKey;
    void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey, exact: true });
  }, [queryClient, key, liveKey, shownKey, extraKey]);
}
