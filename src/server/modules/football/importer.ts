// Loads the openfootball files into the database. Idempotent: each file's checksum (content + demo
// shift + importer version + catalogue) is stored on its season, so unchanged files are skipped and a
// changed file is upserted in place (same ids). One transaction per file; a broken file is reported
// by name and the others still load. Reading (import/files), the pure transform (import/transform)
// and the SQL (import/repo) are separate.
import type { Db } from '../../db/client';
import { listSourceFiles, parseSourceFile, readSourceFile } from './import/files';
import { importRepo } from './import/repo';
import { planImport } from './import/transform';
import { chooseShiftMinutes, storedShiftMinutes } from './demo-calendar';
import { readStoryFiles } from './import/story/files';
import { planStory } from './import/story/plan';
import { saveStory, type StoryImportCounts } from './import/story/repo';

export interface ImportOptions {
  /** Folder holding football.json/ and worldcup.json/. */
  dataDir: string;
  /** Demo calendar: weeks every season is moved forward (0 = real dates). */
  shiftWeeks: number;
  /** And minutes on top (the demo that keeps something live: demo-calendar.ts). */
  shiftMinutes?: number;
  /** The clock: which matches are already played. */
  now: Date;
}

export interface ImportReport {
  /** The minutes the demo calendar was moved by on top of the whole weeks (0 when pinned). */
  shiftMinutes: number;
  imported: string[];
  skipped: string[];
  failed: { file: string; error: string }[];
  /** The World Cup TXT files' lineups and events joined to the stored matches (null: no such files). */
  story: StoryImportCounts | null;
  durationMs: number;
}

/**
 * The minutes that keep something live now (demo-calendar.ts): the files' whole-week kick-offs, and
 * the calendar the database holds, decide whether the stored shift still does or a new one is chosen.
 */
export async function liveNowShiftMinutes(
  db: Db,
  options: { dataDir: string; shiftWeeks: number; now: Date; liveWindowMs: number },
): Promise<number> {
  const planned = plannedKickoffs(options.dataDir, options.shiftWeeks, options.now);
  const stored = await importRepo(db).kickoffs();
  const base = new Map([...planned].map(([key, kickoff]) => [key, kickoff.at]));
  return chooseShiftMinutes({
    // Anchors are real matches with their real result (and scorers, where the data has them).
    kickoffs: [...planned.values()].filter((kickoff) => kickoff.known && kickoff.played).map((kickoff) => kickoff.at),
    now: options.now.getTime(),
    current: storedShiftMinutes(base, stored),
    liveWindowMs: options.liveWindowMs,
  });
}

export async function importFootballData(db: Db, options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const repo = importRepo(db);
  const report: ImportReport = {
    shiftMinutes: options.shiftMinutes ?? 0,
    imported: [],
    skipped: [],
    failed: [],
    story: null,
    durationMs: 0,
  };
  const known = await repo.checksums();

  for (const entry of listSourceFiles(options.dataDir)) {
    try {
      const { content, checksum } = readSourceFile(options.dataDir, entry, options.shiftWeeks, options.shiftMinutes);
      if (known.get(entry.key) === checksum) {
        report.skipped.push(entry.file);
        continue;
      }
      const plan = planImport(entry, parseSourceFile(content), {
        checksum,
        shiftDays: options.shiftWeeks * 7,
        shiftMinutes: options.shiftMinutes,
        now: options.now,
      });
      await repo.save(plan);
      report.imported.push(entry.file);
    } catch (error) {
      report.failed.push({ file: entry.file, error: (error as Error).message });
    }
  }
  // After the JSON files: the story joins the matches they wrote (and their goals, rewritten on a change).
  try {
    const story = readStoryFiles(options.dataDir);
    if (story.length) report.story = await saveStory(db, planStory(story));
  } catch (error) {
    report.failed.push({ file: 'worldcup-txt', error: (error as Error).message });
  }
  report.durationMs = Math.round(performance.now() - started);
  return report;
}

/** A match's kick-off (ms) on the whole-week calendar; `known`: the data has its time; `played`: its result. */
export interface PlannedKickoff {
  at: number;
  known: boolean;
  played: boolean;
}

/**
 * Every match's kick-off on the whole-week calendar, by source key, straight from the files
 * (nothing written): what the demo's minute shift is chosen and recognised from.
 */
export function plannedKickoffs(dataDir: string, shiftWeeks: number, now: Date): Map<string, PlannedKickoff> {
  const kickoffs = new Map<string, PlannedKickoff>();
  for (const entry of listSourceFiles(dataDir)) {
    try {
      const { content } = readSourceFile(dataDir, entry, shiftWeeks);
      const plan = planImport(entry, parseSourceFile(content), { checksum: '', shiftDays: shiftWeeks * 7, now });
      for (const match of plan.matches)
        kickoffs.set(match.sourceKey, {
          at: match.kickoffAt.getTime(),
          known: match.kickoffKnown,
          played: match.ftHome != null && match.ftAway != null,
        });
    } catch {
      // A broken file is reported by the import itself.
    }
  }
  return kickoffs;
}
