// Loads the openfootball files into the database, reading them through the one source interface
// (decision 0124: `import/source.ts`, seasons, teams and fixtures with results and goals). Idempotent:
// each file's checksum (content + demo shift + importer version + catalogue) is stored on its season,
// so unchanged files are skipped and a changed file is upserted in place (same ids). One transaction
// per file; a broken file is reported by name and the others still load. What only the import needs
// stays here: the checksums and names of the files (import/files), the demo calendar (which seasons
// move, which are left out), the clock-driven state (import/transform, pure) and the SQL (import/repo).
import type { Db } from '../../db/client';
import { COMPETITIONS } from './catalog';
import { listSourceFiles, readSourceFile, type SourceEntry } from './import/files';
import { importRepo } from './import/repo';
import { createOpenFootballSource } from './import/source';
import { fixtureDay, planImport } from './import/transform';
import type { FootballSource, SourceFixture, SourceSeason } from './source';
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
  const planned = await plannedKickoffs(options.dataDir, 0, options.now, options.day);
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
  const planned = await plannedKickoffs(options.dataDir, options.shiftWeeks, options.now);
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
  const real = createOpenFootballSource({ dataDir: options.dataDir });
  // Only the seasons the demo replays move; the others keep their real dates.
  const replayed = createOpenFootballSource({
    dataDir: options.dataDir,
    shiftDays: options.shiftWeeks * 7,
    shiftMinutes: options.shiftMinutes,
  });

  for (const season of await calendarOf(real, options.dataDir, options.shiftWeeks, options.now, options.replayDay)) {
    const { entry } = season;
    try {
      if ('error' in season) throw new Error(season.error);
      if (season.stopped) {
        await repo.removeSeason(entry.key);
        report.leftOut.push(entry.file);
        continue;
      }
      const weeks = season.replayed ? options.shiftWeeks : 0;
      const minutes = season.replayed ? options.shiftMinutes : 0;
      // The checksum before the reads: a file changed in between is imported again next time.
      const { checksum } = readSourceFile(options.dataDir, entry, weeks, minutes);
      if (known.get(entry.key) === checksum) {
        report.skipped.push(entry.file);
        continue;
      }
      const source = season.replayed ? replayed : real;
      const teams = await source.teams(season.season);
      if (!teams.ok) throw new Error(teams.message);
      const fixtures = await source.fixtures(season.season);
      if (!fixtures.ok) throw new Error(fixtures.message);
      await repo.save(planImport(season.season, teams.items, fixtures.items, { checksum, now: options.now }));
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
export async function plannedKickoffs(
  dataDir: string,
  shiftWeeks: number,
  now: Date,
  replayDay?: string,
): Promise<Map<string, PlannedKickoff>> {
  const kickoffs = new Map<string, PlannedKickoff>();
  const moved = createOpenFootballSource({ dataDir, shiftDays: shiftWeeks * 7 });
  for (const season of await calendarOf(createOpenFootballSource({ dataDir }), dataDir, shiftWeeks, now, replayDay)) {
    // A broken file is reported by the import itself; a season that keeps its dates is no anchor.
    if ('error' in season || season.stopped || !season.replayed) continue;
    const fixtures = await moved.fixtures(season.season);
    if (!fixtures.ok) continue;
    // The real match day is the unmoved fixture's (a fixture's ref does not move with the calendar).
    const realDays = new Map(season.fixtures.map((f) => [f.ref, fixtureDay(f, season.season.competition.code)]));
    for (const fixture of fixtures.items)
      kickoffs.set(fixture.ref, {
        at: fixture.kickoffAt.getTime(),
        date: realDays.get(fixture.ref) ?? fixtureDay(fixture, season.season.competition.code),
        known: fixture.kickoffKnown,
        played: fixture.result != null,
      });
  }
  return kickoffs;
}

type CalendarEntry =
  | { entry: SourceEntry; error: string }
  | { entry: SourceEntry; season: SourceSeason; fixtures: SourceFixture[]; replayed: boolean; stopped: boolean };

/**
 * Every season the source has, in the order of its files, with its fixtures on their real dates and
 * what the demo calendar does to it: `replayed` (moved by the whole weeks and minutes:
 * demo-calendar.ts replaysSeason) or kept on its real dates; `stopped`: its results stop mid-season,
 * so it is left out. The latest result a repository holds (football.json, worldcup.json) is the date
 * its snapshot vouches for.
 */
async function calendarOf(
  source: FootballSource,
  dataDir: string,
  shiftWeeks: number,
  now: Date,
  replayDay?: string,
): Promise<CalendarEntry[]> {
  const seasons = new Map<string, SourceSeason>();
  for (const code of Object.keys(COMPETITIONS)) {
    const read = await source.seasons(code);
    if (read.ok) for (const season of read.items) seasons.set(season.ref, season);
  }
  const read: CalendarEntry[] = [];
  for (const entry of listSourceFiles(dataDir)) {
    const season = seasons.get(entry.key);
    if (!season) continue;
    const fixtures = await source.fixtures(season);
    read.push(
      fixtures.ok
        ? { entry, season, fixtures: fixtures.items, replayed: false, stopped: false }
        : { entry, error: fixtures.message },
    );
  }
  const asOf = new Map<string, string>();
  for (const season of read) {
    if ('error' in season) continue;
    const repoName = season.entry.key.split('/')[0];
    for (const f of season.fixtures) {
      const day = fixtureDay(f, season.season.competition.code);
      if (f.result && day > (asOf.get(repoName) ?? '')) asOf.set(repoName, day);
    }
  }
  return read.map((season) => {
    if ('error' in season) return season;
    const dayOf = (f: SourceFixture) => fixtureDay(f, season.season.competition.code);
    const dates = season.fixtures.map(dayOf).sort();
    const played = season.fixtures.map((f) => ({ date: dayOf(f), played: f.result != null }));
    return {
      ...season,
      // DEMO_REPLAY_DAY: the season that holds the day is the one replayed, whatever today is.
      replayed: replayDay
        ? dates.includes(replayDay)
        : dates.length > 0 && replaysSeason({ first: dates[0], last: dates.at(-1)! }, shiftWeeks, now),
      stopped: stopsMidSeason(played, asOf.get(season.entry.key.split('/')[0]) ?? ''),
    };
  });
}
