// SQL of the live feed: fixtures for the engine, applying its changes, and the goals it revealed.
import { and, eq, gte, inArray, isNull, lt, asc, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goals, matches, teams } from '../../db/schema/football';
import { lineupEntries, matchEvents, players, squadMembers } from '../../db/schema/players';
import { knownPlayerOf, type KnownPlayer } from './player-identity';
import { slugify } from '@shared/slug';
import type { LineupPlayer, LineupSides, Starters, TeamStatRow } from './api-football-map';
import { matchTeamStatistics } from '../../db/schema/match-statistics';
import { liveGoals, liveOutbox } from '../../db/schema/live';
import { dataSyncCompetitions } from '../../db/schema/data-sync';
import type { Fixture, FixtureEvent, FixtureGoal } from './plan';
import type { LiveChange, LiveEvent } from './provider';

export interface EngineFixture {
  fixture: Fixture;
  goals: FixtureGoal[];
  /** The data's cards and substitutions. */
  events: FixtureEvent[];
  status: number;
  minute: number | null;
  homeScore: number | null;
  awayScore: number | null;
  /** Goals already announced (live_goals rows). */
  revealed: number;
}

/** The events the replay plays beside the goals (which come from the goals table). */
const REPLAYED_EVENT_TYPES: LiveEvent['type'][] = ['yellow', 'second_yellow', 'red', 'substitution'];

/** Matches kicking off in [from, to) with their real goals and what was already announced. */
export async function loadEngineFixtures(db: Db, from: Date, to: Date): Promise<EngineFixture[]> {
  const rows = await db
    .select()
    .from(matches)
    .where(and(gte(matches.kickoffAt, from), lt(matches.kickoffAt, to), sql`${matches.status} <> 4`));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [goalRows, eventRows, revealedRows] = await Promise.all([
    db.select().from(goals).where(inArray(goals.matchId, ids)),
    db
      .select()
      .from(matchEvents)
      .where(and(inArray(matchEvents.matchId, ids), inArray(matchEvents.type, REPLAYED_EVENT_TYPES))),
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
    events: eventRows
      .filter((event) => event.matchId === row.id)
      .map((event) => ({
        seq: event.seq,
        type: event.type as LiveEvent['type'],
        side: event.side === 'away' ? 'away' : 'home',
        minute: event.minute,
        offset: event.offset,
        playerName: event.playerName,
        relatedName: event.relatedName,
      })),
    status: row.status,
    minute: row.minute,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    revealed: revealedBy.get(row.id) ?? 0,
  }));
}

/** A persisted batch whose notifications are not produced yet (live_outbox). */
export interface OutboxBatch {
  id: number;
  changes: LiveChange[];
  /** Per change, the match's stored status just before it (null: the match was not found). */
  previousStatuses: (number | null)[];
}

/**
 * Writes a batch of changes in one transaction; goals are idempotent per (match, seq). Returns the
 * ids of the matches this write really changed: a row already in that state (another engine wrote
 * it first, in the moment two processes both believed they led) is left alone and not announced again.
 * With `outbox`, a batch that changed something is also written to live_outbox in the same
 * transaction (with each match's status before the change), so its notifications survive a crash.
 */
