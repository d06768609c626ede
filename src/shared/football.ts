// The Match shape shared by the HTTP API, the socket events, the service worker and the app.
// One definition (zod), so the live feed, polling and search all speak the same language.
// The other football payloads (league, team, head-to-head, statistics) are built from the same parts.
import { z } from 'zod';
import { MATCH_FILTERS, TEAM_STAT_KINDS } from './football-rules';
import { int4 } from './integers';

export const teamRefSchema = z.object({
  id: int4(),
  name: z.string(),
  slug: z.string(),
  /** URL of the generated SVG crest. */
  img: z.string(),
});
export type TeamRef = z.infer<typeof teamRefSchema>;

export const competitionRefSchema = z.object({
  id: int4(),
  name: z.string(),
  slug: z.string(),
  country: z.string(),
  seasonId: int4(),
  seasonName: z.string(),
});
export type CompetitionRef = z.infer<typeof competitionRefSchema>;

const scorePairSchema = z.object({ home: int4(), away: int4() });
export type ScorePair = z.infer<typeof scorePairSchema>;

export const matchSchema = z.object({
  id: int4(),
  status: int4(),
  statusName: z.string(),
  /** Minute of play while live, null otherwise. */
  minute: int4().nullable(),
  /** Kick-off as ISO 8601 (UTC). */
  matchDatetime: z.string(),
  /** Kick-off date in America/Sao_Paulo, YYYY-MM-DD. */
  matchDate: z.string(),
  /** Kick-off time in America/Sao_Paulo, HH:MM, or null when the kick-off time is unknown. */
  matchTime: z.string().nullable(),
  homeScore: int4().nullable(),
  awayScore: int4().nullable(),
  /** Penalty shoot-out result once shown (status 32). */
  penalties: scorePairSchema.nullable().optional(),
  homeTeam: teamRefSchema,
  awayTeam: teamRefSchema,
  competition: competitionRefSchema.optional(),
  /** Round as shown to users ("Rodada 12", "Oitavas de final"). */
  round: z.string().nullable().optional(),
  venue: z.string().nullable().optional(),
  /** Server time of the last change, ISO 8601. */
  updatedAt: z.string().optional(),
});
export type Match = z.infer<typeof matchSchema>;

export const matchListSchema = z.object({
  matches: z.array(matchSchema),
  /** Server time in ms since epoch; never goes backwards. */
  timestamp: z.number(),
});
export type MatchList = z.infer<typeof matchListSchema>;

export const matchFilterSchema = z.enum(MATCH_FILTERS);
export type MatchFilter = z.infer<typeof matchFilterSchema>;

export const outcomeSchema = z.enum(['V', 'E', 'D']);

export const formEntrySchema = z.object({
  matchId: int4(),
  outcome: outcomeSchema,
  /** "2 - 1" from the team's point of view order (home - away). */
  score: z.string(),
  opponent: teamRefSchema,
  home: z.boolean(),
  matchDate: z.string(),
  /** The shoot-out (status 32), written home - away like the score. */
  penalties: scorePairSchema.nullable().optional(),
  /** Decided in extra time (status 31). */
  extraTime: z.boolean().optional(),
  /** Played at a neutral venue (a tournament's stadiums, a one-match final): no side was at home. */
  neutral: z.boolean().optional(),
});
export type FormEntry = z.infer<typeof formEntrySchema>;

export const zoneSchema = z.enum(['title', 'continental', 'continental-2', 'relegation']);
export type Zone = z.infer<typeof zoneSchema>;

