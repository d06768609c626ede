// What other features put into football's pages, without football importing them (the route layer
// provides it): the signed-in fan's followed teams (their matches go above all in match lists and
// their rows are highlighted in tables) and the follow controls of the team page, the match page and
// the standings rows.
import { createContext, useContext, type ReactNode } from 'react';
import type { Match } from '@shared/football';

export interface FollowTarget {
  id: number;
  name: string;
}

export interface FootballSlots {
  followedTeamIds: readonly number[];
  /** A follow control for a team; `compact` in table rows. */
  teamAction?: (team: FollowTarget, options?: { compact?: boolean }) => ReactNode;
  /** A follow control for a match (the match page). */
  matchAction?: (match: Match) => ReactNode;
}

const NO_SLOTS: FootballSlots = { followedTeamIds: [] };
const FootballSlotsContext = createContext<FootballSlots>(NO_SLOTS);

export const FootballSlotsProvider = FootballSlotsContext.Provider;

export function useFootballSlots(): FootballSlots {
  return useContext(FootballSlotsContext);
}

/**
 * The followed teams' matches first (in the order they came), then the rest (unchanged): a stable
 * partition, so the audience order of the server stays inside each part.
 */
export function followedFirst(
  matches: Match[],
  followedTeamIds: readonly number[],
): { followed: Match[]; rest: Match[] } {
  if (!followedTeamIds.length) return { followed: [], rest: matches };
  const followed: Match[] = [];
  const rest: Match[] = [];
  for (const match of matches) {
    const mine = followedTeamIds.includes(match.homeTeam.id) || followedTeamIds.includes(match.awayTeam.id);
    (mine ? followed : rest).push(match);
  }
  return { followed, rest };
}