export async function applyLiveChanges(
  db: Db,
  changes: LiveChange[],
  at: Date,
  options: { outbox?: boolean } = {},
): Promise<{ changed: Set<number>; outbox: OutboxBatch | null }> {
  return db.transaction(async (tx) => {
    const changed = new Set<number>();
    const ids = [...new Set(changes.map((change) => change.matchId))];
    // The stored status before the batch (locked: two engines in the same moment serialize here).
    const before =
      options.outbox && ids.length > 0
        ? await tx
            .select({ id: matches.id, status: matches.status })
            .from(matches)
            .where(inArray(matches.id, ids))
            .orderBy(asc(matches.id))
            .for('update')
        : [];
    const statusOf = new Map(before.map((row) => [row.id, row.status]));
    const previousStatuses: (number | null)[] = [];
    for (const change of changes) {
      previousStatuses.push(statusOf.get(change.matchId) ?? null);
      if (statusOf.has(change.matchId)) statusOf.set(change.matchId, change.status);
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
      if (change.story && (await writeStory(tx, change.matchId, change.story))) changed.add(change.matchId);
      // Cards and substitutions live in match_events already (the clock shows them); a batch that
      // brings one is announced and notified (notifications are idempotent per user and event).
      if ((change.newEvents?.length ?? 0) > 0) changed.add(change.matchId);
      if (change.newGoals.length > 0) {
        const inserted = await tx
          .insert(liveGoals)
          .values(change.newGoals.map((goal) => ({ matchId: change.matchId, revealedAt: at, ...goal })))
          .onConflictDoNothing()
          .returning({ seq: liveGoals.seq });
        if (inserted.length > 0) changed.add(change.matchId);
      }
    }
    if (!options.outbox || changed.size === 0) return { changed, outbox: null };
    const [row] = await tx
      .insert(liveOutbox)
      .values({ changes, previousStatuses, createdAt: at })
      .returning({ id: liveOutbox.id });
    return { changed, outbox: { id: row.id, changes, previousStatuses } };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Replaces a match's timeline with the feed's when it differs; true when it did. */
async function writeStory(tx: Tx, matchId: number, story: NonNullable<LiveChange['story']>): Promise<boolean> {
  const stored = await tx
    .select({
      type: matchEvents.type,
      side: matchEvents.side,
      minute: matchEvents.minute,
      offset: matchEvents.offset,
      playerName: matchEvents.playerName,
      relatedName: matchEvents.relatedName,
    })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.seq));
  const same = (a: (typeof stored)[number], b: (typeof story)[number]) =>
    a.type === b.type &&
    a.side === b.side &&
    a.minute === b.minute &&
    a.offset === b.offset &&
    a.playerName === b.playerName &&
    a.relatedName === (b.relatedName ?? null);
  if (stored.length === story.length && stored.every((row, i) => same(row, story[i]))) return false;
  await tx.delete(matchEvents).where(eq(matchEvents.matchId, matchId));
  if (story.length > 0) {
    await tx.insert(matchEvents).values(story.map((event, seq) => ({ matchId, seq, ...event })));
  }
  return true;
}

/** The oldest batches still waiting for their notifications, in the order they were persisted. */
export async function loadOutbox(db: Db, limit: number): Promise<OutboxBatch[]> {
  const rows = await db.select().from(liveOutbox).orderBy(asc(liveOutbox.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    changes: row.changes as LiveChange[],
    previousStatuses: row.previousStatuses as (number | null)[],
  }));
}

/** The batch's notifications are produced: it leaves the outbox. */
export async function deleteOutbox(db: Db, id: number): Promise<void> {
  await db.delete(liveOutbox).where(eq(liveOutbox.id, id));
}

/** Announced goals of a match, in order (used by tests and the match page timeline). */
export function loadLiveGoals(db: Db, matchId: number) {
  return db.select().from(liveGoals).where(eq(liveGoals.matchId, matchId)).orderBy(asc(liveGoals.seq));
}

/** What is already persisted and announced for these matches: state, score and how many goals. */
export async function loadLiveStates(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, LiveState>();
  const [rows, revealedRows, eventRows] = await Promise.all([
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
    db
      .select({ matchId: matchEvents.matchId, count: sql<number>`count(*)::int` })
      .from(matchEvents)
      .where(and(inArray(matchEvents.matchId, ids), inArray(matchEvents.type, ANNOUNCED_TYPES)))
      .groupBy(matchEvents.matchId),
  ]);
  const revealedBy = new Map(revealedRows.map((row) => [row.matchId, Number(row.count)]));
  const eventsBy = new Map(eventRows.map((row) => [row.matchId, Number(row.count)]));
  return new Map<number, LiveState>(
    rows.map((row) => [
      row.id,
      {
        status: row.status,
        minute: row.minute,
        homeScore: row.homeScore,
        awayScore: row.awayScore,
        revealed: revealedBy.get(row.id) ?? 0,
        events: eventsBy.get(row.id) ?? 0,
      },
    ]),
  );
}

