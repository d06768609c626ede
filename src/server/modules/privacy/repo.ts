// Privacy owns no table: each module gives its part of the export and of the deletion
// (personal-data.ts). This runs the deletion's parts in one transaction.
import type { Db } from '../../db/client';

/** Runs `work` in one transaction, its handle typed as the database (as billing's repo does). */
export function inOneTransaction(db: Db, work: (tx: Db) => Promise<void>): Promise<void> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
