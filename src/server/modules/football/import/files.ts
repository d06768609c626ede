// Reading the openfootball files: which files the app knows, their checksum, and their validated
// content. Knows nothing of the database. The openfootball source (source.ts) reads the content
// through here; the importer only the list and the checksums (which file to skip, which to report).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { int4 } from '@shared/integers';
import { CLUBS, COMPETITIONS, COUNTRIES, NATIONAL_TEAMS, TEAM_NAME_VARIANTS } from '../catalog';

/** Bump when the import rules change, so every file is loaded again. */
const IMPORTER_VERSION = 3;

const pair = z.tuple([int4(), int4()]);
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
export type SourceFile = z.infer<typeof fileSchema>;
export type SourceMatch = SourceFile['matches'][number];

export interface SourceEntry {
  /** Stable identity of the file: "football.json/2025/br.1". */
  key: string;
  /** Path under the data folder. */
  file: string;
  /** Competition code (a key of COMPETITIONS). */
  code: string;
  /** Season name as shown: "2025/26" or "2025". */
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

/** The catalogue (names, colours, time zones, order) shapes what a file becomes: a change re-imports. */
const CATALOG_FINGERPRINT = createHash('sha1')
  .update(JSON.stringify([COMPETITIONS, CLUBS, COUNTRIES, NATIONAL_TEAMS, TEAM_NAME_VARIANTS]))
  .digest('hex');

/** The checksum that says whether a file must be imported again: its text, its calendar, the rules. */
function sourceChecksum(content: string, shiftWeeks: number, shiftMinutes = 0): string {
  // Whole weeks alone keep the checksum they always had (no re-import after an upgrade).
  const shift = shiftMinutes ? `${shiftWeeks}w${shiftMinutes}m` : `${shiftWeeks}`;
  return createHash('sha1')
    .update(`${IMPORTER_VERSION}|${shift}|${CATALOG_FINGERPRINT}|`)
    .update(content)
    .digest('hex');
}

/** The file's raw text. */
export function readSourceText(dataDir: string, entry: SourceEntry): string {
  return readFileSync(path.join(dataDir, entry.file), 'utf8');
}

/** The file's raw text and the checksum that says whether it must be imported again. */
export function readSourceFile(dataDir: string, entry: SourceEntry, shiftWeeks: number, shiftMinutes = 0) {
  const content = readSourceText(dataDir, entry);
  return { content, checksum: sourceChecksum(content, shiftWeeks, shiftMinutes) };
}

/** The validated content, or an error naming the first problem in Portuguese. */
export function parseSourceFile(content: string): SourceFile {
  try {
    return fileSchema.parse(JSON.parse(content));
  } catch (error) {
    const detail =
      error instanceof z.ZodError
        ? `${error.issues[0]?.path.join('.')}: ${error.issues[0]?.message}`
        : (error as Error).message;
    throw new Error(`arquivo inválido (${detail})`, { cause: error });
  }
}
