// Loads the openfootball files into the database. Idempotent: each file's checksum (content + demo
// shift + importer version + catalogue) is stored on its season, so unchanged files are skipped and a
// changed file is upserted in place (same ids). One transaction per file; a broken file is reported
// by name and the others still load. Reading (import/files), the pure transform (import/transform)
// and the SQL (import/repo) are separate.
import type { Db } from '../../db/client';
import { listSourceFiles, parseSourceFile, readSourceFile } from './import/files';
import { importRepo } from './import/repo';
import { planImport } from './import/transform';

export interface ImportOptions {
  /** Folder holding football.json/ and worldcup.json/. */
  dataDir: string;
  /** Demo calendar: weeks every season is moved forward (0 = real dates). */
  shiftWeeks: number;
  /** The clock: which matches are already played. */
  now: Date;
}

export interface ImportReport {
  imported: string[];
  skipped: string[];
  failed: { file: string; error: string }[];
  durationMs: number;
}

export async function importFootballData(db: Db, options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const repo = importRepo(db);
  const report: ImportReport = { imported: [], skipped: [], failed: [], durationMs: 0 };
  const known = await repo.checksums();

  for (const entry of listSourceFiles(options.dataDir)) {
    try {
      const { content, checksum } = readSourceFile(options.dataDir, entry, options.shiftWeeks);
      if (known.get(entry.key) === checksum) {
        report.skipped.push(entry.file);
        continue;
      }
      const plan = planImport(entry, parseSourceFile(content), {
        checksum,
        shiftDays: options.shiftWeeks * 7,
        now: options.now,
      });
      await repo.save(plan);
      report.imported.push(entry.file);
    } catch (error) {
      report.failed.push({ file: entry.file, error: (error as Error).message });
    }
  }
  report.durationMs = Math.round(performance.now() - started);
  return report;
}
