// SQL of the live feed: fixtures for the engine, applying its changes, and the goals it revealed.
import { and, eq, gte, inArray, lt, asc, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goals, matches, teams } from '../../db/schema/football';
import { liveGoals } from '../../db/schema/live';
import type { Fixture, FixtureGoal } from './plan';
import type { LiveChange } from './provider';

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

/**
 * Writes a batch of changes in one transaction; goals are idempotent per (match, seq). Returns the
 * ids of the matches this write really changed: a row already in that state (another engine wrote
 * it first, in the moment two processes both believed they led) is left alone and not announced again.
 */
export async function applyLiveChanges(db: Db, changes: LiveChange[], at: Date): Promise<Set<number>> {
  return db.transaction(async (tx) => {
    const changed = new Set<number>();
    for (const change of changes) {
      const updated = await tx
        .update(matches)
        .set({
          status: change.status,
          minute: change.minute,
          homeScore: change.homeScore,
          awayScore: change.awayScore,
          updatedAt: at,
        })
        .where(
          and(
            eq(matches.id, change.matchId),
            or(
              sql`${matches.status} is distinct from ${change.status}`,
              sql`${matches.minute} is distinct from ${change.minute}`,
              sql`${matches.homeScore} is distinct from ${change.homeScore}`,
              sql`${matches.awayScore} is distinct from ${change.awayScore}`,
            ),
          ),
        )
        .returning({ id: matches.id });
      if (updated.length > 0) changed.add(change.matchId);
      if (change.newGoals.length > 0) {
        const inserted = await tx
          .insert(liveGoals)
          .values(change.newGoals.map((goal) => ({ matchId: change.matchId, revealedAt: at, ...goal })))
          .onConflictDoNothing()
          .returning({ seq: liveGoals.seq });
        if (inserted.length > 0) changed.add(change.matchId);
      }
    }
    return changed;
  });
}

/** Announced goals of a match, in order (used by tests and the match page timeline). */
export function loadLiveGoals(db: Db, matchId: number) {
  return db.select().from(liveGoals).where(eq(liveGoals.matchId, matchId)).orderBy(asc(liveGoals.seq));
}

/** What is already persisted and announced for these matches: state, score and how many goals. */
export async function loadLiveStates(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, LiveState>();
  const [rows, revealedRows] = await Promise.all([
    db
      .select({
        id: matches.id,
        status: matches.status,
        minute: matches.minute,
        homeScore: matches.homeScore,
        awayScore: matches.awayScore,
      })
      .from(matches)
      .where(inArray(matches.id, ids)),
    db
      .select({ matchId: liveGoals.matchId, count: sql<number>`count(*)::int` })
      .from(liveGoals)
      .where(inArray(liveGoals.matchId, ids))
      .groupBy(liveGoals.matchId),
  ]);
  const revealedBy = new Map(revealedRows.map((row) => [row.matchId, Number(row.count)]));
  return new Map<number, LiveState>(
    rows.map((row) => [
      row.id,
      {
        status: row.status,
        minute: row.minute,
        homeScore: row.homeScore,
        awayScore: row.awayScore,
        revealed: revealedBy.get(row.id) ?? 0,
      },
    ]),
  );
}

export interface LiveState {
  status: number;
  minute: number | null;
  homeScore: number | null;
  awayScore: number | null;
  revealed: number;
}

/** Kick-offs in [from, to) of matches not over nor postponed: when a live feed has something to follow. */
export async function loadOpenKickoffs(db: Db, from: Date, to: Date): Promise<number[]> {
  const rows = await db
    .select({ kickoffAt: matches.kickoffAt })
    .from(matches)
    .where(and(gte(matches.kickoffAt, from), lt(matches.kickoffAt, to), notInArray(matches.status, [3, 31, 32, 4])));
  return rows.map((row) => row.kickoffAt.getTime());
}

/** Our teams with every name they go by (the live feed maps a provider's names onto them). */
export function loadTeamNames(db: Db) {
  return db
    .select({ id: teams.id, name: teams.name, officialName: teams.officialName, aliases: teams.aliases })
    .from(teams);
}

/** Matches between these home and away teams kicking off in [from, to). */
export function loadMatchesBetween(db: Db, homes: number[], aways: number[], from: Date, to: Date) {
  return db
    .select({ id: matches.id, kickoffAt: matches.kickoffAt })
    .from(matches)
    .where(
      and(
        inArray(matches.homeTeamId, homes),
        inArray(matches.awayTeamId, aways),
        gte(matches.kickoffAt, from),
        lt(matches.kickoffAt, to),
      ),
    );
}
