// SQL for the predictions domain (only this file writes it). Results are read only once finished
// and kicked off before the app's clock: a match still to be replayed never reaches the model.
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { FINISHED_STATUSES } from '@shared/match-status';
import type { Db } from '../../db/client';
import { competitions, matches, predictionBacktest, seasons } from '../../db/schema';
import type { BacktestRow, HistoricResult } from './backtest';

export interface SeasonInfo {
  id: number;
  name: string;
  startsOn: string | null;
  competitionId: number;
  code: string;
  competitionName: string;
  country: string;
  kind: string;
}

export interface StoredBacktestRow extends BacktestRow {
  seasonName: string;
  competitionName: string;
  country: string;
  computedAt: Date;
}

const finished = and(
  inArray(matches.status, [...FINISHED_STATUSES]),
  sql`${matches.homeScore} is not null and ${matches.awayScore} is not null`,
);

export function predictionsRepo(db: Db) {
  return {
    seasons: (): Promise<SeasonInfo[]> =>
      db
        .select({
          id: seasons.id,
          name: seasons.name,
          startsOn: seasons.startsOn,
          competitionId: competitions.id,
          code: competitions.code,
          competitionName: competitions.name,
          country: competitions.country,
          kind: competitions.kind,
        })
        .from(seasons)
        .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
        .orderBy(asc(seasons.startsOn), asc(seasons.id)),

    /** Team ids per season (who plays in it, finished or not: promoted teams are known before they play). */
    seasonTeams: async (): Promise<{ seasonId: number; teamId: number }[]> => {
      const result = await db.execute<{ season_id: number; team_id: number }>(
        sql`select distinct season_id, home_team_id as team_id from matches union select distinct season_id, away_team_id from matches`,
      );
      return result.rows.map((r) => ({ seasonId: Number(r.season_id), teamId: Number(r.team_id) }));
    },

    /** Every finished result kicked off before `now`, in kick-off order; goals after 90 minutes. */
    finishedResults: async (now: Date): Promise<HistoricResult[]> => {
      const rows = await db
        .select({
          matchId: matches.id,
          seasonId: matches.seasonId,
          competitionId: seasons.competitionId,
          homeId: matches.homeTeamId,
          awayId: matches.awayTeamId,
          homeGoals: sql<number>`coalesce(${matches.ftHome}, ${matches.homeScore})`,
          awayGoals: sql<number>`coalesce(${matches.ftAway}, ${matches.awayScore})`,
          kickoffAt: matches.kickoffAt,
        })
        .from(matches)
        .innerJoin(seasons, eq(seasons.id, matches.seasonId))
        .where(and(finished, lt(matches.kickoffAt, now)))
        .orderBy(asc(matches.kickoffAt), asc(matches.id));
      return rows.map(({ kickoffAt, ...r }) => ({
        ...r,
        homeGoals: Number(r.homeGoals),
        awayGoals: Number(r.awayGoals),
        at: kickoffAt.getTime(),
      }));
    },

    /** Changes whenever a result is added or corrected, or a season is imported. */
    fingerprint: async (now: Date): Promise<string> => {
      const result = await db.execute<{ n: number; changed: string | null; seasons: number }>(sql`
        select count(*)::int as n, max(${matches.updatedAt})::text as changed,
               (select count(*)::int from ${seasons}) as seasons
        from ${matches}
        where ${finished} and ${matches.kickoffAt} < ${now}`);
      const row = result.rows[0];
      return `${row?.n}|${row?.changed}|${row?.seasons}`;
    },

    backtestMatchIds: async (version: string): Promise<Set<number>> => {
      const rows = await db
        .select({ matchId: predictionBacktest.matchId })
        .from(predictionBacktest)
        .where(eq(predictionBacktest.modelVersion, version));
      return new Set(rows.map((r) => r.matchId));
    },

    deleteOtherVersions: async (version: string): Promise<void> => {
      await db.delete(predictionBacktest).where(ne(predictionBacktest.modelVersion, version));
    },

    /** Upserts by match: two processes computing the same match write the same row. */
    saveBacktest: async (version: string, rows: BacktestRow[]): Promise<void> => {
      for (let i = 0; i < rows.length; i += 500) {
        const values = rows.slice(i, i + 500).map((r) => ({
          matchId: r.matchId,
          modelVersion: version,
          competitionId: r.competitionId,
          seasonId: r.seasonId,
          day: r.day,
          pHome: r.pHome,
          pDraw: r.pDraw,
          pAway: r.pAway,
          eloHome: r.elo.pHome,
          eloDraw: r.elo.pDraw,
          eloAway: r.elo.pAway,
          frequencyHome: r.frequency.pHome,
          frequencyDraw: r.frequency.pDraw,
          frequencyAway: r.frequency.pAway,
          homeScore: r.homeScore,
          awayScore: r.awayScore,
        }));
        await db
          .insert(predictionBacktest)
          .values(values)
          .onConflictDoUpdate({
            target: predictionBacktest.matchId,
            set: Object.fromEntries(
              Object.keys(values[0])
                .filter((key) => key !== 'matchId')
                .map((key) => {
                  const column = predictionBacktest[key as keyof (typeof values)[number]];
                  return [key, sql.raw(`excluded."${column.name}"`)];
                }),
            ),
          });
      }
    },

    /** The stored backtest of this version, only for matches finished before `now`. */
    backtest: async (version: string, now: Date): Promise<StoredBacktestRow[]> => {
      const rows = await db
        .select({
          row: predictionBacktest,
          seasonName: seasons.name,
          competitionName: competitions.name,
          country: competitions.country,
        })
        .from(predictionBacktest)
        .innerJoin(matches, eq(matches.id, predictionBacktest.matchId))
        .innerJoin(seasons, eq(seasons.id, predictionBacktest.seasonId))
        .innerJoin(competitions, eq(competitions.id, predictionBacktest.competitionId))
        .where(and(eq(predictionBacktest.modelVersion, version), finished, lt(matches.kickoffAt, now)))
        .orderBy(asc(predictionBacktest.day), asc(predictionBacktest.matchId));
      return rows.map(({ row, ...names }) => ({
        matchId: row.matchId,
        competitionId: row.competitionId,
        seasonId: row.seasonId,
        day: row.day,
        pHome: row.pHome,
        pDraw: row.pDraw,
        pAway: row.pAway,
        homeScore: row.homeScore,
        awayScore: row.awayScore,
        elo: { pHome: row.eloHome, pDraw: row.eloDraw, pAway: row.eloAway },
        frequency: { pHome: row.frequencyHome, pDraw: row.frequencyDraw, pAway: row.frequencyAway },
        computedAt: row.computedAt,
        ...names,
      }));
    },
  };
}

export type PredictionsRepo = ReturnType<typeof predictionsRepo>;
