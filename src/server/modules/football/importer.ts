// Loads the openfootball files into the database. Idempotent: each file's checksum (content + demo
// shift + importer version + catalogue) is stored on its season, so unchanged files are skipped and a
// changed file is upserted in place (same ids). One transaction per file; a broken file is reported
// by name and the others still load. Reading (import/files), the pure transform (import/transform)
// and the SQL (import/repo) are separate.
import type { Db } from '../../db/client';
import {
  listSourceFiles,
  parseSourceFile,
  readSourceFile,
  sourceChecksum,
  type SourceEntry,
  type SourceFile,
} from './import/files';
import { importRepo } from './import/repo';
import { planImport } from './import/transform';
import {
  chooseShiftMinutes,
  replayDayShiftMinutes,
  replaysSeason,
  stopsMidSeason,
  storedShiftMinutes,
} from './demo-calendar';
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
  /**
   * DEMO_REPLAY_DAY (YYYY-MM-DD): only the season holding this match day moves (by shiftMinutes);
   * every other season keeps its real dates (docs/decisions/0106).
   */
  replayDay?: string;
  /** The clock: which matches are already played. */
  now: Date;
}

export interface ImportReport {
  /** The minutes the demo calendar was moved by on top of the whole weeks (0 when pinned). */
  shiftMinutes: number;
  imported: string[];
  skipped: string[];
  /** Files whose results stop mid-season, left out (and removed if an earlier import had them). */
  leftOut: string[];
  failed: { file: string; error: string }[];
  /** DEMO_REPLAY_DAY as applied: `replayed` false when the files have no played match that day. */
  replayDay?: { day: string; replayed: boolean };
  /** The World Cup TXT files' lineups and events joined to the stored matches (null: no such files). */
  story: StoryImportCounts | null;
  durationMs: number;
}

/**
 * DEMO_REPLAY_DAY: the minutes that put the day's first match on the pitch now (demo-calendar.ts
 * replayDayShiftMinutes), or null when the files have no played match with a known time that day.
 */
export async function replayDayMinutes(
  db: Db,
  options: { dataDir: string; day: string; now: Date; liveWindowMs: number },
): Promise<number | null> {
  const planned = plannedKickoffs(options.dataDir, 0, options.now, options.day);
  const stored = await importRepo(db).kickoffs();
  const base = new Map([...planned].map(([key, kickoff]) => [key, kickoff.at]));
  return replayDayShiftMinutes({
    dayKickoffs: [...planned.values()]
      .filter((kickoff) => kickoff.date === options.day && kickoff.known && kickoff.played)
      .map((kickoff) => kickoff.at),
    now: options.now.getTime(),
    current: storedShiftMinutes(base, stored),
    liveWindowMs: options.liveWindowMs,
  });
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
    leftOut: [],
    failed: [],
    story: null,
    durationMs: 0,
  };
  const known = await repo.checksums();

  for (const source of calendarOf(options.dataDir, options.shiftWeeks, options.now, options.replayDay)) {
    const { entry } = source;
    try {
      if ('error' in source) throw source.error;
      if (source.stopped) {
        await repo.removeSeason(entry.key);
        report.leftOut.push(entry.file);
        continue;
      }
      // Only the seasons the demo replays move; the others keep their real dates.
      const weeks = source.replayed ? options.shiftWeeks : 0;
      const minutes = source.replayed ? options.shiftMinutes : 0;
      const checksum = sourceChecksum(source.content, weeks, minutes);
      if (known.get(entry.key) === checksum) {
        report.skipped.push(entry.file);
        continue;
      }
      const plan = planImport(entry, source.file, {
        checksum,
        shiftDays: weeks * 7,
        shiftMinutes: minutes,
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
  /** Its real local match day as the file gives it (YYYY-MM-DD). */
  date: string;
  known: boolean;
  played: boolean;
}

/**
 * Every match's kick-off on the whole-week calendar, by source key, straight from the files
 * (nothing written): what the demo's minute shift is chosen and recognised from.
 */
export function plannedKickoffs(
  dataDir: string,
  shiftWeeks: number,
  now: Date,
  replayDay?: string,
): Map<string, PlannedKickoff> {
  const kickoffs = new Map<string, PlannedKickoff>();
  for (const source of calendarOf(dataDir, shiftWeeks, now, replayDay)) {
    // A broken file is reported by the import itself; a season that keeps its dates is no anchor.
    if ('error' in source || source.stopped || !source.replayed) continue;
    const plan = planImport(source.entry, source.file, { checksum: '', shiftDays: shiftWeeks * 7, now });
    for (const [index, match] of plan.matches.entries())
      kickoffs.set(match.sourceKey, {
        at: match.kickoffAt.getTime(),
        date: source.file.matches[index]!.date,
        known: match.kickoffKnown,
        played: match.ftHome != null && match.ftAway != null,
      });
  }
  return kickoffs;
}

type CalendarEntry =
  | { entry: SourceEntry; error: Error }
  | { entry: SourceEntry; content: string; file: SourceFile; replayed: boolean; stopped: boolean };

/**
 * Every data file, read and validated, with what the demo calendar does to it: `replayed` (moved by
 * the whole weeks and minutes: demo-calendar.ts replaysSeason) or kept on its real dates; `stopped`:
 * its results stop mid-season, so it is left out. The latest result a repository holds (football.json,
 * worldcup.json) is the date its snapshot vouches for.
 */
function calendarOf(dataDir: string, shiftWeeks: number, now: Date, replayDay?: string): CalendarEntry[] {
  const read = listSourceFiles(dataDir).map((entry): CalendarEntry => {
    try {
      const { content } = readSourceFile(dataDir, entry, shiftWeeks);
      return { entry, content, file: parseSourceFile(content), replayed: false, stopped: false };
    } catch (error) {
      return { entry, error: error as Error };
    }
  });
  const asOf = new Map<string, string>();
  for (const source of read) {
    if ('error' in source) continue;
    const repoName = source.entry.key.split('/')[0];
    for (const m of source.file.matches)
      if (m.score?.ft && m.date > (asOf.get(repoName) ?? '')) asOf.set(repoName, m.date);
  }
  return read.map((source) => {
    if ('error' in source) return source;
    const dates = source.file.matches.map((m) => m.date).sort();
    const played = source.file.matches.map((m) => ({ date: m.date, played: Boolean(m.score?.ft) }));
    return {
      ...source,
      // DEMO_REPLAY_DAY: the season that holds the day is the one replayed, whatever today is.
      replayed: replayDay
        ? dates.includes(replayDay)
        : dates.length > 0 && replaysSeason({ first: dates[0], last: dates.at(-1)! }, shiftWeeks, now),
      stopped: stopsMidSeason(played, asOf.get(source.entry.key.split('/')[0]) ?? ''),
    };
  });
}
