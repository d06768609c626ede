// SQL of the data sync: the shared request budget, each league's sync state, which feed team and
// fixture is which of ours, the writes of a sync (guarded: a finished result is never taken back),
// and the official tables.
import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  apiRequestBudget,
  competitions,
  dataSyncCompetitions,
  dataSyncFixtures,
  dataSyncTeams,
  matches,
  seasonOfficialTables,
  seasons,
  teams,
} from '../../db/schema';
import type { TeamIdentity } from '../football/identity';

type Rows<T> = { rows: T[] };

export type CompetitionState = typeof dataSyncCompetitions.$inferSelect;

/** What a sync writes of one fixture (the planner decided which columns may change). */
export interface FixtureWrite {
  fixtureId: number;
  leagueId: number;
  providerStatus: string;
  /** Existing match to update (mapped before, or found by teams and date); null: a new one. */
  matchId: number | null;
  values: {
    round: string;
    roundOrder?: number;
    groupName: string | null;
    homeTeamId: number;
    awayTeamId: number;
    kickoffAt?: Date;
    kickoffKnown?: boolean;
    venue: string | null;
    referee: string | null;
    status?: number;
    minute?: null;
    homeScore?: number | null;
    awayScore?: number | null;
    htHome?: number | null;
    htAway?: number | null;
    ftHome?: number | null;
    ftAway?: number | null;
    etHome?: number | null;
    etAway?: number | null;
    penHome?: number | null;
    penAway?: number | null;
  };
  /** The kick-off it had before the feed moved it. */
  previousKickoffAt: Date | null;
}

export interface StoredMatch {
  matchId: number;
  status: number;
  kickoffAt: Date;
  homeScore: number | null;
  awayScore: number | null;
  previousKickoffAt: Date | null;
}

