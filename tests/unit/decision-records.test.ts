// docs/decisions/README.md indexes every record exactly once, in order, and points only at records
// that exist (issue 37 point 7: 0101 was missing, 0114 and 0115 listed twice after a merge).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const DIR = 'docs/decisions';
const records = readdirSync(DIR)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();
const index = readFileSync(`${DIR}/README.md`, 'utf8');
// Each table row after the header: `| [0001](0001-….md) | Decision |`.
const rows = index
  .split('\n')
  .filter((line) => line.startsWith('|'))
  .slice(2);
const linked = rows.map((row) => /^\| \[(\d{4})\]\((\d{4}-[^)]+\.md)\) +\| .*\S.* \|$/.exec(row));

describe('decision records index', () => {
  test('every row is a record link with its decision', () => {
    expect(rows.filter((_, i) => !linked[i])).toEqual([]);
    expect(linked.filter((match) => match && !match[2].startsWith(`${match[1]}-`))).toEqual([]);
  });

  test('lists every record file exactly once, sorted, and nothing else', () => {
    expect(linked.map((match) => match?.[2])).toEqual(records);
  });

  test('each record is titled with its own number', () => {
    const mistitled = records.filter((name) => {
      const title = readFileSync(`${DIR}/${name}`, 'utf8').split('\n')[0];
      return !title.startsWith(`# ${name.slice(0, 4)}`);
    });
    expect(mistitled).toEqual([]);
  });
});