export const standingRowSchema = z.object({
  position: int4(),
  team: teamRefSchema,
  played: int4(),
  won: int4(),
  drawn: int4(),
  lost: int4(),
  goalsFor: int4(),
  goalsAgainst: int4(),
  goalDifference: int4(),
  points: int4(),
  form: z.array(outcomeSchema),
  zone: zoneSchema.nullable(),
  /** The team is playing now: the row counts its match at the current score (a live table). */
  live: z.boolean().optional(),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const standingTableSchema = z.object({
  /** Group or phase name ("Grupo A", "Fase de liga"), null for a plain league table. */
  name: z.string().nullable(),
  rows: z.array(standingRowSchema),
});
export type StandingTable = z.infer<typeof standingTableSchema>;

/** A league page table with its home and away versions (Geral / Casa / Fora). */
export const leagueTableSchema = standingTableSchema.extend({
  /** Only each team's home games; no zones. */
  home: z.array(standingRowSchema),
  /** Only each team's away games; no zones. */
  away: z.array(standingRowSchema),
});
export type LeagueTable = z.infer<typeof leagueTableSchema>;

export const zoneLegendSchema = z.array(z.object({ zone: zoneSchema, label: z.string() }));

export const goalSchema = z.object({
  side: z.enum(['home', 'away']),
  player: z.string(),
  minute: int4(),
  offset: int4().nullable(),
  penalty: z.boolean(),
  ownGoal: z.boolean(),
});
export type Goal = z.infer<typeof goalSchema>;

/** A player as other payloads link him: his page is /player/{id}/{slug}. */
export const playerRefSchema = z.object({ id: int4(), name: z.string(), slug: z.string() });
export type PlayerRef = z.infer<typeof playerRefSchema>;

/** A minute of play: 90+3 is minute 90, offset 3. */
export const playMinuteSchema = z.object({ minute: int4(), offset: int4().nullable() });
export type PlayMinute = z.infer<typeof playMinuteSchema>;

export const MATCH_EVENT_TYPES = [
  'goal',
  'penalty',
  'own_goal',
  'yellow',
  'second_yellow',
  'red',
  'substitution',
] as const;
export const matchEventTypeSchema = z.enum(MATCH_EVENT_TYPES);
export type MatchEventType = z.infer<typeof matchEventTypeSchema>;

/**
 * One line of a match's timeline. `side`: the team it counts for (an own goal: the side credited).
 * `player`: the scorer, the booked player or the one who comes on; `playerName` without `player`
 * is a name the source gives with no identity; both null: the source does not name him (the goal
 * is still shown by minute and team). `playerOut`: a substitution's player going off.
 */
export const matchEventSchema = playMinuteSchema.extend({
  type: matchEventTypeSchema,
  side: z.enum(['home', 'away']),
  player: playerRefSchema.nullable(),
  playerName: z.string().nullable(),
  playerOut: playerRefSchema.nullable(),
  playerOutName: z.string().nullable(),
});
export type MatchEvent = z.infer<typeof matchEventSchema>;

/** A player of a lineup with what he did in the match, to mark on the pitch and in the list. */
export const lineupPlayerSchema = z.object({
  player: playerRefSchema,
  shirtNumber: int4().nullable(),
  /** "GK", "DF", "MF", "FW" where the squad says. */
  position: z.string().nullable(),
  captain: z.boolean(),
  /** Starters: line of the formation (0 = goalkeeper, then defence to attack); null on the bench. */
  line: int4().nullable(),
  goals: int4(),
  ownGoals: int4(),
  yellow: z.boolean(),
  /** Sent off (a straight red or a second yellow). */
  red: z.boolean(),
  subbedOn: playMinuteSchema.nullable(),
  subbedOff: playMinuteSchema.nullable(),
});
export type LineupPlayer = z.infer<typeof lineupPlayerSchema>;

export const teamLineupSchema = z.object({
  /** "4-3-3" as the lines give it; null when the source has no lines. */
  formation: z.string().nullable(),
  coach: z.string().nullable(),
  starters: z.array(lineupPlayerSchema),
  /** The substitutes who came on (the source names only those). */
  bench: z.array(lineupPlayerSchema),
});
export type TeamLineup = z.infer<typeof teamLineupSchema>;

export const matchOfficialsSchema = z.object({
  referee: z.string().nullable(),
  venue: z.string().nullable(),
  attendance: int4().nullable(),
});
export type MatchOfficials = z.infer<typeof matchOfficialsSchema>;

/**
 * One team statistic of a match, both sides (issue 31 point 6): counts, a percentage (possession,
 * pass accuracy: 0–100) or expected goals (decimal). A side is null where the source gives no value.
 */
export const teamStatSchema = z.object({
  kind: z.enum(TEAM_STAT_KINDS),
  home: z.number().nullable(),
  away: z.number().nullable(),
});
export type TeamStat = z.infer<typeof teamStatSchema>;

export const h2hSummarySchema = z.object({
  played: int4(),
  /** Wins of the first team (home in the URL), draws, wins of the second. */
  wins: int4(),
  draws: int4(),
  losses: int4(),
  goalsFor: int4(),
  goalsAgainst: int4(),
  avgGoals: z.number(),
});
export type H2hSummary = z.infer<typeof h2hSummarySchema>;

export const matchDetailSchema = z.object({
  match: matchSchema,
  halfTime: scorePairSchema.nullable(),
  goals: z.array(goalSchema),
  form: z.object({ home: z.array(formEntrySchema), away: z.array(formEntrySchema) }),
  h2h: h2hSummarySchema.extend({ last: z.array(matchSchema) }),
  /** Table of the match's competition with both teams' rows (null for knockout-only rounds). */
  standings: standingTableSchema.nullable(),
  /** The timeline, in order (issue 31); the goals alone where the source has nothing else. */
  events: z.array(matchEventSchema),
  /** Null: "Escalações não divulgadas" (the source has none yet). */
  lineups: z.object({ home: teamLineupSchema, away: teamLineupSchema }).nullable(),
  officials: matchOfficialsSchema,
  /**
   * Team statistics in the order shown, as the source last gave them (live: refreshed while
   * playing). Null: the source has none for this match (the demo's club seasons and the World Cup
   * files), or it has not started.
   */
  statistics: z.array(teamStatSchema).nullable(),
  /**
   * The kick-off the data feed had before it moved the match (ISO instant; issue 32 point 2): the page
   * says "Remarcada" with the old date. Null: never moved, or a source that does not say.
   */
  rescheduledFrom: z.string().nullable(),
  /**
   * True: the timeline's goals are at the minutes the demo's replay played them, since the data has
   * only the result (openfootball's clubs); the page says so under them (decision 0128).
   */
  goalMinutesFromReplay: z.boolean(),
  timestamp: z.number(),
});
export type MatchDetail = z.infer<typeof matchDetailSchema>;

export const seasonRefSchema = z.object({ id: int4(), name: z.string() });

export const leagueSummarySchema = z.object({
  id: int4(),
  name: z.string(),
  slug: z.string(),
  country: z.string(),
  kind: z.enum(['league', 'cup']),
  currentSeason: seasonRefSchema,
  teams: int4(),
});
export type LeagueSummary = z.infer<typeof leagueSummarySchema>;

export const leagueListSchema = z.object({
  countries: z.array(z.object({ country: z.string(), leagues: z.array(leagueSummarySchema) })),
});
export type LeagueList = z.infer<typeof leagueListSchema>;

export const topScorerSchema = z.object({
  player: z.string(),
  /** The scorer's page, where the data joins him to a player identity. */
  playerRef: playerRefSchema.nullable().optional(),
  team: teamRefSchema,
  goals: int4(),
  penalties: int4(),
  /** Cards where the season's data has them (null: the source has no cards). */
  yellowCards: int4().nullable().optional(),
  redCards: int4().nullable().optional(),
});

export const leagueDetailSchema = z.object({
  league: leagueSummarySchema.omit({ currentSeason: true, teams: true }),
  season: seasonRefSchema,
  seasons: z.array(seasonRefSchema),
  tables: z.array(leagueTableSchema),
  zones: zoneLegendSchema,
  rounds: z.array(z.object({ name: z.string(), matches: z.array(matchSchema) })),
  /** Index in rounds of the round to show first (the current one). */
  currentRound: int4(),
  /** Empty when the data has no scorers for this competition. */
  topScorers: z.array(topScorerSchema),
  /** A tournament at its own venues: no "Casa"/"Fora" tables. */
  neutralVenues: z.boolean().optional(),
});
export type LeagueDetail = z.infer<typeof leagueDetailSchema>;

const splitSchema = z.object({
  played: int4(),
  won: int4(),
  drawn: int4(),
  lost: int4(),
  goalsFor: int4(),
  goalsAgainst: int4(),
});

export const teamStatsSchema = z.object({
  competition: competitionRefSchema,
  played: int4(),
  won: int4(),
  drawn: int4(),
  lost: int4(),
  goalsForPerMatch: z.number(),
  goalsAgainstPerMatch: z.number(),
  cleanSheets: int4(),
  bothTeamsScorePct: z.number(),
  over25Pct: z.number(),
  home: splitSchema,
  away: splitSchema,
  /** A tournament at its own venues: home and away mean nothing there (the split is not shown). */
  neutralVenues: z.boolean().optional(),
  /** Goals for and against per finished match, oldest first (for the chart). */
  timeline: z.array(
    z.object({
      matchId: int4(),
      matchDate: z.string(),
      goalsFor: int4(),
      goalsAgainst: int4(),
      /** Who the team played, and the round as the source names it (the chart's labels). */
      opponent: teamRefSchema,
      round: z.string().nullable(),
    }),
  ),
});
export type TeamStats = z.infer<typeof teamStatsSchema>;

export const teamDetailSchema = z.object({
  team: teamRefSchema.extend({
    officialName: z.string(),
    country: z.string().nullable(),
    isNational: z.boolean(),
    aliases: z.array(z.string()),
  }),
  competitions: z.array(competitionRefSchema),
  form: z.array(formEntrySchema),
  next: z.array(matchSchema),
  last: z.array(matchSchema),
  stats: teamStatsSchema.nullable(),
  /** The team's row in its current league table, if any. */
  standing: standingRowSchema.nullable(),
  /** The latest squad the data has (the World Cup squads), for the Elenco; absent when none is known. */
  squad: z
    .object({
      seasonName: z.string(),
      competitionName: z.string(),
      players: z.array(
        z.object({ player: playerRefSchema, shirtNumber: int4().nullable(), position: z.string().nullable() }),
      ),
    })
    .nullable()
    .optional(),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

export const h2hSchema = z.object({
  home: teamRefSchema,
  away: teamRefSchema,
  summary: h2hSummarySchema,
  /** Finished meetings, most recent first. */
  meetings: z.array(matchSchema),
  /** Meetings still to be played, soonest first. */
  upcoming: z.array(matchSchema),
});
export type H2h = z.infer<typeof h2hSchema>;

const rankingSchema = z.array(
  z.object({
    team: teamRefSchema,
    played: int4(),
    value: z.number(),
    perMatch: z.number(),
    form: z.array(outcomeSchema),
  }),
);

export const leagueStatsSchema = z.object({
  league: leagueSummarySchema.omit({ currentSeason: true, teams: true }),
  season: seasonRefSchema,
  seasons: z.array(seasonRefSchema),
  played: int4(),
  goals: int4(),
  goalsPerMatch: z.number(),
  homeWinPct: z.number(),
  drawPct: z.number(),
  awayWinPct: z.number(),
  over15Pct: z.number(),
  over25Pct: z.number(),
  over35Pct: z.number(),
  bothTeamsScorePct: z.number(),
  /** Goals per round in order, for the chart. */
  goalsByRound: z.array(z.object({ round: z.string(), goals: int4(), matches: int4() })),
  rankings: z.object({ attack: rankingSchema, defence: rankingSchema, form: rankingSchema }),
});
export type LeagueStats = z.infer<typeof leagueStatsSchema>;

/** Search results (spec §3 "Match (search result)"): the Match shape, which carries every field it names. */
export const searchResultSchema = z.array(matchSchema);

/**
 * GET /api/search: the teams and leagues a typed text means, beside the matches of
 * /api/search/matches (whose shape the spec gives). Best first.
 */
export const directorySearchSchema = z.object({
  teams: z.array(
    teamRefSchema.extend({
      /** The team's main competition ("Brasileirão Série A"), to tell namesakes apart. */
      league: z.string().nullable(),
    }),
  ),
  leagues: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string(), country: z.string() })),
  /** Players whose name holds every word typed (issue 31: the "Jogadores" group). */
  players: z
    .array(
      playerRefSchema.extend({
        /** His national team, to tell namesakes apart. */
        team: z.string().nullable(),
      }),
    )
    .optional(),
});
export type DirectorySearch = z.infer<typeof directorySearchSchema>;
