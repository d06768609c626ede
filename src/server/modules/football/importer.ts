// Loads the openfootball files into the database. Idempotent: each file's checksum (content + demo
// shift + importer version) is stored on its season, so unchanged files are skipped and a changed
// file is upserted in place (same ids). One transaction per file; a broken file is reported by name
// and the others still load.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, zonedToUtc } from '@shared/datetime';
import { slugify } from '@shared/slug';
import type { Db } from '../../db/client';
import { competitions, goals, matches, seasons, teams } from '../../db/schema';
import { CLUBS, COMPETITIONS, COUNTRIES, NATIONAL_TEAMS, type CompetitionInfo } from './catalog';
import { resolveTeam, type TeamIdentity } from './identity';
import { stateAt, type RealResult } from './settle';

/** Bump when the import rules change, so every file is loaded again. */
const IMPORTER_VERSION = 3;

const pair = z.tuple([z.number().int(), z.number().int()]);
const goalSchema = z.object({
  name: z.string(),
  minute: z.union([z.number(), z.string()]),
  offset: z.union([z.number(), z.string()]).optional(),
  penalty: z.boolean().optional(),
  owngoal: z.boolean().optional(),
});
const fileSchema = z.object({
  name: z.string(),
  matches: z.array(
    z.object({
      round: z.string(),
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      time: z
        .string()
        .regex(/^\d{1,2}:\d{2}( UTC[+-]\d{1,2})?$/)
        .optional(),
      team1: z.string().min(1),
      team2: z.string().min(1),
      score: z.object({ ht: pair.optional(), ft: pair.optional(), et: pair.optional(), p: pair.optional() }).optional(),
      status: z.string().optional(),
      group: z.string().optional(),
      ground: z.string().optional(),
      goals1: z.array(goalSchema).optional(),
      goals2: z.array(goalSchema).optional(),
    }),
  ),
});
type SourceFile = z.infer<typeof fileSchema>;

export interface ImportOptions {
  /** Folder holding football.json/ and worldcup.json/. */
  dataDir: string;
  /** Demo calendar: weeks every season is moved forward (0 = real dates). */
  shiftWeeks: number;
  now?: Date;
}

export interface ImportReport {
  imported: string[];
  skipped: string[];
  failed: { file: string; error: string }[];
  durationMs: number;
}

interface SourceEntry {
  key: string;
  file: string;
  code: string;
  seasonName: string;
}

/** The data files the app knows: football.json/<season>/<code>.json and worldcup.json/<season>/*.json. */
export function listSourceFiles(dataDir: string): SourceEntry[] {
  const entries: SourceEntry[] = [];
  for (const repo of ['football.json', 'worldcup.json']) {
    const root = path.join(dataDir, repo);
    let seasonsDirs: string[];
    try {
      seasonsDirs = readdirSync(root).filter((name) => statSync(path.join(root, name)).isDirectory());
    } catch {
      continue;
    }
    for (const season of seasonsDirs.sort()) {
      for (const file of readdirSync(path.join(root, season)).sort()) {
        const code = file.replace(/\.json$/, '');
        if (!file.endsWith('.json') || !COMPETITIONS[code]) continue;
        entries.push({
          key: `${repo}/${season}/${code}`,
          file: path.join(repo, season, file),
          code,
          seasonName: season.replace(/^(\d{4})-(\d{2})$/, '$1/$2'),
        });
      }
    }
  }
  return entries;
}

/** The catalogue (names, colours, time zones) shapes what a file becomes: a change re-imports. */
const CATALOG_FINGERPRINT = createHash('sha1')
  .update(JSON.stringify([COMPETITIONS, CLUBS, COUNTRIES, NATIONAL_TEAMS]))
  .digest('hex');

function checksumOf(content: string, shiftWeeks: number): string {
  return createHash('sha1')
    .update(`${IMPORTER_VERSION}|${shiftWeeks}|${CATALOG_FINGERPRINT}|`)
    .update(content)
    .digest('hex');
}

