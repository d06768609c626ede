// SQL for the football domain (only this file writes it).
import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { FINISHED_STATUSES, LIVE_STATUSES, MatchStatus } from '@shared/match-status';
import type { Db } from '../../db/client';
import { competitions, goals, matches, seasons, teams } from '../../db/schema';
import { SETTLE_AFTER_MS } from './settle';

export type MatchRow = typeof matches.$inferSelect;

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
};
export type ListedMatch = Pick<MatchRow, keyof typeof listColumns>;
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

    matchesBetween: (start: Date, end: Date): Promise<ListedMatch[]> =>
      db
        .select(listColumns)
        .from(matches)
        .where(and(gte(matches.kickoffAt, start), lt(matches.kickoffAt, end)))
        .orderBy(asc(matches.kickoffAt), asc(matches.id)),

    liveMatches: (): Promise<ListedMatch[]> =>
      db
        .select(listColumns)
        .from(matches)
        .where(inArray(matches.status, [...LIVE_STATUSES]))
        .orderBy(asc(matches.kickoffAt), asc(matches.id)),

    matchById: async (id: number): Promise<MatchRow | undefined> =>
      (await db.select().from(matches).where(eq(matches.id, id)))[0],
    matchesByIds: (ids: number[]): Promise<ListedMatch[]> =>
      ids.length ? db.select(listColumns).from(matches).where(inArray(matches.id, ids)) : Promise.resolve([]),

    goalsOf: (matchId: number): Promise<GoalRow[]> =>
      db
        .select()
        .from(goals)
        .where(eq(goals.matchId, matchId))
        .orderBy(asc(goals.minute), asc(goals.offset), asc(goals.id)),

    seasonMatches: (seasonId: number): Promise<MatchRow[]> =>
      db.select().from(matches).where(eq(matches.seasonId, seasonId)).orderBy(asc(matches.kickoffAt), asc(matches.id)),

    teamMatches: (teamId: number): Promise<MatchRow[]> =>
      db
        .select()
        .from(matches)
        .where(or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)))
        .orderBy(asc(matches.kickoffAt), asc(matches.id)),

    meetings: (a: number, b: number): Promise<MatchRow[]> =>
      db
        .select()
        .from(matches)
        .where(
          or(
            and(eq(matches.homeTeamId, a), eq(matches.awayTeamId, b)),
            and(eq(matches.homeTeamId, b), eq(matches.awayTeamId, a)),
          ),
        )
        .orderBy(desc(matches.kickoffAt)),

    /** Scorers of a season's finished matches (own goals excluded), best first. */
    topScorers: async (seasonId: number, limit: number) => {
      const result = await db.execute<{ player: string; team_id: number; goals: number; penalties: number }>(sql`
        select g.player, case when g.side = 'home' then m.home_team_id else m.away_team_id end as team_id,
               count(*)::int as goals, count(*) filter (where g.penalty)::int as penalties
        from ${goals} g join ${matches} m on m.id = g.match_id
        where m.season_id = ${seasonId} and not g.own_goal and m.status in (${sql.join(
          FINISHED_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})
        group by 1, 2 order by 3 desc, 4 asc, 1 asc limit ${limit}`);
      return result.rows.map((r) => ({
        player: r.player,
        teamId: Number(r.team_id),
        goals: Number(r.goals),
        penalties: Number(r.penalties),
      }));
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
     * first, then soonest upcoming, then most recent; at the same kick-off, the audience order.
     * Read through the (team, kick-off) indexes.
     */
    searchMatches: async (
      teamIds: number[],
      opponents: number[] | null,
      now: Date,
      limit: number,
    ): Promise<ListedMatch[]> => {
      if (!teamIds.length || (opponents && !opponents.length)) return [];
      const where = opponents
        ? or(
            and(inArray(matches.homeTeamId, teamIds), inArray(matches.awayTeamId, opponents)),
            and(inArray(matches.homeTeamId, opponents), inArray(matches.awayTeamId, teamIds)),
          )
        : or(inArray(matches.homeTeamId, teamIds), inArray(matches.awayTeamId, teamIds));
      const live = inArray(matches.status, [...LIVE_STATUSES]);
      const upcoming = and(
        eq(matches.status, MatchStatus.Scheduled),
        gte(matches.kickoffAt, new Date(now.getTime() - SETTLE_AFTER_MS)),
      );
      return db
        .select(listColumns)
        .from(matches)
        .innerJoin(seasons, eq(seasons.id, matches.seasonId))
        .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
        .where(where)
        .orderBy(
          sql`case when ${live} then 0 when ${upcoming} then 1 else 2 end`,
          sql`case when ${upcoming} then ${matches.kickoffAt} end asc`,
          desc(matches.kickoffAt),
          asc(competitions.priority),
          asc(matches.id),
        )
        .limit(limit);
    },
  };
}

export type FootballRepo = ReturnType<typeof footballRepo>;