/** The timeline's events a feed announces one by one (goals go out as goals). */
export const ANNOUNCED_TYPES: ReadonlyArray<LiveEvent['type']> = ['yellow', 'second_yellow', 'red', 'substitution'];

export interface LiveState {
  status: number;
  minute: number | null;
  homeScore: number | null;
  awayScore: number | null;
  revealed: number;
  /** Cards and substitutions already in the match's timeline (a feed that writes it announces only the later ones). */
  events: number;
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

/**
 * A match's lineups as API-Football gives them, in place of what was stored (one transaction).
 * Players are joined by players.api_football_id; one not known by it may be a player the team
 * already has (the World Cup import's "Lionel Messi" for "L. Messi", player-identity.ts): he is
 * adopted and gets the id, so one player stays one identity. Else he becomes a player of his own
 * (keyed by that id, or by name and team where the provider gives no id). An empty list changes nothing.
 */
export async function saveApiLineups(
  db: Db,
  matchId: number,
  entries: LineupPlayer[],
  sides: LineupSides = {},
): Promise<void> {
  if (entries.length === 0) return;
  await db.transaction(async (tx) => {
    // Formation and coach beside the players; a side the answer is silent on keeps what it had.
    const { home, away } = sides;
    if (home || away) {
      await tx
        .update(matches)
        .set({
          ...(home ? { homeFormation: home.formation, homeCoach: home.coach } : {}),
          ...(away ? { awayFormation: away.formation, awayCoach: away.coach } : {}),
        })
        .where(eq(matches.id, matchId));
    }
    const [match] = await tx
      .select({ seasonId: matches.seasonId, homeTeamId: matches.homeTeamId, awayTeamId: matches.awayTeamId })
      .from(matches)
      .where(eq(matches.id, matchId));
    if (!match) return;
    const teamOf = (entry: LineupPlayer) => (entry.side === 'home' ? match.homeTeamId : match.awayTeamId);
    const keyOf = (entry: LineupPlayer) =>
      entry.apiFootballId !== null
        ? `api-football:${entry.apiFootballId}`
        : `api-football:${teamOf(entry)}:${slugify(entry.name)}`;
    // Who is known already, for the whole lineup at once: by id, or by key where there is no id.
    const ids = entries.flatMap((entry) => (entry.apiFootballId !== null ? [entry.apiFootballId] : []));
    const keys = entries.filter((entry) => entry.apiFootballId === null).map(keyOf);
    const direct = await tx
      .select({ id: players.id, key: players.key, apiFootballId: players.apiFootballId })
      .from(players)
      .where(
        or(
          ids.length ? inArray(players.apiFootballId, ids) : undefined,
          keys.length ? inArray(players.key, keys) : undefined,
        ),
      );
    const byId = new Map(direct.flatMap((p) => (p.apiFootballId !== null ? [[p.apiFootballId, p.id] as const] : [])));
    const byKey = new Map(direct.map((p) => [p.key, p.id]));
    const directOf = (entry: LineupPlayer) =>
      entry.apiFootballId !== null ? byId.get(entry.apiFootballId) : byKey.get(keyOf(entry));
    const taken = new Set(entries.flatMap((entry) => directOf(entry) ?? []));
    // The teams' known players, loaded only when someone is new to us (once a match's lineups are
    // stored, every later read is a direct hit).
    const known = entries.some((entry) => directOf(entry) === undefined)
      ? await knownPlayersOf(tx, match, matchId)
      : new Map<number, KnownPlayer[][]>();

    const rows = [];
    const seen = new Set<number>();
    for (const entry of entries) {
      let playerId = directOf(entry);
      if (playerId === undefined) {
        const adopted = knownPlayerOf(entry, known.get(teamOf(entry)) ?? [], taken);
        if (adopted) {
          playerId = adopted.id;
          // The next read is a direct hit; a player given another id meanwhile is not overwritten.
          if (entry.apiFootballId !== null) {
            await tx
              .update(players)
              .set({ apiFootballId: entry.apiFootballId })
              .where(and(eq(players.id, adopted.id), isNull(players.apiFootballId)));
          }
        } else {
          playerId = (
            await tx
              .insert(players)
              .values({
                key: keyOf(entry),
                name: entry.name,
                slug: slugify(entry.name),
                position: entry.position,
                apiFootballId: entry.apiFootballId,
              })
              .returning({ id: players.id })
          )[0]!.id;
        }
        taken.add(playerId);
        if (entry.apiFootballId !== null) byId.set(entry.apiFootballId, playerId);
        else byKey.set(keyOf(entry), playerId);
      }
      // A player listed twice in one answer is stored once (the unique key is per match, side, player).
      if (seen.has(playerId)) continue;
      seen.add(playerId);
      rows.push({
        matchId,
        side: entry.side,
        playerId,
        name: entry.name,
        shirtNumber: entry.shirtNumber,
        position: entry.position,
        starter: entry.starter,
        line: entry.line,
        slot: entry.slot,
      });
    }
    await tx.delete(lineupEntries).where(eq(lineupEntries.matchId, matchId));
    await tx.insert(lineupEntries).values(rows);
  });
}

/**
 * The starting XIs stored for these matches, by the provider's player ids: what places the feed's
 * substitutions while the live list (which carries no lineups) is read. A match without stored
 * lineups is absent.
 */
export async function loadApiStarters(db: Db, matchIds: number[]): Promise<Map<number, Starters>> {
  const starters = new Map<number, Starters>();
  if (matchIds.length === 0) return starters;
  const rows = await db
    .select({ matchId: lineupEntries.matchId, side: lineupEntries.side, apiFootballId: players.apiFootballId })
    .from(lineupEntries)
    .innerJoin(players, eq(players.id, lineupEntries.playerId))
    .where(and(inArray(lineupEntries.matchId, matchIds), eq(lineupEntries.starter, true)));
  for (const row of rows) {
    if (row.apiFootballId === null) continue;
    let match = starters.get(row.matchId);
    if (!match) starters.set(row.matchId, (match = { home: new Set(), away: new Set() }));
    (match[row.side as 'home' | 'away'] as Set<number>).add(row.apiFootballId);
  }
  return starters;
}

/**
 * Both teams' known players in the tiers knownPlayerOf reads, by team: the match season's squad,
 * the other seasons' squads, then the players of their earlier lineups (one query for the squads,
 * one for the lineups).
 */
async function knownPlayersOf(
  tx: Tx,
  match: { seasonId: number; homeTeamId: number; awayTeamId: number },
  matchId: number,
): Promise<Map<number, KnownPlayer[][]>> {
  const teamIds = [match.homeTeamId, match.awayTeamId];
  const person = { id: players.id, name: players.name, aliases: players.aliases, apiFootballId: players.apiFootballId };
  const lineupTeam = sql<number>`case when ${lineupEntries.side} = 'home' then ${matches.homeTeamId} else ${matches.awayTeamId} end`;
  const squadRows = await tx
    .select({
      ...person,
      teamId: squadMembers.teamId,
      seasonId: squadMembers.seasonId,
      shirtNumber: squadMembers.shirtNumber,
    })
    .from(squadMembers)
    .innerJoin(players, eq(players.id, squadMembers.playerId))
    .where(and(inArray(squadMembers.teamId, teamIds), sql`${squadMembers.position} is distinct from 'coach'`));
  const lineupRows = await tx
    .selectDistinct({ ...person, teamId: lineupTeam, shirtNumber: lineupEntries.shirtNumber })
    .from(lineupEntries)
    .innerJoin(matches, eq(matches.id, lineupEntries.matchId))
    .innerJoin(players, eq(players.id, lineupEntries.playerId))
    .where(
      and(
        ne(lineupEntries.matchId, matchId),
        or(
          and(eq(lineupEntries.side, 'home'), inArray(matches.homeTeamId, teamIds)),
          and(eq(lineupEntries.side, 'away'), inArray(matches.awayTeamId, teamIds)),
        ),
      ),
    );
  const byTeam = new Map<number, Array<Map<number, KnownPlayer>>>(
    teamIds.map((id) => [id, [new Map(), new Map(), new Map()]]),
  );
  const add = (tier: number, row: (typeof lineupRows)[number]) => {
    const tiers = byTeam.get(Number(row.teamId));
    if (!tiers) return;
    const { id, name, aliases, apiFootballId } = row;
    const known = tiers[tier].get(id) ?? { id, name, aliases, apiFootballId, shirtNumbers: [] };
    if (row.shirtNumber !== null && !known.shirtNumbers.includes(row.shirtNumber))
      known.shirtNumbers.push(row.shirtNumber);
    tiers[tier].set(row.id, known);
  };
  for (const row of squadRows) add(row.seasonId === match.seasonId ? 0 : 1, row);
  for (const row of lineupRows) add(2, row);
  return new Map([...byTeam].map(([teamId, tiers]) => [teamId, tiers.map((tier) => [...tier.values()])]));
}

/** Of these matches, the ones with no lineup stored yet. */
export async function matchesWithoutLineups(db: Db, matchIds: number[]): Promise<Set<number>> {
  if (matchIds.length === 0) return new Set();
  const stored = await db
    .selectDistinct({ matchId: lineupEntries.matchId })
    .from(lineupEntries)
    .where(inArray(lineupEntries.matchId, matchIds));
  const have = new Set(stored.map((row) => row.matchId));
  return new Set(matchIds.filter((id) => !have.has(id)));
}

/**
 * A match's team statistics as the provider gives them now: the rows replaced in one transaction
 * (a type the provider stops giving leaves). An empty answer (no coverage) changes nothing.
 */
export async function saveApiStatistics(db: Db, matchId: number, rows: TeamStatRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.delete(matchTeamStatistics).where(eq(matchTeamStatistics.matchId, matchId));
    await tx.insert(matchTeamStatistics).values(rows.map((row) => ({ matchId, ...row, updatedAt: new Date() })));
  });
}

