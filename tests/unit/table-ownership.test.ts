// @vitest-environment node
// Decision 0114: each table belongs to one module (TABLE_OWNERS in src/server/db/owners.ts). A repo file
// may import from the schema only its own module's tables, or a read listed in SHARED_READS with its
// reason; anything else goes through the owner's service. Checked on the imports of every repo.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, test } from 'vitest';
import * as schema from '@server/db/schema';
import { SHARED_READS, TABLE_OWNERS } from '@server/db/owners';

const root = path.resolve(import.meta.dirname, '../..');
const modulesDir = 'src/server/modules';

/** Schema export name (`pushSubscriptions`) → SQL table name (`push_subscriptions`). */
const tableOfExport = new Map(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, table]) => [name, getTableConfig(table as PgTable).name]),
);

/** The SQL tables a source file imports from the schema (by name, or all of them with `* as`). */
function schemaTablesOf(file: string, source: string): string[] {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest);
  const tables: string[] = [];
  for (const statement of parsed.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    if (!/(^|\/)db\/schema(\/|$)|^@server\/db\/schema/.test(from)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) tables.push(...tableOfExport.values());
    else if (bindings)
      for (const element of bindings.elements) {
        const table = tableOfExport.get((element.propertyName ?? element.name).text);
        if (table) tables.push(table);
      }
  }
  return tables;
}

/** `repo → table` pairs where a module's repo imports a table it neither owns nor has a listed read of. */
function violations(file: string, source: string): string[] {
  const relative = path.posix.relative(modulesDir, file);
  const module = relative.split('/')[0];
  const allowed = new Set(SHARED_READS.filter((read) => read.repo === relative).flatMap((read) => read.tables));
  return schemaTablesOf(file, source)
    .filter((table) => TABLE_OWNERS[table as keyof typeof TABLE_OWNERS] !== module && !allowed.has(table as never))
    .map((table) => `${relative} → ${table}`);
}

const repoFiles = readdirSync(path.join(root, modulesDir), { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'repo.ts')
  .map((file) => `${modulesDir}/${file.split(path.sep).join('/')}`);

describe('module-owned tables', () => {
  test('every table of the schema has one owner, a module folder (or db)', () => {
    const modules = new Set(
      readdirSync(path.join(root, modulesDir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name),
    );
    expect([...tableOfExport.values()].filter((table) => !(table in TABLE_OWNERS))).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((table) => ![...tableOfExport.values()].includes(table))).toEqual([]);
    expect(Object.values(TABLE_OWNERS).filter((owner) => owner !== 'db' && !modules.has(owner))).toEqual([]);
  });

  test('a repo imports only its module’s tables and the listed shared reads', () => {
    expect(repoFiles.length).toBeGreaterThan(15);
    expect(repoFiles.flatMap((file) => violations(file, readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });

  test('every listed shared read is still made, by a repo that exists, of tables its module does not own', () => {
    for (const read of SHARED_READS) {
      const file = `${modulesDir}/${read.repo}`;
      expect(repoFiles, read.repo).toContain(file);
      const imported = schemaTablesOf(file, readFileSync(path.join(root, file), 'utf8'));
      for (const table of read.tables) {
        expect(imported, `${read.repo} → ${table}`).toContain(table);
        expect(TABLE_OWNERS[table], `${read.repo} → ${table}`).not.toBe(read.repo.split('/')[0]);
      }
    }
  });

  test('the check reports a repo importing another module’s table, by name, alias or namespace', () => {
    const file = `${modulesDir}/contact/repo.ts`;
    expect(violations(file, "import { contactMessages } from '../../db/schema';")).toEqual([]);
    expect(violations(file, "import { contactMessages, users } from '../../db/schema';")).toEqual([
      'contact/repo.ts → users',
    ]);
    expect(violations(file, "import { payments as p } from '@server/db/schema';")).toEqual([
      'contact/repo.ts → payments',
    ]);
    expect(violations(file, "import * as schema from '../../db/schema';")).toContain('contact/repo.ts → users');
    // A listed read is allowed only to the repo it names.
    expect(violations(`${modulesDir}/billing/repo.ts`, "import { users } from '../../db/schema';")).toEqual([]);
    expect(violations(`${modulesDir}/billing/checkout/repo.ts`, "import { users } from '../../../db/schema';")).toEqual(
      ['billing/checkout/repo.ts → users'],
    );
  });
});
