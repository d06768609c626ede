// The live provider interface: where live match changes come from. The embedded replay engine
// (engine.ts) is the default implementation; an external live feed (a sports data API, a webhook
// receiver) can replace it by implementing the same two methods, without touching the service,
// the socket gateway or the app.
//
// Contract:
// - start(onChanges) begins producing changes. Each batch is handed to onChanges, which persists
//   it and only then announces it to clients. If onChanges rejects (database down), nothing was
//   announced and the provider must offer the same changes again later (the engine retries on its
//   next tick, because it only advances its own view of the match after onChanges resolves).
// - Goals carry a per-match sequence number (0, 1, 2...). Persisting is idempotent per
//   (match, seq), so a provider that re-sends a goal after a crash never duplicates it.
// - stop() ends production; after it resolves onChanges is not called again.
import type { MatchStatusCode } from '@shared/match-status';

export interface LiveGoal {
  /** 0-based order of the goal within its match. */
  seq: number;
  side: 'home' | 'away';
  player: string | null;
  minute: number;
  offset: number | null;
  /** The real goal row this replays, when there is one. */
  goalId: number | null;
}

/**
 * A card or substitution the feed has seen happen (issue 31). `seq`: its place in the match's story
 * (match_events.seq for the replay). Names are the source's, null where it does not name the player.
 */
export interface LiveEvent {
  seq: number;
  type: 'yellow' | 'second_yellow' | 'red' | 'substitution';
  side: 'home' | 'away';
  minute: number;
  offset: number | null;
  /** The booked player or the one who comes on. */
  playerName: string | null;
  /** A substitution's player going off. */
  relatedName: string | null;
}

/** The new visible state of one match plus the goals revealed since the last change. */
export interface LiveChange {
  matchId: number;
  status: MatchStatusCode;
  minute: number | null;
  homeScore: number | null;
  awayScore: number | null;
  newGoals: LiveGoal[];
  /** Cards and substitutions seen since the last change (absent in batches stored before issue 31). */
  newEvents?: LiveEvent[];
  /**
   * A feed that brings a match's whole timeline (API-Football): its goals, cards and substitutions in
   * order, written over the match's match_events in the same transaction. The replay leaves it out
   * (its events are the data's own rows).
   */
  story?: Array<
    Pick<LiveEvent, 'side' | 'minute' | 'offset' | 'playerName' | 'relatedName'> & { type: StoryEventType }
  >;
}

export type StoryEventType = 'goal' | 'penalty' | 'own_goal' | LiveEvent['type'];

export type LiveChangeHandler = (changes: LiveChange[]) => Promise<void>;

export interface LiveProvider {
  readonly name: string;
  start(onChanges: LiveChangeHandler): Promise<void>;
  stop(): Promise<void>;
}

/** Time source of the live feed; tests pass a manual clock to play a match in milliseconds. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
