// One way to read football data, whoever provides it (issue 32, decision 0124): the openfootball
// files for the demo, API-Football for a deployment. Each read answers in the same neutral shape;
// a source that lacks an entity (openfootball has no official table) says so with `provides` and a
// null answer, and a failed read is an outcome, never a throw. Writing stays with each importer.
import type { MatchStatusCode } from '@shared/match-status';

/** A read that worked (its items) or why it did not (`kind`: the source's own words; shown on the admin page). */
export type SourceRead<T, Kind extends string = string> =
  { ok: true; items: T[] } | { ok: false; kind: Kind; message: string };

export interface SourceCompetition {
  /** The catalogue's code ("br.1"), or one of the source's own ("api-football:999"). */
  code: string;
  name: string;
  country: string | null;
  kind: string;
}

export interface SourceSeason {
  competition: SourceCompetition;
  /** Stable identity of the season at its source: "football.json/2025/br.1", "api-football/71/2025". */
  ref: string;
  /** As shown: "2025/26" or "2025". */
  name: string;
  startsOn: string | null;
  endsOn: string | null;
  /**
   * What the source says it has of this season, in its own words, kept as given (API-Football's
   * coverage flags: the sync asks for the official tables only where they exist); null: it does not say.
   */
  coverage: Record<string, unknown> | null;
}

export interface SourceTeam {
  /** The source's identity of the team (openfootball: the identity key; API-Football: its id). */
  ref: string;
  /** The name as the source spells it. */
  name: string;
}

export interface SourceResult {
  /** The final score: after extra time when there was some, the shoot-out apart. */
  home: number;
  away: number;
  ftHome: number;
  ftAway: number;
  htHome: number | null;
  htAway: number | null;
  etHome: number | null;
  etAway: number | null;
  penHome: number | null;
  penAway: number | null;
}

export interface SourceGoal {
  side: 'home' | 'away';
  player: string;
  minute: number;
  offset: number | null;
  penalty: boolean;
  ownGoal: boolean;
}

/** What the source says of a fixture: the clock and the live feed decide the rest. */
export type SourceFixtureState = 'scheduled' | 'live' | 'finished' | 'postponed' | 'unknown';

export interface SourceFixture {
  /** Stable identity of the fixture at its source. */
  ref: string;
  /** The `ref` of the season it belongs to (a day's fixtures span several). */
  seasonRef: string;
  round: string;
  group: string | null;
  home: SourceTeam;
  away: SourceTeam;
  kickoffAt: Date;
  kickoffKnown: boolean;
  /**
   * The match day the source files the fixture under (YYYY-MM-DD, its local date, moved by the same
   * whole days as `kickoffAt`), when the source has one (openfootball); rounds and seasons are dated by it.
   */
  date?: string;
  venue: string | null;
  referee: string | null;
  state: SourceFixtureState;
  /** The same as the app's match status code (spec §4); null when the source's status is unknown. */
  status: MatchStatusCode | null;
  /**
   * The source's own word for the status, kept where the app shows it (API-Football's short status:
   * "PST", "CANC" makes "Cancelado"); null: the source has none.
   */
  providerStatus: string | null;
  /** The final score, when the source has it. */
  result: SourceResult | null;
  /** The goals, when the source gives them with the fixture (null: not in this answer). */
  goals: SourceGoal[] | null;
}

export interface SourceStandingRow {
  group: string | null;
  rank: number;
  team: SourceTeam;
  played: number | null;
  won: number | null;
  drawn: number | null;
  lost: number | null;
  goalsFor: number | null;
  goalsAgainst: number | null;
  points: number;
}

export interface SourceScorer {
  rank: number;
  player: string;
  /** The source's identity of the player, when it has one. */
  playerRef: string | null;
  team: SourceTeam;
  goals: number;
  assists: number | null;
  penalties: number | null;
}

export interface FootballSource<Kind extends string = string> {
  readonly name: 'openfootball' | 'api-football';
  /** Which optional entities this source has; a missing one answers null. */
  readonly provides: { standings: boolean; scorers: boolean };
  /** The seasons the source has of a competition (openfootball: every file; API-Football: the current one). */
  seasons(competitionCode: string): Promise<SourceRead<SourceSeason, Kind>>;
  teams(season: SourceSeason): Promise<SourceRead<SourceTeam, Kind>>;
  /** Fixtures with their results. */
  fixtures(season: SourceSeason): Promise<SourceRead<SourceFixture, Kind>>;
  /**
   * The fixtures of these seasons kicking off on one UTC day (YYYY-MM-DD), read at once where the
   * source can (API-Football: one request for every league), each with its `seasonRef`.
   */
  dayFixtures(date: string, seasons: SourceSeason[]): Promise<SourceRead<SourceFixture, Kind>>;
  /** The official table; null when the source has none. */
  standings(season: SourceSeason): Promise<SourceRead<SourceStandingRow, Kind> | null>;
  /** The official top scorers; null when the source has none. */
  scorers(season: SourceSeason): Promise<SourceRead<SourceScorer, Kind> | null>;
}
