// SQL for the football domain (only this file writes it).
import { and, asc, desc, eq, getTableColumns, inArray, lt, or, sql } from 'drizzle-orm';
import { FINISHED_STATUSES, LIVE_STATUSES, MatchStatus } from '@shared/match-status';
import { runPrepared, type Db } from '../../db/client';
import {
  competitions,
  dataSyncFixtures,
  goals,
  lineupEntries,
  liveGoals,
  matches,
  matchEvents,
  matchTeamStatistics,
  players,
  seasonOfficialTables,
  seasons,
  squadMembers,
  teams,
} from '../../db/schema';
import { SETTLE_AFTER_MS } from './settle';

/**
 * The feed's short status of a synced match (issue 32), null for the files' matches: the word a
 * not-played match shows depends on it (feed-schedule.ts), so every read of a match for display
 * carries it.
 */
const feedStatus = sql<
  string | null
>`(select provider_status from data_sync_fixtures f where f.match_id = ${matches.id})`;
const FEED_STATUS_SQL = `(select provider_status from data_sync_fixtures f where f.match_id = matches.id) as feed_status`;

export type MatchRow = typeof matches.$inferSelect & { feedStatus: string | null };
const matchColumns = { ...getTableColumns(matches), feedStatus };

/** The columns a match in a list shows (see to-match.ts): lists read only these. */
const listColumns = {
  id: matches.id,
  seasonId: matches.seasonId,
  round: matches.round,
  homeTeamId: matches.homeTeamId,
  awayTeamId: matches.awayTeamId,
  kickoffAt: matches.kickoffAt,
  kickoffKnown: matches.kickoffKnown,
  venue: matches.venue,
  status: matches.status,
  minute: matches.minute,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  penHome: matches.penHome,
  penAway: matches.penAway,
  updatedAt: matches.updatedAt,
  feedStatus,
};
export type ListedMatch = Pick<MatchRow, keyof typeof listColumns>;

/** A listed match as the driver returns it (column names). */
interface ListedMatchRow {
  id: number;
  season_id: number;
  round: string | null;
  home_team_id: number;
  away_team_id: number;
  kickoff_at: Date;
  kickoff_known: boolean;
  venue: string | null;
  status: number;
  minute: number | null;
  home_score: number | null;
  away_score: number | null;
  pen_home: number | null;
  pen_away: number | null;
  updated_at: Date;
  feed_status: string | null;
}

function listed(r: ListedMatchRow): ListedMatch {
  return {
    id: r.id,
    seasonId: r.season_id,
    round: r.round,
    homeTeamId: r.home_team_id,
    awayTeamId: r.away_team_id,
    kickoffAt: r.kickoff_at,
    kickoffKnown: r.kickoff_known,
    venue: r.venue,
    status: r.status,
    minute: r.minute,
    homeScore: r.home_score,
    awayScore: r.away_score,
    penHome: r.pen_home,
    penAway: r.pen_away,
    updatedAt: r.updated_at,
    feedStatus: r.feed_status,
  };
}

/** A timeline row as the match page and the player page read it. */
const eventColumns = {
  seq: matchEvents.seq,
  type: matchEvents.type,
  side: matchEvents.side,
  minute: matchEvents.minute,
  offset: matchEvents.offset,
  playerId: matchEvents.playerId,
  playerName: matchEvents.playerName,
  relatedPlayerId: matchEvents.relatedPlayerId,
  relatedName: matchEvents.relatedName,
};

const LISTED_COLUMNS = `id, season_id, round, home_team_id, away_team_id, kickoff_at, kickoff_known, venue, status,
         minute, home_score, away_score, pen_home, pen_away, updated_at, ${FEED_STATUS_SQL}`;

// $1 start (included), $2 end (excluded).
const MATCHES_BETWEEN_SQL = `select ${LISTED_COLUMNS} from matches where kickoff_at >= $1 and kickoff_at < $2 order by kickoff_at, id`;

/**
 * A match and the version of its row: PostgreSQL's `xmin`, the transaction that wrote this version
 * of the row. Every write of the row (any process, any column) makes a new version.
 */
export interface MatchVersion {
  id: number;
  version: string;
}