/** Of these matches, those with team statistics stored (their league's coverage has them). */
export async function matchesWithStatistics(db: Db, matchIds: number[]): Promise<Set<number>> {
  if (matchIds.length === 0) return new Set();
  const stored = await db
    .selectDistinct({ matchId: matchTeamStatistics.matchId })
    .from(matchTeamStatistics)
    .where(inArray(matchTeamStatistics.matchId, matchIds));
  return new Set(stored.map((row) => row.matchId));
}

/**
 * Of these matches, those whose season's coverage (stored by the data sync from /leagues) says the
 * provider has no lineups or no team statistics: not asked for. Only an explicit `false` counts;
 * a season the sync does not know (or a coverage without the flag) is asked as before.
 */
export async function matchesLackingCoverage(
  db: Db,
  matchIds: number[],
): Promise<{ lineups: Set<number>; statistics: Set<number> }> {
  const lacking = { lineups: new Set<number>(), statistics: new Set<number>() };
  if (matchIds.length === 0) return lacking;
  const rows = await db
    .select({ matchId: matches.id, coverage: dataSyncCompetitions.coverage })
    .from(matches)
    .innerJoin(dataSyncCompetitions, eq(dataSyncCompetitions.seasonId, matches.seasonId))
    .where(inArray(matches.id, matchIds));
  for (const { matchId, coverage } of rows) {
    const fixtures = (coverage as { fixtures?: { lineups?: boolean; statistics_fixtures?: boolean } } | null)?.fixtures;
    if (fixtures?.lineups === false) lacking.lineups.add(matchId);
    if (fixtures?.statistics_fixtures === false) lacking.statistics.add(matchId);
  }
  return lacking;
}