/** Kick-off in UTC, after the demo shift (the local date moves by whole weeks; the local time stays). */
function kickoffOf(date: string, time: string | undefined, info: CompetitionInfo, shiftDays: number) {
  const day = addDays(date, shiftDays);
  if (!time) return { at: zonedToUtc(day, '12:00', info.timeZone), known: false };
  const explicit = /^(\d{1,2}:\d{2}) UTC([+-]\d{1,2})$/.exec(time);
  if (explicit) {
    const [h, m] = explicit[1].split(':').map(Number);
    const utc =
      Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10), h, m) - Number(explicit[2]) * 3_600_000;
    return { at: new Date(utc), known: true };
  }
  return { at: zonedToUtc(day, time.padStart(5, '0'), info.timeZone), known: true };
}

function toInt(value: number | string | undefined): number | null {
  if (value === undefined) return null;
  const n = typeof value === 'number' ? value : parseInt(value, 10);
  return Number.isFinite(n) ? n : null;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function importFootballData(db: Db, options: ImportOptions): Promise<ImportReport> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const report: ImportReport = { imported: [], skipped: [], failed: [], durationMs: 0 };
  const known = new Map(
    (await db.select({ key: seasons.sourceKey, checksum: seasons.checksum }).from(seasons)).map((s) => [
      s.key,
      s.checksum,
    ]),
  );

  for (const entry of listSourceFiles(options.dataDir)) {
    try {
      const content = readFileSync(path.join(options.dataDir, entry.file), 'utf8');
      const checksum = checksumOf(content, options.shiftWeeks);
      if (known.get(entry.key) === checksum) {
        report.skipped.push(entry.file);
        continue;
      }
      let parsed: SourceFile;
      try {
        parsed = fileSchema.parse(JSON.parse(content));
      } catch (error) {
        const detail =
          error instanceof z.ZodError
            ? `${error.issues[0]?.path.join('.')}: ${error.issues[0]?.message}`
            : (error as Error).message;
        throw new Error(`arquivo inválido (${detail})`, { cause: error });
      }
      await importFile(db, entry, parsed, checksum, options.shiftWeeks * 7, now);
      report.imported.push(entry.file);
    } catch (error) {
      report.failed.push({ file: entry.file, error: (error as Error).message });
    }
  }
  report.durationMs = Date.now() - started;
  return report;
}

