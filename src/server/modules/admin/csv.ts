// CSV export, streamed: rows are read from the database in batches and written as they come, so
// an export of any size holds one batch in memory.
import { Readable } from 'node:stream';

/** One CSV field: quoted when needed; a leading = + - @ is neutralised (spreadsheet formula injection). */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A stream of the header and then every row of every batch. */
export function csvStream<Row>(
  columns: { header: string; value: (row: Row) => unknown }[],
  batches: AsyncIterable<Row[]>,
): Readable {
  async function* lines() {
    // BOM: spreadsheet programs then read the accents right.
    yield `\uFEFF${csvLine(columns.map((column) => column.header))}`;
    for await (const batch of batches) {
      yield batch.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