// $1 match ids.
const VERSIONED_MATCHES_SQL = `select ${LISTED_COLUMNS}, xmin as version from matches where id = any($1::int[])`;

// $1 team ids, $2 the start of "upcoming" (kick-off within the live window counts), $3 season ids
// in the audience order, $4 limit, $5 opponent ids. Live first, then soonest upcoming, then latest.
// Only the ids and row versions: each result row costs on PGlite, and the shapes of unchanged
// matches are already known (service.ts).
const searchSql = (where: string) => `
  select id, xmin as version
  from matches
  where ${where}
  order by case when status in (${LIVE_STATUSES.join(', ')}) then 0
                when status = ${MatchStatus.Scheduled} and kickoff_at >= $2 then 1 else 2 end,
           case when status = ${MatchStatus.Scheduled} and kickoff_at >= $2 then kickoff_at end,
           kickoff_at desc,
           array_position($3::int[], season_id),
           id
  limit $4`;
const SEARCH_MATCHES_SQL = searchSql('home_team_id = any($1::int[]) or away_team_id = any($1::int[])');
const SEARCH_MEETINGS_SQL = searchSql(
  '(home_team_id = any($1::int[]) and away_team_id = any($5::int[])) or (home_team_id = any($5::int[]) and away_team_id = any($1::int[]))',
);
export type TeamRow = typeof teams.$inferSelect;
export type GoalRow = typeof goals.$inferSelect;
export interface SeasonRow {
  id: number;
  name: string;
  startsOn: string | null;
  endsOn: string | null;
  competitionId: number;
  code: string;
  competitionName: string;
  competitionSlug: string;
  country: string;
  kind: string;
  priority: number;
}

