// SQL for the football domain (only this file writes it).
import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { FINISHED_STATUSES, LIVE_STATUSES, MatchStatus } from '@shared/match-status';
import type { Db } from '../../db/client';
import { competitions, goals, matches, seasons, teams } from '../../db/schema';
import { SETTLE_AFTER_MS } from './settle';

export type MatchRow = typeof matches.$inferSelect;
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

    matchesBetween: (start: Date, end: Date): Promise<MatchRow[]> =>
      db
        .select()
        .from(matches)
        .where(and(gte(matches.kickoffAt, start), lt(matches.kickoffAt, end)))
        .orderBy(asc(matches.kickoffAt), asc(matches.id)),

    liveMatches: (): Promise<MatchRow[]> =>
      db
        .select()
        .from(matches)
        .where(inArray(matches.status, [...LIVE_STATUSES]))
        .orderBy(asc(matches.kickoffAt), asc(matches.id)),

    matchById: async (id: number): Promise<MatchRow | undefined> =>
      (await db.select().from(matches).where(eq(matches.id, id)))[0],
    matchesByIds: (ids: number[]): Promise<MatchRow[]> =>
      ids.length ? db.select().from(matches).where(inArray(matches.id, ids)) : Promise.resolve([]),

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

    /** Teams whose names or aliases look like the (lower-case, unaccented) text: typo-tolerant via pg_trgm. */
    searchTeams: async (text: string, limit: number): Promise<number[]> => {
      const result = await db.execute<{ id: number }>(sql`
        select id from ${teams}
        where ${teams.searchText} like ${'%' + text.replace(/[%_\\]/g, '') + '%'} or ${text} <% ${teams.searchText}
        order by (${teams.searchText} like ${text + '%'}) desc, word_similarity(${text}, ${teams.searchText}) desc, id
        limit ${limit}`);
      return result.rows.map((r) => Number(r.id));
    },

    /** Matches of the given teams (or pairs), ordered live first, then soonest upcoming, then most recent. */
    searchMatches: async (home: number[], away: number[] | null, now: Date, limit: number): Promise<MatchRow[]> => {
      if (!home.length || (away && !away.length)) return [];
      const ids = (list: number[]) =>
        sql`(${sql.join(
          list.map((id) => sql`${id}`),
          sql`, `,
        )})`;
      const where = away
        ? sql`(${matches.homeTeamId} in ${ids(home)} and ${matches.awayTeamId} in ${ids(away)}) or (${matches.homeTeamId} in ${ids(away)} and ${matches.awayTeamId} in ${ids(home)})`
        : sql`${matches.homeTeamId} in ${ids(home)} or ${matches.awayTeamId} in ${ids(home)}`;
      const live = sql`${matches.status} in (${sql.join(
        LIVE_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})`;
      const upcoming = sql`(${matches.status} = ${MatchStatus.Scheduled} and ${matches.kickoffAt} >= ${new Date(now.getTime() - SETTLE_AFTER_MS)})`;
      return db
        .select()
        .from(matches)
        .where(where)
        .orderBy(
          sql`case when ${live} then 0 when ${upcoming} then 1 else 2 end`,
          sql`case when ${upcoming} then ${matches.kickoffAt} end asc`,
          desc(matches.kickoffAt),
          asc(matches.id),
        )
        .limit(limit);
    },

    count: async (): Promise<number> => {
      const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${matches}`);
      return Number(result.rows[0]?.n ?? 0);
    },
  };
}

export type FootballRepo = ReturnType<typeof footballRepo>;