async function importFile(
  db: Db,
  entry: SourceEntry,
  file: SourceFile,
  checksum: string,
  shiftDays: number,
  now: Date,
) {
  const info = COMPETITIONS[entry.code];
  const dates = file.matches.map((m) => m.date).sort();
  await db.transaction(async (tx) => {
    const [competition] = await tx
      .insert(competitions)
      .values({
        code: info.code,
        name: info.name,
        slug: slugify(info.name),
        country: info.country,
        kind: info.kind,
        priority: info.priority,
      })
      .onConflictDoUpdate({
        target: competitions.code,
        set: {
          name: info.name,
          slug: slugify(info.name),
          country: info.country,
          kind: info.kind,
          priority: info.priority,
        },
      })
      .returning({ id: competitions.id });

    const seasonValues = {
      competitionId: competition.id,
      name: entry.seasonName,
      sourceKey: entry.key,
      checksum,
      startsOn: dates.length ? addDays(dates[0], shiftDays) : null,
      endsOn: dates.length ? addDays(dates.at(-1)!, shiftDays) : null,
    };
    const [season] = await tx
      .insert(seasons)
      .values(seasonValues)
      .onConflictDoUpdate({ target: seasons.sourceKey, set: seasonValues })
      .returning({ id: seasons.id });

    // Teams: one upsert for the whole file.
    const identities = new Map<string, TeamIdentity>();
    const byRaw = new Map<string, TeamIdentity>();
    for (const m of file.matches) {
      for (const raw of [m.team1, m.team2]) {
        if (byRaw.has(raw)) continue;
        const identity = resolveTeam(raw, { clubCountry: info.clubCountry, national: info.national });
        byRaw.set(raw, identity);
        const previous = identities.get(identity.key);
        // Two spellings of one club in one file: keep every alias.
        if (previous) previous.aliases = [...new Set([...previous.aliases, ...identity.aliases])];
        else identities.set(identity.key, identity);
      }
    }
    const teamIds = new Map<string, number>();
    const teamRows = [...identities.values()];
    if (teamRows.length) {
      const rows = await tx
        .insert(teams)
        .values(teamRows)
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
            searchText: sql`excluded.search_text`,
          },
        })
        .returning({ id: teams.id, key: teams.key });
      for (const row of rows) teamIds.set(row.key, row.id);
    }

    // Rounds in order of first kick-off.
    const roundStart = new Map<string, string>();
    for (const m of file.matches)
      if (!roundStart.has(m.round) || m.date < roundStart.get(m.round)!) roundStart.set(m.round, m.date);
    const roundOrder = new Map(
      [...roundStart.entries()].sort((a, b) => a[1].localeCompare(b[1])).map(([round], index) => [round, index]),
    );

    const seen = new Map<string, number>();
    const matchRows = file.matches.map((m) => {
      const base = `${entry.key}|${m.round}|${m.team1}|${m.team2}`;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      const kickoff = kickoffOf(m.date, m.time, info, shiftDays);
      const s = m.score ?? {};
      const real: RealResult = {
        ftHome: s.ft?.[0] ?? null,
        ftAway: s.ft?.[1] ?? null,
        etHome: s.et?.[0] ?? null,
        etAway: s.et?.[1] ?? null,
        penHome: s.p?.[0] ?? null,
        penAway: s.p?.[1] ?? null,
        postponed: m.status === 'postponed' || m.status === 'abandoned',
      };
      const state = stateAt(real, kickoff.at, now);
      return {
        seasonId: season.id,
        sourceKey: count > 1 ? `${base}|${count}` : base,
        round: m.round,
        roundOrder: roundOrder.get(m.round) ?? 0,
        groupName: m.group ?? (/^Group [A-Z]$/.test(m.round) ? m.round : null),
        homeTeamId: teamIds.get(byRaw.get(m.team1)!.key)!,
        awayTeamId: teamIds.get(byRaw.get(m.team2)!.key)!,
        kickoffAt: kickoff.at,
        kickoffKnown: kickoff.known,
        venue: m.ground ?? null,
        status: state.status,
        minute: null,
        homeScore: state.homeScore,
        awayScore: state.awayScore,
        htHome: s.ht?.[0] ?? null,
        htAway: s.ht?.[1] ?? null,
        ftHome: real.ftHome,
        ftAway: real.ftAway,
        etHome: real.etHome,
        etAway: real.etAway,
        penHome: real.penHome,
        penAway: real.penAway,
        updatedAt: now,
      };
    });

    const matchIds = new Map<string, number>();
    for (const batch of chunks(matchRows, 400)) {
      const rows = await tx
        .insert(matches)
        .values(batch)
        .onConflictDoUpdate({
          target: matches.sourceKey,
          set: Object.fromEntries(
            [
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
            ].map((column) => [camel(column), sql.raw(`excluded.${column}`)]),
          ),
        })
        .returning({ id: matches.id, sourceKey: matches.sourceKey });
      for (const row of rows) matchIds.set(row.sourceKey, row.id);
    }
    // Matches the file no longer has.
    await tx
      .delete(matches)
      .where(and(eq(matches.seasonId, season.id), notInArray(matches.sourceKey, [...matchIds.keys(), ''])));

    const ids = [...matchIds.values()];
    for (const batch of chunks(ids, 1000)) await tx.delete(goals).where(inArray(goals.matchId, batch));
    const goalRows = file.matches.flatMap((m, index) => {
      const matchId = matchIds.get(matchRows[index].sourceKey)!;
      const unique = new Set<string>();
      return (['home', 'away'] as const).flatMap((side) =>
        ((side === 'home' ? m.goals1 : m.goals2) ?? []).flatMap((g) => {
          const minute = toInt(g.minute);
          if (minute == null) return [];
          const offset = toInt(g.offset);
          const id = `${side}|${g.name}|${minute}|${offset}`;
          if (unique.has(id)) return [];
          unique.add(id);
          return [
            { matchId, side, player: g.name, minute, offset, penalty: Boolean(g.penalty), ownGoal: Boolean(g.owngoal) },
          ];
        }),
      );
    });
    for (const batch of chunks(goalRows, 1000)) await tx.insert(goals).values(batch);
  });
}

function camel(column: string): string {
  return column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}
