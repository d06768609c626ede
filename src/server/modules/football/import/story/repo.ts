// SQL of the World Cup story import: the plan's keys become ids, and every row is upserted only where
// it differs (a second import with the same files changes no row), rows the files no longer have go.
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../../db/client';
import {
  goals,
  lineupEntries,
  matchEvents,
  matches,
  players,
  seasons,
  squadMembers,
  teams,
} from '../../../../db/schema';
import type { StoryPlan } from './plan';
import { foldName } from './worldcup-txt';

/** `SET col = excluded.col …` only `WHERE` some column differs: an unchanged row is not rewritten. */
function changedOnly(table: PgTable, columns: Record<string, PgColumn>): { set: Record<string, SQL>; setWhere: SQL } {
  const names = Object.values(columns).map((c) => c.name);
  const tableName = (table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')];
  const own = names.map((n) => `"${tableName}"."${n}"`).join(', ');
  const incoming = names.map((n) => `excluded."${n}"`).join(', ');
  return {
    set: Object.fromEntries(Object.entries(columns).map(([key, c]) => [key, sql.raw(`excluded."${c.name}"`)])),
    setWhere: sql.raw(`row(${own}) is distinct from row(${incoming})`),
  };
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface StoryImportCounts {
  matches: number;
  /** Matches of the files that no stored match answers to (a season not imported, teams renamed). */
  unmatched: string[];
}

export async function saveStory(db: Db, plan: StoryPlan): Promise<StoryImportCounts> {
  return db.transaction(async (tx) => {
    const teamRows = await tx
      .select({ id: teams.id, key: teams.key })
      .from(teams)
      .where(inArray(teams.key, [...new Set(plan.players.map((p) => p.nationalTeamKey)), '']));
    const teamId = new Map(teamRows.map((t) => [t.key, t.id]));

    const years = [...new Set(plan.matches.map((m) => m.year))];
    const seasonRows = await tx
      .select({ id: seasons.id, key: seasons.sourceKey })
      .from(seasons)
      .where(inArray(seasons.sourceKey, [...years.map((y) => `worldcup.json/${y}/worldcup`), '']));
    const seasonOf = new Map(seasonRows.map((s) => [s.key.split('/')[1], s.id]));

    // worldcup.json writes names with their accents ("Kylian Mbappé"), the TXT files without: a
    // scorer's name is the accented spelling when it is the same name.
    const spelled = new Map<string, string>();
    if (seasonRows.length)
      for (const row of await tx
        .selectDistinct({ name: goals.player })
        .from(goals)
        .innerJoin(matches, eq(matches.id, goals.matchId))
        .where(
          inArray(
            matches.seasonId,
            seasonRows.map((s) => s.id),
          ),
        ))
        if (row.name !== foldName(row.name)) spelled.set(foldName(row.name), row.name);

    // Players of a tournament the app has (its national teams imported).
    const playerRows = plan.players
      .filter((p) => teamId.has(p.nationalTeamKey))
      .map(({ nationalTeamKey, ...p }) => {
        const name = spelled.get(foldName(p.name)) ?? p.name;
        const aliases = name === p.name ? p.aliases : [...new Set([...p.aliases, p.name])].sort();
        return { ...p, name, aliases, nationalTeamId: teamId.get(nationalTeamKey)! };
      });
    const playerUpdate = changedOnly(players, {
      name: players.name,
      slug: players.slug,
      aliases: players.aliases,
      birthDate: players.birthDate,
      position: players.position,
      nationalTeamId: players.nationalTeamId,
    });
    for (const batch of chunks(playerRows, 500))
      await tx
        .insert(players)
        .values(batch)
        .onConflictDoUpdate({ target: players.key, ...playerUpdate });
    const playerId = new Map<string, number>();
    for (const batch of chunks(
      playerRows.map((p) => p.key),
      1000,
    ))
      for (const row of await tx
        .select({ id: players.id, key: players.key })
        .from(players)
        .where(inArray(players.key, batch)))
        playerId.set(row.key, row.id);

    // Squads.
    const squadRows = plan.squads
      .filter((s) => seasonOf.has(s.year) && teamId.has(s.teamKey) && playerId.has(s.playerKey))
      .map((s) => ({
        seasonId: seasonOf.get(s.year)!,
        teamId: teamId.get(s.teamKey)!,
        playerId: playerId.get(s.playerKey)!,
        shirtNumber: s.shirtNumber,
        position: s.position,
      }));
    const squadUpdate = changedOnly(squadMembers, {
      shirtNumber: squadMembers.shirtNumber,
      position: squadMembers.position,
    });
    for (const batch of chunks(squadRows, 1000))
      await tx
        .insert(squadMembers)
        .values(batch)
        .onConflictDoUpdate({
          target: [squadMembers.seasonId, squadMembers.teamId, squadMembers.playerId],
          ...squadUpdate,
        });
    for (const [year, seasonId] of seasonOf) {
      const kept = squadRows.filter((s) => s.seasonId === seasonId);
      const stale = await tx
        .select({ id: squadMembers.id, teamId: squadMembers.teamId, playerId: squadMembers.playerId })
        .from(squadMembers)
        .where(eq(squadMembers.seasonId, seasonId));
      const keep = new Set(kept.map((s) => `${s.teamId}|${s.playerId}`));
      const gone = stale.filter((s) => !keep.has(`${s.teamId}|${s.playerId}`)).map((s) => s.id);
      if (gone.length) await tx.delete(squadMembers).where(inArray(squadMembers.id, gone));
      void year;
    }

    // The stored match each planned one is: same season, same teams, the n-th time they meet.
    const unmatched: string[] = [];
    const matchIdOf = new Map<string, number>();
    for (const [year, seasonId] of seasonOf) {
      const rows = await tx
        .select({ id: matches.id, home: matches.homeTeamId, away: matches.awayTeamId })
        .from(matches)
        .where(eq(matches.seasonId, seasonId))
        .orderBy(asc(matches.kickoffAt), asc(matches.id));
      const seen = new Map<string, number>();
      for (const r of rows) {
        const pair = `${r.home}|${r.away}`;
        const n = seen.get(pair) ?? 0;
        seen.set(pair, n + 1);
        matchIdOf.set(`${year}|${pair}|${n}`, r.id);
      }
    }

    let saved = 0;
    for (const m of plan.matches) {
      const home = teamId.get(m.homeKey);
      const away = teamId.get(m.awayKey);
      const id = home && away ? matchIdOf.get(`${m.year}|${home}|${away}|${m.occurrence}`) : undefined;
      if (!id) {
        unmatched.push(`${m.year} ${m.homeKey} x ${m.awayKey}`);
        continue;
      }
      saved++;
      const details = {
        referee: m.referee,
        attendance: m.attendance,
        homeFormation: m.homeFormation,
        awayFormation: m.awayFormation,
        homeCoach: m.homeCoach,
        awayCoach: m.awayCoach,
      };
      await tx
        .update(matches)
        .set({ ...details, venue: sql`coalesce(${matches.venue}, ${m.venue})` })
        .where(
          and(
            eq(matches.id, id),
            sql`(row(${matches.referee}, ${matches.attendance}, ${matches.homeFormation}, ${matches.awayFormation}, ${matches.homeCoach}, ${matches.awayCoach}) is distinct from row(${m.referee}::text, ${m.attendance}::integer, ${m.homeFormation}::text, ${m.awayFormation}::text, ${m.homeCoach}::text, ${m.awayCoach}::text) or (${matches.venue} is null and ${m.venue}::text is not null))`,
          ),
        );

      const lineupRows = m.lineup
        .filter((e) => playerId.has(e.playerKey))
        .map(({ playerKey, ...e }) => ({ ...e, matchId: id, playerId: playerId.get(playerKey)! }));
      if (lineupRows.length)
        await tx
          .insert(lineupEntries)
          .values(lineupRows)
          .onConflictDoUpdate({
            target: [lineupEntries.matchId, lineupEntries.side, lineupEntries.playerId],
            ...changedOnly(lineupEntries, {
              name: lineupEntries.name,
              shirtNumber: lineupEntries.shirtNumber,
              position: lineupEntries.position,
              starter: lineupEntries.starter,
              line: lineupEntries.line,
              slot: lineupEntries.slot,
              captain: lineupEntries.captain,
            }),
          });
      await tx
        .delete(lineupEntries)
        .where(
          and(
            eq(lineupEntries.matchId, id),
            notInArray(lineupEntries.playerId, [...lineupRows.map((r) => r.playerId), 0]),
          ),
        );

      const eventRows = m.events.map(({ playerKey, relatedKey, ...e }) => ({
        ...e,
        matchId: id,
        playerId: playerKey ? (playerId.get(playerKey) ?? null) : null,
        relatedPlayerId: relatedKey ? (playerId.get(relatedKey) ?? null) : null,
      }));
      if (eventRows.length)
        await tx
          .insert(matchEvents)
          .values(eventRows)
          .onConflictDoUpdate({
            target: [matchEvents.matchId, matchEvents.seq],
            ...changedOnly(matchEvents, {
              type: matchEvents.type,
              side: matchEvents.side,
              minute: matchEvents.minute,
              offset: matchEvents.offset,
              playerId: matchEvents.playerId,
              playerName: matchEvents.playerName,
              relatedPlayerId: matchEvents.relatedPlayerId,
              relatedName: matchEvents.relatedName,
            }),
          });
      await tx
        .delete(matchEvents)
        .where(and(eq(matchEvents.matchId, id), sql`${matchEvents.seq} >= ${eventRows.length}`));

      // The goals worldcup.json gave this match point at the same scorer's identity (one Mbappé).
      const goalRows = await tx
        .select({
          id: goals.id,
          side: goals.side,
          minute: goals.minute,
          offset: goals.offset,
          playerId: goals.playerId,
        })
        .from(goals)
        .where(eq(goals.matchId, id));
      const scorers = eventRows.filter((e) => e.type === 'goal' || e.type === 'penalty' || e.type === 'own_goal');
      for (const g of goalRows) {
        const scorer = scorers.find(
          (e) => e.side === g.side && e.minute === g.minute && (e.offset ?? 0) === (g.offset ?? 0),
        );
        // A goal the events do not name is left to the name join below (a re-import rewrites goals).
        const target = scorer?.playerId;
        if (target && target !== g.playerId) await tx.update(goals).set({ playerId: target }).where(eq(goals.id, g.id));
      }
    }
    // Goals of matches the TXT files do not have (2026's last rounds) point at the scorer by his
    // name within his national team, when exactly one player of that team answers to it.
    if (seasonRows.length) {
      const open = await tx
        .select({
          id: goals.id,
          player: goals.player,
          teamId: sql<number>`case when (${goals.side} = 'home') <> ${goals.ownGoal} then ${matches.homeTeamId} else ${matches.awayTeamId} end`,
        })
        .from(goals)
        .innerJoin(matches, eq(matches.id, goals.matchId))
        .where(
          and(
            inArray(
              matches.seasonId,
              seasonRows.map((s) => s.id),
            ),
            sql`${goals.playerId} is null`,
          ),
        );
      if (open.length) {
        const byTeam = new Map<string, number[]>();
        for (const p of await tx
          .select({ id: players.id, name: players.name, aliases: players.aliases, teamId: players.nationalTeamId })
          .from(players)
          .where(inArray(players.nationalTeamId, [...new Set(open.map((g) => Number(g.teamId)))])))
          for (const spelling of new Set([p.name, ...p.aliases].map(foldName))) {
            const key = `${p.teamId}|${spelling}`;
            byTeam.set(key, [...(byTeam.get(key) ?? []), p.id]);
          }
        for (const g of open) {
          const ids = byTeam.get(`${Number(g.teamId)}|${foldName(g.player)}`);
          if (ids?.length === 1) await tx.update(goals).set({ playerId: ids[0] }).where(eq(goals.id, g.id));
        }
      }
    }
    return { matches: saved, unmatched };
  });
}
