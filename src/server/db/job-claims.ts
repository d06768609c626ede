// Claims a periodic job for one process: the row of a due job is locked with FOR UPDATE SKIP LOCKED
// (a process that finds it locked by another skips it instead of waiting) and its next run moved on
// in the same statement, so each period's pass is claimed by exactly one of N processes.
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export async function claimJob(db: Db, name: string, at: Date, intervalMs: number, by: string): Promise<boolean> {
  const next = new Date(at.getTime() + intervalMs);
  // First sight of the job: due at once.
  await db.execute(
    sql`insert into scheduled_jobs (name, next_run_at) values (${name}, ${at.toISOString()}::timestamptz) on conflict do nothing`,
  );
  const claimed = await db.execute(sql`
    with due as (
      select name from scheduled_jobs where name = ${name} and next_run_at <= ${at.toISOString()}::timestamptz
      for update skip locked
    )
    update scheduled_jobs set next_run_at = ${next.toISOString()}::timestamptz, last_run_by = ${by}, last_run_at = ${at.toISOString()}::timestamptz
    from due where scheduled_jobs.name = due.name
    returning scheduled_jobs.name`);
  return (claimed as unknown as { rows: unknown[] }).rows.length > 0;
}
