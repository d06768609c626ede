// SQL of the live feed. loadMatchDtos is the one place rows become the shared Match shape here;
// the football module has the same mapping for its pages (to be shared at merge).
import { aliasedTable, and, eq, gte, inArray, lt, asc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitions, goals, matches, seasons, teams } from '../../db/schema/football';
import { liveGoals } from '../../db/schema/live';
import type { Match } from '@shared/football';
import { statusName } from '@shared/match-status';
import { TIME_ZONE } from '@shared/constants';
import { saoPauloDate, saoPauloDayRange } from '@shared/live';
import type { Fixture, FixtureGoal } from './plan';
import type { LiveChange } from './provider';

const homeTeams = aliasedTable(teams, 'home_team');
const awayTeams = aliasedTable(teams, 'away_team');

const timeFormatter = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Crest URL of a team (generated SVG). */
export const crestUrl = (teamId: number) => `/api/teams/${teamId}/crest.svg`;

/** Matches as the shared Match DTO (teams and competition included), ordered by kick-off. */
export async function loadMatchDtos(db: Db, where: SQL | undefined): Promise<Match[]> {
  const rows = await db
    .select({
      match: matches,
      home: { id: homeTeams.id, name: homeTeams.name, slug: homeTeams.slug },
      away: { id: awayTeams.id, name: awayTeams.name, slug: awayTeams.slug },
      competition: { id: competitions.id, name: competitions.name, slug: competitions.slug, country: competitions.country, priority: competitions.priority },
      seasonName: seasons.name,
    })
    .from(matches)
    .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .where(where)
    .orderBy(asc(matches.kickoffAt), asc(competitions.priority), asc(matches.id));
  return rows.map(({ match, home, away, competition, seasonName }) => ({
    id: match.id,
    status: match.status,
    statusName: statusName(match.status),
    minute: match.minute,
    matchDatetime: match.kickoffAt.toISOString(),
    matchDate: saoPauloDate(match.kickoffAt),
    matchTime: match.kickoffKnown ? timeFormatter.format(match.kickoffAt) : null,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    homeTeam: { ...home, img: crestUrl(home.id) },
    awayTeam: { ...away, img: crestUrl(away.id) },
    competition: { id: competition.id, name: competition.name, slug: competition.slug, country: competition.country, seasonName },
    round: match.round,
    updatedAt: match.updatedAt.toISOString(),
  }));
}

export function loadMatchesByIds(db: Db, ids: number[]): Promise<Match[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return loadMatchDtos(db, inArray(matches.id, ids));
}

export function loadMatchesForDay(db: Db, date: string): Promise<Match[]> {
  const { from, to } = saoPauloDayRange(date);
  return loadMatchDtos(db, and(gte(matches.kickoffAt, from), lt(matches.kickoffAt, to)));
}

export interface EngineFixture {
  fixture: Fixture;
  goals: FixtureGoal[];
  status: number;
  minute: number | null;
  homeScore: number | null;
  awayScore: number | null;
  /** Goals already announced (live_goals rows). */
  revealed: number;
}

/** Matches kicking off in [from, to) with their real goals and what was already announced. */
export async function loadEngineFixtures(db: Db, from: Date, to: Date): Promise<EngineFixture[]> {
  const rows = await db
    .select()
    .from(matches)
    .where(and(gte(matches.kickoffAt, from), lt(matches.kickoffAt, to), sql`${matches.status} <> 4`));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [goalRows, revealedRows] = await Promise.all([
    db.select().from(goals).where(inArray(goals.matchId, ids)),
    db
      .select({ matchId: liveGoals.matchId, count: sql<number>`count(*)::int` })
      .from(liveGoals)
      .where(inArray(liveGoals.matchId, ids))
      .groupBy(liveGoals.matchId),
  ]);
  const revealedBy = new Map(revealedRows.map((row) => [row.matchId, Number(row.count)]));
  return rows.map((row) => ({
    fixture: row,
    goals: goalRows.filter((goal) => goal.matchId === row.id),
    status: row.status,
    minute: row.minute,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    revealed: revealedBy.get(row.id) ?? 0,
  }));
}

/** Writes a batch of changes in one transaction; goals are idempotent per (match, seq). */
export async function applyLiveChanges(db: Db, changes: LiveChange[], at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const change of changes) {
      await tx
        .update(matches)
        .set({
          status: change.status,
          minute: change.minute,
          homeScore: change.homeScore,
          awayScore: change.awayScore,
          updatedAt: at,
        })
        .where(eq(matches.id, change.matchId));
      if (change.newGoals.length > 0) {
        await tx
          .insert(liveGoals)
          .values(change.newGoals.map((goal) => ({ matchId: change.matchId, revealedAt: at, ...goal })))
          .onConflictDoNothing();
      }
    }
  });
}

/** Announced goals of a match, in order (used by tests and the match page timeline). */
export function loadLiveGoals(db: Db, matchId: number) {
  return db.select().from(liveGoals).where(eq(liveGoals.matchId, matchId)).orderBy(asc(liveGoals.seq));
}
