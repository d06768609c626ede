// SQL of the import: the stored checksums, and one file's rows written in one transaction (upserts
// keep ids stable; matches the file no longer has are removed; goals are replaced).
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { competitions, goals, liveGoals, matches, seasons, teams } from '../../../db/schema';
import type { ImportPlan } from './transform';

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Columns a re-import overwrites (everything but the identity and the season). */
const MATCH_UPDATE_COLUMNS = [
  'round',
  'round_order',
  'group_name',
  'home_team_id',
  'away_team_id',
  'kickoff_at',
  'kickoff_known',
  'venue',
  'status',
  'minute',
  'home_score',
  'away_score',
  'ht_home',
  'ht_away',
  'ft_home',
  'ft_away',
  'et_home',
  'et_away',
  'pen_home',
  'pen_away',
  'updated_at',
];
const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export function importRepo(db: Db) {
  return {
    /** Checksum of every imported file, by source key. */
    async checksums(): Promise<Map<string, string>> {
      const rows = await db.select({ key: seasons.sourceKey, checksum: seasons.checksum }).from(seasons);
      return new Map(rows.map((s) => [s.key, s.checksum]));
    },

    /** Every stored match's kick-off (ms), by source key: the calendar the last import wrote. */
    async kickoffs(): Promise<Map<string, number>> {
      const rows = await db.select({ key: matches.sourceKey, at: matches.kickoffAt }).from(matches);
      return new Map(rows.map((row) => [row.key, row.at.getTime()]));
    },

    /** Removes a season an earlier import wrote (its matches, goals and story go with it). */
    async removeSeason(sourceKey: string): Promise<void> {
      await db.delete(seasons).where(eq(seasons.sourceKey, sourceKey));
    },

    /** Writes one file's plan in one transaction. */
    async save(plan: ImportPlan): Promise<void> {
      await db.transaction(async (tx) => {
        const { code: _code, ...competitionUpdate } = plan.competition;
        const [competition] = await tx
          .insert(competitions)
          .values(plan.competition)
          .onConflictDoUpdate({ target: competitions.code, set: competitionUpdate })
          .returning({ id: competitions.id });

        const seasonValues = { ...plan.season, competitionId: competition.id };
        const [season] = await tx
          .insert(seasons)
          .values(seasonValues)
          .onConflictDoUpdate({ target: seasons.sourceKey, set: seasonValues })
          .returning({ id: seasons.id });

        const teamIds = new Map<string, number>();
        if (plan.teams.length) {
          const rows = await tx
            .insert(teams)
            .values(plan.teams)
            .onConflictDoUpdate({
              target: teams.key,
              set: {
                name: sql`excluded.name`,
                officialName: sql`excluded.official_name`,
                shortName: sql`excluded.short_name`,
                slug: sql`excluded.slug`,
                country: sql`excluded.country`,
                isNational: sql`excluded.is_national`,
                colorPrimary: sql`excluded.color_primary`,
                colorSecondary: sql`excluded.color_secondary`,
                aliases: sql`excluded.aliases`,
              },
            })
            .returning({ id: teams.id, key: teams.key });
          for (const row of rows) teamIds.set(row.key, row.id);
        }

        const matchIds = new Map<string, number>();
        const matchRows = plan.matches.map(({ homeTeamKey, awayTeamKey, ...match }) => ({
          ...match,
          seasonId: season.id,
          homeTeamId: teamIds.get(homeTeamKey)!,
          awayTeamId: teamIds.get(awayTeamKey)!,
        }));
        for (const batch of chunks(matchRows, 400)) {
          const rows = await tx
            .insert(matches)
            .values(batch)
            .onConflictDoUpdate({
              target: matches.sourceKey,
              set: Object.fromEntries(
                MATCH_UPDATE_COLUMNS.map((column) => [camel(column), sql.raw(`excluded.${column}`)]),
              ),
            })
            .returning({ id: matches.id, sourceKey: matches.sourceKey });
          for (const row of rows) matchIds.set(row.sourceKey, row.id);
        }
        // Matches the file no longer has.
        await tx
          .delete(matches)
          .where(and(eq(matches.seasonId, season.id), notInArray(matches.sourceKey, [...matchIds.keys(), ''])));

        for (const batch of chunks([...matchIds.values()], 1000)) {
          await tx.delete(goals).where(inArray(goals.matchId, batch));
          // The rows above are back to the file's state (scheduled, no live score): what the live
          // feed announced under the previous calendar goes too, or a moved match would start with
          // its old goals already counted.
          await tx.delete(liveGoals).where(inArray(liveGoals.matchId, batch));
        }
        const goalRows = plan.goals.map(({ matchSourceKey, ...goal }) => ({
          ...goal,
          matchId: matchIds.get(matchSourceKey)!,
        }));
        for (const batch of chunks(goalRows, 1000)) await tx.insert(goals).values(batch);
      });
    },
  };
}
