// The admin lists' two ways of reading rows, written once for the users, subscriptions and payments:
// a page of the screen's list (LIMIT/OFFSET on a dynamic query), and the CSV export's every row.
import type { PgSelect } from 'drizzle-orm/pg-core';

/** The page `page` (from 1) of `pageSize` rows of an ordered `.$dynamic()` query. */
export function pageOf<T extends PgSelect>(query: T, { page, pageSize }: { page: number; pageSize: number }) {
  return query.limit(pageSize).offset((page - 1) * pageSize);
}

/**
 * Every row, `batch` at a time, each batch read after the last one's id (`read` filters on
 * `id > afterId` and orders by id): no OFFSET that grows, no row skipped or read twice. Callers write
 * `(afterId: number) =>`: the annotation lets TypeScript take the rows' type from the query.
 */
export async function* batchesById<Row extends { id: number }, Item>(
  batch: number,
  read: (afterId: number) => Promise<Row[]>,
  toItem: (row: Row) => Item,
): AsyncGenerator<Item[]> {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId);
    if (rows.length) yield rows.map(toItem);
    if (rows.length < batch) return;
    afterId = rows[rows.length - 1].id;
  }
}