export function footballRepo(db: Db) {
  return {
    teams: (): Promise<TeamRow[]> => db.select().from(teams),

    seasons: (): Promise<SeasonRow[]> =>
      db
        .select({
          id: seasons.id,
          name: seasons.name,
          startsOn: seasons.startsOn,
          endsOn: seasons.endsOn,
          competitionId: competitions.id,
          code: competitions.code,
          competitionName: competitions.name,
          competitionSlug: competitions.slug,
          country: competitions.country,
          kind: competitions.kind,
          priority: competitions.priority,
        })
        .from(seasons)
        .innerJoin(competitions, eq(competitions.id, seasons.competitionId)),

    /** Team ids per season (who plays in it). */
    seasonTeams: async (): Promise<{ seasonId: number; teamId: number }[]> => {
      const result = await db.execute<{ season_id: number; team_id: number }>(
        sql`select distinct season_id, home_team_id as team_id from matches union select distinct season_id, away_team_id from matches`,
      );
      return result.rows.map((r) => ({ seasonId: Number(r.season_id), teamId: Number(r.team_id) }));
    },

    /** Every group-stage match (a few hundred): each one's matchday in its group is worked out from these. */
    groupMatches: async () =>
      db
        .select({
          id: matches.id,
          group: matches.groupName,
          home: matches.homeTeamId,
          away: matches.awayTeamId,
          kickoffAt: matches.kickoffAt,
        })
        .from(matches)
        .where(sql`${matches.groupName} is not null`),

    /** Matches that kick off in [start, end), by kick-off (the day list asks for distinct days). */
    matchesBetween: async (start: Date, end: Date): Promise<ListedMatch[]> =>
      (await runPrepared<ListedMatchRow>(db, 'matches_between', MATCHES_BETWEEN_SQL, [start, end])).map(listed),

    liveMatches: (): Promise<ListedMatch[]> =>
      db
        .select(listColumns)
        .from(matches)
        .where(inArray(matches.status, [...LIVE_STATUSES]))
        .orderBy(asc(matches.kickoffAt), asc(matches.id)),

    matchById: async (id: number): Promise<MatchRow | undefined> =>
      (await db.select(matchColumns).from(matches).where(eq(matches.id, id)))[0],
    /** Every match (the embedded database's copy in memory, match-index.ts, starts from it). */
    allMatches: (): Promise<ListedMatch[]> => db.select(listColumns).from(matches),

    matchesByIds: (ids: number[]): Promise<ListedMatch[]> =>
      ids.length ? db.select(listColumns).from(matches).where(inArray(matches.id, ids)) : Promise.resolve([]),

    goalsOf: (matchId: number): Promise<GoalRow[]> =>
      db
        .select()
        .from(goals)
        .where(eq(goals.matchId, matchId))
        .orderBy(asc(goals.minute), asc(goals.offset), asc(goals.id)),

    /**
     * The goals the demo's replay played for a match whose data has only the result: the side and
     * the minute it showed, in order (decision 0128).
     */
    replayGoalsOf: (matchId: number) =>
      db
        .select({ side: liveGoals.side, minute: liveGoals.minute, offset: liveGoals.offset })
        .from(liveGoals)
        .where(and(eq(liveGoals.matchId, matchId), sql`${liveGoals.player} is null`))
        .orderBy(asc(liveGoals.seq)),

    /** A match's timeline rows in the source's order. */
    eventsOf: (matchId: number) =>
      db.select(eventColumns).from(matchEvents).where(eq(matchEvents.matchId, matchId)).orderBy(asc(matchEvents.seq)),

    lineupOf: (matchId: number) =>
      db
        .select({
          side: lineupEntries.side,
          playerId: lineupEntries.playerId,
          name: lineupEntries.name,
          shirtNumber: lineupEntries.shirtNumber,
          position: lineupEntries.position,
          starter: lineupEntries.starter,
          line: lineupEntries.line,
          slot: lineupEntries.slot,
          captain: lineupEntries.captain,
        })
        .from(lineupEntries)
        .where(eq(lineupEntries.matchId, matchId)),

    /** A match's team statistics as stored (any order: the service puts them in the page's). */
    statisticsOf: (matchId: number) =>
      db
        .select({ kind: matchTeamStatistics.kind, home: matchTeamStatistics.home, away: matchTeamStatistics.away })
        .from(matchTeamStatistics)
        .where(eq(matchTeamStatistics.matchId, matchId)),

    /** What the deployment's feed says of a synced match's schedule (issue 32): null for the files' matches. */
    feedScheduleOf: async (matchId: number) =>
      (
        await db
          .select({
            providerStatus: dataSyncFixtures.providerStatus,
            previousKickoffAt: dataSyncFixtures.previousKickoffAt,
          })
          .from(dataSyncFixtures)
          .where(eq(dataSyncFixtures.matchId, matchId))
          .limit(1)
      )[0] ?? null,

    playerById: async (id: number) => (await db.select().from(players).where(eq(players.id, id)).limit(1))[0] ?? null,

    /** The player's latest squad entry (shirt number and position), the most recent season first. */
    latestSquadEntry: async (playerId: number) =>
      (
        await db
          .select({ shirtNumber: squadMembers.shirtNumber, position: squadMembers.position })
          .from(squadMembers)
          .innerJoin(seasons, eq(seasons.id, squadMembers.seasonId))
          .where(eq(squadMembers.playerId, playerId))
          .orderBy(desc(seasons.startsOn))
          .limit(1)
      )[0] ?? null,

    /** Every match the player is in the lineup of, with its row. */
    appearancesOf: (playerId: number) =>
      db
        .select({
          match: matchColumns,
          side: lineupEntries.side,
          starter: lineupEntries.starter,
          shirtNumber: lineupEntries.shirtNumber,
        })
        .from(lineupEntries)
        .innerJoin(matches, eq(matches.id, lineupEntries.matchId))
        .where(eq(lineupEntries.playerId, playerId))
        .orderBy(desc(matches.kickoffAt)),

    /** The events of these matches that name the player. */
    playerEvents: async (playerId: number, matchIds: number[]) =>
      matchIds.length
        ? db
            .select({ matchId: matchEvents.matchId, ...eventColumns })
            .from(matchEvents)
            .where(
              and(
                inArray(matchEvents.matchId, matchIds),
                or(eq(matchEvents.playerId, playerId), eq(matchEvents.relatedPlayerId, playerId)),
              ),
            )
        : [],

    /** A team's squad in the latest season that has one, by shirt number. */
    latestSquad: async (teamId: number) => {
      const [latest] = await db
        .select({ seasonId: squadMembers.seasonId })
        .from(squadMembers)
        .innerJoin(seasons, eq(seasons.id, squadMembers.seasonId))
        .where(eq(squadMembers.teamId, teamId))
        .orderBy(desc(seasons.startsOn))
        .limit(1);
      if (!latest) return null;
      const members = await db
        .select({
          id: players.id,
          name: players.name,
          slug: players.slug,
          shirtNumber: squadMembers.shirtNumber,
          position: squadMembers.position,
        })
        .from(squadMembers)
        .innerJoin(players, eq(players.id, squadMembers.playerId))
        .where(and(eq(squadMembers.teamId, teamId), eq(squadMembers.seasonId, latest.seasonId)))
        .orderBy(asc(squadMembers.shirtNumber));
      return { seasonId: latest.seasonId, members };
    },

    /** Every player with his spellings and national team's id, for the in-memory player search. */
    playerSearchRows: () =>
      db
        .select({
          id: players.id,
          name: players.name,
          slug: players.slug,
          aliases: players.aliases,
          teamId: players.nationalTeamId,
        })
        .from(players),

    /** Names and slugs of the players a page links to. */
    playerRefs: async (ids: number[]) =>
      ids.length
        ? db
            .select({ id: players.id, name: players.name, slug: players.slug })
            .from(players)
            .where(inArray(players.id, ids))
        : [],

    seasonMatches: (seasonId: number): Promise<MatchRow[]> =>
      db
        .select(matchColumns)
        .from(matches)
        .where(eq(matches.seasonId, seasonId))
        .orderBy(asc(matches.kickoffAt), asc(matches.id)),

    /** Just what a sitemap needs of the matches of some seasons. */
    matchLinks: (
      seasonIds: number[],
    ): Promise<{ id: number; homeTeamId: number; awayTeamId: number; updatedAt: Date }[]> =>
      seasonIds.length
        ? db
            .select({
              id: matches.id,
              homeTeamId: matches.homeTeamId,
              awayTeamId: matches.awayTeamId,
              updatedAt: matches.updatedAt,
            })
            .from(matches)
            .where(inArray(matches.seasonId, seasonIds))
            .orderBy(asc(matches.id))
        : Promise.resolve([]),

    teamMatches: (teamId: number): Promise<MatchRow[]> =>
      db
        .select(matchColumns)
        .from(matches)
        .where(or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)))
        .orderBy(asc(matches.kickoffAt), asc(matches.id)),

    meetings: (a: number, b: number): Promise<MatchRow[]> =>
      db
        .select(matchColumns)
        .from(matches)
        .where(
          or(
            and(eq(matches.homeTeamId, a), eq(matches.awayTeamId, b)),
            and(eq(matches.homeTeamId, b), eq(matches.awayTeamId, a)),
          ),
        )
        .orderBy(desc(matches.kickoffAt)),

    /**
     * Scorers of a season's finished matches (own goals excluded), best first: one line per player
     * identity where the data joins one (every spelling of Mbappé's goals counts for him once),
     * else per name as the data writes it.
     */
    /** The season's top scorers as the data feed gave them (issue 32), where there are no goal rows to count. */
    officialScorers: async (seasonId: number) => {
      const [row] = await db
        .select({ scorers: seasonOfficialTables.scorers })
        .from(seasonOfficialTables)
        .where(eq(seasonOfficialTables.seasonId, seasonId));
      return (row?.scorers ?? []) as Array<{ name: string; teamId: number; goals: number; penalties: number | null }>;
    },

    topScorers: async (seasonId: number, limit: number) => {
      const result = await db.execute<{
        player: string;
        player_id: number | null;
        slug: string | null;
        team_id: number;
        goals: number;
        penalties: number;
      }>(sql`
        select coalesce(max(p.name), max(g.player)) as player, g.player_id, max(p.slug) as slug,
               case when g.side = 'home' then m.home_team_id else m.away_team_id end as team_id,
               count(*)::int as goals, count(*) filter (where g.penalty)::int as penalties
        from ${goals} g join ${matches} m on m.id = g.match_id left join ${players} p on p.id = g.player_id
        where m.season_id = ${seasonId} and not g.own_goal and m.status in (${sql.join(
          FINISHED_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})
        group by g.player_id, case when g.player_id is null then g.player end, 4
        order by 5 desc, 6 asc, 1 asc limit ${limit}`);
      return result.rows.map((r) => ({
        player: r.player,
        playerId: r.player_id == null ? null : Number(r.player_id),
        slug: r.slug,
        teamId: Number(r.team_id),
        goals: Number(r.goals),
        penalties: Number(r.penalties),
      }));
    },

    /** Yellow and red cards per player in a season's finished matches (where the data has cards). */
    seasonCards: async (seasonId: number) => {
      const result = await db.execute<{ player_id: number; yellow: number; red: number }>(sql`
        select e.player_id, count(*) filter (where e.type = 'yellow')::int as yellow,
               count(*) filter (where e.type in ('red', 'second_yellow'))::int as red
        from ${matchEvents} e join ${matches} m on m.id = e.match_id
        where m.season_id = ${seasonId} and e.player_id is not null
          and e.type in ('yellow', 'second_yellow', 'red') and m.status in (${sql.join(
            FINISHED_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )})
        group by 1`);
      return new Map(result.rows.map((r) => [Number(r.player_id), { yellow: Number(r.yellow), red: Number(r.red) }]));
    },

    /**
     * Settles every match whose kick-off is older than `cutoff` and which is not final yet: the real
     * result when the data has one (3/31/32), else postponed (4). Returns the ids it changed.
     */
    settle: async (cutoff: Date, now: Date): Promise<number[]> => {
      const final = [...FINISHED_STATUSES, MatchStatus.Postponed];
      const rows = await db
        .update(matches)
        .set({
          status: sql`(case when ${matches.ftHome} is null then ${sql.raw(String(MatchStatus.Postponed))}
            when ${matches.penHome} is not null then ${sql.raw(String(MatchStatus.FinishedAfterPenalties))}
            when ${matches.etHome} is not null then ${sql.raw(String(MatchStatus.FinishedAfterExtraTime))}
            else ${sql.raw(String(MatchStatus.Finished))} end)::smallint`,
          homeScore: sql`coalesce(${matches.etHome}, ${matches.ftHome})`,
          awayScore: sql`coalesce(${matches.etAway}, ${matches.ftAway})`,
          minute: null,
          updatedAt: now,
        })
        .where(
          and(
            lt(matches.kickoffAt, cutoff),
            sql`${matches.status} not in (${sql.join(
              final.map((s) => sql`${s}`),
              sql`, `,
            )})`,
          ),
        )
        .returning({ id: matches.id });
      return rows.map((r) => r.id);
    },

    /**
     * Matches of the given teams (or, with `opponents`, meetings of the two sets), ordered live
     * first, then soonest upcoming, then most recent; at the same kick-off, the seasons in
     * `seasonOrder` (the audience order). Their ids and row versions (read them with
     * versionedMatches).
     */
    searchMatchVersions: async (
      teamIds: number[],
      opponents: number[] | null,
      options: { now: Date; limit: number; seasonOrder: number[] },
    ): Promise<MatchVersion[]> => {
      if (!teamIds.length || (opponents && !opponents.length)) return [];
      const upcomingFrom = new Date(options.now.getTime() - SETTLE_AFTER_MS);
      const values = [teamIds, upcomingFrom, options.seasonOrder, options.limit];
      // Search runs on every keystroke: a prepared statement costs half of what the query builder
      // does on the embedded database.
      const rows = await (opponents
        ? runPrepared<{ id: number; version: unknown }>(db, 'search_meetings', SEARCH_MEETINGS_SQL, [
            ...values,
            opponents,
          ])
        : runPrepared<{ id: number; version: unknown }>(db, 'search_matches', SEARCH_MATCHES_SQL, values));
      return rows.map((r) => ({ id: r.id, version: String(r.version) }));
    },

    /** The listed columns of these matches, with their row versions (any order). */
    versionedMatches: async (ids: number[]): Promise<(ListedMatch & { version: string })[]> =>
      (
        await runPrepared<ListedMatchRow & { version: unknown }>(db, 'versioned_matches', VERSIONED_MATCHES_SQL, [ids])
      ).map((r) => ({ ...listed(r), version: String(r.version) })),
  };
}

export type FootballRepo = ReturnType<typeof footballRepo>;
