// What every job of the sync shares: the repo, the football source it reads through (decision
// 0124: API-Football behind its client's budget, parsing and backoff), the clock, the log, and how
// to tell the football module what changed (its caches and directory).
import type { FastifyBaseLogger } from 'fastify';
import type { FootballSource } from '../football/source';
import type { DataSyncRepo } from './repo';
import type { FailureKind } from './client';

export interface DataSyncContext {
  repo: DataSyncRepo;
  source: FootballSource<FailureKind>;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Matches written: lists, search and the PGlite match index read them again. */
  matchesChanged(ids: number[]): void;
  /** Teams or seasons written: the football module reads its directory again. */
  directoryChanged(): void;
}

/** The outcome of one job: what the admin page shows. */
export type JobResult = { ok: true; message: string } | { ok: false; kind: FailureKind; message: string };