export function dataSyncRepo(db: Db) {
  return {
    /* ---------- the shared daily budget ---------- */

    /** Takes one request if more than `reserve` are left today; atomic across processes. */
    async takeRequest(provider: string, day: string, limit: number, reserve: number): Promise<boolean> {
      const result = (await db.execute(sql`
        insert into api_request_budget (provider, day, used, remaining)
        select ${provider}, ${day}, 1, null::int where ${limit}::int > ${reserve}::int
        on conflict (provider, day) do update
          set used = api_request_budget.used + 1,
              remaining = api_request_budget.remaining - 1
          where coalesce(api_request_budget.remaining, ${limit}::int - api_request_budget.used) > ${reserve}::int
        returning used`)) as unknown as Rows<{ used: number }>;
      return result.rows.length > 0;
    },

    /** The provider's header: what is left (only ever lowers the day's count). */
    async observeRemaining(provider: string, day: string, remaining: number): Promise<void> {
      await db.execute(sql`
        insert into api_request_budget (provider, day, used, remaining) values (${provider}, ${day}, 0, ${remaining}::int)
        on conflict (provider, day) do update
          set remaining = least(coalesce(api_request_budget.remaining, ${remaining}::int), ${remaining}::int)`);
    },

    async budgetOf(provider: string, day: string): Promise<{ used: number; remaining: number | null }> {
      const [row] = await db
        .select({ used: apiRequestBudget.used, remaining: apiRequestBudget.remaining })
        .from(apiRequestBudget)
        .where(and(eq(apiRequestBudget.provider, provider), eq(apiRequestBudget.day, day)));
      return row ?? { used: 0, remaining: null };
    },

    /* ---------- per league state ---------- */

    async states(): Promise<CompetitionState[]> {
      return db.select().from(dataSyncCompetitions).orderBy(dataSyncCompetitions.leagueId);
    },

    async ensureStates(leagues: Array<{ leagueId: number; code: string }>): Promise<void> {
      if (!leagues.length) return;
      await db
        .insert(dataSyncCompetitions)
        .values(leagues.map((l) => ({ leagueId: l.leagueId, competitionCode: l.code })))
        .onConflictDoNothing();
    },

    async updateState(leagueId: number, patch: Partial<Omit<CompetitionState, 'leagueId'>>): Promise<void> {
      await db.update(dataSyncCompetitions).set(patch).where(eq(dataSyncCompetitions.leagueId, leagueId));
    },

    /** The competition and its season row (created on first sight); the season's id. */
    async ensureSeason(
      competition: { code: string; name: string; slug: string; country: string; kind: string; priority: number },
      season: { name: string; sourceKey: string; startsOn: string | null; endsOn: string | null },
    ): Promise<number> {
      return db.transaction(async (tx) => {
        // A competition the openfootball import already wrote keeps its names; a new one is created.
        await tx.insert(competitions).values(competition).onConflictDoNothing({ target: competitions.code });
        const [{ id: competitionId }] = await tx
          .select({ id: competitions.id })
          .from(competitions)
          .where(eq(competitions.code, competition.code));
        const values = { ...season, competitionId, checksum: 'api-football' };
        const [row] = await tx
          .insert(seasons)
          .values(values)
          .onConflictDoUpdate({
            target: seasons.sourceKey,
            set: { startsOn: season.startsOn, endsOn: season.endsOn },
          })
          .returning({ id: seasons.id });
        return row.id;
      });
    },

    /* ---------- teams ---------- */

    async teamNames(): Promise<
      Array<{ id: number; name: string; officialName: string; aliases: string[]; country: string | null }>
    > {
      return db
        .select({
          id: teams.id,
          name: teams.name,
          officialName: teams.officialName,
          aliases: teams.aliases,
          country: teams.country,
        })
        .from(teams);
    },

    async teamMappings(): Promise<Map<number, { teamId: number; placement: string }>> {
      const rows = await db.select().from(dataSyncTeams);
      return new Map(rows.map((row) => [row.apiTeamId, { teamId: row.teamId, placement: row.placement }]));
    },

    /** A new team (crest drawn from its colours like the others); an existing key is reused. */
    async createTeam(identity: TeamIdentity): Promise<{ id: number; created: boolean }> {
      const [made] = await db
        .insert(teams)
        .values(identity)
        .onConflictDoNothing({ target: teams.key })
        .returning({ id: teams.id });
      if (made) return { id: made.id, created: true };
      const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.key, identity.key));
      return { id: row.id, created: false };
    },

    async mapTeam(row: { apiTeamId: number; teamId: number; name: string; leagueId: number; placement: string }) {
      await db.insert(dataSyncTeams).values(row).onConflictDoNothing();
    },

    async unplacedTeams() {
      return db
        .select({
          apiTeamId: dataSyncTeams.apiTeamId,
          name: dataSyncTeams.name,
          leagueId: dataSyncTeams.leagueId,
          teamId: dataSyncTeams.teamId,
          createdAt: dataSyncTeams.createdAt,
        })
        .from(dataSyncTeams)
        .where(eq(dataSyncTeams.placement, 'created'))
        .orderBy(dataSyncTeams.name);
    },

    async teamExists(teamId: number): Promise<boolean> {
      const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
      return Boolean(row);
    },

    /**
     * The admin places a created team on an existing one: its matches move over, the feed's name
     * becomes an alias of the target, the mapping points there, and the created team goes when
     * nothing else names it. Null when the feed team is not (or no longer) an unplaced one.
     */
    async placeTeam(apiTeamId: number, targetTeamId: number): Promise<{ from: number; name: string } | null> {
      return db.transaction(async (tx) => {
        const [mapping] = await tx
          .select()
          .from(dataSyncTeams)
          .where(and(eq(dataSyncTeams.apiTeamId, apiTeamId), eq(dataSyncTeams.placement, 'created')))
          .for('update');
        if (!mapping) return null;
        const from = mapping.teamId;
        if (from !== targetTeamId) {
          await tx.update(matches).set({ homeTeamId: targetTeamId }).where(eq(matches.homeTeamId, from));
          await tx.update(matches).set({ awayTeamId: targetTeamId }).where(eq(matches.awayTeamId, from));
          await tx.execute(sql`
            update teams set aliases = array_append(aliases, ${mapping.name})
            where id = ${targetTeamId} and not (${mapping.name} = any(aliases)) and name <> ${mapping.name}`);
        }
        await tx
          .update(dataSyncTeams)
          .set({ teamId: targetTeamId, placement: 'admin' })
          .where(eq(dataSyncTeams.apiTeamId, apiTeamId));
        if (from !== targetTeamId) {
          // Only if nothing else points at it (a follow, a squad): a savepoint keeps the rest.
          await tx
            .transaction(async (inner) => {
              await inner.delete(teams).where(eq(teams.id, from));
            })
            .catch(() => undefined);
        }
        return { from, name: mapping.name };
      });
    },

    /* ---------- fixtures ---------- */

    /** Our match of each feed fixture already mapped, with what the guards compare. */
    async storedFixtures(fixtureIds: number[]): Promise<Map<number, StoredMatch>> {
      if (!fixtureIds.length) return new Map();
      const rows = await db
        .select({
          fixtureId: dataSyncFixtures.fixtureId,
          matchId: matches.id,
          status: matches.status,
          kickoffAt: matches.kickoffAt,
          homeScore: matches.homeScore,
          awayScore: matches.awayScore,
          previousKickoffAt: dataSyncFixtures.previousKickoffAt,
        })
        .from(dataSyncFixtures)
        .innerJoin(matches, eq(matches.id, dataSyncFixtures.matchId))
        .where(inArray(dataSyncFixtures.fixtureId, fixtureIds));
      return new Map(rows.map(({ fixtureId, ...row }) => [fixtureId, row]));
    },

    /** An unmapped match of this season between these teams kicking off near `at` (an imported one). */
    async findMatch(seasonId: number, homeTeamId: number, awayTeamId: number, at: Date, toleranceMs: number) {
      const rows = await db
        .select({
          matchId: matches.id,
          status: matches.status,
          kickoffAt: matches.kickoffAt,
          homeScore: matches.homeScore,
          awayScore: matches.awayScore,
        })
        .from(matches)
        .leftJoin(dataSyncFixtures, eq(dataSyncFixtures.matchId, matches.id))
        .where(
          and(
            eq(matches.seasonId, seasonId),
            eq(matches.homeTeamId, homeTeamId),
            eq(matches.awayTeamId, awayTeamId),
            gte(matches.kickoffAt, new Date(at.getTime() - toleranceMs)),
            lte(matches.kickoffAt, new Date(at.getTime() + toleranceMs)),
            sql`${dataSyncFixtures.fixtureId} is null`,
          ),
        )
        .limit(1);
      return rows[0] ? { ...rows[0], previousKickoffAt: null } : null;
    },

    /** Writes fixtures in one transaction; the ids of the matches written. */
    async writeFixtures(seasonId: number, writes: FixtureWrite[]): Promise<number[]> {
      if (!writes.length) return [];
      return db.transaction(async (tx) => {
        const ids: number[] = [];
        for (const write of writes) {
          let matchId = write.matchId;
          if (matchId === null) {
            const [row] = await tx
              .insert(matches)
              .values({
                ...write.values,
                seasonId,
                sourceKey: `api-football:${write.fixtureId}`,
                kickoffAt: write.values.kickoffAt ?? new Date(0),
                updatedAt: new Date(),
              })
              .onConflictDoUpdate({ target: matches.sourceKey, set: { ...write.values, updatedAt: new Date() } })
              .returning({ id: matches.id });
            matchId = row.id;
          } else {
            await tx
              .update(matches)
              .set({ ...write.values, updatedAt: new Date() })
              .where(eq(matches.id, matchId));
          }
          await tx
            .insert(dataSyncFixtures)
            .values({
              fixtureId: write.fixtureId,
              matchId,
              leagueId: write.leagueId,
              providerStatus: write.providerStatus,
              previousKickoffAt: write.previousKickoffAt,
            })
            .onConflictDoUpdate({
              target: dataSyncFixtures.fixtureId,
              set: { providerStatus: write.providerStatus, previousKickoffAt: write.previousKickoffAt },
            });
          ids.push(matchId);
        }
        return ids;
      });
    },

    /** Matches of today (UTC day) in these seasons not finished yet: today's pass is due only with some. */
    async openMatchesBetween(seasonIds: number[], from: Date, to: Date): Promise<number> {
      if (!seasonIds.length) return 0;
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(matches)
        .where(
          and(
            inArray(matches.seasonId, seasonIds),
            gte(matches.kickoffAt, from),
            lte(matches.kickoffAt, to),
            sql`${matches.status} not in (3, 31, 32)`,
          ),
        );
      return row.count;
    },

    /** Whether a season has a match playing or kicked off within `windowMs` and not over (its round goes on). */
    async roundUnderWay(seasonId: number, now: Date, windowMs: number): Promise<boolean> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(matches)
        .where(
          and(
            eq(matches.seasonId, seasonId),
            or(
              inArray(matches.status, [1, 11, 12, 13, 14]),
              and(
                eq(matches.status, 0),
                gte(matches.kickoffAt, new Date(now.getTime() - windowMs)),
                lte(matches.kickoffAt, now),
              ),
            ),
          ),
        );
      return row.count > 0;
    },

    async counts(): Promise<{ teams: number; matches: number; fixtures: number }> {
      const result = (await db.execute(sql`
        select (select count(*)::int from teams) as teams, (select count(*)::int from matches) as matches,
               (select count(*)::int from data_sync_fixtures) as fixtures`)) as unknown as Rows<{
        teams: number;
        matches: number;
        fixtures: number;
      }>;
      return result.rows[0];
    },

    /* ---------- official tables ---------- */

    async saveTables(seasonId: number, patch: { standings?: unknown; scorers?: unknown }, at: Date): Promise<void> {
      await db
        .insert(seasonOfficialTables)
        .values({ seasonId, ...patch, updatedAt: at })
        .onConflictDoUpdate({ target: seasonOfficialTables.seasonId, set: { ...patch, updatedAt: at } });
    },

    async tablesOf(seasonId: number) {
      const [row] = await db.select().from(seasonOfficialTables).where(eq(seasonOfficialTables.seasonId, seasonId));
      return row ?? null;
    },
  };
}

export type DataSyncRepo = ReturnType<typeof dataSyncRepo>;
